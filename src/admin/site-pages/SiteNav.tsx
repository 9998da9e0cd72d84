import { Button } from '@mui/material';
import { Link as LinkIcon, PanelsTopLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { TopToolbar, useCreatePath } from 'react-admin';
import { ColumnsChoice } from '../shared/list';
import { Link } from 'react-router-dom';

/** The Site section's two lists, each a button on the other's toolbar. */
export function SiteNav({ to, children }: { to: 'site-pages' | 'site-links'; children?: ReactNode }) {
  const createPath = useCreatePath();
  const Icon = to === 'site-links' ? LinkIcon : PanelsTopLeft;
  return (
    <TopToolbar sx={{ gap: 1 }}>
      <ColumnsChoice />
      <Button component={Link} to={createPath({ resource: to, type: 'list' })} size="small" startIcon={<Icon size={18} aria-hidden="true" />}>
        {to === 'site-links' ? 'Links' : 'Pages'}
      </Button>
      {children}
    </TopToolbar>
  );
}
