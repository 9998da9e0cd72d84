import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout, LayoutClasses } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { SectionMenu } from './SectionMenu';

/**
 * react-admin's layout grows to fit its widest child; ours stays as wide as the viewport, so a wide
 * table scrolls inside the page body, never the page.
 */
const fitViewport = {
  minWidth: 0,
  [`& .${LayoutClasses.appFrame}`]: { mt: 0 },
  [`& .${LayoutClasses.content}`]: { minWidth: 0 },
};

/**
 * react-admin's Layout (skip link, error boundary, suspense) with our header, and the sections in
 * its sidebar at every width (a drawer on a phone): a header strip ran out of room on a laptop
 * (issue 27). Every page's <Title> is portalled into the h1 below, so resource pages and custom
 * pages get the same heading.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={SectionMenu} sx={fitViewport}>
      <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 1, sm: 3 }, pt: 3, pb: 6, overflowX: 'auto' }}>
        <Typography variant="h4" component="h1" id="react-admin-title" sx={{ mb: 2 }} />
        {children}
      </Box>
    </Layout>
  );
}
