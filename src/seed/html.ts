const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML and SVG. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Joins blocks into HTML: plain strings become paragraphs, strings starting with '<' pass as written. */
export const blocks = (...parts: string[]) => parts.map((part) => (part.startsWith('<') ? part : `<p>${part}</p>`)).join('\n');

/** The visible text of seed HTML (which holds no scripts, comments or attributes with '>'). */
export const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
