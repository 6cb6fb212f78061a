import type { Diagnostic } from '../core/diagnostics.js';
import { symbolOf } from '../core/elements.js';
import type { Molecule } from '../core/molecule.js';
import type { Resolution } from './formal-charges.js';
import type { ComponentSolution } from './solve-component.js';

/**
 * What bond-order perception tells the user, one diagnostic per kind for the whole structure (a box
 * of a thousand ions gets one line, not a thousand), each naming its atoms (1-based in the text,
 * 0-based in `atoms`).
 */
export function perceptionDiagnostics(
  mol: Molecule,
  solutions: readonly ComponentSolution[],
  chosen: readonly (Resolution | undefined)[],
): Diagnostic[] {
  const unsupported = solutions.flatMap((s) => s.unsupported);
  const missing = solutions.flatMap((s) => s.missingHydrogen);
  const implicit = solutions.flatMap((s, k) =>
    s.implicit && s.atoms.length > 1 && chosen[k] ? s.atoms : [],
  );
  const radicals = chosen.flatMap((r) => r?.radicals ?? []);
  const charged = chosen.flatMap((r) => [...(r?.charges.keys() ?? [])]);
  const charge = new Map(chosen.flatMap((r) => [...(r?.charges ?? [])]));
  const out: Diagnostic[] = [];
  const add = (severity: Diagnostic['severity'], code: string, atoms: number[], message: string): void => {
    if (atoms.length > 0) out.push({ severity, code, message, atoms: atoms.sort((x, y) => x - y) });
  };
  add(
    'warning',
    'perception-unsupported',
    unsupported,
    `Bond orders and charges were not perceived for atoms outside the organic set or with unusual connectivity (${atomList(mol, unsupported)}): their bonds are left single and their charges as given.`,
  );
  add(
    'warning',
    'perception-missing-hydrogen',
    missing,
    `The shape of ${atomList(mol, missing)} suggests that hydrogens are missing; their π bonds were read from the shape.`,
  );
  add(
    'info',
    'perception-implicit-hydrogens',
    implicit,
    `Hydrogens are implicit in ${implicit.length} atoms without any hydrogen in their molecule: π bonds were placed from the geometry and the remaining valences left to hydrogens.`,
  );
  add(
    'warning',
    'perception-radical',
    radicals,
    `No closed-shell structure found: ${atomList(mol, radicals)} keep an unpaired electron (a radical or carbene, or hydrogens are missing).`,
  );
  const signed = (i: number): string => `${name(mol, i)} ${charge.get(i)! > 0 ? '+' : ''}${charge.get(i)}`;
  add(
    'info',
    'perception-formal-charges',
    charged,
    `Formal charges assigned: ${listed(charged.sort((x, y) => x - y).map(signed))}.`,
  );
  return out;
}

const name = (mol: Molecule, i: number): string => `${symbolOf(mol.elements[i]!)}${i + 1}`;

const listed = (items: readonly string[]): string =>
  items.slice(0, 12).join(', ') + (items.length > 12 ? ` and ${items.length - 12} more` : '');

const atomList = (mol: Molecule, atoms: readonly number[]): string =>
  listed([...atoms].sort((x, y) => x - y).map((i) => name(mol, i)));
