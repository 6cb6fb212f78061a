import { builderPath } from '@topoforge/contract';
import type { TestServer } from './databases.js';

/** What a builder call answered: the JSON envelope, or the bytes of a download (a topology zip). */
export interface BuilderAnswer {
  readonly status: number;
  readonly json: { data: unknown };
  readonly bytes?: Uint8Array;
}

/**
 * One builder call (GET without a body, POST with a JSON body) against a test server; `query` is
 * appended to the path as given ('?path=IRMOF&name=IRMOF-1.cif').
 */
export async function builderCall(
  server: TestServer,
  path: string,
  body?: unknown,
  query = '',
): Promise<BuilderAnswer> {
  const response = await fetch(server.url(builderPath(path)) + query, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json'))
    return { status: response.status, json: (await response.json()) as { data: unknown } };
  return {
    status: response.status,
    bytes: new Uint8Array(await response.arrayBuffer()),
    json: { data: null },
  };
}
