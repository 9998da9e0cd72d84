import { Box, Button, Divider } from '@mui/material';
import { useBasename, useLocation } from 'react-admin';
import { Link } from 'react-router-dom';
import { MENU, SEPARATOR, sectionAt, type Section } from './sections';

/** The console path without the basename: '/chariot/members/3' -> '/members/3'. */
export function useConsolePath(): string {
  const basename = useBasename();
  const { pathname } = useLocation();
  const rest = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}

/** The header menu as a row of links; the current section is underlined and marked aria-current. */
export function SectionNav() {
  const basename = useBasename();
  const current = sectionAt(useConsolePath());
  return (
    <Box
      component="nav"
      aria-label="Admin sections"
      sx={{ display: 'flex', alignSelf: 'stretch', flex: 1, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'thin' }}
    >
      {MENU.map((entry, index) =>
        entry === SEPARATOR ? (
          // A <div> Divider gets role="separator" and aria-orientation="vertical" from MUI.
          <Divider key={`separator-${index}`} component="div" orientation="vertical" flexItem sx={{ mx: 1, my: 1.5 }} />
        ) : (
          <SectionLink key={entry.path} section={entry} to={`${basename}${entry.path}`} current={entry === current} />
        ),
      )}
    </Box>
  );
}

function SectionLink({ section, to, current }: { section: Section; to: string; current: boolean }) {
  const Icon = section.icon;
  return (
    <Button
      component={Link}
      to={to}
      aria-current={current ? 'page' : undefined}
      startIcon={<Icon size={18} aria-hidden="true" />}
      sx={{
        flexShrink: 0,
        px: 1.5,
        borderRadius: 0,
        whiteSpace: 'nowrap',
        fontWeight: current ? 500 : 400,
        color: current ? 'primary.main' : 'text.secondary',
        borderBottom: 2,
        borderColor: current ? 'primary.main' : 'transparent',
        '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {section.label}
    </Button>
  );
}
