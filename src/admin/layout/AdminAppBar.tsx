import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { ExternalLink, Inbox } from 'lucide-react';
import { useEffect } from 'react';
import { LoadingIndicator, ToggleThemeButton, UserMenu, useBasename, useThemesContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminTitle } from '../site';
import { PhoneMenuButton, usePhone } from './PhoneMenu';
import { sectionAt } from './sections';
import { SectionNav, useConsolePath } from './SectionNav';

/**
 * The console header: name, the section menu (on a phone, the button that opens it in a drawer),
 * then refresh, theme, the public site and the user menu.
 */
export function AdminAppBar() {
  const { darkTheme } = useThemesContext();
  const phone = usePhone();
  useDocumentTitle();
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar disableGutters sx={{ gap: 1, px: { xs: 1, sm: 2 }, minHeight: { xs: 56 } }}>
        <Typography component="span" sx={{ display: { xs: 'none', md: 'block' }, mr: 2, fontWeight: 500, whiteSpace: 'nowrap' }}>
          {adminTitle}
        </Typography>
        {phone ? (
          <>
            <PhoneMenuButton />
            <Box sx={{ flex: 1 }} />
          </>
        ) : (
          <SectionNav />
        )}
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
 * The inbox sits beside the user menu, not in the header menu (which is exactly SPEC §2's):
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

/** Pages outside the header menu, for the browser tab. */
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
