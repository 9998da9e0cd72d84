// What the rich-text editor (RichHtmlInput: tiptap's starter kit) cannot hold of some stored HTML.
// Opened in it, that part would be flattened (a definition list into paragraphs) or dropped (a
// table, a picture, a heading's anchor id, an alignment) at the first keystroke, so such HTML is
// edited as HTML instead. Free of React, so it is tested on its own (editor-losses.test.ts).

/** The elements the editor keeps: paragraphs, headings 2 to 4, marks, lists, links, quotes, code, rules. */
const KEPT_ELEMENTS = new Set(['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'hr']);
/** Attributes the sanitiser allows that the editor drops (an anchor's target, a paragraph's alignment). */
const LOST_ATTRIBUTES = ['id', 'style'];

/** What the editor would lose of this HTML, as the admin would find it in the HTML ('<dl>', 'style="…"'); none for plain prose. */
export function editorLosses(html: unknown): string[] {
  if (typeof html !== 'string') return [];
  const losses = new Set<string>();
  for (const [, name = '', attributes = ''] of html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)) {
    if (!KEPT_ELEMENTS.has(name.toLowerCase())) losses.add(`<${name.toLowerCase()}>`);
    for (const attribute of LOST_ATTRIBUTES) {
      if (new RegExp(`\\s${attribute}\\s*=`, 'i').test(attributes)) losses.add(`${attribute}="…"`);
    }
  }
  return [...losses];
}
