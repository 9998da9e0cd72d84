import { Divider, IconButton, useMediaQuery, type Theme } from '@mui/material';
import { Menu as MenuIcon, X } from 'lucide-react';
import { Menu, Sidebar, useBasename, useSidebarState, type SidebarProps } from 'react-admin';
import { MENU, SEPARATOR } from './sections';

/** A phone (below MUI's sm, 600 px): the header has no room for the section links. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/**
 * react-admin's sidebar, on a phone only: a drawer the app bar's menu button opens, holding the
 * same sections as the header menu. On wider screens the header shows them and there is no sidebar.
 */
export function PhoneSidebar(props: SidebarProps) {
  return usePhone() ? <Sidebar {...props} /> : null;
}

/** The sections as react-admin menu items (a tap closes the drawer), with SPEC §2's one separator. */
export function SectionMenu() {
  const basename = useBasename();
  return (
    <Menu aria-label="Admin sections">
      {MENU.map((entry, index) => {
        if (entry === SEPARATOR) return <Divider key={`separator-${index}`} component="li" role="separator" sx={{ my: 1 }} />;
        const Icon = entry.icon;
        return <Menu.Item key={entry.path} to={`${basename}${entry.path}`} primaryText={entry.label} leftIcon={<Icon size={20} aria-hidden="true" />} />;
      })}
    </Menu>
  );
}

/** The app bar's button that opens and closes the phone menu. */
export function PhoneMenuButton() {
  const [open, setOpen] = useSidebarState();
  return (
    <IconButton color="inherit" aria-label={open ? 'Close menu' : 'Open menu'} aria-expanded={open} onClick={() => setOpen(!open)} sx={{ flexShrink: 0 }}>
      {open ? <X size={22} aria-hidden="true" /> : <MenuIcon size={22} aria-hidden="true" />}
    </IconButton>
  );
}
