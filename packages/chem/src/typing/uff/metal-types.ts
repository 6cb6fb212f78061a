import { ChemError } from '../../core/errors.js';
import { symbolOf } from '../../core/elements.js';
import type { Adjacency, Molecule } from '../../core/molecule.js';
import { UFF4MOF_TYPES } from '../../forcefields/uff/uff4mof.js';
import { uffTypeElement } from '../../forcefields/uff/uff-prm.js';
import { bondAngles, bondVectors } from './bond-vectors.js';

/**
 * UFF's metal types (Rappé et al., J. Am. Chem. Soc. 1992, 114, 10024, Table 1), by name. The third
 * character of a name is its coordination geometry: 1 linear, 2 trigonal, 3 tetrahedral, 4 square
 * planar, 6 octahedral; UFF4MOF adds 8 (eight-coordinate, Coupry 2016). Names without one (Li, Na,
 * K_, Rb, Cs, Fr) hold for any coordination. Lawrencium is 'Lw' in UFF.
 */
const UFF_METAL_TYPES = (
  'Li Be3+2 Na Mg3+2 Al3 K_ Ca6+2 Sc3+3 Ti3+4 Ti6+4 V_3+5 Cr6+3 Mn6+2 Fe3+2 Fe6+2 Co6+3 Ni4+2 Cu3+1 ' +
  'Zn3+2 Ga3+3 Rb Sr6+2 Y_3+3 Zr3+4 Nb3+5 Mo6+6 Mo3+6 Tc6+5 Ru6+2 Rh6+3 Pd4+2 Ag1+1 Cd3+2 In3+3 Sn3 ' +
  'Cs Ba6+2 La3+3 Ce6+3 Pr6+3 Nd6+3 Pm6+3 Sm6+3 Eu6+3 Gd6+3 Tb6+3 Dy6+3 Ho6+3 Er6+3 Tm6+3 Yb6+3 ' +
  'Lu6+3 Hf3+4 Ta3+5 W_6+6 W_3+4 W_3+6 Re6+5 Re3+7 Os6+6 Ir6+3 Pt4+2 Au4+3 Hg1+2 Tl3+3 Pb3 Bi3+3 ' +
  'Po3+2 Fr Ra6+2 Ac6+3 Th6+4 Pa6+4 U_6+4 Np6+4 Pu6+4 Am6+4 Cm6+3 Bk6+3 Cf6+3 Es6+3 Fm6+3 Md6+3 ' +
  'No6+3 Lw6+3'
).split(' ');

const geometryOf = (type: string): string | undefined =>
  /^[1-8]$/.test(type[2] ?? '') ? type[2] : undefined;

const byElement = (names: Iterable<string>): Map<number, string[]> => {
  const out = new Map<number, string[]>();
  for (const n of names) {
    const z = uffTypeElement(n) ?? 0;
    out.set(z, [...(out.get(z) ?? []), n]);
  }
  return out;
};
const UFF_BY_ELEMENT = byElement(UFF_METAL_TYPES);
const UFF4MOF_BY_ELEMENT = byElement([...UFF4MOF_TYPES.keys()].filter((t) => !t.startsWith('O_')));

const GEOMETRY_NAMES: Readonly<Record<string, string>> = {
  '1': 'linear',
  '2': 'trigonal planar',
  '3': 'tetrahedral',
  '4': 'square planar',
  '6': 'octahedral',
  '8': 'eight-coordinate',
};

/** Angles this close to 180° are trans pairs; a trigonal centre's angles sum to 360° within this. */
const TRANS = 150;
const PLANAR_SUM = 350;

/**
 * The coordination geometry of a metal from its bonded neighbours, as UFF's type names spell it:
 * 2 neighbours at ≥ 150° linear (1); 3 planar (angles summing to ≥ 350°) trigonal (2), else
 * pyramidal, counted with the tetrahedral types (3); 4 with two trans pairs square planar (4) — the
 * paddlewheel metal (Cu₂/Zn₂(O₂C)₄, whose metal–metal contact is not a bond) — else tetrahedral (3),
 * as the Zn of Zn₄O; 5 with two trans pairs a square pyramid, the paddlewheel with an axial ligand,
 * typed square planar (4); 6 octahedral (6); 8 eight-coordinate (8), as the Zr of Zr₆O₄(OH)₄ in
 * UiO-66. Anything else has no UFF geometry and is undefined.
 */
export function metalGeometry(mol: Molecule, adj: Adjacency, i: number): string | undefined {
  const vectors = bondVectors(mol, adj, i);
  const angles = bondAngles(vectors);
  const trans = angles.filter((a) => a >= TRANS).length;
  switch (vectors.length) {
    case 1:
      return '1';
    case 2:
      return trans === 1 ? '1' : undefined;
    case 3:
      return angles.reduce((s, a) => s + a, 0) >= PLANAR_SUM ? '2' : '3';
    case 4:
      return trans >= 2 ? '4' : '3';
    case 5:
      return trans >= 2 ? '4' : undefined;
    case 6:
      return '6';
    case 8:
      return '8';
    default:
      return undefined;
  }
}

/**
 * A metal's type: the element's type of the measured geometry — under UFF4MOF its fitted type first
 * (Zn3f2 before Zn3+2 for the tetrahedral Zn of Zn₄O, Addicoat 2014), then UFF's own; a type without
 * a geometry digit (the alkali metals) fits any coordination. No type of that geometry is an error
 * naming the atom, its neighbours and the types the element has.
 */
export function metalType(mol: Molecule, adj: Adjacency, i: number, mof: boolean): string {
  const z = mol.elements[i]!;
  const symbol = symbolOf(z);
  const geometry = metalGeometry(mol, adj, i);
  const uff = UFF_BY_ELEMENT.get(z) ?? [];
  const fitted = mof ? (UFF4MOF_BY_ELEMENT.get(z) ?? []) : [];
  const found =
    [...fitted, ...uff].find((t) => geometry !== undefined && geometryOf(t) === geometry) ??
    uff.find((t) => geometryOf(t) === undefined);
  if (found !== undefined) return found;
  const known = [...fitted, ...uff];
  const shape = geometry === undefined ? 'a coordination UFF has no geometry for' : GEOMETRY_NAMES[geometry];
  throw untyped(
    mol,
    adj,
    i,
    `${shape} matches no ${mof ? 'UFF4MOF' : 'UFF'} type` +
      (known.length > 0 ? ` (${symbol} has ${known.join(', ')})` : ` (${symbol} has none)`),
  );
}

/** The error for an atom no rule types: 1-based atom, element, neighbours, and why. */
export function untyped(mol: Molecule, adj: Adjacency, i: number, why: string): ChemError {
  const neighbours = Array.from(adj.neighbours.subarray(adj.start[i], adj.start[i + 1]));
  const list = neighbours.map((j) => `${symbolOf(mol.elements[j]!)} ${j + 1}`).join(', ');
  return new ChemError(
    'invalid-molecule',
    `Atom ${i + 1} (${symbolOf(mol.elements[i]!)}) bonded to ${
      neighbours.length === 0 ? 'nothing' : `${neighbours.length} atoms (${list})`
    }: ${why}.`,
    [i],
    { neighbours: neighbours.map((j) => j + 1) },
  );
}
