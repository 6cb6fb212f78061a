import type { ChargeMethod } from '@topoforge/chem';
import { ChargeDataError } from '@topoforge/engines';
import type { AuthUser } from '../../../kernel/auth/auth-user.js';
import type { ServerConfig } from '../../../kernel/config.js';
import { PREMIUM_CHARGE_TIMEOUT_MS } from '../../../kernel/config.js';
import type { Am1Attempt, ProgramReport } from '@topoforge/contract';
import { HttpError } from '../../../kernel/http/errors.js';
import type { JobLog } from '../../../kernel/jobs/job-pool.js';
import type { JobRunner } from '../../../kernel/jobs/job-runner.js';
import { runCharges } from '../jobs/run-jobs.js';
import { readChargeInput } from './charge-input.js';
import {
  netChargeOf,
  requireAvailable,
  requireElements,
  requireFiniteCharges,
  requireProgram,
} from './charge-checks.js';

export interface ChargeServices {
  readonly config: ServerConfig;
  readonly programs: ProgramReport;
  readonly jobs: JobRunner;
  readonly log: JobLog;
}

export interface ChargeCall {
  readonly data: string;
  readonly charge?: number | undefined;
  readonly scale: number;
  readonly flow?: string | undefined;
  readonly user: AuthUser | null;
  /** Aborted when the client goes away: a waiting job never starts, a running one is killed. */
  readonly signal: AbortSignal;
  /** The caller's id of the job (`?job=`), to follow and cancel it. */
  readonly ticket?: string | undefined;
}

/** The charges of one call and, for AM1-BCC and the CM1A types, the AM1 attempt they come from (the charge-source header). */
export interface ChargeAnswer {
  readonly charges: number[];
  readonly am1Attempt?: Am1Attempt;
}

/** Spec 000 §6: premium users' charge call may run 600 s, others the configured time-out (300 s). */
export const chargeTimeoutOf = (config: ServerConfig, user: AuthUser | null): number =>
  user?.premium ? PREMIUM_CHARGE_TIMEOUT_MS : config.chargeTimeoutMs;

/**
 * One charge calculation (spec 000 §7): the cheap checks answer at once (method offered, 1 MB, the mol2
 * readable, atom limit, elements, net-charge parity, program present); perception and the method run
 * as a job under the user's time-out (in a worker thread, or on this thread when it drives a program).
 * Charges come back in the mol2's atom order, finalized (symmetry, net charge, scale, 6 decimals). When
 * AM1-BCC or a CM1A type needed a fallback AM1 run, a warning names it and every attempt before it in the server log.
 */
export async function chargesFor(
  services: ChargeServices,
  method: ChargeMethod,
  call: ChargeCall,
): Promise<ChargeAnswer> {
  requireAvailable(method);
  const { molecule } = readChargeInput(call.data, call.flow);
  requireElements(method, molecule);
  const netCharge = netChargeOf(molecule, call.charge);
  requireProgram(method, services.programs);
  const timeoutMs = chargeTimeoutOf(services.config, call.user);
  const job = {
    jobs: services.jobs,
    userId: call.user?.id ?? null,
    timeoutMs,
    signal: call.signal,
    ticket: call.ticket,
  };
  const input = {
    molecule,
    netCharge,
    scale: call.scale,
    timeoutMs,
    openBabelData: services.config.openBabelData,
  };
  try {
    const result = await runCharges(job, method, input);
    const charges = requireFiniteCharges(method, result.charges);
    if (result.am1 === undefined) return { charges };
    if (result.am1.attempt !== 'standard') {
      services.log.warn(
        { method: method.id, atoms: molecule.atomCount, attempts: result.am1.attempts },
        `${method.id}: charges from the AM1 fallback '${result.am1.attempt}' after ${result.am1.attempts.length - 1} failed attempt(s)`,
      );
    }
    return { charges, am1Attempt: result.am1.attempt };
  } catch (e) {
    if (!(e instanceof ChargeDataError)) throw e;
    services.log.error({ err: e }, 'charge data file missing');
    throw new HttpError(503, 'data-unavailable', { method: method.id });
  }
}
