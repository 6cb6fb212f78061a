import type { ApiError } from '@topoforge/contract';

/** An error a route throws on purpose: the status and the stable code reach the client unchanged. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorAnswer {
  readonly statusCode: number;
  readonly body: ApiError;
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
};

/**
 * The one place that turns anything thrown into an HTTP answer. Client errors keep their message (Fastify
 * writes safe ones: bad JSON, body too large…); everything else is a bug or an outage and answers a fixed
 * text, so no stack trace, path or SQL reaches the client. The caller logs the original.
 */
export function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, body: { code: error.code, message: error.message } };
  }
  const statusCode = statusOf(error);
  if (statusCode >= 400 && statusCode < 500) {
    const message = error instanceof Error ? error.message : 'Bad request';
    return { statusCode, body: { code: CODES_BY_STATUS[statusCode] ?? 'client-error', message } };
  }
  return { statusCode: 500, body: { code: 'internal', message: 'Internal server error' } };
}

export function notFoundAnswer(method: string, url: string): ErrorAnswer {
  const path = url.split('?')[0] ?? url;
  return { statusCode: 404, body: { code: 'not-found', message: `No resource at ${method} ${path}` } };
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return 500;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : 500;
}
