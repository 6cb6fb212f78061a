import type { System } from '@topoforge/chem';
import {
  CLANDP_ANGLES,
  CLANDP_ATOM_TYPES,
  CLANDP_BONDS,
  CLANDP_IMPROPERS,
  CLANDP_TORSIONS,
} from '@topoforge/chem';

/**
 * The bonded energy of a CL&P System computed straight from the published tables, in the papers'
 * units and forms (Å, kJ/mol/Å², degrees, OPLS V1…V4), without the System's converted parameter rows:
 * an engine that agrees with this checks the unit conversions and the Fourier rewrite of the torsions.
 */
export function clandpBondedReference(system: System): {
  bond: number;
  angle: number;
  proper: number;
  improper: number;
} {
  const p = system.molecule.positions;
  const cls = system.atoms.map((a) => CLANDP_ATOM_TYPES.get(a.type)!.bondedClass);
  const at = (i: number) => [p[3 * i]!, p[3 * i + 1]!, p[3 * i + 2]!] as const;
  const find = <T extends { classes: readonly string[] }>(
    rows: readonly T[],
    atoms: readonly number[],
  ): T => {
    const c = atoms.map((i) => cls[i]!);
    const row = rows.find(
      (r) => r.classes.join() === c.join() || r.classes.join() === [...c].reverse().join(),
    );
    if (!row) throw new Error(`no CL&P row for ${c.join('-')}`);
    return row;
  };
  let bond = 0;
  for (const { atoms } of system.bonds) {
    const row = find(CLANDP_BONDS, atoms);
    bond += 0.5 * row.k * (dist(at(atoms[0]), at(atoms[1])) - row.r0) ** 2;
  }
  let angle = 0;
  for (const { atoms } of system.angles) {
    const row = find(CLANDP_ANGLES, atoms);
    const d = ((angleOf(at(atoms[0]), at(atoms[1]), at(atoms[2])) - row.theta0) * Math.PI) / 180;
    angle += 0.5 * row.k * d * d;
  }
  let proper = 0;
  for (const { atoms } of system.dihedrals) {
    const [v1, v2, v3, v4] = find(CLANDP_TORSIONS, atoms).v;
    const phi = dihedral(at(atoms[0]), at(atoms[1]), at(atoms[2]), at(atoms[3]));
    proper +=
      0.5 * v1 * (1 + Math.cos(phi)) +
      0.5 * v2 * (1 - Math.cos(2 * phi)) +
      0.5 * v3 * (1 + Math.cos(3 * phi)) +
      0.5 * v4 * (1 - Math.cos(4 * phi));
  }
  let improper = 0;
  for (const { atoms } of system.impropers) {
    const c = atoms.map((i) => cls[i]!);
    const row = CLANDP_IMPROPERS.find((r) => r.classes.join() === c.join());
    if (!row) throw new Error(`no CL&P improper row for ${c.join('-')}`);
    const phi = dihedral(at(atoms[0]), at(atoms[1]), at(atoms[2]), at(atoms[3]));
    improper += 0.5 * row.v2 * (1 - Math.cos(2 * phi));
  }
  return { bond, angle, proper, improper };
}

type V = readonly [number, number, number];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V, b: V): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V, b: V): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dist = (a: V, b: V): number => Math.sqrt(dot(sub(a, b), sub(a, b)));

function angleOf(a: V, b: V, c: V): number {
  const u = sub(a, b);
  const v = sub(c, b);
  return (Math.acos(Math.max(-1, Math.min(1, dot(u, v) / Math.sqrt(dot(u, u) * dot(v, v))))) * 180) / Math.PI;
}

/** IUPAC dihedral (trans = 180°), radians. */
function dihedral(a: V, b: V, c: V, d: V): number {
  const b1 = sub(b, a);
  const b2 = sub(c, b);
  const b3 = sub(d, c);
  const n1 = cross(b1, b2);
  const n2 = cross(b2, b3);
  const m = cross(n1, b2);
  const x = dot(n1, n2) * Math.sqrt(dot(b2, b2));
  const y = dot(m, n2);
  return Math.atan2(y, x);
}
