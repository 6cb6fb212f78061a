import { z } from 'zod';

/**
 * The one response envelope of every JSON answer (spec 002 §7–§8 client rules): `status` mirrors the HTTP
 * status (a body status 401 sends the client to the login page), `data` carries the result, `msg` is a
 * short text for people. Only failures carry `error` (the client shows it as an error toast) and `code`
 * (stable, for programs to branch on).
 */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(200), msg: z.string(), data });

export const errorEnvelopeSchema = z.object({
  status: z.number().int().min(400).max(599),
  code: z.string().min(1),
  msg: z.string(),
  error: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface OkEnvelope<T> {
  readonly status: 200;
  readonly msg: string;
  readonly data: T;
}

export const OK_MESSAGE = 'success';

export function ok<T>(data: T): OkEnvelope<T> {
  return { status: 200, msg: OK_MESSAGE, data };
}
