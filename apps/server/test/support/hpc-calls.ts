import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { HpcJob } from '@topoforge/contract';
import { errorEnvelopeSchema, HPC_BASE, jobSchema, loginResultSchema, okEnvelope } from '@topoforge/contract';
import { expect, inject } from 'vitest';
import type { z } from 'zod';
import { addUser } from '../../src/admin.js';
import { spaceDirectory } from '../../src/kernel/storage/space-paths.js';
import type { TestServer } from './databases.js';

/**
 * Helpers of the job-centre API tests: users, calls, input files in a personal space (written where
 * cloud storage keeps them), and waiting for the poller. Not a test file: imported by the hpc-agent service's *.test.ts.
 */
const PASSWORD = 'Correct_horse1';

/** The run's Slurm cluster (global-setup.ts); without one the job tests fail with the install hint. */
export function slurmConf(): string {
  const slurm = inject('slurm');
  if (slurm.conf === null) throw new Error(slurm.error);
  return slurm.conf;
}

export interface TestUser {
  readonly id: number;
  readonly token: string;
}

export async function userOn(server: TestServer, username: string, admin = false): Promise<TestUser> {
  const added = await addUser({ username, password: PASSWORD, admin }, server.env);
  const response = await fetch(server.url('/cgi/auth-service/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, type: 0 }),
  });
  return {
    id: added.id,
    token: okEnvelope(loginResultSchema).parse(await response.json()).data.access_token,
  };
}

/** What the calls need of a server: its address (a TestServer, or one a test started itself). */
export type Reachable = Pick<TestServer, 'url'>;

export function call(server: Reachable, user: TestUser, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
  if (body === undefined) return fetch(server.url(`${HPC_BASE}${path}`), { headers });
  return fetch(server.url(`${HPC_BASE}${path}`), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export async function data<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  return (okEnvelope(schema).parse(json) as { data: z.infer<T> }).data;
}

export async function failure(
  response: Response,
  status: number,
): Promise<{ code: string; message: string }> {
  expect(response.status).toBe(status);
  const body = errorEnvelopeSchema.parse(await response.json());
  return { code: body.code, message: body.msg };
}

/** Puts a file into the user's personal space, as a cloud-storage upload leaves it. */
export async function putInSpace(server: TestServer, userId: number, path: string, content: string | Buffer) {
  const full = join(spaceDirectory(server.config.dataDir, { kind: 'user', id: userId }), path);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, content);
}

export async function job(server: Reachable, user: TestUser, jobId: number): Promise<HpcJob> {
  return data(await call(server, user, `/hpc/job/${jobId}`), jobSchema.passthrough());
}

/** Polls the job until `done` holds (the server's poller stores Slurm's states), or fails after `ms`. */
export async function waitFor(
  server: Reachable,
  user: TestUser,
  jobId: number,
  done: (j: HpcJob) => boolean,
  ms = 60_000,
): Promise<HpcJob> {
  const until = Date.now() + ms;
  for (;;) {
    const now = await job(server, user, jobId);
    if (done(now)) return now;
    if (Date.now() > until) throw new Error(`job ${jobId} stayed ${now.rawState} (${now.reason ?? ''})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export { meltInput } from './melt-input.js';
export const sleepInput = (seconds: number): string => `shell sleep ${seconds}\n`;
