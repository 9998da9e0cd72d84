/**
 * Dispatched on window once the app's first render has committed (hydrated the server's page);
 * src/web/app-loader.ts then replays what the reader did before.
 */
export const APP_LIVE_EVENT = 'folio:live';
