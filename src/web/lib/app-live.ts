// Events on window that src/web/app-loader.ts listens for (it replays what a reader did before the app was live).

/** Dispatched just before the app hydrates the server's page: from then on React sees the reader's input itself. */
export const APP_HYDRATING_EVENT = 'folio:hydrating';

/** Dispatched once the app's first render has committed. */
export const APP_LIVE_EVENT = 'folio:live';
