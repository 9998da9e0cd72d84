import { describe, expect, test } from 'vitest';
import { editorLosses } from './editor-losses';

describe('what the rich-text editor would lose of stored HTML', () => {
  test('nothing of prose: paragraphs, headings, marks, lists, links, quotes, code', () => {
    const prose = '<h2>On margins</h2><p>A <strong>bold</strong>, <em>slanted</em> and <a href="https://example.org" rel="noopener">linked</a> line.<br></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>Said.</p></blockquote><pre><code>x</code></pre><hr>';
    expect(editorLosses(prose)).toEqual([]);
    expect(editorLosses(null)).toEqual([]);
    expect(editorLosses('')).toEqual([]);
    expect(editorLosses('Plain text, no tags at all.')).toEqual([]);
  });

  test('a definition list, a table, a picture, a first-level heading: each element named once', () => {
    expect(editorLosses('<dl><dt>Pages</dt><dd>312</dd><dt>Binding</dt><dd>Cloth</dd></dl>')).toEqual(['<dl>', '<dt>', '<dd>']);
    expect(editorLosses('<P>Fine</P><TABLE><tr><td>1</td></tr></TABLE>')).toEqual(['<table>', '<tr>', '<td>']);
    expect(editorLosses('<p><img src="https://example.org/a.webp" alt=""></p><h1>Title</h1>')).toEqual(['<img>', '<h1>']);
  });

  test("a heading's anchor id and an alignment are lost too", () => {
    expect(editorLosses('<h2 id="notes">Notes</h2><p style="text-align: center">Centred</p>')).toEqual(['id="…"', 'style="…"']);
    // Words that merely look like attributes in text are text.
    expect(editorLosses('<p>Set id = 3 and style=bold in the text.</p>')).toEqual([]);
  });
});
