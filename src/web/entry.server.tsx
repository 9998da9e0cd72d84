import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { EntryProviders } from './providers';
import { scriptsAfterFirstView, type PageScripts } from './scripts-after-first-view';
import { requestQueryClient } from './site-context';

/** Past this a render is abandoned; what is rendered by then is sent. */
export const streamTimeout = 5_000;

/**
 * A page rendered on the server. Its loaders have fetched its data already, so the whole document
 * is sent at once (no Suspense boundary waits on data): a complete answer, which a cache can keep,
 * its scripts started after its first view (./scripts-after-first-view.ts; with a nonce, so not
 * in development, where Vite's client must start at once).
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, context: AppLoadContext): Promise<Response> {
  if (request.method === 'HEAD') return Promise.resolve(new Response(null, { status, headers }));
  const nonce = context.nonce;
  const scripts = pageScripts(routerContext);
  return new Promise((resolve, reject) => {
    let ready = false;
    const { pipe, abort } = renderToPipeableStream(
      <EntryProviders client={requestQueryClient(context)} nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </EntryProviders>,
      {
        nonce,
        onAllReady() {
          ready = true;
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              const html = Buffer.concat(chunks).toString('utf8');
              headers.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(nonce ? scriptsAfterFirstView(html, nonce, scripts) : html, { status, headers }));
              callback();
            },
          });
          pipe(page);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          // Errors before the page is ready reach React Router, which logs them with the request.
          if (ready) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The script files React Router's <Scripts> would preload for this page: its entry, and the
 * entry's imports and the matched routes' modules, each route's imports before it.
 */
function pageScripts({ manifest, staticHandlerContext }: EntryContext): PageScripts {
  const routes = staticHandlerContext.matches.map((match) => manifest.routes[match.route.id]);
  const modules = [...manifest.entry.imports, ...routes.flatMap((route) => (route ? [...(route.imports ?? []), route.clientLoaderModule, route.hydrateFallbackModule, route.module] : []))];
  return { entry: manifest.entry.module, modules: [...new Set(modules.filter((href): href is string => !!href && href !== manifest.entry.module))] };
}
