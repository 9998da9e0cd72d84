import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, test } from 'vitest';
import { ALLOWED, XSS_MARKDOWN } from '../../../test/fixtures/xss-markdown';
import { renderMarkdown } from './markdown';

// The renderer's promise (DESIGN.md §4): whatever a member types, the HTML holds only the
// allow-listed tags, no attribute but href/rel on <a> and start on <ol>, and links that stay on
// http, https, mailto, tel, this site's paths or #anchors.

const BASE = new URL('https://example.test/article/x');

/** Where an href would take the reader, judged as a browser would (WHATWG URL, entities already decoded). */
function hrefProblem(href: string): string | null {
  // A relative address must stay on this site: '//host' and '/\host' resolve to another one.
  if (!URL.canParse(href)) {
    return !URL.canParse(href, BASE) || new URL(href, BASE).origin === BASE.origin ? null : `href leaves the site: ${href}`;
  }
  return ALLOWED.protocols.includes(new URL(href).protocol) ? null : `href scheme: ${href}`;
}

function attributeProblem(tag: string, attr: string, value: string): string | null {
  if (!ALLOWED.attributes[tag]?.includes(attr)) return `attribute ${attr} on <${tag}>`;
  if (attr === 'href') return hrefProblem(value);
  return attr === 'start' && !/^\d+$/.test(value) ? `start="${value}"` : null;
}

/** What is wrong with rendered HTML; [] when it keeps the promise. */
function problems(html: string): string[] {
  const found: string[] = [];
  // Independent of any parser's opinion: every '<' in the markup opens or closes an allowed tag.
  for (const [, name] of html.matchAll(/<\/?([^\s/>]*)/g)) {
    if (!ALLOWED.tags.includes(name!)) found.push(`markup <${name}`);
  }
  const parser = new Parser({
    onopentag(name, attribs) {
      if (!ALLOWED.tags.includes(name)) found.push(`tag <${name}>`);
      for (const [attr, value] of Object.entries(attribs)) {
        const problem = attributeProblem(name, attr, value);
        if (problem) found.push(problem);
      }
      if (name === 'a' && attribs.rel !== ALLOWED.rel) found.push(`<a> without rel="${ALLOWED.rel}"`);
    },
    oncomment: (text) => found.push(`comment ${text}`),
    onprocessinginstruction: (name) => found.push(`declaration ${name}`),
  });
  parser.end(html);
  return found;
}

describe('the checker', () => {
  test('flags what would get through', () => {
    for (const html of [
      '<img src=x onerror=xss()>',
      '<p onclick="xss()">x</p>',
      '<a href="javascript:xss()" rel="nofollow ugc noopener">x</a>',
      '<a href="&#106;avascript:xss()" rel="nofollow ugc noopener">x</a>',
      '<a href="java\tscript:xss()" rel="nofollow ugc noopener">x</a>',
      '<a href="data:text/html,x" rel="nofollow ugc noopener">x</a>',
      '<a href="//evil.test" rel="nofollow ugc noopener">x</a>',
      '<a href="/\\evil.test" rel="nofollow ugc noopener">x</a>',
      '<a href="https://a.test">x</a>',
      '<ol start="1" reversed><li>x</li></ol>',
      '<!--x--><p>x</p>',
      '<p>x</p><scr',
    ]) {
      expect({ html, problems: problems(html).length > 0 }).toEqual({ html, problems: true });
    }
  });

  test('passes safe links', () => {
    const links = ['https://a.test/x?y=1#z', 'http://a.test', 'mailto:x@a.test', 'tel:+15550100', '/article/x', 'other', '#top', '?page=2', '%6Aavascript:xss()'];
    expect(links.map(hrefProblem)).toEqual(links.map(() => null));
  });
});

describe('the XSS corpus', () => {
  test('has at least 120 distinct vectors', () => {
    expect(XSS_MARKDOWN.length).toBeGreaterThanOrEqual(120);
    expect(new Set(XSS_MARKDOWN.map((v) => v.name)).size).toBe(XSS_MARKDOWN.length);
    expect(new Set(XSS_MARKDOWN.map((v) => v.markdown)).size).toBe(XSS_MARKDOWN.length);
  });

  test.each(XSS_MARKDOWN)('$name renders inert', ({ markdown }) => {
    expect(problems(renderMarkdown(markdown))).toEqual([]);
  });
});

