import type { Molecule } from '../../core/molecule.js';
import type { WriteOptions } from '../format.js';
import { checkPositions, mdlBondType, mdlSymbol, programLine, titleLine } from './mdl-codes.js';
import { v3000Lines } from './write-v3000.js';

const pad = (v: number | string, width: number): string => String(v).padStart(width);
const coordinate = (v: number): string => pad(v.toFixed(4), 10);

/**
 * A molfile ending in 'M  END'. V2000 when it fits (≤ 999 atoms and bonds, coordinates within
 * 10 columns), else V3000. Charges are written in the atom block (codes 1-7) and as 'M  CHG'.
 */
export function writeMol(mol: Molecule, options: WriteOptions = {}): string {
  checkPositions(mol);
  const header = [titleLine(mol, options.title), programLine(mol), ''];
  const body = fitsV2000(mol) ? v2000Lines(mol) : v3000Lines(mol);
  return [...header, ...body].join('\n') + '\n';
}

/** One SD record: the molfile, every property as a data item, then '$$$$'. */
export function writeSdf(mol: Molecule, options: WriteOptions = {}): string {
  return writeMol(mol, options) + dataItemLines(mol.properties) + '$$$$\n';
}

/** Several molecules as one SD file. */
export const writeSdfRecords = (molecules: readonly Molecule[]): string =>
  molecules.map((m) => writeSdf(m)).join('');

/**
 * '> <name>' then the value, then a blank line. A blank line ends a value in SDF, so blank lines inside
 * a value are dropped, and '<', '>' and line breaks in a name become '_'.
 */
function dataItemLines(properties: Readonly<Record<string, string>>): string {
  return Object.entries(properties)
    .map(([name, value]) => {
      const lines = value.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '');
      return [`> <${name.replace(/[<>\r\n]/g, '_')}>`, ...lines, ''].map((l) => `${l}\n`).join('');
    })
    .join('');
}

function fitsV2000(mol: Molecule): boolean {
  return (
    mol.atomCount <= 999 && mol.bonds.count <= 999 && mol.positions.every((v) => coordinate(v).length <= 10)
  );
}

function v2000Lines(mol: Molecule): string[] {
  const { a, b, order, count } = mol.bonds;
  const out = [`${pad(mol.atomCount, 3)}${pad(count, 3)}  0  0  0  0  0  0  0  0999 V2000`];
  for (let i = 0; i < mol.atomCount; i++) {
    const xyz = [0, 1, 2].map((k) => coordinate(mol.positions[3 * i + k] ?? 0)).join('');
    const charge = mol.formalCharges[i] ?? 0;
    const code = charge !== 0 && Math.abs(charge) <= 3 ? 4 - charge : 0;
    out.push(`${xyz} ${mdlSymbol(mol.elements[i] ?? 0).padEnd(3)} 0${pad(code, 3)}${'  0'.repeat(10)}`);
  }
  for (let k = 0; k < count; k++) {
    out.push(
      `${pad((a[k] ?? 0) + 1, 3)}${pad((b[k] ?? 0) + 1, 3)}${pad(mdlBondType(order[k] ?? 0, k), 3)}  0  0  0  0`,
    );
  }
  return [...out, ...chargeLines(mol.formalCharges), 'M  END'];
}

/** 'M  CHGnn8 aaa vvv …', at most 8 entries a line. */
function chargeLines(charges: Int8Array): string[] {
  const entries: string[] = [];
  charges.forEach((c, i) => {
    if (c !== 0) entries.push(` ${pad(i + 1, 3)} ${pad(c, 3)}`);
  });
  const out: string[] = [];
  for (let k = 0; k < entries.length; k += 8) {
    const chunk = entries.slice(k, k + 8);
    out.push(`M  CHG${pad(chunk.length, 3)}${chunk.join('')}`);
  }
  return out;
}
