import { config } from '../config';
import { escapeHtml, type PageHead } from './client';

// What every shared page's head is made of (a product, an article): a canonical link, Open Graph
// and Twitter tags a shared link shows, and a schema.org record as JSON-LD a search engine reads.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of stored HTML on one line: tags dropped, entities read, white space collapsed. */
export const plainText = (html: string | null | undefined): string =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();

/** An address of this site made absolute under its public URL; http(s) addresses stay as they are. */
export const absoluteUrl = (url: string): string => (/^https?:\/\//i.test(url) ? url : `${config.publicUrl}${url}`);

/** JSON inside <script>: '<' escaped so no text can close the element. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface SharedPage {
  /** The record's own name; the page title adds the site's name. */
  name: string;
  description: string;
  /** The page's path on this site, starting with '/'. */
  path: string;
  /** og:type: 'product', 'article'. */
  type: string;
  /** Absolute picture addresses, the first one shown with the link. */
  images?: string[];
  /** More Open Graph properties (product:price:amount, article:tag…), in order; a property may repeat. */
  properties?: Array<[property: string, content: string]>;
  /** The schema.org record (with its @context and @type). */
  jsonLd: Record<string, unknown>;
}

/** The served head of a shared page: its title, description and tags, each value escaped. */
export function sharedPageHead(page: SharedPage): PageHead {
  const url = `${config.publicUrl}${page.path}`;
  const images = page.images ?? [];
  const og: Array<[string, string]> = [
    ['og:type', page.type],
    ['og:site_name', config.SITE_NAME],
    ['og:title', page.name],
    ['og:description', page.description],
    ['og:url', url],
    ...(images[0] ? ([['og:image', images[0]]] as Array<[string, string]>) : []),
    ...(page.properties ?? []),
  ];
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...og.map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`),
    `<meta name="twitter:card" content="${images.length ? 'summary_large_image' : 'summary'}" />`,
    `<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>`,
  ];
  return { title: `${page.name} | ${config.SITE_NAME}`, description: page.description, tags: tags.map((t) => `    ${t}`).join('\n') };
}
