import { BondOrder } from '../../core/bond-order.js';
import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import type { WriteOptions } from '../format.js';

/**
 * Writes a Gaussian input for a single point: '%chk=<title>.chk', the route '# sp' (users choose
 * method and job type themselves; we do not pick one), the title, 'charge multiplicity', the atoms
 * in Cartesian form, 'Tv' lines for a cell, and, when there are bonds, 'geom=connectivity' with
 * its connectivity section. Atom types (and partial charges) are written as 'C-type-charge'.
 */
export function writeGjf(mol: Molecule, options: WriteOptions = {}): string {
  const title = (options.title ?? mol.title).replace(/\s+/g, ' ').trim() || 'Untitled';
  const { charge, multiplicity } = chargeAndMultiplicity(mol);
  const bonded = mol.bonds.count > 0;
  const lines = [
    `%chk=${checkpointName(title)}.chk`,
    `# sp${bonded ? ' geom=connectivity' : ''}`,
    '',
    title,
    '',
    `${charge} ${multiplicity}`,
  ];
  for (let i = 0; i < mol.atomCount; i++) lines.push(atomLine(mol, i));
  for (const v of mol.cell?.vectors ?? []) lines.push(coordinateLine('Tv', '', v[0], v[1], v[2]));
  lines.push('');
  if (bonded) {
    for (const line of connectivityLines(mol)) lines.push(line);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The net charge and multiplicity the file was read with (properties.charge / .multiplicity) when
 * present; otherwise the sum of formal charges and the lowest multiplicity the electron count
 * allows: singlet for an even count, doublet for odd (electrons = Σ Z − charge).
 */
export function chargeAndMultiplicity(mol: Molecule): { charge: number; multiplicity: number } {
  const stated = Number(mol.properties['charge']);
  const charge =
    Number.isInteger(stated) && mol.properties['charge'] !== undefined
      ? stated
      : mol.formalCharges.reduce((s, q) => s + q, 0);
  const electrons = mol.elements.reduce((s, z) => s + z, 0) - charge;
  const odd = Math.abs(electrons) % 2 === 1;
  const statedMult = Number(mol.properties['multiplicity']);
  const consistent = Number.isInteger(statedMult) && statedMult >= 1 && (statedMult % 2 === 0) === odd;
  return { charge, multiplicity: consistent ? statedMult : odd ? 2 : 1 };
}

function atomLine(mol: Molecule, i: number): string {
  const type = mol.atomTypes?.[i] ?? '';
  const q = mol.partialCharges?.[i];
  const label = `${symbolOf(mol.elements[i] ?? 0)}${type === '' ? '' : `-${type}${q === undefined ? '' : `-${q.toFixed(6)}`}`}`;
  const m = mol.mobility;
  const freeze = m ? (m[3 * i] === 0 && m[3 * i + 1] === 0 && m[3 * i + 2] === 0 ? '-1' : '0') : '';
  const p = mol.positions;
  return coordinateLine(label, freeze, p[3 * i] ?? 0, p[3 * i + 1] ?? 0, p[3 * i + 2] ?? 0);
}

/** GaussView's layout: label, optional freeze code, then x y z with 8 decimals. */
function coordinateLine(label: string, freeze: string, x: number, y: number, z: number): string {
  const xyz = [x, y, z].map((v) => (v === 0 ? 0 : v).toFixed(8).padStart(14)).join('');
  return ` ${label.padEnd(16)}${freeze.padStart(3)}${xyz}`;
}

/** One line per center (Tv lines too, as Gaussian numbers them), each bond listed from its lower end. */
function connectivityLines(mol: Molecule): string[] {
  const partners: string[][] = Array.from({ length: mol.atomCount }, () => []);
  const { a, b, order, count } = mol.bonds;
  for (let k = 0; k < count; k++) {
    const i = Math.min(a[k] ?? 0, b[k] ?? 0);
    const j = Math.max(a[k] ?? 0, b[k] ?? 0);
    partners[i]?.push(`${j + 1} ${(GAUSSIAN_ORDER[order[k] ?? 0] ?? 1).toFixed(1)}`);
  }
  const lines = partners.map((list, i) => ` ${[String(i + 1), ...list].join(' ')}`);
  const tv = mol.cell ? 3 : 0;
  for (let t = 1; t <= tv; t++) lines.push(` ${mol.atomCount + t}`);
  return lines;
}

/** Unknown and amide bonds are written as single bonds: Gaussian has no code for them. */
const GAUSSIAN_ORDER: Partial<Record<number, number>> = {
  [BondOrder.Double]: 2,
  [BondOrder.Triple]: 3,
  [BondOrder.Quadruple]: 4,
  [BondOrder.Aromatic]: 1.5,
};

/** A file name from the title: letters, digits, '.', '-' and '_' only, at most 40 characters. */
const checkpointName = (title: string): string =>
  title
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .slice(0, 40)
    .replace(/^[_.]+|[_.]+$/g, '') || 'molecule';
