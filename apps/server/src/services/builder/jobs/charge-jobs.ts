import type { ChargeMethod, Molecule } from '@topoforge/chem';
import { perceive } from '@topoforge/chem';
import { computeCharges } from '@topoforge/engines';
import { SERVER_CHARGE_TYPES } from '../charges/charge-types.js';

/** A charge calculation as data: the molecule as read (perceived in the job) and the method's settings. */
export interface ChargeJobInput {
  readonly molecule: Molecule;
  readonly netCharge: number;
  readonly scale: number;
  /** The program's own time-out (the runner's limit stops the job first). */
  readonly timeoutMs: number;
  readonly openBabelData: string;
}

/** The job kind of a method, also the kind its rows carry: 'charge:QEq', 'charge:XTB-RESP' … */
export const chargeJobKind = (method: ChargeMethod): string => `charge:${method.id}`;

/**
 * Perception, then the method, then the shared rules (symmetry, net charge, scale, 6 decimals); charges in
 * the molecule's atom order. `signal` kills a running program; computation in a worker needs none.
 */
export async function chargeJob(
  method: ChargeMethod,
  input: ChargeJobInput,
  signal?: AbortSignal,
): Promise<number[]> {
  const perceived = perceive(input.molecule, { totalCharge: input.netCharge }).molecule;
  const charges = await computeCharges(method, perceived, {
    netCharge: input.netCharge,
    scale: input.scale,
    timeoutMs: input.timeoutMs,
    openBabelData: input.openBabelData,
    ...(signal === undefined ? {} : { signal }),
  });
  return Array.from(charges);
}

/**
 * One job per charge type of the server, by kind: the methods that run an external program
 * (`programs` true) or those computed in TypeScript (chem, or tables read from disk).
 */
export function chargeJobs<J>(programs: boolean, job: (method: ChargeMethod) => J): Record<string, J> {
  return Object.fromEntries(
    SERVER_CHARGE_TYPES.filter((m) => (m.provider.kind === 'program') === programs).map((m) => [
      chargeJobKind(m),
      job(m),
    ]),
  );
}
