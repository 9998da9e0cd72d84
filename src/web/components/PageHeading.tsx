import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** A page's h1 with an optional small line above and a lead paragraph below. */
export function PageHeading({ title, eyebrow, children }: PageHeadingProps) {
  return (
    <header className="page-heading">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {children && <div className="lead">{children}</div>}
    </header>
  );
}
