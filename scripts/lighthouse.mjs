// npm run lighthouse: Lighthouse's phone profile (its default: a mid-range phone, simulated slow 4G)
// in the machine's Chromium on six pages of the built site (npm run build first), each audited
// LIGHTHOUSE_RUNS times (default 5). A measure, not a test: prints the median of each of the four
// category scores and of the first view's timings per page, every run's performance score, the
// worst layout shift, and which goals a page missed; the scores move with the machine's load, so a
// miss fails nothing unless LIGHTHOUSE_STRICT=1 asks for that (exit 1).
// The site starts on the embedded default with demo data in a scratch directory, unless
// LIGHTHOUSE_URL names one already running. CHROME_PATH picks the browser (default /usr/bin/chromium);
// LIGHTHOUSE_PAGES=product,article audits only those pages;
// LIGHTHOUSE_REPORTS=<dir> keeps each run's full report (JSON) there.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { samplePages, startSite } from './built-site.mjs';

const GOALS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };
const MAX_CLS = 0.02;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** The first view's timings shown beside the scores (Lighthouse's audit ids), in ms; LCP has a goal too. */
const TIMINGS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time' };
const MAX_LCP_MS = 2000;

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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** What cost a run its points, so the table says where to look. */
function shortOfFullMarks(name, lhr) {
  return Object.keys(GOALS).flatMap((category) =>
    lhr.categories[category].auditRefs
      .map((ref) => [ref, lhr.audits[ref.id]])
      .filter(([ref, a]) => ref.weight > 0 && a.score !== null && a.score < 0.9)
      .map(([, a]) => `  ${name}: ${category} · ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  );
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromePath)) throw new Error(`No browser at ${chromePath} (apt-get install chromium, or set CHROME_PATH)`);
const site = process.env.LIGHTHOUSE_URL ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} } : await startSite('lighthouse');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
let missed = 0;
try {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = Object.fromEntries(Object.entries(await samplePages(site.url)).filter(([name]) => !only || only.includes(name)));
  const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  console.log(`\nLighthouse ${version}, phone profile, ${site.url}, median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page\n`);
  console.log(`| page | performance | accessibility | best practices | SEO | ${Object.keys(TIMINGS).join(' | ')} | worst CLS | performance by run | goals |`);
  console.log(`|---|---:|---:|---:|---:|${Object.keys(TIMINGS).map(() => '---:|').join('')}---:|---|---|`);
  const failing = [];
  for (const [name, pagePath] of Object.entries(pages)) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const lhr = await audit(site.url + pagePath, chrome.port);
      if (process.env.LIGHTHOUSE_REPORTS) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}-${i}.json`), JSON.stringify(lhr));
      }
      runs.push(lhr);
    }
    const scores = Object.fromEntries(Object.keys(GOALS).map((c) => [c, median(runs.map((lhr) => lhr.categories[c].score ?? 0))]));
    const timings = Object.fromEntries(Object.entries(TIMINGS).map(([name, id]) => [name, median(runs.map((lhr) => lhr.audits[id].numericValue ?? 0))]));
    const cls = Math.max(...runs.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue ?? 0));
    const misses = [
      ...Object.entries(GOALS).filter(([c, goal]) => scores[c] < goal).map(([c]) => c),
      ...(timings.LCP > MAX_LCP_MS ? ['LCP'] : []),
      ...(cls > MAX_CLS ? ['CLS'] : []),
    ];
    missed += misses.length;
    const pct = (score) => Math.round(score * 100);
    const byRun = runs.map((lhr) => pct(lhr.categories.performance.score ?? 0)).join(' ');
    console.log(
      `| ${name} (${pagePath}) | ${pct(scores.performance)} | ${pct(scores.accessibility)} | ${pct(scores['best-practices'])} | ${pct(scores.seo)} | ${Object.values(timings).map((ms) => `${Math.round(ms)} ms`).join(' | ')} | ${cls.toFixed(3)} | ${byRun} | ${misses.length ? `missed: ${misses.join(', ')}` : 'met'} |`,
    );
    // The run with the median performance score stands for the page.
    const typical = [...runs].sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0))[Math.floor(runs.length / 2)];
    failing.push(...shortOfFullMarks(name, typical));
  }
  if (failing.length) console.log(`\nAudits short of full marks (each page's median run):\n${failing.join('\n')}`);
} finally {
  await chrome.kill();
  await site.stop();
}
if (missed) console.log(`\n${missed} goal${missed === 1 ? '' : 's'} missed (goals: performance ≥ ${GOALS.performance * 100}, the others ${GOALS.seo * 100}, LCP ≤ ${MAX_LCP_MS} ms, CLS ≤ ${MAX_CLS}).`);
if (missed && process.env.LIGHTHOUSE_STRICT === '1') process.exitCode = 1;
