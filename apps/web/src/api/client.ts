import { errorEnvelopeSchema } from '@topoforge/contract';
import { clearStoredLogin, storedAccessToken } from './auth-storage';
import { CSRF_HEADER, csrfFromCookies } from './csrf';
import type { ErrorReaction, FailedCall } from './error-policy';
import { reactionTo } from './error-policy';

/** Every call gives up after 300 000 ms (spec 000 §9). */
export const API_TIMEOUT_MS = 300_000;

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A call failed: `code` is the server's stable code, or one of ours for network and format failures. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** How the app shows a failure (toasts, the time-out notice, the login page); set once by the app shell. */
export type ErrorPresenter = (reaction: ErrorReaction) => void;
let presenter: ErrorPresenter = () => undefined;

/** The shell registers its presenter; the returned function removes it again. */
export function setErrorPresenter(next: ErrorPresenter): () => void {
  presenter = next;
  return () => {
    if (presenter === next) presenter = () => undefined;
  };
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Defaults to API_TIMEOUT_MS. */
  readonly timeoutMs?: number;
  /** Sent as Accept-Language, for answers the server words (the interface language, not the browser's). */
  readonly language?: string;
  /** A failure is only thrown, not shown (a background poll whose caller decides what to say). */
  readonly quiet?: boolean;
}

type Query = Readonly<Record<string, string | undefined>>;

/** GET a JSON resource, unwrap the response envelope and check its data against the contract schema. */
export function getJson<T>(
  path: string,
  schema: Schema<T>,
  signal?: AbortSignal,
  query?: Query,
  options: CallOptions = {},
): Promise<T> {
  return call(withQuery(path, query), { method: 'GET' }, schema, { ...options, signal });
}

/** POST a JSON body; the answer is unwrapped and checked as for getJson. */
export function postJson<T>(
  path: string,
  body: unknown,
  schema: Schema<T>,
  options: CallOptions = {},
): Promise<T> {
  return call(
    path,
    { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    schema,
    options,
  );
}

/**
 * POST a body as it is (a file's bytes, a form), with `query` in the URL; the answer is unwrapped and checked
 * as for getJson. `contentType` is left out for a FormData body (the browser writes its boundary).
 */
export function postBody<T>(
  path: string,
  body: BodyInit,
  schema: Schema<T>,
  options: CallOptions & { readonly query?: Query; readonly contentType?: string } = {},
): Promise<T> {
  const headers = options.contentType === undefined ? undefined : { 'content-type': options.contentType };
  return call(withQuery(path, options.query), { method: 'POST', body, headers }, schema, options);
}

/**
 * POST like postJson and also return the answer's response headers named in `names` (undefined for a header
 * the server did not send).
 */
export async function postJsonWithHeaders<T, H extends string>(
  path: string,
  body: unknown,
  schema: Schema<T>,
  names: readonly H[],
  options: CallOptions = {},
): Promise<{ data: T; headers: Readonly<Record<H, string | undefined>> }> {
  let received: Headers | undefined;
  const init = {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  };
  const data = await call(path, init, schema, options, (h) => (received = h));
  const headers = Object.fromEntries(names.map((n) => [n, received?.get(n) ?? undefined]));
  return { data, headers: headers as Record<H, string | undefined> };
}

/**
 * POST like postJson and also return the envelope's other fields read by `fields` (a polymer build's
 * `number` beside its `data`, 001 §7); a field the answer lacks fails like a bad `data`.
 */
export function postJsonWithFields<T, F>(
  path: string,
  body: unknown,
  schema: Schema<T>,
  fields: Schema<F>,
  options: CallOptions = {},
): Promise<{ data: T; fields: F }> {
  const init = {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  };
  return callWithFields(path, init, schema, fields, options);
}

/** GET like getJson and also return the envelope's other fields read by `fields` (a carbon build's `description`). */
export function getJsonWithFields<T, F>(
  path: string,
  schema: Schema<T>,
  fields: Schema<F>,
  options: CallOptions = {},
): Promise<{ data: T; fields: F }> {
  return callWithFields(path, { method: 'GET' }, schema, fields, options);
}

async function callWithFields<T, F>(
  path: string,
  init: RequestInit,
  schema: Schema<T>,
  fields: Schema<F>,
  options: CallOptions,
): Promise<{ data: T; fields: F }> {
  let envelope: unknown;
  const data = await call(path, init, schema, options, undefined, (b) => (envelope = b));
  const parsed = fields.safeParse(envelope);
  if (!parsed.success) throw new ApiRequestError(200, 'bad-response', `unexpected answer from ${path}`);
  return { data, fields: parsed.data };
}

async function call<T>(
  path: string,
  init: RequestInit,
  schema: Schema<T>,
  options: CallOptions,
  onHeaders?: (headers: Headers) => void,
  onBody?: (body: unknown) => void,
): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  // Answers the server words (errors, reasons) come in the interface language, which i18n keeps on <html lang>.
  const language = options.language ?? interfaceLanguage();
  if (language !== undefined) headers.set('accept-language', language);
  const token = storedAccessToken();
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  // The server refuses a write carried by the session cookie alone unless it repeats the CSRF cookie.
  const csrf = init.method === 'GET' ? undefined : csrfToken();
  if (csrf !== undefined) headers.set(CSRF_HEADER, csrf);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, signal });
  } catch (e) {
    const timedOut = timeout.aborted;
    const aborted = options.signal?.aborted === true;
    const offline = browserOffline();
    if (options.quiet !== true) present({ status: 0, timedOut, aborted, offline });
    const code = aborted && !timedOut ? 'aborted' : offline ? 'offline' : timedOut ? 'timeout' : 'network';
    throw new ApiRequestError(0, code, errorText(e));
  }
  const body: unknown = await response.json().catch(() => undefined);
  // A body status 401 means the login is gone even where the HTTP status says otherwise (000 §8).
  if (!response.ok || bodyStatusOf(body) === 401) throw fail(response, body, options.quiet === true);
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'bad-response', `unexpected answer from ${path}`);
  }
  onHeaders?.(response.headers);
  onBody?.(body);
  return parsed.data;
}

function fail(response: Response, body: unknown, quiet: boolean): ApiRequestError {
  const envelope = errorEnvelopeSchema.safeParse(body);
  const bodyStatus = bodyStatusOf(body);
  // A 401 means the stored token is no longer good, whatever page is open.
  if (response.status === 401 || bodyStatus === 401) clearStoredLogin();
  if (!quiet)
    present({
      status: response.status,
      bodyStatus,
      error: envelope.success ? envelope.data.error : undefined,
      timedOut: false,
      aborted: false,
    });
  if (envelope.success) return new ApiRequestError(response.status, envelope.data.code, envelope.data.error);
  return new ApiRequestError(response.status, 'http-error', `HTTP ${response.status} ${response.statusText}`);
}

function bodyStatusOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('status' in body)) return undefined;
  return typeof body.status === 'number' ? body.status : undefined;
}

function present(failure: FailedCall): void {
  presenter(reactionTo(failure, window.location.pathname));
}

function withQuery(path: string, query: Query | undefined): string {
  if (query === undefined) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The browser's own word that it has no network (002 §8 "offline flag"); unknown outside a browser. */
const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The readable CSRF cookie the login set beside the httpOnly session cookie; absent outside a browser. */
const csrfToken = (): string | undefined =>
  typeof document === 'undefined' ? undefined : csrfFromCookies(document.cookie);

/** The interface language as the app shell set it on the document (absent outside a browser). */
function interfaceLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const lang = document.documentElement.lang;
  return lang === '' ? undefined : lang;
}
