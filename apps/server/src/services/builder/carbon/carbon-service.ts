import { isTopoForgeError } from '@topoforge/chem';
import { ok } from '@topoforge/contract';
import { HttpError } from '../../../kernel/http/errors.js';
import { PreparedJson } from '../../../kernel/http/prepared-json.js';
import { MESSAGES } from '../../../messages/index.js';
import type { JobCall } from '../jobs/run-jobs.js';
import type { CarbonBuildInput, CarbonBuildResult } from './carbon-jobs.js';
import { buildCarbon, CARBON_BUILD_JOB } from './carbon-jobs.js';

/**
 * Builds up to this many atoms answer on the event loop: the largest non-premium tube (3 zigzag walls from
 * 20 Å, 10 periods: 4,200 atoms) takes ~15 ms with its mol2 warm and ~70 ms on a cold first call (npm run
 * bench:carbon-calls), under the ~100 ms a call may hold the loop; larger (premium) builds run as worker jobs.
 */
export const INLINE_CARBON_ATOMS = 5_000;

/**
 * chem's refusals (ChemError 'invalid-request' with `data.rule`) as the catalogue's carbon texts
 * (messages/carbon.ts) under the wire code invalid-request; anything else as it was.
 */
export function carbonRefusal(error: unknown): unknown {
  if (!isTopoForgeError(error) || error.code !== 'invalid-request') return error;
  const key = `invalid-request/carbon-${String(error.data.rule)}`;
  if (!(key in MESSAGES)) return error;
  return new HttpError(400, key, { ...error.data, message: error.message });
}

/** Runs `kind` as a worker job under the caller's limits. */
export async function runCarbonJob<O>(
  call: JobCall,
  kind: string,
  input: unknown,
  atoms: number | null,
): Promise<O> {
  try {
    const job = { kind, input, limits: { timeoutMs: call.timeoutMs }, owner: { userId: call.userId }, atoms };
    return await call.jobs.run<O>(job, call.signal, call.ticket);
  } catch (e) {
    throw carbonRefusal(e);
  }
}

/** A sheet or tube: inline when small (`atoms` known and under INLINE_CARBON_ATOMS), else a worker job. */
export async function carbonBuild(
  call: JobCall,
  input: CarbonBuildInput,
  atoms: number,
): Promise<CarbonBuildResult> {
  if (atoms > INLINE_CARBON_ATOMS) return runCarbonJob(call, CARBON_BUILD_JOB, input, atoms);
  try {
    return buildCarbon(input);
  } catch (e) {
    throw carbonRefusal(e);
  }
}

/** 001 §7 "structure text in data", with what was built beside it. */
export const carbonAnswer = (result: CarbonBuildResult): PreparedJson =>
  new PreparedJson(JSON.stringify({ ...ok(result.mol2), description: result.description }));
