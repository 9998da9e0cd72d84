import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { EntryProviders } from './providers';
import { requestQueryClient } from './site-context';

/** Past this a render is abandoned; what is rendered by then is sent. */
export const streamTimeout = 5_000;

/**
 * A page rendered on the server. Its loaders have fetched its data already, so the whole document
 * is sent at once (no Suspense boundary waits on data): a complete answer, which a cache can keep.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, context: AppLoadContext): Promise<Response> {
  if (request.method === 'HEAD') return Promise.resolve(new Response(null, { status, headers }));
  return new Promise((resolve, reject) => {
    let ready = false;
    const { pipe, abort } = renderToPipeableStream(
      <EntryProviders client={requestQueryClient(context)} nonce={context.nonce} scripts={pageScripts(routerContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={context.nonce} />
      </EntryProviders>,
      {
        nonce: context.nonce,
        onAllReady() {
          ready = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
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

/** The script files React Router's <Scripts> preloads for this page (its entry and its routes' modules). */
function pageScripts({ manifest, staticHandlerContext }: EntryContext): string[] {
  const routes = staticHandlerContext.matches.map((match) => manifest.routes[match.route.id]);
  const hrefs = [manifest.entry.module, ...manifest.entry.imports, ...routes.flatMap((route) => (route ? [route.module, route.clientLoaderModule, route.hydrateFallbackModule, ...(route.imports ?? [])] : []))];
  return [...new Set(hrefs.filter((href): href is string => !!href))];
}
