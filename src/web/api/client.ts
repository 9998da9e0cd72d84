import { getCookie } from '../lib/cookies';
import { KEYS } from '../lib/storage-keys';

/** Field name → messages, as the API sends them in `errors`. */
export type FieldErrors = Record<string, string[]>;

// SPEC §8's generic texts, each where it belongs: no response at all; an error answer without a
// message of its own (a proxy's error page, an empty body); a success whose body is missing where
// data was expected (anything but 204). The server's own 500 says 'We could not complete your request.'.
export const NETWORK_ERROR = 'A network error occurred.';
export const UNEXPLAINED_ERROR = 'Could not complete the request.';
export const NO_RESPONSE_BODY = 'Response not found.';

/**
 * A failed API call: the HTTP status (0 when no response came), the message, any field errors and
 * the error body's `code` (what the app acts on, such as 'deactivated').
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly requestId?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  /** True when the request got no response at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The API's word that the record asked for is not there to show (404; 400 for an id that cannot
 * name one). Known by the error's name, not its class: the server's in-process reads
 * (src/site-reads.ts) are bundled apart from the pages, with a copy of the class of their own.
 */
export function isMissing(err: unknown): boolean {
  const status = err instanceof Error && err.name === 'ApiError' ? (err as ApiError).status : null;
  return status === 404 || status === 400;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

const BASE = '/api';

/** In the browser the API is on the page's own origin; a server render reaches it over loopback HTTP. */
let apiOrigin: () => string = () => '';

/** For the server bundle: where the API answers for the render in progress (http://127.0.0.1:port). */
export function setApiOrigin(origin: () => string): void {
  apiOrigin = origin;
}

const url = (path: string) => apiOrigin() + (path.startsWith(`${BASE}/`) ? path : `${BASE}${path.startsWith('/') ? '' : '/'}${path}`);

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  requestId?: unknown;
  code?: unknown;
}

function toFieldErrors(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object') return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (list.length) out[field] = list;
  }
  return out;
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getCookie(KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(url(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (err) {
    // An aborted request (a loader superseded by another navigation) is not a network failure.
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR);
  }

  const data = await parseBody(res).catch(() => undefined);
  if (!res.ok) {
    const e = (data && typeof data === 'object' ? data : {}) as ErrorBody;
    throw new ApiError(
      res.status,
      typeof e.message === 'string' && e.message ? e.message : UNEXPLAINED_ERROR,
      toFieldErrors(e.errors),
      typeof e.requestId === 'string' ? e.requestId : undefined,
      typeof e.code === 'string' && e.code ? e.code : undefined,
    );
  }
  if (data === undefined && res.status !== 204) throw new ApiError(res.status, NO_RESPONSE_BODY);
  return data as T;
}

/** The typed JSON client for /api. Paths are relative to /api ('/auth/login'). */
export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts),
  del: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('DELETE', path, body, opts),
};

/** The text to show a person for any thrown value. */
export function errorMessage(err: unknown, fallback = 'An error has occurred.'): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
