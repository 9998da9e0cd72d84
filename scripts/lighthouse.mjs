// npm run lighthouse: Lighthouse's phone profile (its default: a mid-range phone, simulated slow 4G)
// in the machine's Chromium on five pages of the built site (npm run build first), printing the
// four category scores and the layout shift of each, and exiting 1 when one misses its goal.
// The site starts on the embedded default with demo data in a scratch directory, unless
// LIGHTHOUSE_URL names one already running. CHROME_PATH picks the browser (default /usr/bin/chromium);
// LIGHTHOUSE_STRICT=0 only reports; LIGHTHOUSE_REPORTS=<dir> keeps each page's full report (JSON) there.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { samplePages, startSite } from './built-site.mjs';

const GOALS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };
const MAX_CLS = 0.02;

/**
 * One page's audit. Lighthouse now and then fails to record the page load's trace (NO_NAVSTART,
 * "please run Lighthouse again"); such a run has no scores, so it is run again, twice at most.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(GOALS) });
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.log(`  (${url}: ${lhr.runtimeError.code}, audited again)`);
  }
}

const site = process.env.LIGHTHOUSE_URL ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} } : await startSite('lighthouse');
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
let missed = 0;
try {
  const pages = await samplePages(site.url);
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, phone profile, ${site.url}\n`);
  console.log('| page | performance | accessibility | best practices | SEO | CLS | goals |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  const failing = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    const lhr = await audit(site.url + pagePath, chrome.port);
    if (process.env.LIGHTHOUSE_REPORTS) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(Object.keys(GOALS).map((c) => [c, lhr.categories[c].score ?? 0]));
    const cls = lhr.audits['cumulative-layout-shift'].numericValue ?? 0;
    const misses = [...Object.entries(GOALS).filter(([c, goal]) => scores[c] < goal).map(([c]) => c), ...(cls > MAX_CLS ? ['CLS'] : [])];
    missed += misses.length;
    const pct = (c) => Math.round(scores[c] * 100);
    console.log(`| ${name} (${pagePath}) | ${pct('performance')} | ${pct('accessibility')} | ${pct('best-practices')} | ${pct('seo')} | ${cls.toFixed(3)} | ${misses.length ? `missed: ${misses.join(', ')}` : 'met'} |`);
    // What cost the points, so the table says where to look.
    for (const category of Object.keys(GOALS)) {
      for (const ref of lhr.categories[category].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) failing.push(`  ${name}: ${category} · ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  if (failing.length) console.log(`\nAudits short of full marks:\n${failing.join('\n')}`);
} finally {
  await chrome.kill();
  await site.stop();
}
if (missed && process.env.LIGHTHOUSE_STRICT !== '0') process.exitCode = 1;
