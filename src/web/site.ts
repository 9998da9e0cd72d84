import { useRouteLoaderData } from 'react-router-dom';

/** Stripe, the test mode (nothing is charged: every page says so), or none (checkout is closed). */
export type PaymentsMode = 'stripe' | 'test' | 'off';

/** The site's name and contact address, and how its checkout takes payments: configuration, given by the server. */
export interface SiteSettings {
  name: string;
  /** Its public address, with no trailing slash: what shared links and canonical addresses start with. */
  url: string;
  shortName: string;
  email: string;
  payments: PaymentsMode;
}

/** 'an_introduction_to_the_' + the name lower-cased with runs of other characters as '_'. */
export function introSlugFor(name: string): string {
  return 'an_introduction_to_the_' + name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/** What the root route's loader gives every page (src/web/root.tsx). */
export interface RootData {
  site: SiteSettings;
  /** The reader's chosen theme from its cookie; null when they have not chosen. */
  theme: 'light' | 'dark' | null;
}

/** The site's settings, with the slug of its introduction article. */
export function useSite(): SiteSettings & { introSlug: string } {
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (!root) throw new Error('useSite() needs the root route’s data.');
  return { ...root.site, introSlug: introSlugFor(root.site.name) };
}

/** "Page · Site" for a page's <title>; the bare site name when there is no page title. */
export function titleFor(siteName: string, title?: string): string {
  return title ? `${title} · ${siteName}` : siteName;
}
