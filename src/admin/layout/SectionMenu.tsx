import { Divider, IconButton } from '@mui/material';
import { Menu as MenuIcon, X } from 'lucide-react';
import { Menu, MenuItemLinkClasses, useBasename, useSidebarState } from 'react-admin';
import { useConsolePath } from './console-path';
import { MENU, SEPARATOR, sectionAt } from './sections';

/** The current section stands out more than react-admin's darker text alone. */
const markCurrent = { [`& .${MenuItemLinkClasses.active}`]: { color: 'primary.main', bgcolor: 'action.selected', fontWeight: 500, '& svg': { color: 'primary.main' } } };

/**
 * The sections as react-admin's sidebar menu, at every width: a column has room for however many
 * entries MENU holds (a phone gets it as a drawer; a tap there closes it). The current section is
 * marked, on the pages that belong to it too (an order's rates, the comment bans).
 */
export function SectionMenu() {
  const basename = useBasename();
  const current = sectionAt(useConsolePath());
  return (
    <Menu aria-label="Admin sections" sx={markCurrent}>
      {MENU.map((entry, index) => {
        if (entry === SEPARATOR) return <Divider key={`separator-${index}`} component="li" role="separator" sx={{ my: 1 }} />;
        const Icon = entry.icon;
        const here = entry === current;
        return (
          <Menu.Item
            key={entry.path}
            to={`${basename}${entry.path}`}
            primaryText={entry.label}
            leftIcon={<Icon size={20} aria-hidden="true" />}
            aria-current={here ? 'page' : undefined}
            className={here ? MenuItemLinkClasses.active : undefined}
          />
        );
      })}
    </Menu>
  );
}

/** The app bar's button that opens and closes the menu (a drawer on a phone, labels beside the icons wider). */
export function MenuButton() {
  const [open, setOpen] = useSidebarState();
  return (
    <IconButton color="inherit" aria-label={open ? 'Close menu' : 'Open menu'} aria-expanded={open} onClick={() => setOpen(!open)} sx={{ flexShrink: 0 }}>
      {open ? <X size={22} aria-hidden="true" /> : <MenuIcon size={22} aria-hidden="true" />}
    </IconButton>
  );
}
