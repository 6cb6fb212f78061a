import type { ErrorEnvelope } from '@topoforge/contract';
import { isTopoForgeError } from '@topoforge/chem';
import { isProgramError } from '@topoforge/engines';
import type { LocalizedMessage, MessageData } from '../../messages/index.js';
import { message } from '../../messages/index.js';
import type { Language } from './language.js';

/**
 * The wire code of a message key: a key `code/variant` answers with `code`, so one code the clients know
 * (`invalid-cell`, `invalid-request` …) can carry several texts without the client seeing a new code.
 */
export const wireCode = (key: string): string => key.split('/')[0] ?? key;

/**
 * An error a route throws on purpose: the status and the stable code reach the client unchanged, the
 * text is the catalogue's entry for `key` filled from `data`, in the request's language. A key without
 * an entry is a bug the catalogue test catches; it answers the key itself rather than nothing.
 */
export class HttpError extends Error {
  readonly code: string;

  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly data: MessageData = {},
  ) {
    super(message(key, data)?.en ?? key);
    this.name = 'HttpError';
    this.code = wireCode(key);
  }

  /** The text in both languages. */
  get localized(): LocalizedMessage {
    return message(this.key, this.data) ?? { en: this.message, zh: this.message };
  }

  /** The text in the language asked for. */
  text(lang: Language): string {
    return this.localized[lang];
  }
}

/** 400 with one of the spec's validation messages (000 §5), looked up in the catalogue by `key`. */
export const badRequest = (key: string, data: MessageData = {}): HttpError => new HttpError(400, key, data);

export interface ErrorAnswer {
  readonly statusCode: number;
  readonly body: ErrorEnvelope;
}

const CODES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  406: 'not-acceptable',
  408: 'request-timeout',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
  503: 'unavailable',
  504: 'timeout',
};

const answer = (statusCode: number, code: string, message: string): ErrorAnswer => ({
  statusCode,
  body: { status: statusCode, code, msg: message, error: message },
});

/**
 * The one error map: anything thrown → status + envelope. Route errors and client errors keep their
 * text; chemistry errors (bad input: they name the file, line or atom) are 400 with the catalogue's text for
 * their code and data (their English message when the catalogue has none); a program that fails
 * on the input is 400 with its reason, one that runs out of time 504, one that is missing 503; everything
 * else is a bug or an outage and answers a fixed text, so no stack trace, path or SQL reaches the client.
 * The caller logs the original.
 */
export function toErrorAnswer(error: unknown, lang: Language = 'en'): ErrorAnswer {
  if (error instanceof HttpError) return catalogueAnswer(error.statusCode, error.key, error.data, lang);
  if (isTopoForgeError(error)) {
    // Entries may wrap the English message where chem's data has no more detail than that.
    const data = { ...error.data, message: error.message };
    // A `reason` tells apart texts that share one code (build refusals): its key is `code/reason`.
    const variant = typeof error.data.reason === 'string' ? `${error.code}/${error.data.reason}` : undefined;
    const text = (variant === undefined ? undefined : message(variant, data)) ?? message(error.code, data);
    return answer(400, error.code, text?.[lang] ?? error.message);
  }
  if (isProgramError(error)) {
    const data = { message: error.message };
    if (error.kind === 'timeout') return catalogueAnswer(504, 'timeout', {}, lang);
    // The client has gone; nginx's 499 names that for the logs.
    if (error.kind === 'cancelled') return catalogueAnswer(499, 'cancelled', data, lang);
    if (error.kind === 'not-found' || error.kind === 'not-executable' || error.kind === 'spawn-failed')
      return catalogueAnswer(503, 'program-unavailable/missing', data, lang);
    // A program that stopped early (crash, non-zero exit) is said so in every language.
    if (error.exit !== undefined)
      return catalogueAnswer(
        400,
        'program-failed/stopped',
        {
          ...data,
          program: error.program,
          signal: error.exit.signal,
          code: error.exit.code,
        },
        lang,
      );
    return catalogueAnswer(400, 'program-failed', data, lang);
  }
  const statusCode = statusOf(error);
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own refusals (body not JSON, too large …) bring an English text; the code follows the status.
    const data = { message: error instanceof Error ? error.message : 'Bad request' };
    const text = message('client-error', data)?.[lang] ?? data.message;
    return answer(statusCode, CODES_BY_STATUS[statusCode] ?? 'client-error', text);
  }
  return catalogueAnswer(500, 'internal', {}, lang);
}

/** An answer that is not thrown (an unknown path, a missing web app), worded by the catalogue. */
export function catalogueAnswer(
  statusCode: number,
  key: string,
  data: MessageData,
  lang: Language,
): ErrorAnswer {
  const error = new HttpError(statusCode, key, data);
  return answer(statusCode, error.code, error.text(lang));
}

export function notFoundAnswer(method: string, url: string, lang: Language = 'en'): ErrorAnswer {
  return catalogueAnswer(404, 'not-found', { method, path: url.split('?')[0] ?? url }, lang);
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return 500;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : 500;
}
