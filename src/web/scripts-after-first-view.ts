// A server-rendered page is complete in its HTML; the app's scripts only make it live. Fetched with
// the page, they share a phone's slow line with what paints its first view (the stylesheet, the
// fonts, the lead picture) and are counted by Lighthouse's model as part of that paint: about
// 100 KB, most of a second at its simulated 1.6 Mbit/s. React Router's <Scripts> starts them with
// the page (modulepreload links, then a module script importing the route modules) and has no
// option to hold them, so the server's HTML is changed in two places, both elements it rendered
// itself with this answer's nonce: the links are dropped, and the module script is made inert
// and followed by a small script that puts it back, with the page's script files preloaded,
// once the first view has painted. React hydrates only after that, so it finds the document as
// React Router rendered it (its links are hoisted, and so looked up, not matched in place).

import { KEYS } from './lib/storage-keys';

/** A picture slower than this (a stalled request) does not keep the page from working. */
const LEAD_PICTURE_WAIT_MS = 3000;

/** The inert module script's type: a type the browser does not run. */
const INERT_TYPE = 'text/x-after-first-view';

/**
 * Runs in the browser, as the inline script after the inert one (its text is this function's).
 * At once, a reader with no chosen theme (no `themeCookie`) whose browser prefers dark gets the
 * page dark before its first paint (the server cannot know the preference; the app applies it
 * again). Once the lead picture (the image the server marks fetchpriority="high", a cover) has
 * loaded and painted, or the text where there is none: preloads the page's scripts, evaluates
 * its modules (data-modules) one task each, yielding between them (evaluated together, React, the
 * router and the page's modules were one long task on a phone), then puts the module script back
 * as React Router rendered it (type module, async, the same nonce), which starts the entry
 * (data-entry) and so hydration.
 */
function startAfterFirstView(waitMs: number, themeCookie: string): void {
  if (!document.cookie.split('; ').some((c) => c.startsWith(`${themeCookie}=`)) && matchMedia('(prefers-color-scheme: dark)').matches) {
    document.documentElement.dataset.theme = 'dark';
  }
  const boot = document.currentScript as HTMLScriptElement;
  const inert = boot.previousElementSibling as HTMLScriptElement;
  const modules = (boot.dataset.modules ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const href of [boot.dataset.entry ?? '', ...modules].filter(Boolean)) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
    // A module script each, not import(): the function's text is sent as written, and a test
    // runner's module transform rewrites import() in server code it loads.
    const evaluate = (href: string) =>
      new Promise((resolve) => {
        const script = Object.assign(document.createElement('script'), { type: 'module', src: href });
        script.addEventListener('load', resolve, { once: true });
        script.addEventListener('error', resolve, { once: true });
        document.head.append(script);
      });
    for (const href of modules) {
      await evaluate(href);
      await new Promise((resolve) => setTimeout(resolve));
    }
    // A module that failed fails the router's script too, which says so as it always does.
    inert.replaceWith(Object.assign(document.createElement('script'), { type: 'module', async: true, nonce: inert.nonce, text: inert.text }));
  };
  // A frame is painted after its animation-frame callbacks; the timeout runs after that paint.
  const painted = () => void requestAnimationFrame(() => setTimeout(start));
  const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!lead || lead.complete) return painted();
  lead.addEventListener('load', painted, { once: true });
  lead.addEventListener('error', painted, { once: true });
  setTimeout(painted, waitMs);
}

const BOOT = `(${startAfterFirstView.toString()})(${LEAD_PICTURE_WAIT_MS}, ${JSON.stringify(KEYS.theme)})`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A page's scripts: React Router's entry, and the modules it imports and the page's routes, in the order they are evaluated. */
export interface PageScripts {
  entry: string;
  modules: readonly string[];
}

/**
 * The page's HTML with its scripts started after its first view. `nonce` is this answer's: only
 * elements carrying it are touched (nothing stored on the page can carry it). A page without
 * React Router's module script (its markup changed) is left as it was: it works, only earlier.
 */
export function scriptsAfterFirstView(html: string, nonce: string, scripts: PageScripts): string {
  const moduleScript = `<script nonce="${nonce}" type="module" async="">`;
  const at = html.indexOf(moduleScript);
  const end = at < 0 ? -1 : html.indexOf('</script>', at);
  if (end < 0) return html;
  const boot = `<script nonce="${nonce}" data-entry="${escapeAttribute(scripts.entry)}" data-modules="${escapeAttribute(scripts.modules.join(' '))}">${BOOT}</script>`;
  const withBoot = `${html.slice(0, at)}<script nonce="${nonce}" type="${INERT_TYPE}">${html.slice(at + moduleScript.length, end)}</script>${boot}${html.slice(end + '</script>'.length)}`;
  return withBoot.replace(/<link\b[^>]*>/g, (link) => (link.includes(' rel="modulepreload"') && link.includes(` nonce="${nonce}"`) ? '' : link));
}
