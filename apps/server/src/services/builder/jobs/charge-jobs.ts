import type { ChargeMethod, Molecule } from '@topoforge/chem';
import { perceive } from '@topoforge/chem';
import type { Am1Report } from '@topoforge/engines';
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

/** Charges in atom order and, for AM1-BCC and the CM1A types, which AM1 attempt of the fallback ladder produced them. */
export interface ChargeJobResult {
  readonly charges: number[];
  readonly am1?: Am1Report;
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
): Promise<ChargeJobResult> {
  const perceived = perceive(input.molecule, { totalCharge: input.netCharge }).molecule;
  let am1: Am1Report | undefined;
  const charges = await computeCharges(method, perceived, {
    netCharge: input.netCharge,
    scale: input.scale,
    timeoutMs: input.timeoutMs,
    openBabelData: input.openBabelData,
    onAm1: (report) => {
      am1 = report;
    },
    ...(signal === undefined ? {} : { signal }),
  });
  return am1 === undefined ? { charges: Array.from(charges) } : { charges: Array.from(charges), am1 };
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
