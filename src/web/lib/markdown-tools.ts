// The comment editor's tools (SPEC §9: bold, italic, link, heading, quote, code block, inline
// code) as pure edits of the textarea's text and selection, so they can be tested without a page.

export type MarkdownTool = 'bold' | 'italic' | 'link' | 'heading' | 'quote' | 'codeBlock' | 'code';

/** The textarea's text and selection (start = end: the caret). */
export interface TextEdit {
  value: string;
  start: number;
  end: number;
}

const INLINE = {
  bold: { mark: '**', placeholder: 'bold text' },
  // Underscores, not one star: a single star next to a bold's two would read as one run of three.
  italic: { mark: '_', placeholder: 'italic text' },
  code: { mark: '`', placeholder: 'code' },
} as const;

const LINE = { heading: '### ', quote: '> ' } as const;

const LINK_TEXT = 'link text';
const LINK_URL = 'https://';

/** The text and selection after using `tool` on what is selected. */
export function applyTool(tool: MarkdownTool, edit: TextEdit): TextEdit {
  if (tool === 'link') return link(edit);
  if (tool === 'codeBlock') return codeBlock(edit);
  if (tool === 'heading' || tool === 'quote') return prefixLines(edit, LINE[tool]);
  return wrap(edit, INLINE[tool].mark, INLINE[tool].placeholder);
}

/** Wraps the selection in `mark` (or unwraps it when the marks are already there); an empty selection gets a placeholder, selected. */
function wrap({ value, start, end }: TextEdit, mark: string, placeholder: string): TextEdit {
  const n = mark.length;
  if (value.slice(start - n, start) === mark && value.slice(end, end + n) === mark) {
    return { value: value.slice(0, start - n) + value.slice(start, end) + value.slice(end + n), start: start - n, end: end - n };
  }
  const selected = value.slice(start, end);
  if (selected.length >= 2 * n && selected.startsWith(mark) && selected.endsWith(mark)) {
    const inner = selected.slice(n, -n);
    return { value: value.slice(0, start) + inner + value.slice(end), start, end: start + inner.length };
  }
  // Spaces stay outside the marks: '** bold **' is not bold in markdown.
  const lead = /^\s*/.exec(selected)![0].length;
  const trail = selected.length - selected.trimEnd().length;
  const from = start + lead;
  const to = Math.max(from, end - trail);
  const inner = value.slice(from, to) || placeholder;
  return { value: value.slice(0, from) + mark + inner + mark + value.slice(to), start: from + n, end: from + n + inner.length };
}

/** [text](https://): the selection becomes the text (or the address, when it is one), and what is left to type is selected. */
function link({ value, start, end }: TextEdit): TextEdit {
  const selected = value.slice(start, end).trim();
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (/^(https?:\/\/|mailto:)\S+$/i.test(selected)) {
    return { value: `${before}[${LINK_TEXT}](${selected})${after}`, start: start + 1, end: start + 1 + LINK_TEXT.length };
  }
  if (selected) {
    const urlAt = start + selected.length + 3;
    return { value: `${before}[${selected}](${LINK_URL})${after}`, start: urlAt, end: urlAt + LINK_URL.length };
  }
  return { value: `${before}[${LINK_TEXT}](${LINK_URL})${after}`, start: start + 1, end: start + 1 + LINK_TEXT.length };
}

/** The whole lines the selection touches: [start of the first, end of the last]. */
function lineSpan({ value, start, end }: TextEdit): [number, number] {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  // A selection ending just after a line break ends on the line before it.
  const last = end > start && value[end - 1] === '\n' ? end - 1 : end;
  const lineEnd = value.indexOf('\n', last);
  return [from, lineEnd === -1 ? value.length : lineEnd];
}

/** Starts each selected line with `prefix`, or takes it away when every written line has it already. */
function prefixLines(edit: TextEdit, prefix: string): TextEdit {
  const [from, to] = lineSpan(edit);
  const lines = edit.value.slice(from, to).split('\n');
  // A blank line inside a quote is written as the bare mark ('>').
  const bare = prefix.trimEnd();
  const written = lines.filter((l) => l.trim() && l !== bare);
  const has = written.length > 0 && written.every((l) => l.startsWith(prefix));
  const heading = prefix.startsWith('#');
  // A caret on an empty line gets the whole mark, ready for typing after it.
  const single = lines.length === 1;
  const next = lines.map((line) => {
    if (has) return line.startsWith(prefix) ? line.slice(prefix.length) : line === bare ? '' : line;
    if (!line.trim()) return single ? prefix : heading ? line : bare;
    // A heading of another level becomes this one, not '### ## Title'.
    return prefix + (heading ? line.replace(/^#{1,6}\s+/, '') : line);
  });
  const block = next.join('\n');
  const value = edit.value.slice(0, from) + block + edit.value.slice(to);
  if (edit.start === edit.end && lines.length === 1) {
    const caret = Math.max(from, edit.start + (block.length - (to - from)));
    return { value, start: caret, end: caret };
  }
  return { value, start: from, end: from + block.length };
}

/** Fences the selection (or a placeholder) as a code block on lines of its own. */
function codeBlock({ value, start, end }: TextEdit): TextEdit {
  const selected = value.slice(start, end).replace(/\n$/, '');
  const inner = selected || 'code';
  const before = value.slice(0, start);
  const after = value.slice(end);
  const open = `${before && !before.endsWith('\n') ? '\n' : ''}\`\`\`\n`;
  const close = `\n\`\`\`${after && !after.startsWith('\n') ? '\n' : ''}`;
  const at = start + open.length;
  return { value: before + open + inner + close + after, start: at, end: at + inner.length };
}

/** Ctrl/Cmd plus these keys use a tool. */
export const TOOL_SHORTCUTS: Readonly<Record<string, MarkdownTool>> = { b: 'bold', i: 'italic', k: 'link', e: 'code' };
