import { BookOpen, BriefcaseBusiness, FileText, Globe, LayoutDashboard, Library, Mail, MessagesSquare, ShoppingBag, Users, type LucideIcon } from 'lucide-react';

/** One entry of the console's menu; `path` is relative to the console's basename. */
export interface Section {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Pages reached from this section that belong to it (the menu marks it there too). */
  also?: string[];
}

export const SEPARATOR = 'separator';

/**
 * The console's menu (react-admin's sidebar), SPEC §2 "Admin routes" after the Dashboard, which is
 * the console's home (docs/decisions.md, issue 27). The one separator splits the
 * publishing and shop sections (articles, volumes, SKUs, services) from the community ones
 * (forums, members).
 */
export const MENU: ReadonlyArray<Section | typeof SEPARATOR> = [
  // Not in SPEC §2's list either: the figures of the site, the shop and the community, at /chariot.
  { label: 'Dashboard', path: '/', icon: LayoutDashboard },
  { label: 'Articles', path: '/articles', icon: FileText },
  { label: 'Volumes', path: '/volumes', icon: Library },
  { label: 'SKUs', path: '/skus', icon: BookOpen },
  { label: 'Services', path: '/services', icon: BriefcaseBusiness },
  // Not in SPEC §2's list, which predates checkout: orders and the rates checkout charges by.
  { label: 'Orders', path: '/orders', icon: ShoppingBag, also: ['/shipping-rates', '/tax-rates'] },
  SEPARATOR,
  // The comments: the moderation queue first, and the members barred from commenting.
  { label: 'Forums', path: '/comments', icon: MessagesSquare, also: ['/comment-bans', '/forums'] },
  { label: 'Members', path: '/members', icon: Users },
  { label: 'Site', path: '/site-pages', icon: Globe, also: ['/site-links'] },
  { label: 'Newsletters', path: '/newsletters', icon: Mail },
];

const isUnder = (here: string, path: string) => here === path || here.startsWith(`${path}/`);

/** The section a console path (without the basename) belongs to; the index ('/') is the Dashboard's alone. */
export function sectionAt(here: string): Section | undefined {
  const under = (path: string) => (path === '/' ? here === '/' : isUnder(here, path));
  return MENU.filter((entry): entry is Section => entry !== SEPARATOR).find((section) => [section.path, ...(section.also ?? [])].some(under));
}
