import { ChemError } from '../../core/errors.js';

/** The 28 point groups a fullerene can have (Fowler & Manolopoulos, *An Atlas of Fullerenes*, 1995). */
export const FULLERENE_POINT_GROUPS = [
  'I',
  'Ih',
  'T',
  'Td',
  'Th',
  'D2',
  'D2h',
  'D2d',
  'D3',
  'D3h',
  'D3d',
  'D5',
  'D5h',
  'D5d',
  'D6',
  'D6h',
  'D6d',
  'S4',
  'S6',
  'C1',
  'C2',
  'Ci',
  'Cs',
  'C2v',
  'C2h',
  'C3',
  'C3v',
  'C3h',
] as const;
export type FullerenePointGroup = (typeof FULLERENE_POINT_GROUPS)[number];

/** What the classification needs of each symmetry operation, however it was found (graph or 3D). */
export interface OperationFacts {
  readonly proper: boolean;
  readonly order: number;
  readonly inversion: boolean;
}

/**
 * Names the point group from its operations: the rotation subgroup by its order and largest element
 * order (C_n, D_n, T, I among the fullerene groups), then the improper half by whether it holds the
 * inversion and its largest element order (S4, S6, C3h and the D_nd/D_nh and Td/Th pairs).
 */
export function classifyPointGroup(ops: readonly OperationFacts[]): FullerenePointGroup {
  const rotations = ops.filter((o) => o.proper);
  const improper = ops.filter((o) => !o.proper);
  const maxRot = Math.max(...rotations.map((o) => o.order));
  const rot = rotationGroup(rotations.length, maxRot);
  if (improper.length === 0) return rot;
  if (improper.length !== rotations.length) throw unknownGroup(ops);
  const inversion = improper.some((o) => o.inversion);
  const maxImproper = Math.max(...improper.map((o) => o.order));
  const full = fullGroup(rot, inversion, maxImproper);
  if (!full) throw unknownGroup(ops);
  return full;
}

function rotationGroup(order: number, maxRot: number): FullerenePointGroup {
  const byOrder: Record<number, FullerenePointGroup | undefined> = {
    1: 'C1',
    2: 'C2',
    3: 'C3',
    4: maxRot === 2 ? 'D2' : undefined,
    6: maxRot === 3 ? 'D3' : undefined,
    10: maxRot === 5 ? 'D5' : undefined,
    12: maxRot === 6 ? 'D6' : maxRot === 3 ? 'T' : undefined,
    60: maxRot === 5 ? 'I' : undefined,
  };
  const g = byOrder[order];
  if (!g)
    throw new ChemError('invalid-molecule', `No fullerene rotation group of order ${order}.`, [], { order });
  return g;
}

function fullGroup(
  rot: FullerenePointGroup,
  inversion: boolean,
  maxImproper: number,
): FullerenePointGroup | undefined {
  switch (rot) {
    case 'C1':
      return inversion ? 'Ci' : 'Cs';
    case 'C2':
      return maxImproper === 4 ? 'S4' : inversion ? 'C2h' : 'C2v';
    case 'C3':
      return inversion ? 'S6' : maxImproper === 6 ? 'C3h' : 'C3v';
    case 'D2':
      return inversion ? 'D2h' : 'D2d';
    case 'D3':
      return inversion ? 'D3d' : 'D3h';
    case 'D5':
      return inversion ? 'D5d' : 'D5h';
    case 'D6':
      return inversion ? 'D6h' : 'D6d';
    case 'T':
      return inversion ? 'Th' : 'Td';
    case 'I':
      return inversion ? 'Ih' : undefined;
    default:
      return undefined;
  }
}

const unknownGroup = (ops: readonly OperationFacts[]): ChemError =>
  new ChemError(
    'invalid-molecule',
    `The ${ops.length} symmetry operations form no fullerene point group.`,
    [],
    {
      operations: ops.length,
    },
  );
