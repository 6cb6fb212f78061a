import { readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  AtomChoice,
  BuildRequest,
  Cell,
  ForceFieldData,
  Molecule,
  Supercell,
  System,
} from '@topoforge/chem';
import {
  buildDataNeeds,
  buildSystem,
  cellFromParameters,
  findChargeMethod,
  findForceFieldModel,
  findFormat,
  parseUffPrm,
  perceive,
  supercellSystem,
} from '@topoforge/chem';
import { computeCharges } from '../charge-runner.js';
import { roundedToPdb } from './cross-engine-support.js';

/** The project's framework library (P1 CIFs written by our CIF writer, each with its citation). */
export const FRAMEWORKS = fileURLToPath(new URL('../../../../apps/server/frameworks/', import.meta.url));
/** Open Babel's UFF.prm, which Debian's openbabel installs (the command line reads the same file). */
export const UFF_PRM = '/usr/share/openbabel/3.1.1/UFF.prm';

export interface FrameworkBuild {
  /** Path under apps/server/frameworks/, e.g. 'IRMOF/IRMOF-1.cif', or an absolute path. */
  readonly file: string;
  /** The command line's --ff name: 'uff4mof', 'uff', 'dreiding'. */
  readonly ff: string;
  /** 'zero' or a charge method's command-line name ('eqeq'). */
  readonly charges: string;
  /**
   * Moves atom i by up to this many Å along a fixed pattern (sin of its index), so the library's
   * symmetric geometry (rings in mirror planes: every inversion exactly zero) gives every term a value.
   */
  readonly jitter?: number;
  /** Repeats of the cell (supercellSystem) so a cut-off fits in half of its narrowest width. */
  readonly supercell?: Supercell;
}

/**
 * A framework of the library as a System, by chem's own path, the one `topoforge build IN --ff FF
 * --charges CHARGES` takes (apps/cli/src/commands/build.ts): CIF read (symmetry applied), periodic
 * perception (bonds with image flags), the force field's typing, charges (zero, or a charge method
 * through this package's dispatcher, as the command line runs it, for a neutral cell as the server's
 * default gives: the command line's default, the sum of perceived formal charges, counts IRMOF-1's
 * carboxylate O⁻ but not its Zn²⁺ and asks EQeq for −48 e), parameters (UFF.prm for UFF and UFF4MOF)
 * → System. Positions (moved by `jitter`) rounded to the PDB's 0.001 Å, so every engine sees one geometry.
 */
export async function frameworkSystem(build: FrameworkBuild): Promise<System> {
  const path = isAbsolute(build.file) ? build.file : `${FRAMEWORKS}${build.file}`;
  const read = findFormat('cif')?.read;
  if (!read) throw new Error('The CIF reader is not registered.');
  const original = read(readFileSync(path, 'utf8'), { fileName: path }).molecules[0]!;
  const molecule = perceive(original).molecule;
  const model = findForceFieldModel(build.ff);
  if (!model) throw new Error(`unknown force field ${build.ff}`);
  const typing = model.type(molecule);
  const charges =
    build.charges === 'zero'
      ? new Float64Array(molecule.atomCount)
      : await computeCharges(findChargeMethod(build.charges)!, typing.molecule, { netCharge: 0 });
  const request = oneForceFieldRequest(model.name, typing, charges);
  const needs = new Set(buildDataNeeds(request));
  const data: ForceFieldData = needs.has('uff')
    ? { uff: parseUffPrm(readFileSync(UFF_PRM, 'utf8'), UFF_PRM) }
    : {};
  const built = buildSystem(request, data).system;
  const system = build.supercell ? supercellSystem(built, build.supercell) : built;
  const shake = build.jitter ?? 0;
  const positions = system.molecule.positions.map((x, k) => x + shake * Math.sin(1.7 * k + 0.3));
  return { ...system, molecule: roundedToPdb({ ...system.molecule, positions, cell: pdbCell(system) }) };
}

/** A build request with each atom's one type from one typer, accurate mode, no backup, premium. */
export function oneForceFieldRequest(
  forceField: string,
  typing: { readonly molecule: Molecule; readonly types: readonly string[] },
  charges: Float64Array,
): BuildRequest {
  const atomTypes: AtomChoice[][] = typing.types.map((type) => [{ name: forceField, type }]);
  return {
    molecule: typing.molecule,
    atomTypes,
    searchMode: 'accurate',
    charges,
    useCurrentStructure: 0,
    premium: true,
  };
}

/**
 * The cell as the PDB's CRYST1 holds it (lengths to 0.001 Å, angles to 0.01°), which is all OpenMM
 * reads: without this a hexagonal COF (a = 15.6529 Å) puts its images 0.0001 Å apart on the two sides,
 * enough to move the bonds across the boundary by 1e-4 relative.
 */
function pdbCell(system: System): Cell | undefined {
  const cell = system.molecule.cell;
  if (!cell) return undefined;
  const p = cell.parameters;
  const r = (x: number, digits: number): number => Number(x.toFixed(digits));
  return cellFromParameters({
    a: r(p.a, 3),
    b: r(p.b, 3),
    c: r(p.c, 3),
    alpha: r(p.alpha, 2),
    beta: r(p.beta, 2),
    gamma: r(p.gamma, 2),
  });
}
