import { symbolOf } from '../core/elements.js';
import type { Molecule } from '../core/molecule.js';
import type { BondOrder } from '../core/bond-order.js';
import { unitConformers, unitSelfContacts } from './conformers.js';
import { polymerError } from './polymer-error.js';
import { cappedFormula, readPolymerSmiles } from './psmiles.js';
import type { PolymerSmiles } from './psmiles.js';

/**
 * A repeat unit (two connection points) or end group (one) in 3D. It is made from the *capped* unit: the
 * p-SMILES with each `*` written as `[H]` (cappedSmiles), given 3D coordinates by the caller (Open Babel
 * --gen3d in the CLI and server; chem has no embedder). Open Babel keeps the written atoms first and in
 * order, so atom k of the molecule is atom k of the string and the cap hydrogens are found at the `*`
 * positions: each cap's bond vector is where the neighbouring unit's atom goes. The molecule is checked
 * against the string atom by atom (elements, formula, cap bonded to its atom).
 */
export interface PolymerUnit {
  readonly smiles: string;
  readonly elements: Uint8Array;
  readonly formalCharges: Int8Array;
  /** The capped unit as given. */
  readonly positions: Float64Array;
  /**
   * Atom pairs of `positions` closer than the growth allows (more than two bonds apart: heavy < 2.5 Å,
   * with a hydrogen < 1.6 Å beyond three bonds). Open Babel's --gen3d is stochastic and now and then
   * leaves one in a crowded unit (two CF3 groups); callers build the unit again when this is not 0.
   */
  readonly selfContacts: number;
  /** Conformers the growth tries, in order (conformers.ts); the last is `positions`. */
  readonly conformers: readonly Float64Array[];
  readonly bonds: readonly { readonly a: number; readonly b: number; readonly order: BondOrder }[];
  /** Connection points, head first: the atom that bonds out and its cap hydrogen. */
  readonly links: readonly { readonly atom: number; readonly cap: number }[];
}

/** Builds the unit from its p-SMILES (`stars` 2, or 1 for an end group) and the 3D capped molecule. */
export function polymerUnit(psmiles: string, capped: Molecule, stars: 1 | 2 = 2): PolymerUnit {
  const parsed = readPolymerSmiles(psmiles, stars);
  checkAgainstString(parsed, capped);
  const bonds: { a: number; b: number; order: BondOrder }[] = [];
  for (let k = 0; k < capped.bonds.count; k++) {
    bonds.push({ a: capped.bonds.a[k]!, b: capped.bonds.b[k]!, order: capped.bonds.order[k] as BondOrder });
  }
  const links = parsed.stars.map((cap, k) => {
    const atom = parsed.attach[k]!;
    const bonded = bonds.some((b) => (b.a === cap && b.b === atom) || (b.b === cap && b.a === atom));
    if (!bonded) {
      throw polymerError(
        'unit-geometry',
        `The 3D unit of '${parsed.text}' does not bond cap atom ${cap + 1} to atom ${atom + 1}.`,
        {
          smiles: parsed.text,
          atom: cap + 1,
        },
      );
    }
    return { atom, cap };
  });
  const graph = { elements: capped.elements, positions: capped.positions, bonds };
  const conformers =
    links.length === 2 ? unitConformers(graph, links[0]!, links[1]!) : [capped.positions.slice()];
  return {
    smiles: parsed.text,
    elements: capped.elements.slice(),
    formalCharges: capped.formalCharges.slice(),
    positions: capped.positions.slice(),
    selfContacts: unitSelfContacts(graph),
    conformers,
    bonds,
    links,
  };
}

function checkAgainstString(parsed: PolymerSmiles, capped: Molecule): void {
  const expected = cappedFormula(parsed);
  const total = [...expected.values()].reduce((s, n) => s + n, 0);
  const mismatch = (what: string): never => {
    throw polymerError(
      'unit-geometry',
      `The 3D unit given for '${parsed.text}' does not match it: ${what}.`,
      {
        smiles: parsed.text,
      },
    );
  };
  if (capped.atomCount !== total)
    mismatch(`${capped.atomCount} atoms, the string has ${total} with hydrogens`);
  parsed.atoms.forEach((a, k) => {
    const z = a.element === 0 ? 1 : a.element;
    if (capped.elements[k] !== z)
      mismatch(`atom ${k + 1} is ${symbolOf(capped.elements[k]!)}, not ${symbolOf(z)}`);
  });
}
