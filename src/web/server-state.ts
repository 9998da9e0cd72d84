import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/** The element (a JSON <script>, which the CSP allows) that carries a server render's state to the browser. */
export const SERVER_STATE_ID = 'server-state';

/** What the browser needs to hydrate a server-rendered page: the loaders' answers and the query cache. */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The server render's state, when the page came server-rendered. */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
