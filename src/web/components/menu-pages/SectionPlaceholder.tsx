import { Feather } from 'lucide-react';
import { PageHeading } from '../PageHeading';

/** The main menu's sections, each with the line its heading shows. */
export const MENU_SECTIONS = {
  about: { title: 'About', blurb: 'Who we are and why we make this place.' },
  forums: { title: 'Forums', blurb: 'Conversations between readers, by article.' },
  members: { title: 'Members', blurb: 'The people who read, write and talk here.' },
  mission: { title: 'Mission', blurb: 'What we are here to do, and how.' },
  links: { title: 'Links', blurb: 'Places beyond these pages worth a visit.' },
} as const;
export type Section = keyof typeof MENU_SECTIONS;

/**
 * The one shared page of SPEC §2 for a menu section with nothing in it yet: a page an
 * administrator left empty, no links, no discussions or no listed members.
 */
export function SectionPlaceholder({ section }: { section: Section }) {
  const { title, blurb } = MENU_SECTIONS[section];
  return (
    <div className="page page-narrow">
      <PageHeading title={title}>
        <p>{blurb}</p>
      </PageHeading>
      <div className="empty-state">
        <Feather aria-hidden="true" size={36} strokeWidth={1.25} />
        <p>This section is still being written. Please come back soon.</p>
      </div>
    </div>
  );
}