describe('arbitrary input', () => {
  const FRAGMENTS = ['<', '>', '"', "'", '[', '](', ')', '(', ']', 'javascript:', 'JaVa', 'script', 'data:', 'vbscript:', '//', '\\', 'on', 'onerror', '=', '`', '```', '\n', '\t', ' ', '&#', '&#x', ';', '6A', '106', 'x', 'img', 'a href', ':', '!', '*', '#', '>', '-', '1.', '\u0000', '\u200b', 'ｊ', '%'];
  const fromFragments = fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 3 })), { maxLength: 60 }).map((parts) => parts.join(''));
  // Fragments alone rarely make a link (1 in 500); these put scheme-ish strings where links are made (1 in 2).
  const URL_PARTS = ['javascript', 'JaVaScRiPt', 'java', 'script', 'data', 'vbscript', 'file', 'https', 'http', 'mailto', 'tel', ':', '//', '/', '\\', '&#x6A;', '&#106;', '&colon;', '&Tab;', '%3A', '%09', '\t', '\n', '\u0000', '\u200b', ' ', '"', "'", '`', '(', ')', '<', '>', '@', '#', '?', 'evil.test', 'www.', 'xss()', 'text/html,'];
  const url = fc.array(fc.oneof(fc.constantFrom(...URL_PARTS), fc.string({ maxLength: 2 })), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
  const LINK_FORMS: ((url: string, title: string) => string)[] = [
    (u) => `[x](${u})`,
    (u) => `[x](<${u}>)`,
    (u, t) => `[x](${u} "${t}")`,
    (u) => `<${u}>`,
    (u) => `see ${u} here`,
    (u, t) => `[x][r]\n\n[r]: ${u} '${t}'`,
    (u) => `![x](${u})`,
  ];
  const link = fc.tuple(fc.constantFrom(...LINK_FORMS), url, url).map(([form, u, t]) => form(u, t));

  test('unicode strings never render a disallowed tag, attribute or scheme', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (source) => {
        expect(problems(renderMarkdown(source))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  test('strings built from markup and link fragments never render a disallowed tag, attribute or scheme', () => {
    fc.assert(
      fc.property(fromFragments, (source) => {
        expect(problems(renderMarkdown(source))).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  test('links, autolinks and definitions with scheme-ish addresses never render a disallowed scheme', () => {
    fc.assert(
      fc.property(link, (source) => {
        expect(problems(renderMarkdown(source))).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('what the editor writes', () => {
  test.each([
    ['bold', '**bold**', '<p><strong>bold</strong></p>'],
    ['italic', '*italic* and _too_', '<p><em>italic</em> and <em>too</em></p>'],
    ['link', '[the site](https://a.test/x?y=1)', '<p><a href="https://a.test/x?y=1" rel="nofollow ugc noopener">the site</a></p>'],
    ['heading', '## Heading', '<h2>Heading</h2>'],
    ['quote', '> quoted\n> twice', '<blockquote>\n<p>quoted<br />\ntwice</p>\n</blockquote>'],
    ['code block', '```ts\nif (a < b) go();\n```', '<pre><code>if (a &lt; b) go();\n</code></pre>'],
    ['inline code', 'call `go()` now', '<p>call <code>go()</code> now</p>'],
    ['list', '3. three\n4. four', '<ol start="3">\n<li>three</li>\n<li>four</li>\n</ol>'],
    ['strikethrough and rule', '~~gone~~\n\n---', '<p><s>gone</s></p>\n<hr />'],
  ])('%s', (_tool, markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });

  test('relative, anchor, mailto and tel links are kept; a bare url becomes a link', () => {
    expect(renderMarkdown('[a](/article/x) [b](#c) [d](mailto:x@a.test) [e](tel:+15550100) https://a.test')).toBe(
      '<p><a href="/article/x" rel="nofollow ugc noopener">a</a> ' +
        '<a href="#c" rel="nofollow ugc noopener">b</a> ' +
        '<a href="mailto:x@a.test" rel="nofollow ugc noopener">d</a> ' +
        '<a href="tel:+15550100" rel="nofollow ugc noopener">e</a> ' +
        '<a href="https://a.test" rel="nofollow ugc noopener">https://a.test</a></p>',
    );
  });

  test('HTML a member types shows as text', () => {
    expect(renderMarkdown('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
  });

  test('a link to another scheme or to //host stays as typed, not a link', () => {
    expect(renderMarkdown('[x](javascript:xss())')).toBe('<p>[x](javascript:xss())</p>');
    expect(renderMarkdown('[x](//evil.test)')).toBe('<p>[x](//evil.test)</p>');
  });

  test('a pipe table stays the text typed (tables are not among the tools), not escaped table tags', () => {
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toBe('<p>| a | b |<br />\n|---|---|<br />\n| 1 | 2 |</p>');
  });
});
