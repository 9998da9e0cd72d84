// Registration hands /activate the address typed as history state: a reload keeps it, and no
// address goes into a URL (where logs and the page-view beacon would keep it).

/** The navigation from registration to /activate, in the form's place in history. */
export const toActivation = (email: string) => ['/activate', { replace: true, state: { registered: email } }] as const;

/** The address registration handed over, if this history entry holds one. */
export function registeredAddress(state: unknown): string | null {
  return state && typeof state === 'object' && 'registered' in state && typeof state.registered === 'string' ? state.registered : null;
}
