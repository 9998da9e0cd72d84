import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

/** A page that is named but not yet filled: its heading and a short, honest line. */
export function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page page-narrow">
      <PageHeading title={title} />
      <p className="muted">{children ?? 'This page is on its way. Please check back soon.'}</p>
    </div>
  );
}
