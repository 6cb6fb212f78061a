import { symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { aromaticType } from './aromatic-types.js';
import { mmffAromaticity } from './aromaticity.js';
import { carbonType } from './carbon-type.js';
import type { MmffGraph } from './graph.js';
import { mmffGraph } from './graph.js';
import { hydrogenType } from './hydrogen-type.js';
import { nitrogenType } from './nitrogen-type.js';
import { otherType } from './other-types.js';
import { oxygenType } from './oxygen-type.js';

/** MMFF94 typing of a molecule: the graph it was typed on and the numeric type per atom (1–99). */
export interface Mmff94Typing {
  readonly graph: MmffGraph;
  readonly types: readonly number[];
}

/**
 * MMFF94 numeric atom types (Halgren, J. Comput. Chem. 1996, 17, 490, Table III) for a molecule
 * with explicit hydrogens and bond orders (aromatic bonds are kekulized first). Throws a
 * ChemError naming the atom when MMFF94 has no type for it.
 */
export function mmff94Types(mol: Molecule): number[] {
  return [...mmff94Typing(mol).types];
}

export function mmff94Typing(mol: Molecule): Mmff94Typing {
  const g = mmffGraph(mol);
  checkHydrogensExplicit(g);
  mmffAromaticity(g);
  const types = new Array<number>(mol.atomCount).fill(0);
  for (let i = 0; i < mol.atomCount; i++) {
    if (g.elements[i] !== 1) types[i] = required(g, i, heavyAtomType(g, i));
  }
  for (let i = 0; i < mol.atomCount; i++) {
    if (g.elements[i] === 1) types[i] = required(g, i, hydrogenType(g, i, types));
  }
  return { graph: g, types };
}

function heavyAtomType(g: MmffGraph, i: number): number {
  const aromatic = aromaticType(g, i);
  if (aromatic !== 0) return aromatic;
  switch (g.elements[i]) {
    case 6:
      return carbonType(g, i);
    case 7:
      return nitrogenType(g, i);
    case 8:
      return oxygenType(g, i);
    default:
      return otherType(g, i);
  }
}

function required(g: MmffGraph, i: number, type: number): number {
  if (type !== 0) return type;
  const label = `${symbolOf(g.elements[i]!)}${i + 1}`;
  throw new ChemError(
    'perception',
    `MMFF94 has no atom type for ${label} (${g.neighbours[i]!.length} neighbours, formal charge ${g.formalCharges[i]}).`,
    [i],
  );
}

/**
 * MMFF types depend on neighbour counts, so hydrogens must be atoms of the molecule. A neutral
 * carbon with fewer than four bonds' worth of valence almost always means hydrogens were left
 * implicit; refuse rather than type a phantom radical.
 */
function checkHydrogensExplicit(g: MmffGraph): void {
  g.elements.forEach((z, i) => {
    if (z !== 6 || g.formalCharges[i] !== 0 || g.valence[i]! >= 4) return;
    if (g.neighbours[i]!.length === 1 && g.valence[i] === 3) return; // isonitrile carbon
    throw new ChemError(
      'invalid-molecule',
      `C${i + 1} has bond valence ${g.valence[i]}: MMFF94 typing needs explicit hydrogens.`,
      [i],
    );
  });
}
