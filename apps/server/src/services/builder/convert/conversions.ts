import type { Molecule, UploadFlow } from '@topoforge/chem';
import { BondOrder, kekulize, reduceAtoms, sortAtoms, TopoForgeError } from '@topoforge/chem';
import { CONVERT_OUTPUTS, GEN3D_OPTION } from '@topoforge/contract';
import { badRequest } from '../../../kernel/http/errors.js';
import { checkConversionInput } from './input-checks.js';
import { readStructureText, writeStructureText } from './structure-text.js';
import { moleculeToMol2, writeMol2 } from './to-mol2.js';

export interface ConvertRequest {
  readonly data: string;
  readonly inp: string;
  readonly out?: string | undefined;
  readonly other?: string | undefined;
  readonly flow?: UploadFlow | undefined;
}

/** The checked `out` and `other` of an obabel/convert request. */
export interface ConvertOptions {
  /** mol2, pdb, mol or xyz (CONVERT_OUTPUTS). */
  readonly out: string;
  /** Whether `other` asks for 3D generation (Open Babel). */
  readonly gen3d: boolean;
}

/**
 * obabel/convert (000 §7 "Convert to mol2", "Convert format"): any readable source → mol2, pdb, mol or xyz
 * with chem's readers and writers. Only `other = '--gen3d'` calls Open Babel, to build 3D coordinates
 * and hydrogens for a sketch; any other input keeps its coordinates. The options are checked first, on
 * the route (cheap); reading, perceiving and writing run in a worker thread (jobs/convert-jobs.ts).
 */
export function convertOptions(request: Pick<ConvertRequest, 'out' | 'other'>): ConvertOptions {
  const out = (request.out ?? 'mol2').trim().toLowerCase() || 'mol2';
  if (!(CONVERT_OUTPUTS as readonly string[]).includes(out)) {
    throw badRequest('invalid-request/convert-output', {
      out: String(request.out),
      outputs: CONVERT_OUTPUTS,
    });
  }
  const other = (request.other ?? '').trim();
  if (other !== '' && other !== GEN3D_OPTION) {
    throw badRequest('invalid-request/convert-option', { other, option: GEN3D_OPTION });
  }
  return { out, gen3d: other === GEN3D_OPTION };
}

/** The source of a conversion, after the flow's upload checks (000 §5), as chem reads it. */
export function readConversionSource(request: Omit<ConvertRequest, 'out' | 'other'>): Molecule {
  const { extension } = checkConversionInput(request.data, request.inp, request.flow ?? 'molecule');
  return readStructureText(request.data, extension);
}

/** A structure as obabel/convert answers it: mol2 with perceived bonds and SYBYL types, else chem's writer. */
export function writeConverted(mol: Molecule, out: string): string {
  return out === 'mol2' ? moleculeToMol2(mol) : writeStructureText(kekulean(mol), out);
}

/** obabel/convert without --gen3d, whole (in a worker): output format, source, answer. */
export function convertStructure(request: Omit<ConvertRequest, 'other'>): string {
  return writeConverted(readConversionSource(request), convertOptions(request).out);
}

/** Aromatic bonds (mol2 `ar`) as alternating single and double ones: MDL keeps type 4 for queries. */
function kekulean(mol: Molecule): Molecule {
  return mol.bonds.order.includes(BondOrder.Aromatic) ? (kekulize(mol) ?? mol) : mol;
}

/**
 * cell/tomol2: cif (default), vasp (also sent as 'poscar'), gjf, car → mol2 with the cell as CRYSIN.
 * Which sources are accepted is the flow's rule (crystal by default: 000 §5 crystal mode).
 */
export function cellToMol2(request: Omit<ConvertRequest, 'other'>): string {
  const inp = (request.inp ?? 'cif').trim().toLowerCase() || 'cif';
  const { extension } = checkConversionInput(request.data, inp, request.flow ?? 'crystal');
  return moleculeToMol2(readStructureText(request.data, extension));
}

/** cell/mol2tocif and cell/mol2tovasp: the wizard's mol2 (with CRYSIN) → cif or POSCAR. */
export function mol2ToCell(
  data: string,
  out: 'cif' | 'vasp',
  flow: UploadFlow = 'crystal',
  inp: string | undefined = undefined,
): string {
  if (inp !== undefined && inp.trim() !== '' && inp.trim().toLowerCase() !== 'mol2') {
    throw badRequest('invalid-request/mol2-only', { inp });
  }
  checkConversionInput(data, 'mol2', flow);
  const mol = readStructureText(data, 'mol2');
  if (!mol.cell) {
    throw new TopoForgeError(
      'invalid-cell',
      `data.mol2 has no cell (no @<TRIPOS>CRYSIN record); ${out} files need one.`,
    );
  }
  return writeStructureText(mol, out);
}

/** coarsegrain/sortmol2 (000 §4 step 1): molecules contiguous, hydrogens after their heavy atom. */
export function sortMol2(data: string, flow: UploadFlow = 'small-molecule'): string {
  checkConversionInput(data, 'mol2', flow);
  return writeMol2(sortAtoms(readStructureText(data, 'mol2')));
}

/** obabel/reduce (000 §4 step 2 → 3): drop the atoms whose rule entry is 0. */
export function reduceMol2(data: string, rule: readonly number[], flow: UploadFlow = 'molecule'): string {
  checkConversionInput(data, 'mol2', flow);
  return writeMol2(reduceAtoms(readStructureText(data, 'mol2'), rule));
}
