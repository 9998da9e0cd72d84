import { ServerResponse, STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { AppError } from '../errors';

/** The methods the site answers somewhere: the API's, and GET and HEAD for pages and files. */
export const ANSWERED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');

/**
 * A 405's Allow for a path: under /api the methods the API answers (a route may take fewer),
 * elsewhere GET and HEAD (pages, files, the console; the sign-in page's form posts too).
 */
export const allowedAt = (path: string) => (isApi(path) ? [...ANSWERED_METHODS].join(', ') : 'GET, HEAD');

/**
 * Any other method (TRACE, PROPFIND, MKCOL…) is a 405 with Allow before any work, never an error:
 * TRACE reached the page renderer, whose Fetch API refuses it, and each one logged a 500 (an alert
 * anyone could set off). The API answers in its JSON; everything else in plain text, as its 404s.
 */
export const refuseUnansweredMethods: RequestHandler = (req, res, next) => {
  if (ANSWERED_METHODS.has(req.method)) return next();
  res.set('Allow', allowedAt(req.path));
  if (isApi(req.path)) return next(new AppError('method_not_allowed', 'That method is not allowed here.', 405));
  res.status(405).type('text/plain').send('Method Not Allowed');
};

// ---- Requests Express never sees ----------------------------------------------------------------

/** An answer written straight to a connection that carries no request Express could take; the connection closes after it. */
const rawAnswer = (status: number, headers: string[] = []) =>
  [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...headers, 'Content-Length: 0', 'Connection: close', '', ''].join('\r\n');

/** Node's own answers to a request its parser refused (lib/_http_server.js, socketOnError); 400 for any other. */
const PARSE_ERRORS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/** The target of a raw request line ("BREW /pot HTTP/1.1"). */
const targetOf = (packet: Buffer | undefined) => /^\S+ (\S+)/.exec(packet?.toString('latin1') ?? '')?.[1] ?? '/';

/** Whether an answer to an earlier request on the connection is under way: a word now would corrupt it (Node's own check). */
function midAnswer(socket: Duplex): boolean {
  const current: unknown = '_httpMessage' in socket ? socket._httpMessage : null;
  return current instanceof ServerResponse && current.headersSent;
}

/**
 * Two kinds of method never reach Express. A token Node's parser does not know (BREW, TRACK) is a
 * parse error, which Node answers 400; CONNECT is handed to a 'connect' listener, and without one
 * the connection is dropped unanswered. Both get the 405 every other method the site does not
 * answer gets; any other parse error is answered as Node answers it.
 */
export function answerUnknownMethods(server: Server): void {
  server.on('clientError', (err: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) => {
    if (socket.writable && !midAnswer(socket)) {
      const invalidMethod = err.code === 'HPE_INVALID_METHOD';
      socket.write(invalidMethod ? rawAnswer(405, [`Allow: ${allowedAt(targetOf(err.rawPacket))}`]) : rawAnswer(PARSE_ERRORS[err.code ?? ''] ?? 400));
    }
    socket.destroy();
  });
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    // Node has let go of this connection: an error on it (a reset) must not go unheard.
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer(405, [`Allow: ${allowedAt(req.url ?? '/')}`]));
  });
}
