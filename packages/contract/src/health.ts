import { z } from 'zod';
import { defineRoute } from './api/route-spec.js';

/** Path of the health call. Outside the spec's service prefixes: it is the platform's own probe. */
export const HEALTH_PATH = '/cgi/health';

/** External programs the server looks for once at start-up. */
export const EXTERNAL_PROGRAM_IDS = ['obabel', 'xtb', 'mopac'] as const;
export type ExternalProgramId = (typeof EXTERNAL_PROGRAM_IDS)[number];

/**
 * What start-up found out about one program. `version` is null when the program is absent, and also when
 * it ran but printed no version line we recognise (it is then still usable, so `found` stays true).
 */
export const programStatusSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), version: z.string().min(1).nullable() }),
  z.object({ found: z.literal(false), version: z.null() }),
]);
export type ProgramStatus = z.infer<typeof programStatusSchema>;

/** Something that keeps a part of the server from working, found when health was asked. */
export const healthProblemSchema = z.object({
  /** 'temp-dir': the temp directory (TMPDIR) is missing or not writable, so no engine call can run. */
  code: z.enum(['temp-dir']),
  /** What is wrong, in English, for the operator. */
  message: z.string().min(1),
});
export type HealthProblem = z.infer<typeof healthProblemSchema>;

export const healthResponseSchema = z
  .object({
    /** 'degraded' when some part cannot work (see problems); the server still answers the others. */
    status: z.enum(['ok', 'degraded']),
    /** Present exactly when status is 'degraded'. */
    problems: z.array(healthProblemSchema).min(1).optional(),
    name: z.string().min(1),
    version: z.string().min(1),
    uptimeSeconds: z.number().nonnegative(),
    programs: z.object({
      obabel: programStatusSchema,
      xtb: programStatusSchema,
      mopac: programStatusSchema,
    }),
  })
  .refine((h) => (h.status === 'degraded') === (h.problems !== undefined), {
    message: "problems are given exactly when status is 'degraded'",
    path: ['problems'],
  });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type ProgramReport = HealthResponse['programs'];

export const HEALTH_ROUTE = defineRoute({
  method: 'GET',
  path: HEALTH_PATH,
  group: 'health',
  summary: 'Liveness, version and the external programs this server found at start-up',
  description:
    "status 'degraded' with problems when a part of the server cannot work right now: 'temp-dir' when " +
    'the temp directory (TMPDIR) is missing or not writable, so no call that runs a program can succeed.',
  access: 'anonymous',
  answer: { kind: 'json', data: healthResponseSchema },
});
