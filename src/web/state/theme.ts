import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeTheme, type Theme } from '../lib/theme';

export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, currentTheme, () => 'light' as const);
}
