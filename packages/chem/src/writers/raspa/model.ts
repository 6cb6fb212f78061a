/* What the RASPA writer (raspa-writer.ts) takes and what passes from its convert to its write (write.ts). */

export interface RaspaOptions {
  /** 1–4 letters or digits; names the molecule (<res>.def) or framework (<res>.cif). */
  readonly residueName: string;
  /** One rigid group with fixed positions instead of a flexible molecule (molecules only). */
  readonly rigid?: boolean;
  /** Van der Waals and real-space Coulomb cut-off, Å (default 12). */
  readonly cutoff?: number;
}

export interface RaspaPseudoAtom {
  readonly name: string;
  readonly element: string;
  readonly mass: number;
  readonly charge: number;
  /** ε/k_B (K) and σ (Å). */
  readonly epsilon: number;
  readonly sigma: number;
  readonly radius: number;
}

/** One molecule-file line: 0-based atoms, potential name, parameters in RASPA units. */
export interface RaspaTerm {
  readonly atoms: readonly number[];
  readonly potential: string;
  readonly values: readonly number[];
}

export interface RaspaModel {
  readonly residueName: string;
  readonly title: string;
  readonly pseudoAtoms: readonly RaspaPseudoAtom[];
  /** Pseudo-atom index of every atom. */
  readonly pseudoOf: readonly number[];
  readonly mixing: 'Lorentz-Berthelot' | 'Jorgensen';
  readonly rigid: boolean;
  /** Å; in the standard orientation for a crystal. */
  readonly positions: Float64Array;
  readonly bonds: readonly RaspaTerm[];
  readonly bends: readonly RaspaTerm[];
  readonly torsions: readonly RaspaTerm[];
  readonly impropers: readonly RaspaTerm[];
  /** Pairs more than two bonds apart (0-based). */
  readonly intraPairs: readonly (readonly [number, number])[];
  readonly scale14: { readonly vdw: number; readonly coulomb: number };
  readonly cutoff: number;
  /** a b c α β γ and the unit cells needed for the cut-off, for a crystal. */
  readonly cell?: {
    readonly parameters: readonly number[];
    readonly unitCells: readonly number[];
    readonly fractional: Float64Array;
  };
  /** Box edge lengths for a molecule, Å. */
  readonly box: readonly number[];
}
