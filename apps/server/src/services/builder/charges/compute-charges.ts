import type { ChargeMethod } from '@topoforge/chem';
import { perceive } from '@topoforge/chem';
import { ChargeDataError, computeCharges } from '@topoforge/engines';
import type { AuthUser } from '../../../kernel/auth/auth-user.js';
import type { ServerConfig } from '../../../kernel/config.js';
import { PREMIUM_CHARGE_TIMEOUT_MS } from '../../../kernel/config.js';
import type { ProgramReport } from '@topoforge/contract';
import { HttpError } from '../../../kernel/http/errors.js';
import type { JobLog, JobPool } from '../../../kernel/jobs/job-pool.js';
import { readChargeInput } from './charge-input.js';
import { netChargeOf, requireAvailable, requireElements, requireProgram } from './charge-checks.js';

export interface ChargeServices {
  readonly config: ServerConfig;
  readonly programs: ProgramReport;
  readonly jobs: JobPool;
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
}

/** Spec 000 §6: premium users' charge call may run 600 s, others the configured time-out (300 s). */
export const chargeTimeoutOf = (config: ServerConfig, user: AuthUser | null): number =>
  user?.premium ? PREMIUM_CHARGE_TIMEOUT_MS : config.chargeTimeoutMs;

/**
 * One charge calculation (spec 000 §7): the cheap checks answer at once (method offered, 1 MB, the mol2
 * readable, atom limit, elements, net-charge parity, program present); perception and the method run
 * in the job pool under the user's time-out. Charges come back in the mol2's atom order, finalized
 * (symmetry, net charge, scale, 6 decimals).
 */
export async function chargesFor(
  services: ChargeServices,
  method: ChargeMethod,
  call: ChargeCall,
): Promise<number[]> {
  requireAvailable(method);
  const { molecule } = readChargeInput(call.data, call.flow);
  requireElements(method, molecule);
  const netCharge = netChargeOf(molecule, call.charge);
  requireProgram(method, services.programs);
  const timeoutMs = chargeTimeoutOf(services.config, call.user);
  const request = {
    userId: call.user?.id ?? null,
    atoms: molecule.atomCount,
    timeoutMs,
    signal: call.signal,
  };
  const charges = await services.jobs.run(`charge:${method.id}`, request, async (signal) => {
    const perceived = perceive(molecule, { totalCharge: netCharge }).molecule;
    try {
      return await computeCharges(method, perceived, {
        netCharge,
        scale: call.scale,
        timeoutMs,
        signal,
        openBabelData: services.config.openBabelData,
      });
    } catch (e) {
      if (!(e instanceof ChargeDataError)) throw e;
      services.log.error({ err: e }, 'charge data file missing');
      throw new HttpError(503, 'data-unavailable', {
        en: `${method.id}: its parameter tables are not installed on this server`,
        zh: `${method.id}：服务器未安装其参数表`,
      });
    }
  });
  return Array.from(charges);
}
