import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../core/bond-order.js';
import type { Molecule } from '../core/molecule.js';
import { bondsFrom, withBonds } from '../core/molecule.js';
import { assignBondOrders } from './bond-orders.js';
import { bondsFromDistances } from './bonds-from-distances.js';
import { sdfFixture } from './testing/sdf-fixture.js';

/**
 * Fixtures: fixtures/orders/*.sdf, written by Open Babel 3.1.1 from the SMILES in their title line
 * (`obabel -:"SMILES" --gen3d -h -osdf`, see fixtures/orders/README.md). The expected bond orders
 * and charges are the chemical structure the SMILES states (Open Babel only kekulises it and adds
 * hydrogens); the test keeps the coordinates, drops bonds and charges, and perceives them again.
 */
const readSdf = (name: string): Molecule =>
  sdfFixture(readFileSync(new URL(`./fixtures/orders/${name}.sdf`, import.meta.url), 'utf8'));

/** The structure perceived from coordinates alone. */
function perceived(file: Molecule, totalCharge?: number): Molecule {
  const bare: Molecule = { ...withBonds(file, bondsFrom([])), formalCharges: new Int8Array(file.atomCount) };
  const withDistances = withBonds(bare, bondsFromDistances(bare).bonds);
  return assignBondOrders(withDistances, totalCharge === undefined ? {} : { totalCharge }).molecule;
}

const valenceSums = (mol: Molecule): number[] => {
  const s = new Array<number>(mol.atomCount).fill(0);
  for (let k = 0; k < mol.bonds.count; k++) {
    s[mol.bonds.a[k]!]! += mol.bonds.order[k]!;
    s[mol.bonds.b[k]!]! += mol.bonds.order[k]!;
  }
  return s;
};

const pairs = (mol: Molecule): string[] =>
  Array.from({ length: mol.bonds.count }, (_, k) =>
    [mol.bonds.a[k]!, mol.bonds.b[k]!].sort((x, y) => x - y).join('-'),
  ).sort();

/** Per atom: charge and bond-order sum. Equal lists mean equal structures up to Kekulé equivalence. */
const atomStates = (mol: Molecule): string[] =>
  valenceSums(mol).map((s, i) => `${mol.elements[i]}:${mol.formalCharges[i]}:${s}`);

describe('assignBondOrders on molecules with coordinates (expected: the SMILES structure)', () => {
  // Kekulé equivalence: same bonds, same charge and bond-order sum on every atom.
  const exact = [
    'benzene',
    'naphthalene',
    'azulene',
    'pyridine',
    'pyrrole',
    'thiophene',
    'caffeine',
    'acetic-acid',
    'acetonitrile',
    'allene',
    'carbon-dioxide',
    'carbon-monoxide',
    'decapentaene',
    'dmso',
    'dimethyl-sulfone',
    'sulfuric-acid',
    'methyl-isocyanide',
    'pyridine-n-oxide',
    'triethylamine-n-oxide',
    'tetramethylammonium',
    'phenolate',
  ];
  it.each(exact)('%s', (name) => {
    const file = readSdf(name);
    const got = perceived(file);
    expect(pairs(got)).toEqual(pairs(file));
    expect(atomStates(got)).toEqual(atomStates(file));
  });

  // Resonance forms that only the charge's position tells apart (the two O of a carboxylate or
  // nitro group, the three of a phosphate, the N of guanidinium): equal as multisets of atom states.
  const resonance = [
    'acetate',
    'nitrobenzene',
    'glycine-zwitterion',
    'methyl-phosphate',
    'methyl-azide',
    'guanidinium',
    'imidazolium',
  ];
  it.each(resonance)('%s (up to the position of equivalent charges)', (name) => {
    const file = readSdf(name);
    const got = perceived(file);
    expect(pairs(got)).toEqual(pairs(file));
    expect(atomStates(got).sort()).toEqual(atomStates(file).sort());
  });
});

describe('assignBondOrders: specific choices', () => {
  const orderOf = (mol: Molecule, a: number, b: number): number | undefined => {
    for (let k = 0; k < mol.bonds.count; k++) {
      const [x, y] = [mol.bonds.a[k]!, mol.bonds.b[k]!];
      if ((x === a && y === b) || (x === b && y === a)) return mol.bonds.order[k];
    }
    return undefined;
  };

  it('puts the triple bond of acetonitrile on C≡N (degree 1 N)', () => {
    const got = perceived(readSdf('acetonitrile'));
    const n = [...got.elements].indexOf(7);
    const c = [...got.elements].findIndex((z, i) => z === 6 && orderOf(got, i, n) !== undefined);
    expect(orderOf(got, c, n)).toBe(BondOrder.Triple);
  });

  it('writes DMSO as neutral S=O, not S⁺–O⁻ (documented choice)', () => {
    const got = perceived(readSdf('dmso'));
    const s = [...got.elements].indexOf(16);
    const o = [...got.elements].indexOf(8);
    expect(orderOf(got, s, o)).toBe(BondOrder.Double);
    expect([...got.formalCharges].every((q) => q === 0)).toBe(true);
  });

  it('gives nitrobenzene N⁺ and one O⁻, not two O⁻', () => {
    const got = perceived(readSdf('nitrobenzene'));
    const charged = [...got.formalCharges].map((q, i) => [got.elements[i], q]).filter(([, q]) => q !== 0);
    expect(charged.sort()).toEqual([
      [7, 1],
      [8, -1],
    ]);
  });

  it('places the double bond of a carboxylate on the shorter C–O bond', () => {
    const file = readSdf('acetate');
    const got = perceived(file);
    const oxygens = [...got.elements.keys()].filter((i) => got.elements[i] === 8);
    const carbon = [...got.elements.keys()].find((i) =>
      oxygens.every((o) => orderOf(got, i, o) !== undefined),
    )!;
    const length = (o: number): number =>
      Math.hypot(...[0, 1, 2].map((c) => got.positions[3 * o + c]! - got.positions[3 * carbon + c]!));
    const [short, long] = oxygens.sort((x, y) => length(x) - length(y));
    expect(orderOf(got, carbon, short!)).toBe(BondOrder.Double);
    expect(got.formalCharges[long!]).toBe(-1);
  });
});

describe('assignBondOrders on a 2D drawing (every z = 0)', () => {
  // The fixture's bonds with unknown orders and its coordinates projected onto the xy plane, as a
  // CML file with x2/y2 only would give: angles then say nothing, so S takes the valence that gives
  // each terminal O its double bond.
  const drawing = (name: string): Molecule => {
    const file = readSdf(name);
    const positions = Float64Array.from(file.positions, (v, k) => (k % 3 === 2 ? 0 : v));
    const bonds = { ...file.bonds, order: new Uint8Array(file.bonds.count) };
    return { ...file, positions, bonds, formalCharges: new Int8Array(file.atomCount) };
  };
  it.each(['dimethyl-sulfone', 'dmso', 'sulfuric-acid', 'thiophene', 'benzene'])('%s', (name) => {
    const file = readSdf(name);
    expect(atomStates(assignBondOrders(drawing(name)).molecule)).toEqual(atomStates(file));
  });
});
