import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { LoadingIndicator, ToggleThemeButton, UserMenu, useThemesContext } from 'react-admin';
import { adminTitle } from '../site';
import { sectionAt } from './sections';
import { SectionNav, useConsolePath } from './SectionNav';

/** The console header: name, the section menu, then refresh, theme, the public site and the user menu. */
export function AdminAppBar() {
  const { darkTheme } = useThemesContext();
  useDocumentTitle();
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar disableGutters sx={{ gap: 1, px: { xs: 1, sm: 2 }, minHeight: { xs: 56 } }}>
        <Typography component="span" sx={{ display: { xs: 'none', md: 'block' }, mr: 2, fontWeight: 500, whiteSpace: 'nowrap' }}>
          {adminTitle}
        </Typography>
        <SectionNav />
        <LoadingIndicator />
        {darkTheme ? <ToggleThemeButton /> : null}
        <Button href="/" color="inherit" aria-label="View site" startIcon={<ExternalLink size={18} aria-hidden="true" />} sx={{ flexShrink: 0, minWidth: 0 }}>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            View site
          </Box>
        </Button>
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}

/** "Members · <site> admin" in the browser tab, from the current section. */
function useDocumentTitle() {
  const label = sectionAt(useConsolePath())?.label;
  useEffect(() => {
    document.title = label ? `${label} · ${adminTitle}` : adminTitle;
  }, [label]);
}
