import type { Molecule } from '../../core/molecule.js';
import { mdlBondType, mdlSymbol } from './mdl-codes.js';

const PIECE = 72;

/** 'M  V30 ' lines; a body longer than fits in 80 columns continues on the next line after a '-'. */
function v30(body: string): string[] {
  const out: string[] = [];
  for (let at = 0; at < body.length; at += PIECE) {
    const more = at + PIECE < body.length;
    out.push(`M  V30 ${body.slice(at, at + PIECE)}${more ? '-' : ''}`);
  }
  return out;
}

/**
 * The V3000 connection table (line 4 onwards, through 'M  END'), used when a molecule exceeds the
 * V2000 limits (999 atoms or bonds, coordinates wider than 10 columns). Charges go in CHG=.
 */
export function v3000Lines(mol: Molecule): string[] {
  const { a, b, order, count } = mol.bonds;
  const out = [
    '  0  0  0     0  0            999 V3000',
    ...v30('BEGIN CTAB'),
    ...v30(`COUNTS ${mol.atomCount} ${count} 0 0 0`),
  ];
  out.push(...v30('BEGIN ATOM'));
  for (let i = 0; i < mol.atomCount; i++) {
    const xyz = [0, 1, 2].map((k) => (mol.positions[3 * i + k] ?? 0).toFixed(4)).join(' ');
    const charge = mol.formalCharges[i] ?? 0;
    out.push(
      ...v30(`${i + 1} ${mdlSymbol(mol.elements[i] ?? 0)} ${xyz} 0${charge === 0 ? '' : ` CHG=${charge}`}`),
    );
  }
  out.push(...v30('END ATOM'));
  if (count > 0) {
    out.push(...v30('BEGIN BOND'));
    for (let k = 0; k < count; k++) {
      out.push(...v30(`${k + 1} ${mdlBondType(order[k] ?? 0, k)} ${(a[k] ?? 0) + 1} ${(b[k] ?? 0) + 1}`));
    }
    out.push(...v30('END BOND'));
  }
  out.push(...v30('END CTAB'), 'M  END');
  return out;
}
