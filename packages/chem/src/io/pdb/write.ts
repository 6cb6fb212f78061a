import { BondOrder } from '../../core/bond-order.js';
import type { Cell } from '../../core/cell.js';
import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { DEFAULT_RESIDUE } from '../../core/molecule.js';
import type { WriteOptions } from '../format.js';
import { formatAtomLine } from './atom-line.js';
import { encodeHybrid36 } from './hybrid36.js';
import { toStandardOrientation } from '../../core/standard-orientation.js';

/**
 * Writes one molecule as PDB 3.3: COMPND (title), CRYST1 when there is a cell, ATOM/HETATM with
 * element and charge columns, CONECT for every bond, END. PDB has no bond orders; following Open
 * Babel and RDKit, a double bond is listed twice and a triple bond three times in CONECT.
 */
export function writePdb(mol: Molecule, options: WriteOptions = {}): string {
  const oriented = mol.cell ? toStandardOrientation(mol.cell, mol.positions) : undefined;
  const positions = oriented?.positions ?? mol.positions;
  const out: string[] = compndLines(options.title ?? mol.title);
  if (oriented) out.push(cryst1Line(oriented.cell));
  const names = atomNames(mol);
  for (let i = 0; i < mol.atomCount; i++) {
    out.push(
      formatAtomLine({
        index: i,
        name: names[i] ?? '',
        symbol: symbolOf(mol.elements[i] ?? 0),
        residue: mol.residues[mol.residueOf[i] ?? 0] ?? DEFAULT_RESIDUE,
        x: positions[3 * i] ?? 0,
        y: positions[3 * i + 1] ?? 0,
        z: positions[3 * i + 2] ?? 0,
        occupancy: mol.occupancy?.[i] ?? 1,
        charge: mol.formalCharges[i] ?? 0,
      }),
    );
  }
  for (const line of conectLines(mol)) out.push(line);
  out.push('END');
  return `${out.join('\n')}\n`;
}

/** COMPND text is columns 11-80; longer titles continue on lines numbered in columns 9-10. */
function compndLines(title: string): string[] {
  const words = title.replace(/\s+/g, ' ').trim();
  if (words === '') return [];
  const chunks: string[] = [];
  for (let rest = words; rest !== '';) {
    const cut = rest.length <= 69 ? rest.length : Math.max(rest.lastIndexOf(' ', 69), 1);
    chunks.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return chunks.slice(0, 99).map((c, i) => `COMPND ${i === 0 ? '   ' : String(i + 1).padStart(3)}${c}`);
}

function cryst1Line(cell: Cell): string {
  const p = cell.parameters;
  const lengths = [p.a, p.b, p.c].map((v) => v.toFixed(3).padStart(9)).join('');
  const angles = [p.alpha, p.beta, p.gamma].map((v) => v.toFixed(2).padStart(7)).join('');
  return `CRYST1${lengths}${angles} ${'P 1'.padEnd(11)}${'1'.padStart(4)}`;
}

/** Atom names as stored; an unnamed atom gets its symbol and a per-element count when that fits. */
function atomNames(mol: Molecule): string[] {
  const seen = new Map<number, number>();
  return mol.names.map((name, i) => {
    if (name !== '') return name;
    const z = mol.elements[i] ?? 0;
    const n = (seen.get(z) ?? 0) + 1;
    seen.set(z, n);
    const generated = `${symbolOf(z).toUpperCase()}${n}`;
    return generated.length <= 4 ? generated : symbolOf(z).toUpperCase();
  });
}

/** Every atom lists all its partners, a multiple bond repeated by its order; four per line. */
function conectLines(mol: Molecule): string[] {
  const partners: number[][] = Array.from({ length: mol.atomCount }, () => []);
  const { a, b, order, count } = mol.bonds;
  for (let k = 0; k < count; k++) {
    const i = a[k] ?? 0;
    const j = b[k] ?? 0;
    const repeat = REPEATS[order[k] ?? BondOrder.Unknown] ?? 1;
    for (let r = 0; r < repeat; r++) {
      partners[i]?.push(j);
      partners[j]?.push(i);
    }
  }
  const serial = (i: number): string => encodeHybrid36(i + 1, 5) ?? '*****';
  const lines: string[] = [];
  partners.forEach((list, i) => {
    for (let s = 0; s < list.length; s += 4) {
      lines.push(
        `CONECT${serial(i)}${list
          .slice(s, s + 4)
          .map(serial)
          .join('')}`,
      );
    }
  });
  return lines;
}

const REPEATS: Partial<Record<number, number>> = {
  [BondOrder.Double]: 2,
  [BondOrder.Triple]: 3,
  [BondOrder.Quadruple]: 4,
};
