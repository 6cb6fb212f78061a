import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChargeMethod, GromacsForceField, Molecule, Mmff94Tables } from '@topoforge/chem';
import {
  ChemError,
  finalizeCharges,
  lbccBondTypes,
  loadMmff94Tables,
  mmff94Charges,
  parseGromacsForceField,
  symbolOf,
  typeOpls,
} from '@topoforge/chem';
import type { Am1bccResult } from './am1bcc.js';
import { am1bccCharges } from './am1bcc.js';
import { cm1aCharges } from './cm1a.js';
import { cm1aLbccCharges } from './cm1a-lbcc.js';
import { cm5Charges } from './cm5.js';
import { xtbRespCharges } from './xtb-resp.js';

/** Where Debian's openbabel package keeps the Merck MMFF94 tables (OPENBABEL_DATA on the server). */
export const DEFAULT_OPENBABEL_DATA = '/usr/share/openbabel/3.1.1';
/** Where Debian's gromacs-data keeps the force-field folders (oplsaa.ff for 1.14xCM1A-LBCC). */
export const DEFAULT_GROMACS_TOP = '/usr/share/gromacs/top';
export const CHARGE_DECIMALS = 6;

export interface ChargeRunOptions {
  /** Net charge of the molecule, e. */
  readonly netCharge: number;
  /** The user's scale on top of the method's own (finalizeCharges); default 1. */
  readonly scale?: number;
  /** Time-out of an external program run (the adapters' defaults when absent). */
  readonly timeoutMs?: number;
  /** Aborting it kills a running program (ProgramError kind 'cancelled'). */
  readonly signal?: AbortSignal;
  /** Directory holding Open Babel's data files (the MMFF94 tables); DEFAULT_OPENBABEL_DATA when absent. */
  readonly openBabelData?: string;
  /** GROMACS top directory holding oplsaa.ff (the OPLS-AA bond types LBCC reads); DEFAULT_GROMACS_TOP when absent. */
  readonly gromacsTop?: string;
  /** Decimals of the finalized charges; default CHARGE_DECIMALS. */
  readonly decimals?: number;
  /**
   * AM1-BCC, CM1A, 1.14xCM1A and 1.14xCM1A-LBCC: told which AM1 attempt of the fallback ladder produced
   * the charges and every attempt tried (for the job log).
   */
  readonly onAm1?: (report: Am1Report) => void;
}

/** Which AM1 run of the fallback ladder the charges of a MOPAC method come from, and the attempts before it. */
export type Am1Report = Pick<Am1bccResult, 'attempt' | 'attempts'>;

/** What a method needs besides the molecule; the program adapters take time-out and signal. */
interface ProviderInput {
  readonly netCharge: number;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  readonly openBabelData: string;
  readonly gromacsTop: string;
  readonly onAm1?: (report: Am1Report) => void;
}

type Provider = (mol: Molecule, input: ProviderInput) => Float64Array | Promise<Float64Array>;

/** Tells `onAm1` which AM1 attempt of the ladder a MOPAC method's charges come from; returns the charges. */
function reported(input: ProviderInput, result: Am1bccResult): Float64Array {
  input.onAm1?.({ attempt: result.attempt, attempts: result.attempts });
  return result.charges;
}

/** Program options as the adapters take them (no key at all when a value is absent). */
const run = (input: ProviderInput) => ({
  netCharge: input.netCharge,
  ...(input.timeoutMs === undefined ? {} : { timeoutMs: input.timeoutMs }),
  ...(input.signal === undefined ? {} : { signal: input.signal }),
});

/**
 * How this build computes each method that is not pure chem, by the registry's id. The adapters apply
 * a method's built-in scale (1.2, 1.14) themselves.
 */
const PROVIDERS: Readonly<Record<string, Provider>> = {
  MMFF94: (mol, input) => mmff94Charges(mol, mmffTables(input.openBabelData)),
  'AM1-BCC': async (mol, input) => reported(input, await am1bccCharges(mol, run(input))),
  cm1a: async (mol, input) => reported(input, await cm1aCharges(mol, { ...run(input), scale: 1 })),
  '1.14xCM1A': async (mol, input) => reported(input, await cm1aCharges(mol, { ...run(input), scale: 1.14 })),
  // LBCC wiring: OPLS-AA types from typing/opls, their bond types from gromacs-data's oplsaa.ff.
  '1.14xCM1A-LBCC': async (mol, input) =>
    reported(
      input,
      await cm1aLbccCharges(mol, { ...run(input), bondTypes: () => oplsBondTypes(mol, input.gromacsTop) }),
    ),
  oplsaa: (mol, input) => oplsTypeCharges(mol, input.gromacsTop),
  CM5: async (mol, input) => (await cm5Charges(mol, { ...run(input), scale: 1 })).charges,
  '1.2xCM5': async (mol, input) => (await cm5Charges(mol, { ...run(input), scale: 1.2 })).charges,
  'XTB-RESP': async (mol, input) => (await xtbRespCharges(mol, run(input))).charges,
};

/** A method TopoForge cannot compute; `reason` says why, for the user. */
export class UnavailableChargeMethodError extends Error {
  constructor(
    readonly methodId: string,
    readonly reason: string,
  ) {
    super(`charge method ${methodId} is not available: ${reason}`);
    this.name = 'UnavailableChargeMethodError';
  }
}

/** A data file a method reads at run time is missing or unreadable (an installation problem). */
export class ChargeDataError extends Error {
  constructor(
    readonly path: string,
    reason: string,
    what = 'the MMFF94 table',
  ) {
    super(`cannot read ${what} ${path}: ${reason}`);
    this.name = 'ChargeDataError';
  }
}

