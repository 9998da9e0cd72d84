import { describe, expect, test } from 'vitest';
import { commentExcerpt, markdownToText, openReasons } from './text';

describe('markdownToText', () => {
  test('drops the markup and keeps the words', () => {
    expect(markdownToText('# A heading\n\n> quoted **bold** and *italic* and ~~struck~~ `code`')).toBe('A heading quoted bold and italic and struck code');
  });

  test('links read as their text, images as their alt text, autolinks as the address', () => {
    expect(markdownToText('See [the essay](https://example.org/e) ![a cover](/c.png) <https://example.org>')).toBe(
      'See the essay a cover https://example.org',
    );
  });

  test('lists, code fences, rules and raw tags go; the code and the items stay', () => {
    expect(markdownToText('- one\n2. two\n\n```js\nlet x = 1;\n```\n---\n<b>tag</b>')).toBe('one two let x = 1; tag');
  });

  test('underscores inside words and lone symbols are text, escapes are undone', () => {
    expect(markdownToText('snake_case_name costs 2 * 3 \\*not emphasis\\* a < b')).toBe('snake_case_name costs 2 * 3 *not emphasis* a < b');
  });
});

describe('commentExcerpt', () => {
  test('one short line of text', () => {
    const body = `**Spam** ${'word '.repeat(40)}`;
    const line = commentExcerpt({ body, deleted: false }, 30);
    expect(line).toHaveLength(30);
    expect(line.startsWith('Spam word')).toBe(true);
    expect(line.endsWith('…')).toBe(true);
  });

  test('a deleted comment whose text was erased says so', () => {
    expect(commentExcerpt({ body: '', deleted: true })).toBe('[deleted]');
  });
});

describe('openReasons', () => {
  const report = (reason: string | null, resolved = false) => ({ username: 'x', reason, created_at: '2026-01-01T00:00:00Z', resolved });

  test('open reports only, each reason once, the most given first', () => {
    expect(openReasons([report('rude'), report('spam'), report(' spam '), report('off topic', true), report(null)])).toBe('spam ×2, rude, no reason');
  });

  test('nothing when every report is resolved', () => {
    expect(openReasons([report('spam', true)])).toBe('');
  });
});
