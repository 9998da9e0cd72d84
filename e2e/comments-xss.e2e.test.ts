import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { renderMarkdown } from '../src/modules/community/markdown';
import { layoutAtRest, newPage } from '../test/browser';
import { ALLOWED, XSS_MARKDOWN } from '../test/fixtures/xss-markdown';

// The sanitiser alone against Chromium: every vector's rendered HTML in a bare page with no
// Content-Security-Policy, every focusable element focused, every link hovered and clicked. A
// payload that runs calls xss() or alert(), an iframe's dialog opens, a request leaves: all counted.

const ORIGIN = 'https://comments.test';
// A real address rather than setContent's about:blank, so relative links resolve as on the site.
const PAGE = `${ORIGIN}/article/x`;
const FOCUSABLE = 'a, area, button, input, select, textarea, iframe, object, embed, summary, audio, video, [tabindex], [contenteditable]';

/** Where executions are counted: defined before any comment is parsed. */
const SHELL_HEAD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>comments</title><script>
window.__xss = 0;
window.xss = () => { window.__xss = (window.__xss || 0) + 1; };
window.alert = window.confirm = window.prompt = window.xss;
</script></head><body>`;

/** The 10 that test a browser hardest: hrefs holding characters browsers strip or decode, and parser mutations. */
const NASTIEST = [
  'link javascript, tab entity in the scheme',
  'link javascript, newline entity in the scheme',
  'link javascript with NUL',
  'link javascript with a leading control character',
  'link slash-backslash host',
  'href with a double quote',
  'title with a closing tag',
  'noscript title mutation',
  'fence info string breaking the class',
  'polyglot',
];

interface Outcome {
  /** Calls to xss(), alert(), confirm() or prompt() in the page. */
  executed: number;
  dialogs: string[];
  /** Requests and windows beyond the page itself and the navigation of the link being clicked. */
  stray: string[];
  /** Elements and attributes beyond the allow-list, as Chromium parsed the page. */
  markup: string[];
  /** Links whose protocol is not http, https, mailto or tel. */
  links: string[];
  focused: number;
  clicked: number;
  /** Still the page we served: no link or payload navigated away. */
  stayed: boolean;
}

/** Serves body inside the shell at PAGE, focuses, hovers and clicks everything, and reports what happened. */
async function probe(body: string): Promise<Outcome> {
  const page = await newPage(ORIGIN);
  const outcome: Outcome = { executed: 0, dialogs: [], stray: [], markup: [], links: [], focused: 0, clicked: 0, stayed: false };
  let served = false;
  let clicking: string | null = null;
  await page.route('**', (route) => {
    const request = route.request();
    const url = request.url();
    if (!served && url === PAGE) {
      served = true;
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: `${SHELL_HEAD}${body}</body></html>` });
    }
    // The click's own navigation is expected; 204 keeps the page where it is.
    if (clicking === url && request.isNavigationRequest() && request.frame() === page.mainFrame()) return route.fulfill({ status: 204 });
    outcome.stray.push(`${request.method()} ${url}`);
    return route.abort();
  });
  page.on('dialog', (dialog) => {
    outcome.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('popup', (popup) => outcome.stray.push(`window ${popup.url()}`));
  page.on('websocket', (socket) => outcome.stray.push(`websocket ${socket.url()}`));

  await page.goto(PAGE);
  outcome.markup = await markupProblems(page);
  outcome.focused = await focusAll(page);
  const links = page.locator('section a');
  for (let i = 0, count = await links.count(); i < count; i++) {
    const link = links.nth(i);
    const { protocol, href, hasHref } = await link.evaluate((a: HTMLAnchorElement) => ({ protocol: a.protocol, href: a.href, hasHref: a.hasAttribute('href') }));
    if (hasHref && !ALLOWED.protocols.includes(protocol)) outcome.links.push(href);
    clicking = href.replace(/#.*$/, '');
    if (await link.isVisible()) {
      await link.hover();
      await link.click();
    } else {
      await link.dispatchEvent('click');
    }
    outcome.clicked++;
  }
  clicking = null;
  // What the clicks set off (requests, navigations, late error events) has finished and been drawn.
  await layoutAtRest(page);
  outcome.stayed = page.url() === PAGE && (await page.title()) === 'comments';
  outcome.executed = await page.evaluate(() => (window as unknown as { __xss: number }).__xss);
  await page.context().close();
  return outcome;
}

/** Chromium's own parse of the comments: anything beyond the allow-list, by section id. */
function markupProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ tags, attributes, rel }) =>
      [...document.querySelectorAll('section *')].flatMap((el) => {
        const where = el.closest('section')!.id;
        const name = el.localName;
        return [
          ...(tags.includes(name) ? [] : [`${where}: <${name}>`]),
          ...el.getAttributeNames().filter((attr) => !attributes[name]?.includes(attr)).map((attr) => `${where}: ${attr} on <${name}>`),
          ...(name === 'a' && el.getAttribute('rel') !== rel ? [`${where}: <a rel="${el.getAttribute('rel')}">`] : []),
        ];
      }),
    ALLOWED,
  );
}

/** Focuses every element that could take focus, then tabs through the page as a keyboard user; returns how many there are. */
async function focusAll(page: Page): Promise<number> {
  const focusable = await page.evaluate((selector) => {
    const elements = [...document.querySelectorAll<HTMLElement>(selector)];
    for (const el of elements) el.focus();
    return elements.length;
  }, FOCUSABLE);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i <= focusable; i++) await page.keyboard.press('Tab');
  return focusable;
}

/** One section per vector, as the comments list would show them. */
function sections(vectors: readonly { markdown: string }[]): string {
  return vectors.map(({ markdown }, i) => `<section id="v${i}">${renderMarkdown(markdown)}</section>`).join('\n');
}

const clean = { executed: 0, dialogs: [], stray: [], markup: [], links: [], stayed: true };

test('the harness sees a payload run, a dialog open, a request leave and a bad link', async () => {
  const outcome = await probe(
    '<section id="control"><img src="https://evil.test/p.png" onerror="xss()"><a href="javascript:xss()">run</a>' +
      '<input onfocus="alert(1)"><iframe srcdoc="<script>alert(2)</script>"></iframe></section>',
  );
  expect(outcome.executed).toBeGreaterThanOrEqual(3);
  expect(outcome.dialogs).toEqual(['alert: 2']);
  expect(outcome.stray).toContain('GET https://evil.test/p.png');
  expect(outcome.links).toEqual(['javascript:xss()']);
  expect(outcome.markup).toEqual(expect.arrayContaining(['control: <img>', 'control: onerror on <img>', 'control: <iframe>']));
});

test('every vector on one page: nothing runs, opens, loads or leaves', async () => {
  const outcome = await probe(sections(XSS_MARKDOWN));
  expect(outcome).toMatchObject(clean);
  // The walk really happened: the corpus renders plenty of (safe) links, and nothing else can take focus.
  expect(outcome.clicked).toBeGreaterThan(30);
  expect(outcome.focused).toBe(outcome.clicked);
});

test.each(NASTIEST)('%s, alone on the page: nothing runs, opens, loads or leaves', async (name) => {
  const vector = XSS_MARKDOWN.find((v) => v.name === name);
  expect(vector).toBeDefined();
  expect(await probe(sections([vector!]))).toMatchObject(clean);
});