/** Why this build cannot compute `method` at all, or undefined when it can. */
export function unavailableReason(method: ChargeMethod): string | undefined {
  if (method.unavailable) return method.unavailable;
  if (method.provider.kind === 'none') return "'--' means the charges are not computed";
  if (method.provider.kind === 'chem')
    return method.provider.compute ? undefined : 'not available in this build';
  return PROVIDERS[method.id] ? undefined : 'not available in this build';
}

/**
 * Raw charges (e, one per atom) of a perceived molecule by `method`, before the shared rules.
 * Throws UnavailableChargeMethodError, ChemError naming the atoms of elements the method has no
 * parameters for, ProgramError from the programs (time-out, cancelled, missing …).
 */
export async function rawCharges(
  method: ChargeMethod,
  mol: Molecule,
  options: ChargeRunOptions,
): Promise<Float64Array> {
  const reason = unavailableReason(method);
  if (reason !== undefined) throw new UnavailableChargeMethodError(method.id, reason);
  requireMethodElements(method, mol);
  const pure = method.provider.kind === 'chem' ? method.provider.compute : undefined;
  if (pure) return pure(mol, { netCharge: options.netCharge });
  const provider = PROVIDERS[method.id];
  if (!provider) throw new UnavailableChargeMethodError(method.id, 'not available in this build');
  return provider(mol, {
    netCharge: options.netCharge,
    openBabelData: options.openBabelData ?? DEFAULT_OPENBABEL_DATA,
    gromacsTop: options.gromacsTop ?? DEFAULT_GROMACS_TOP,
    ...(options.onAm1 === undefined ? {} : { onAm1: options.onAm1 }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
}

/**
 * Charges by `method` for a perceived molecule after the shared rules (finalizeCharges: symmetry
 * classes equal, scaled, rounded, summing to the net charge). One implementation for the CLI and the
 * server.
 */
export async function computeCharges(
  method: ChargeMethod,
  mol: Molecule,
  options: ChargeRunOptions,
): Promise<Float64Array> {
  const raw = await rawCharges(method, mol, options);
  return finalizeCharges(mol, raw, {
    netCharge: options.netCharge,
    scale: options.scale ?? 1,
    decimals: options.decimals ?? CHARGE_DECIMALS,
  });
}

/** The elements of `mol` that `method` has no parameters for (atomic numbers, first-seen order). */
export function uncoveredElements(method: ChargeMethod, elements: Iterable<number>): number[] {
  const covered = method.elements;
  if (covered === 'all') return [];
  return [...new Set(elements)].filter((z) => !covered.has(z));
}

function requireMethodElements(method: ChargeMethod, mol: Molecule): void {
  const missing = new Set(uncoveredElements(method, mol.elements));
  if (missing.size === 0) return;
  const atoms = [...mol.elements.keys()].filter((i) => missing.has(mol.elements[i] ?? 0));
  const shown = atoms.slice(0, 10).map((i) => i + 1);
  throw new ChemError(
    'invalid-molecule',
    `${method.id} has no parameters for ${[...missing].map(symbolOf).join(', ')} (atoms ${shown.join(', ')}${atoms.length > 10 ? ', …' : ''}).`,
    atoms,
  );
}

/** The tables are parsed once per directory: they do not change while the process runs. */
const tables = new Map<string, Mmff94Tables>();

function mmffTables(dir: string): Mmff94Tables {
  const cached = tables.get(dir);
  if (cached) return cached;
  const loaded = loadMmff94Tables((name) => {
    const path = join(dir, name);
    try {
      return readFileSync(path, 'utf8');
    } catch (e) {
      throw new ChargeDataError(path, systemReason(e));
    }
  });
  tables.set(dir, loaded);
  return loaded;
}

/** oplsaa.ff is parsed once per top directory, like the MMFF94 tables. */
const oplsaa = new Map<string, GromacsForceField>();

/** Each atom's OPLS-AA bond type: typeOpls's opls_NNN through oplsaa.ff's bond_type column. */
function oplsBondTypes(mol: Molecule, top: string): string[] {
  const atomTypes = oplsaaOf(top).atomTypes;
  return lbccBondTypes(typeOpls(mol).types, (t) => atomTypes.get(t)?.bondType);
}

/**
 * The spec's 'oplsaa' charge type: each atom's OPLS-AA type charge as oplsaa.ff states it
 * (ffnonbonded.itp [ atomtypes ] charge column; Jorgensen et al. 1996). These are group charges of the
 * force field's own fragments, so finalizeCharges then makes them sum to the net charge.
 */
function oplsTypeCharges(mol: Molecule, top: string): Float64Array {
  const atomTypes = oplsaaOf(top).atomTypes;
  return Float64Array.from(typeOpls(mol).types, (t) => atomTypes.get(t)?.charge ?? 0);
}

function oplsaaOf(top: string): GromacsForceField {
  const dir = join(top, 'oplsaa.ff');
  let ff = oplsaa.get(dir);
  if (!ff) {
    ff = parseGromacsForceField(
      'forcefield.itp',
      (name) => {
        const path = join(dir, name);
        try {
          return readFileSync(path, 'utf8');
        } catch (e) {
          throw new ChargeDataError(path, systemReason(e), 'the OPLS-AA force field file');
        }
      },
      dir,
    );
    oplsaa.set(dir, ff);
  }
  return ff;
}

function systemReason(e: unknown): string {
  const reasons: Record<string, string> = {
    ENOENT: 'no such file or directory',
    EACCES: 'permission denied',
    EISDIR: 'is a directory',
    ENOTDIR: 'a parent is not a directory',
  };
  if (e instanceof Error && 'code' in e && typeof e.code === 'string') return reasons[e.code] ?? e.code;
  return e instanceof Error ? e.message : String(e);
}
