import { errorEnvelopeSchema, okEnvelope } from '@topoforge/contract';
import { expect } from 'vitest';
import type { z } from 'zod';

/** Options of a server that needs none of the chemistry programs (skips probing obabel, xtb, mopac). */
const NOT_FOUND = { found: false, version: null } as const;
export const WITHOUT_PROGRAMS = { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } };

/** The envelope's data of a 200 answer, checked against `schema` (the body is shown when not 200). */
export async function okData<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (okEnvelope(schema).parse(await response.json()) as { data: z.infer<T> }).data;
}

/** The error code of a refusal with `status`. */
export async function refusalCode(response: Response, status: number): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(status);
  return errorEnvelopeSchema.parse(await response.json()).code;
}
