import type { Molecule } from '../../core/molecule.js';

/** What every charge method is given besides the molecule. */
export interface ChargeInput {
  /** Net charge of the molecule (e); spec 000 §5 offers it by the parity of the electron count. */
  readonly netCharge: number;
}

/** A charge method that runs in TypeScript: raw partial charges (e), one per atom. */
export type PureChargeFunction = (mol: Molecule, input: ChargeInput) => Float64Array;

/** Where a method's charges come from. */
export type ChargeProvider =
  /** Pure TypeScript in packages/chem (`compute` is set when this build has it). */
  | { readonly kind: 'chem'; readonly compute?: PureChargeFunction }
  /** Pure TypeScript that needs parameter files the caller reads (packages/chem reads no files). */
  | { readonly kind: 'tables'; readonly files: readonly string[] }
  /** An external program run by packages/engines (Node only). */
  | { readonly kind: 'program'; readonly program: string }
  /** The spec's '--': no call, the charges stay as they are. */
  | { readonly kind: 'none' };

/**
 * One charge type of the spec (000 §7: the charge-calculation path is chosen by it). `id` is the
 * spec's path name ('XTB-RESP', '1.2xCM5' …); `aliases` are other spellings the spec uses for the
 * same method ('1.14xcm1a'). `elements` are the atomic numbers the method has parameters for, or
 * 'all'. `builtInScale` is the factor the method's name carries (1.2 for 1.2xCM5): the provider
 * applies it (the engines adapters do), so finalizeCharges applies only the user's scale on top.
 * `unavailable` says why TopoForge cannot offer the method at all.
 */
export interface ChargeMethod {
  readonly id: string;
  readonly aliases?: readonly string[];
  /** Name on the command line (`topoforge charges --method …`). */
  readonly cliName?: string;
  readonly label: string;
  readonly elements: ReadonlySet<number> | 'all';
  readonly provider: ChargeProvider;
  readonly builtInScale?: number;
  readonly reference: string;
  readonly unavailable?: string;
}

/** True when the method runs an external program (and so only on the server or the CLI). */
export const needsProgram = (method: ChargeMethod): boolean => method.provider.kind === 'program';
