import { ONE_YEAR, getCookie, setCookie } from './cookies';
import { KEYS } from './storage-keys';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

/** The theme a reader chose, as its cookie says it ('0' light, '1' dark); null when they have not. */
export const chosenTheme = (cookieValue: string | null): Theme | null => (cookieValue === '1' ? 'dark' : cookieValue === '0' ? 'light' : null);

/** The stored choice; with none, the system preference. */
export function storedTheme(): Theme {
  return chosenTheme(getCookie(KEYS.theme)) ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
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
