import sanitizeHtml from 'sanitize-html';

// The one allow-list for HTML that administrators write (article bodies, product descriptions,
// services) and that pages render as it is. Whatever is not listed is removed before storage.

const BLOCKS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'section', 'hr', 'br', 'blockquote', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption'];
const INLINE = ['a', 'img', 'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'code', 'kbd', 'samp', 'var', 'abbr', 'cite', 'q', 'dfn', 'time', 'span', 'wbr'];
const TABLES = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const ALIGNABLE = ['p', 'div', 'th', 'td', ...HEADINGS];

/** An id a heading may carry as the target of a #anchor link. */
const ANCHOR_ID = /^[A-Za-z][\w-]{0,79}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS, ...INLINE, ...TABLES],
  allowedAttributes: {
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    col: ['span'],
    abbr: ['title'],
    time: ['datetime'],
    q: ['cite'],
    ...Object.fromEntries(HEADINGS.map((h) => [h, ['id', 'style']])),
    p: ['style'],
    div: ['style'],
  },
  // The rich-text editor aligns paragraphs with an inline style; that one property stays, nothing else.
  allowedStyles: Object.fromEntries(ALIGNABLE.map((t) => [t, { 'text-align': [/^(left|right|center|justify)$/] }])),
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  // Links: http(s), mailto, tel, relative and #anchors; pictures: http(s) and relative only.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // '//host/x' is another site, not a relative address.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A target=_blank link may not reach back into this page (window.opener).
    a: (tagName, { target, ...attribs }) => ({ tagName, attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs }),
    ...Object.fromEntries(
      HEADINGS.map((h) => [h, (tagName: string, { id, ...attribs }: sanitizeHtml.Attributes) => ({ tagName, attribs: id && ANCHOR_ID.test(id) ? { ...attribs, id } : attribs })]),
    ),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Rich HTML made safe to store and render: headings, paragraphs, lists, quotes, code, links,
 * pictures, figures and tables with their ordinary attributes; no scripts, styles, frames, forms,
 * event handlers or javascript:/data: addresses.
 */
export const sanitizeRichHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * Whether HTML shows anything: text other than spaces (&nbsp; included), or a picture. Empty
 * paragraphs and line breaks, which a rich-text editor leaves behind, are nothing.
 */
export function showsSomething(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\u00a0/g, ' ').trim() !== '';
}

const TEXT_ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&nbsp;': ' ' };

/** The text of HTML, tags gone and spaces collapsed (a summary from an article's start). */
export function plainTextOf(html: string): string {
  // sanitize-html decodes every entity and writes back only these few.
  const text = sanitizeHtml(html.replace(/<\/(p|div|h\d|li|blockquote)>|<br\s*\/?>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(amp|lt|gt|quot|nbsp);/g, (e) => TEXT_ESCAPES[e]!).replace(/\s+/g, ' ').trim();
}
