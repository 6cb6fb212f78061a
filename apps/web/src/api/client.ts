import { errorEnvelopeSchema } from '@topoforge/contract';

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

/** GET a JSON resource, unwrap the response envelope and check its data against the contract schema. */
export async function getJson<T>(path: string, schema: Schema<T>, signal?: AbortSignal): Promise<T> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const response = await fetch(path, {
    headers: { accept: 'application/json' },
    signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFrom(response, body);
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'bad-response', `unexpected answer from ${path}`);
  }
  return parsed.data;
}

function errorFrom(response: Response, body: unknown): ApiRequestError {
  const error = errorEnvelopeSchema.safeParse(body);
  if (error.success) return new ApiRequestError(response.status, error.data.code, error.data.error);
  return new ApiRequestError(response.status, 'http-error', `HTTP ${response.status} ${response.statusText}`);
}
