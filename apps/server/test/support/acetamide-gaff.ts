import { readFileSync } from 'node:fs';
import type { System } from '@topoforge/chem';
import { findFormat, parameterize, parseAmberDat, perceive, typeGaff } from '@topoforge/chem';
import type { ParameterMeta } from '@topoforge/contract';

/** GAFF 1.4 as the Debian openbabel package ships it; tests using it skip when it is missing. */
export const GAFF_DAT = '/usr/share/openbabel/3.1.1/gaff.dat';

/** Acetamide, coordinates from `obabel -:"CC(N)=O" --gen3d`: its amide carbon carries a GAFF improper. */
const ACETAMIDE_XYZ = `9
acetamide
C          1.10763       -0.05331       -0.02145
C          2.60924       -0.08990       -0.03393
N          3.22864        1.05724        0.35738
O          3.25297       -1.07638       -0.37044
H          0.73076        0.91821        0.30996
H          0.73716       -0.82270        0.66117
H          0.73716       -0.24514       -1.03196
H          2.73430        1.89040        0.64159
H          4.24052        1.06503        0.36004
`;
/** A fixed charge set summing to 0 (not a charge model: the tests need charges, not good ones). */
const CHARGES = [-0.2, 0.5, -0.6, -0.5, 0.06, 0.06, 0.06, 0.31, 0.31];

/** The meta the topology tests send with a parameter set of their own making. */
export const TEST_META: ParameterMeta = {
  inputSha256: 'c0ffee0000000000000000000000000000000000000000000000000000000000',
  forceFields: ['GAFF'],
  backup: null,
  waterModel: null,
  chargeMethod: 'fixed test charges',
  program: { name: 'TopoForge', version: 'test' },
  cell: null,
  estimated: { atoms: 0, bonds: 0, angles: 0, dihedrals: 0, impropers: 0 },
};

/** Acetamide typed and parameterized with GAFF from GAFF_DAT, with the fixed charges. */
export function acetamideGaff(): System {
  const read = findFormat('xyz')?.read;
  if (!read) throw new Error('the xyz reader is not registered');
  const mol = perceive(read(ACETAMIDE_XYZ, { fileName: 'acetamide.xyz' }).molecules[0]!).molecule;
  const typing = typeGaff(mol);
  const forceField = parseAmberDat(readFileSync(GAFF_DAT, 'utf8'), { source: GAFF_DAT }).parameters;
  return parameterize(typing.molecule, {
    types: typing.types,
    charges: Float64Array.from(CHARGES),
    forceField,
  }).system;
}
