import type { ErrorEnvelope } from '@topoforge/contract';
import type { LocalizedMessage } from '@topoforge/chem';
import { isTopoForgeError } from '@topoforge/chem';
import { isProgramError } from '@topoforge/engines';
import type { Language } from './language.js';
import { localize } from './language.js';

/**
 * An error a route throws on purpose: the status and the stable code reach the client unchanged, the
 * message in the request's language when it is given in both.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: string | LocalizedMessage,
  ) {
    super(typeof text === 'string' ? text : text.en);
    this.name = 'HttpError';
  }
}

/** 400 with one of the spec's validation messages (000 §5), in English and Chinese. */
export const badRequest = (code: string, text: string | LocalizedMessage): HttpError =>
  new HttpError(400, code, text);

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

const TIMEOUT_MESSAGE: LocalizedMessage = {
  en: 'request timed out, please retry later',
  zh: '请求超时，请稍后重试',
};

const answer = (statusCode: number, code: string, message: string): ErrorAnswer => ({
  statusCode,
  body: { status: statusCode, code, msg: message, error: message },
});

/**
 * The one error map: anything thrown → status + envelope. Route errors and client errors keep their
 * message; chemistry errors (bad input: they name the file, line or atom) are 400; a program that fails
 * on the input is 400 with its reason, one that runs out of time 504, one that is missing 503; everything
 * else is a bug or an outage and answers a fixed text, so no stack trace, path or SQL reaches the client.
 * The caller logs the original.
 */
export function toErrorAnswer(error: unknown, lang: Language = 'en'): ErrorAnswer {
  if (error instanceof HttpError) return answer(error.statusCode, error.code, localize(error.text, lang));
  if (isTopoForgeError(error)) return answer(400, error.code, error.message);
  if (isProgramError(error)) {
    if (error.kind === 'timeout') return answer(504, 'timeout', localize(TIMEOUT_MESSAGE, lang));
    // The client has gone; nginx's 499 names that for the logs.
    if (error.kind === 'cancelled') return answer(499, 'cancelled', error.message);
    if (error.kind === 'not-found' || error.kind === 'not-executable' || error.kind === 'spawn-failed')
      return answer(503, 'program-unavailable', error.message);
    return answer(400, 'program-failed', error.message);
  }
  const statusCode = statusOf(error);
  if (statusCode >= 400 && statusCode < 500) {
    const message = error instanceof Error ? error.message : 'Bad request';
    return answer(statusCode, CODES_BY_STATUS[statusCode] ?? 'client-error', message);
  }
  return answer(500, 'internal', 'Internal server error');
}

export function notFoundAnswer(method: string, url: string): ErrorAnswer {
  const path = url.split('?')[0] ?? url;
  return answer(404, 'not-found', `No resource at ${method} ${path}`);
}

export function errorAnswer(statusCode: number, code: string, message: string): ErrorAnswer {
  return answer(statusCode, code, message);
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return 500;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : 500;
}
