import { ONE_YEAR, getCookie, setCookie } from './cookies';
import { KEYS } from './storage-keys';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

/** The stored choice ('0' light, '1' dark); with none, the system preference. */
export function storedTheme(): Theme {
  const value = getCookie(KEYS.theme);
  if (value === '1') return 'dark';
  if (value === '0') return 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The theme now on the page. */
export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  // Light is the stylesheets' default: a page already light is not restyled (a whole page's worth on a phone).
  if (theme !== currentTheme()) document.documentElement.dataset.theme = theme;
  listeners.forEach((l) => l());
}

/** Applies and remembers the choice for a year. */
export function setTheme(theme: Theme): void {
  setCookie(KEYS.theme, theme === 'dark' ? '1' : '0', ONE_YEAR);
  applyTheme(theme);
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
