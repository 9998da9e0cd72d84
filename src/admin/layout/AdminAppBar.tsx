import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { ExternalLink, Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { LoadingIndicator, ToggleThemeButton, UserMenu, useBasename, useThemesContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminTitle } from '../site';
import { useConsolePath } from './console-path';
import { sectionAt } from './sections';
import { MenuButton } from './SectionMenu';

/**
 * The console header: the menu's button and the console's name, then refresh, theme, the inbox, the
 * public site and the user menu. The sections are in the sidebar (SectionMenu), not here.
 */
export function AdminAppBar() {
  const { darkTheme } = useThemesContext();
  useDocumentTitle();
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar disableGutters sx={{ gap: 1, px: { xs: 1, sm: 2 }, minHeight: { xs: 56 } }}>
        <MenuButton />
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 500, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {adminTitle}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <LoadingIndicator />
        {darkTheme ? <ToggleThemeButton /> : null}
        <MessagesLink />
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

/**
 * The inbox sits beside the user menu, not in the sections' menu (SPEC §2's list):
 * contact messages here, quote requests from the Services list.
 */
function MessagesLink() {
  const basename = useBasename();
  const current = isUnder(useConsolePath(), '/contact_messages');
  return (
    <Button
      component={Link}
      to={`${basename}/contact_messages`}
      color="inherit"
      aria-label="Messages"
      aria-current={current ? 'page' : undefined}
      startIcon={<Inbox size={18} aria-hidden="true" />}
      sx={{ flexShrink: 0, minWidth: 0 }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        Messages
      </Box>
    </Button>
  );
}

const isUnder = (here: string, path: string) => here === path || here.startsWith(`${path}/`);

/** Pages outside the sections' menu, for the browser tab. */
const OTHER_PAGES = [
  { path: '/contact_messages', label: 'Messages' },
  { path: '/quote_requests', label: 'Quote requests' },
];

/** "Members · <site> admin" in the browser tab, from the current section. */
function useDocumentTitle() {
  const here = useConsolePath();
  const label = sectionAt(here)?.label ?? OTHER_PAGES.find((p) => isUnder(here, p.path))?.label;
  useEffect(() => {
    document.title = label ? `${label} · ${adminTitle}` : adminTitle;
  }, [label]);
}
