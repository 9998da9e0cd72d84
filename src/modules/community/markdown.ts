import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Comments are written in markdown and stored as written; the HTML shown is rendered here once, at
// write time. Two locks on the door: markdown-it with raw HTML off (a <script> typed in a comment
// stays text) and its link check, then sanitize-html with a small allow-list, so a renderer bug
// still cannot let a tag, attribute or scheme through.

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
// Pictures and tables are not part of comments (§9's tools have neither): `![x](y)` stays a link
// to the picture, a pipe table stays the text typed.
markdown.disable(['image', 'table']);

/** Relative paths, #anchors, and these schemes; anything else (javascript:, data:, vbscript:, ...) is dropped. */
const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 's', 'a', 'code', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'hr'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: SAFE_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  // '//host/x' is another site dressed as a relative address.
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  // Members' links carry no endorsement and cannot reach back into this page.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener' }) },
};

/** A link to anything else is not made: `[x](javascript:...)` stays as the text typed. */
markdown.validateLink = (url: string) => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme === undefined ? !url.trim().startsWith('//') : SAFE_SCHEMES.includes(scheme);
};

/** A comment's markdown as sanitised HTML: paragraphs, emphasis, links, headings, quotes, lists and code. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), OPTIONS).trim();
}
