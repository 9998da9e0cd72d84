import { APP_LIVE_EVENT } from './lib/app-live';
import { keepEarlyInput } from './lib/early-input';
import { applyTheme, storedTheme } from './lib/theme';

// A server-rendered page's entry, in place of the app's (src/platform/http/server-render.ts): the
// page is already there and the app only makes it live, so the app's scripts are fetched once the
// page's first view is complete (its lead picture painted) rather than sharing a slow line with
// it. Until then links work as plain links, and what a reader did meanwhile is done again once
// the app is live (./lib/early-input.ts). The server names the app's entry and its imports on this script.
applyTheme(storedTheme());

const replayEarlyInput = keepEarlyInput();
window.addEventListener(APP_LIVE_EVENT, () => void replayEarlyInput(), { once: true });

function startApp(): void {
  const loader = document.querySelector<HTMLScriptElement>('script[data-app]');
  if (!loader?.dataset.app) return;
  const imports = (loader.dataset.imports ?? '').split(' ').filter(Boolean);
  // All asked for at once (then evaluated in turn), in one change to the document.
  const links = imports.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  document.head.append(...links);
  void evaluateInTurn([...imports, loader.dataset.app]);
}

/**
 * Runs the app's modules a chunk at a time, yielding to the browser between them, so no one task
 * evaluates all of React, the router and the query cache (a long task on a slow phone).
 */
async function evaluateInTurn(chunks: string[]): Promise<void> {
  for (const chunk of chunks) {
    await import(/* @vite-ignore */ chunk);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/** Calls `then` once the page's lead picture (if any) has loaded and painted, and the frame after. */
function afterFirstView(then: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(then));
  };
  const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!lead || lead.complete) start();
  else {
    lead.addEventListener('load', start, { once: true });
    lead.addEventListener('error', start, { once: true });
    window.addEventListener('load', start, { once: true });
  }
}

afterFirstView(startApp);
