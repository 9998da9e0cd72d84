/**
 * The site's name and contact address, and how its checkout takes payments. The server fills the
 * <meta> placeholders in index.html (SITE_NAME, SITE_SHORT_NAME, SHOP_EMAIL, PAYMENTS), so they are
 * configuration, not build constants.
 */
const DEFAULT_NAME = 'Athenaeum';
const DEFAULT_EMAIL = 'hello@athenaeum.example';

/** Where the server bundle finds the configured values before this module loads (it has no <meta> to read). */
export const SERVER_SITE_META = '__folioSiteMeta';

function meta(name: string): string | null {
  if (typeof document === 'undefined') {
    const given = (globalThis as Record<string, unknown>)[SERVER_SITE_META] as Record<string, string> | undefined;
    return given?.[name] ?? null;
  }
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  // An unfilled placeholder (a page served without the server) counts as unset.
  return value && !/^%[A-Z_]+%$/.test(value) ? value : null;
}

/** 'an_introduction_to_the_' + the name lower-cased with runs of other characters as '_'. */
export function introSlugFor(name: string): string {
  return 'an_introduction_to_the_' + name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

const name = meta('site-name') ?? DEFAULT_NAME;

/** Stripe, the test mode (nothing is charged: every page says so), or none (checkout is closed); null when not told. */
export type PaymentsMode = 'stripe' | 'test' | 'off';
const PAYMENTS_MODES: readonly string[] = ['stripe', 'test', 'off'] satisfies PaymentsMode[];
const payments = meta('payments');

export const site = Object.freeze({
  name,
  shortName: meta('site-short-name') ?? name.slice(0, 3).toUpperCase(),
  email: meta('shop-email') ?? DEFAULT_EMAIL,
  introSlug: introSlugFor(name),
  payments: payments && PAYMENTS_MODES.includes(payments) ? (payments as PaymentsMode) : null,
});

/** "Page · Site" for document.title; the bare site name when there is no page title. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${site.name}` : site.name;
}
