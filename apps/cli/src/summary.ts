import type { CellParameters, Diagnostic, Molecule, ReadResult } from '@topoforge/chem';
import { perceive } from '@topoforge/chem';
import { hillFormula } from './formula.js';

/** Cell parameters (Å, degrees) and volume (Å³). */
export type CellSummary = CellParameters & { readonly volume: number };

/** What `topoforge info` reports; also its --json shape. Lengths in Å, angles in degrees. */
export interface StructureSummary {
  readonly file: string;
  readonly format: string;
  readonly records: number;
  readonly title: string;
  readonly formula: string;
  readonly atoms: number;
  readonly bonds: number;
  /** True when the file had no bonds and they were perceived from distances. */
  readonly bondsPerceived: boolean;
  /** Sum of formal charges (e). */
  readonly netCharge: number;
  readonly cell?: CellSummary;
  readonly diagnostics: readonly Diagnostic[];
}

/** Summarises the first record; bonds come from perception only when the file has none. */
export function summarize(file: string, format: string, result: ReadResult): StructureSummary {
  const first = result.molecules[0];
  if (!first) throw new Error('a reader returned no molecules');
  const perceived = first.bonds.count === 0 && first.atomCount > 1 ? perceive(first) : undefined;
  const molecule: Molecule = perceived?.molecule ?? first;
  return {
    file,
    format,
    records: result.molecules.length,
    title: molecule.title,
    formula: hillFormula(molecule),
    atoms: molecule.atomCount,
    bonds: molecule.bonds.count,
    bondsPerceived: perceived !== undefined,
    netCharge: molecule.formalCharges.reduce((sum, q) => sum + q, 0),
    ...(molecule.cell ? { cell: { ...molecule.cell.parameters, volume: molecule.cell.volume } } : {}),
    diagnostics: [...result.diagnostics, ...(perceived?.diagnostics ?? [])],
  };
}
