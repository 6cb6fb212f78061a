import type { EnergyTerms } from './energy-terms.js';
import { runEnergyJob } from './openmm.js';

export interface CharmmOpenMMOptions {
  /** The PSF to read (CHARMM or XPLOR format). */
  readonly psf: string;
  /** Parameter files in reading order: .rtf (MASS lines), .prm or .par. */
  readonly parameters: readonly string[];
  /** Accept types that have no MASS line (GOMC's parameter file has none; masses come from the PSF). */
  readonly permissive?: boolean;
  /** A CHARMM .crd or a PDB. */
  readonly coordinates: string;
  /** Quartets (0-based) the writer put among the PSF dihedrals as periodic impropers. */
  readonly impropers: readonly (readonly number[])[];
  /** Plain periodic cut-off in nm, with the box rows in Å; both undefined for a molecule. */
  readonly cutoff?: number;
  readonly box?: readonly (readonly number[])[];
  readonly python?: string;
  readonly timeoutMs?: number;
}

/**
 * Single-point energy by component (kJ/mol) of CHARMM-format files (from the CHARMM, NAMD or GOMC
 * writer) as OpenMM's CHARMM reader (CharmmPsfFile, CharmmParameterSet) builds the System, evaluated
 * on the Reference platform; python/openmm_energy.py says how components are separated.
 */
export async function charmmOpenMMSinglePoint(
  files: Readonly<Record<string, string>>,
  options: CharmmOpenMMOptions,
): Promise<EnergyTerms> {
  return runEnergyJob(
    files,
    {
      loader: 'charmm',
      psf: options.psf,
      parameters: options.parameters,
      permissive: options.permissive ?? false,
      coordinates: options.coordinates,
      impropers: options.impropers,
      cutoff: options.cutoff ?? null,
      box: options.box ?? null,
    },
    options,
  );
}
