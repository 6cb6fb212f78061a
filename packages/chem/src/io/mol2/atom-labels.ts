import { LONE_PAIR, symbolOf } from '../../core/elements.js';
import { TopoForgeError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { elementOfName, elementOfType } from './atom-element.js';

/** A whitespace-free token for a column of a whitespace-separated record. */
export const token = (s: string | undefined): string => (s ?? '').trim().replace(/\s+/g, '_');

/** The SYBYL type that needs no perception: 'LP' for lone pairs, else the element symbol ('C', 'Cl', 'Na'). */
export function elementType(z: number): string {
  if (z === LONE_PAIR) return 'LP';
  const s = symbolOf(z);
  if (s === '?') throw new TopoForgeError('invalid-molecule', `Atomic number ${z} has no element symbol.`);
  return s;
}

/**
 * Name and type columns for atom i such that our reader gets the element back. The molecule's atom
 * type is kept when it is a SYBYL type of the atom's element, or a non-SYBYL type (GAFF …) on a
 * non-lone-pair atom whose name gives the element — the name becomes symbol + number when it would
 * not. Otherwise the element type is written in its place.
 */
export function atomLabels(mol: Molecule, i: number): { name: string; type: string } {
  const z = mol.elements[i] ?? 0;
  const fallback = elementType(z);
  const numbered = `${fallback}${i + 1}`;
  const name = token(mol.names[i]) || numbered;
  const type = token(mol.atomTypes?.[i]) || fallback;
  const t = elementOfType(type);
  if (t.kind === 'element' && t.z === z) return { name, type };
  if (t.kind === 'dummy' && z === LONE_PAIR) return { name, type };
  if (t.kind !== 'not-sybyl' || z === LONE_PAIR) return { name, type: fallback };
  return { name: elementOfName(name, type)?.z === z ? name : numbered, type };
}
