import { isRouteErrorResponse, type MetaDescriptor } from 'react-router-dom';
import { titleFor, type RootData, type SiteSettings } from '../site';

// Each page's head (its route module's `meta`): the title, a description, and for a page a shared
// link shows (a product, an article) a canonical link, Open Graph and Twitter tags, and a
// schema.org record as JSON-LD a search engine reads. Every page also names the articles' feed.

/**
 * The site's settings from the root route's data, which every page's `meta` is handed in
 * `matches`; null when the root itself failed (a request it refused, such as a form posted to /).
 */
function siteOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteSettings | null {
  return (matches.find((m) => m?.id === 'root')?.data as RootData | undefined)?.site ?? null;
}

/** An address of this site made absolute under its public URL; http(s) addresses stay as they are. */
export const absoluteUrl = (site: SiteSettings, url: string): string => (/^https?:\/\//i.test(url) ? url : `${site.url}${url}`);

export interface PageHead {
  /** The page's own title; the site's name is added. None: the site's name alone. */
  title?: string;
  description?: string;
}

/** A page a shared link shows: what its Open Graph tags and JSON-LD say. */
export interface SharedPage extends PageHead {
  title: string;
  /** What a shared link is titled when it should say more than the page's title (og:title); the title otherwise. */
  shareTitle?: string;
  description: string;
  /** The page's path on this site, starting with '/'. */
  path: string;
  /** og:type: 'product', 'article'. */
  type: string;
  /** Picture addresses (site paths or absolute), the first one shown with the link. */
  images?: string[];
  /** More Open Graph properties (product:price:amount, article:tag…), in order; a property may repeat. */
  properties?: Array<[property: string, content: string]>;
  /** The schema.org record (with its @context and @type), its addresses already absolute. */
  jsonLd: Record<string, unknown>;
}

const DEFAULT_DESCRIPTION = (site: SiteSettings) => `${site.name}: books, services, essays and a community of readers.`;

/** A page's head: its title and description, the feed's link, and for a shared page its tags. */
export function pageMeta(site: SiteSettings, page: PageHead | SharedPage = {}): MetaDescriptor[] {
  const description = page.description ?? DEFAULT_DESCRIPTION(site);
  const tags: MetaDescriptor[] = [
    { title: titleFor(site.name, page.title) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${site.name}: articles`, href: '/rss.xml' },
  ];
  if (!('jsonLd' in page)) return tags;
  const url = absoluteUrl(site, page.path);
  const images = (page.images ?? []).map((image) => absoluteUrl(site, image));
  return [
    ...tags,
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.type },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: page.shareTitle ?? page.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(images[0] ? [{ property: 'og:image', content: images[0] }] : []),
    ...(page.properties ?? []).map(([property, content]) => ({ property, content })),
    { name: 'twitter:card', content: images.length ? 'summary_large_image' : 'summary' },
    { 'script:ld+json': page.jsonLd },
  ];
}

/** What a page's `meta` is handed that these helpers read. */
interface MetaArgsLike {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  error?: unknown;
}

/** The head of a page its error boundary shows: a missing record's, or a failure's. */
const errorHead = (error: unknown): PageHead => ({ title: isRouteErrorResponse(error) && error.status === 404 ? 'Not Found' : 'Something went wrong' });

/** A page's `meta` from its head (a fixed one, or made from its loader's data); an error's own when the page failed. */
export function routeMeta<Data>(head: PageHead | ((data: Data, site: SiteSettings) => PageHead | MetaDescriptor[])) {
  return (args: MetaArgsLike & { data?: Data }): MetaDescriptor[] => {
    const site = siteOf(args.matches);
    if (!site) return [{ title: errorHead(args.error).title }];
    if (args.error || (typeof head === 'function' && args.data === undefined)) return pageMeta(site, errorHead(args.error));
    const made = typeof head === 'function' ? head(args.data as Data, site) : head;
    return Array.isArray(made) ? made : pageMeta(site, made);
  };
}
