import type { ChargeMethod, Molecule } from '@topoforge/chem';
import { chargeOptions, symbolOf } from '@topoforge/chem';
import type { ProgramReport } from '@topoforge/contract';
import { uncoveredElements, unavailableReason } from '@topoforge/engines';
import { badRequest, HttpError } from '../../../kernel/http/errors.js';

/** 400 'method-unavailable' for a charge type TopoForge cannot compute, with the reason. */
export function requireAvailable(method: ChargeMethod): void {
  const reason = unavailableReason(method);
  if (reason === undefined) return;
  throw badRequest('method-unavailable', { method: method.id, reason });
}

/** 400 naming the elements (and the first atoms, 1-based) the method has no parameters for. */
export function requireElements(method: ChargeMethod, mol: Molecule): void {
  const missing = uncoveredElements(method, mol.elements);
  if (missing.length === 0) return;
  const atoms: number[] = [];
  mol.elements.forEach((z, i) => {
    if (missing.includes(z)) atoms.push(i + 1);
  });
  throw badRequest('unsupported-element', { method: method.id, symbols: missing.map(symbolOf), atoms });
}

/**
 * The net charge to use: the one asked for, or the default option (spec 000 §5: the third). A charge
 * that leaves an odd number of electrons is refused, naming the charges that fit.
 */
export function netChargeOf(mol: Molecule, requested: number | undefined): number {
  const { options, defaultCharge } = chargeOptions(mol);
  if (requested === undefined) return defaultCharge;
  const electrons = mol.elements.reduce((s, z) => s + z, 0) - requested;
  if (electrons % 2 === 0) return requested;
  throw badRequest('charge-parity', { requested, electrons, options });
}

/** Why the program a method runs is not usable on this server (found at start-up), or undefined. */
export function programMissing(method: ChargeMethod, programs: ProgramReport): string | undefined {
  if (method.provider.kind !== 'program') return undefined;
  const program = method.provider.program;
  const status = (programs as Readonly<Record<string, { found: boolean } | undefined>>)[program];
  return status?.found === false ? `${program} is not installed on this server` : undefined;
}

/** 503 when the method's program is missing: a server problem, not the input's. */
export function requireProgram(method: ChargeMethod, programs: ProgramReport): void {
  if (programMissing(method, programs) === undefined || method.provider.kind !== 'program') return;
  throw new HttpError(503, 'program-unavailable', { method: method.id, program: method.provider.program });
}

/**
 * The charges of a method, refused with a 400 naming the atoms when any is not finite (NaN or
 * ±Infinity from a singular fit or a degenerate geometry): the answer schema would otherwise turn
 * them into a bare 500, and a topology would carry them into the files.
 */
export function requireFiniteCharges(method: ChargeMethod, charges: readonly number[]): number[] {
  const atoms: number[] = [];
  charges.forEach((q, i) => {
    if (!Number.isFinite(q)) atoms.push(i + 1);
  });
  if (atoms.length > 0) throw badRequest('charges-not-finite', { method: method.id, atoms });
  return [...charges];
}
