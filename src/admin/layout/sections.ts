import { BookOpen, BriefcaseBusiness, FileText, LayoutDashboard, Library, MessagesSquare, ShoppingBag, Users, type LucideIcon } from 'lucide-react';

/** One entry of the header menu; `path` is relative to the console's basename. */
export interface Section {
  label: string;
  path: string;
  icon: LucideIcon;
  /** Pages reached from this section that belong to it (the header marks it there too). */
  also?: string[];
}

export const SEPARATOR = 'separator';

/**
 * The admin header menu, exactly as SPEC §2 "Admin routes" lists it. The one separator splits the
 * publishing and shop sections (articles, volumes, SKUs, services) from the community ones
 * (forums, members).
 */
export const MENU: ReadonlyArray<Section | typeof SEPARATOR> = [
  // Not in SPEC §2's list either: the figures of the site, the shop and the community.
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { label: 'Articles', path: '/', icon: FileText },
  { label: 'Volumes', path: '/volumes', icon: Library },
  { label: 'SKUs', path: '/skus', icon: BookOpen },
  { label: 'Services', path: '/services', icon: BriefcaseBusiness },
  // Not in SPEC §2's list, which predates checkout: orders and the rates checkout charges by.
  { label: 'Orders', path: '/orders', icon: ShoppingBag, also: ['/shipping-rates', '/tax-rates'] },
  SEPARATOR,
  // The comments: the moderation queue first, and the members barred from commenting.
  { label: 'Forums', path: '/comments', icon: MessagesSquare, also: ['/comment-bans', '/forums'] },
  { label: 'Members', path: '/members', icon: Users },
];

const isUnder = (here: string, path: string) => here === path || here.startsWith(`${path}/`);

/** The section a console path (without the basename) belongs to; the index is Articles. */
export function sectionAt(here: string): Section | undefined {
  return MENU.filter((entry): entry is Section => entry !== SEPARATOR).find((section) =>
    section.path === '/' ? here === '/' || isUnder(here, '/articles') : [section.path, ...(section.also ?? [])].some((path) => isUnder(here, path)),
  );
}
