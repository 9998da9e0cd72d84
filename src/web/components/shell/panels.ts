// The side menu and the cart drawer are code of their own, loaded when first wanted (their button
// pointed at, focused or pressed) rather than with every page: closed, they show nothing.

export const loadSideMenu = () => import('./SideMenu');
export const loadCartDrawer = () => import('./CartDrawer');

/** Starts loading a panel's code early, ignoring a failure (opening it tries again and shows that). */
export const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
