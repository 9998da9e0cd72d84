import { describe, expect, it } from 'vitest';
import { applyTool, type MarkdownTool, type TextEdit } from './markdown-tools';

/** Writes a text with its selection marked by [ and ] (a caret: [] ), as the tests read best. */
function at(marked: string): TextEdit {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}

/** The edit's text with its selection marked again. */
const shown = ({ value, start, end }: TextEdit) => `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;

const use = (tool: MarkdownTool, marked: string) => shown(applyTool(tool, at(marked)));

describe('inline tools wrap the selection (SPEC §9: bold, italic, inline code)', () => {
  it('wraps the selected words and keeps them selected', () => {
    expect(use('bold', 'a [fine] day')).toBe('a **[fine]** day');
    expect(use('italic', 'a [fine] day')).toBe('a _[fine]_ day');
    expect(use('code', 'run [npm test] now')).toBe('run `[npm test]` now');
  });

  it('puts a placeholder, selected, where nothing is selected', () => {
    expect(use('bold', 'a []')).toBe('a **[bold text]**');
    expect(use('code', '[]')).toBe('`[code]`');
  });

  it('leaves spaces outside the marks', () => {
    expect(use('bold', 'a[ fine ]day')).toBe('a **[fine]** day');
  });

  it('unwraps what is already wrapped, around or inside the selection', () => {
    expect(use('bold', 'a **[fine]** day')).toBe('a [fine] day');
    expect(use('bold', 'a [**fine**] day')).toBe('a [fine] day');
    expect(use('italic', 'a [_fine_] day')).toBe('a [fine] day');
  });
});

describe('the link tool', () => {
  it('makes the selection the text and selects the address to type', () => {
    expect(use('link', 'see [the notes] here')).toBe('see [the notes]([https://]) here');
  });

  it('takes a selected address as the address and selects the text to type', () => {
    expect(use('link', 'see [https://example.com/a] here')).toBe('see [[link text]](https://example.com/a) here');
  });

  it('inserts a whole link at the caret', () => {
    expect(use('link', 'see []')).toBe('see [[link text]](https://)');
  });
});

describe('line tools (heading, quote)', () => {
  it('starts the caret\'s line with the mark, the caret moving with its text', () => {
    expect(use('heading', 'intro\nTi[]tle\nmore')).toBe('intro\n### Ti[]tle\nmore');
    expect(use('quote', 'Wi[]se words')).toBe('> Wi[]se words');
  });

  it('quotes every selected line, blank ones too, and unquotes them again', () => {
    const quoted = use('quote', 'x\n[one\n\ntwo]\ny');
    expect(quoted).toBe('x\n[> one\n>\n> two]\ny');
    expect(use('quote', quoted)).toBe('x\n[one\n\ntwo]\ny');
  });

  it('an empty line gets the whole mark, the caret after it', () => {
    expect(use('quote', 'Intro\n[]')).toBe('Intro\n> []');
    expect(use('heading', '[]')).toBe('### []');
  });

  it('a heading of another level becomes this one; the same level is taken away', () => {
    expect(use('heading', '## Ol[]d')).toBe('### Ol[]d');
    expect(use('heading', '### Ti[]tle')).toBe('Ti[]tle');
  });

  it('a selection ending on a line break stays on the lines selected', () => {
    expect(use('quote', '[one\n]two')).toBe('[> one]\ntwo');
  });
});

describe('the code block tool', () => {
  it('fences the selection on lines of its own', () => {
    expect(use('codeBlock', 'see [x = 1] ok')).toBe('see \n```\n[x = 1]\n```\n ok');
    expect(use('codeBlock', 'a\n[x = 1\ny = 2]\nb')).toBe('a\n```\n[x = 1\ny = 2]\n```\nb');
  });

  it('puts a placeholder in an empty block', () => {
    expect(use('codeBlock', '[]')).toBe('```\n[code]\n```');
  });
});
