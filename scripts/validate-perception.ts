import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { cmlFiles } from './lib/cml-files.js';
import { BondOrder } from '../packages/chem/src/core/bond-order.js';
import { symbolOf } from '../packages/chem/src/core/elements.js';
import type { Molecule } from '../packages/chem/src/core/molecule.js';
import { bondList, bondsFrom, MoleculeBuilder, withBonds } from '../packages/chem/src/core/molecule.js';
import { cmlFormat } from '../packages/chem/src/io/cml/index.js';
import { assignBondOrders } from '../packages/chem/src/perception/bond-orders.js';
import { bondsFromDistances } from '../packages/chem/src/perception/bonds-from-distances.js';
import { kekulize } from '../packages/chem/src/perception/kekulize.js';
import { chargedValence, VALENCE_RULES } from '../packages/chem/src/perception/valence-model.js';

/**
 * `npm run validate:perception [directory]`: the acceptance figure for bond-order perception.
 *
 * Every .cml file under the directory (default /usr/share/chemical-structures, 568 molecules) is read
 * with the project's CML reader; its bonds are dropped, perceived again from the coordinates
 * (bondsFromDistances, 1.15 × covalent radii) and given orders and charges (assignBondOrders, no
 * total charge supplied). A molecule matches the file up to Kekulé equivalence when
 *   1. the bond set is the same (as unordered atom pairs),
 *   2. every atom has the same formal charge, and
 *   3. every atom has the same bond-order sum.
 * Two Kekulé structures of one graph with equal per-atom sums differ only by alternating cycles
 * (their symmetric difference has, at every atom, as many double bonds gained as lost), which is
 * exactly Kekulé equivalence. Aromatic bonds in a file (order A) are first kekulised: each atom
 * whose valence is not filled by its other bonds takes one π bond among its aromatic bonds, found
 * by the same blossom matching; a file whose aromatic system has no Kekulé structure counts as a
 * mismatch. Each mismatch is printed with the first differing bond or atom.
 *
 * A second figure leaves out files whose own structure is not a closed-shell Lewis structure: an
 * atom whose bond-order sum is not a valence its stated charge allows (valence-model.ts: a neutral
 * N with four bonds, a neutral O with one bond and no hydrogen, a neutral N with five). No
 * perception can reproduce those, since they are not valid structures; they are listed as such.
 *
 * A third figure repeats the test with every hydrogen removed (a PDB or CIF without H positions):
 * heavy-atom bonds, their orders (Kekulé-equivalent sums over heavy-atom bonds) and charges.
 */
const root = process.argv[2] ?? '/usr/share/chemical-structures';

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);
const atomName = (mol: Molecule, i: number): string => `${symbolOf(mol.elements[i]!)}${i + 1}`;

function bondPairs(mol: Molecule): Set<string> {
  const out = new Set<string>();
  for (let k = 0; k < mol.bonds.count; k++) out.add(pairKey(mol.bonds.a[k]!, mol.bonds.b[k]!));
  return out;
}

function valenceSums(mol: Molecule): number[] {
  const sums = new Array<number>(mol.atomCount).fill(0);
  for (let k = 0; k < mol.bonds.count; k++) {
    const o = mol.bonds.order[k]!;
    sums[mol.bonds.a[k]!]! += o;
    sums[mol.bonds.b[k]!]! += o;
  }
  return sums;
}

/** The first difference between file and perception, or undefined when they match. */
function firstDifference(file: Molecule, got: Molecule): string | undefined {
  const want = bondPairs(file);
  const have = bondPairs(got);
  const missing = [...want].find((k) => !have.has(k));
  if (missing) return `bond ${missing} of the file was not found from distances`;
  const extra = [...have].find((k) => !want.has(k));
  if (extra) return `bond ${extra} found from distances is not in the file`;
  const kekule = kekulize(file);
  if (!kekule) return 'the aromatic bonds of the file have no Kekulé structure';
  const reference = valenceSums(kekule);
  const sums = valenceSums(got);
  for (let i = 0; i < file.atomCount; i++) {
    if (file.formalCharges[i] !== got.formalCharges[i]) {
      return `atom ${atomName(file, i)}: charge ${file.formalCharges[i]} in the file, ${got.formalCharges[i]} perceived`;
    }
    if (reference[i] !== sums[i]) {
      return `atom ${atomName(file, i)}: bond-order sum ${reference[i]} in the file, ${sums[i]} perceived (${bondsOf(got, i)})`;
    }
  }
  return undefined;
}

function bondsOf(mol: Molecule, i: number): string {
  const out: string[] = [];
  for (let k = 0; k < mol.bonds.count; k++) {
    const a = mol.bonds.a[k]!;
    const b = mol.bonds.b[k]!;
    if (a === i || b === i) out.push(`${atomName(mol, a === i ? b : a)}:${mol.bonds.order[k]}`);
  }
  return `perceived bonds ${out.join(' ')}`;
}

/** The first atom whose charge and bond-order sum form no valid valence state, if any. */
function invalidValence(file: Molecule): string | undefined {
  const sums = valenceSums(file);
  for (let i = 0; i < file.atomCount; i++) {
    const rule = VALENCE_RULES.get(file.elements[i]!);
    const q = file.formalCharges[i]!;
    if (!rule || file.bonds.order.includes(BondOrder.Aromatic)) continue;
    const allowed =
      q === 0
        ? rule.neutral
        : [chargedValence(rule, q), ...(rule.secondRow ? [] : rule.neutral.map((v) => v - q))];
    if (!allowed.includes(sums[i]!))
      return `${atomName(file, i)} with charge ${q} and bond-order sum ${sums[i]}`;
  }
  return undefined;
}

/** The heavy-atom part of a molecule, with the bonds among heavy atoms. */
function withoutHydrogens(mol: Molecule): Molecule {
  const keep = [...mol.elements.keys()].filter((i) => mol.elements[i] !== 1);
  const index = new Map(keep.map((i, k) => [i, k]));
  const builder = new MoleculeBuilder(mol.title);
  for (const i of keep) {
    const [x, y, z] = [0, 1, 2].map((c) => mol.positions[3 * i + c]!);
    builder.addAtom({ element: mol.elements[i]!, x: x!, y: y!, z: z!, formalCharge: mol.formalCharges[i]! });
  }
  for (const bond of bondList(mol)) {
    const a = index.get(bond.a);
    const b = index.get(bond.b);
    if (a !== undefined && b !== undefined) builder.addBond({ a, b, order: bond.order });
  }
  return builder.build();
}

function perceiveAgain(file: Molecule): Molecule {
  const bare: Molecule = { ...withBonds(file, bondsFrom([])), formalCharges: new Int8Array(file.atomCount) };
  const { bonds } = bondsFromDistances(bare);
  return assignBondOrders(withBonds(bare, bonds)).molecule;
}

const cml = cmlFormat.read;
if (!cml) throw new Error('the CML format has no reader');
const files = cmlFiles(root);
let matched = 0;
let total = 0;
let invalid = 0;
let heavyMatched = 0;
for (const path of files) {
  for (const file of cml(readFileSync(path, 'utf8'), { fileName: path }).molecules) {
    total++;
    const heavy = withoutHydrogens(file);
    const heavyDifference = firstDifference(heavy, perceiveAgain(heavy));
    if (heavyDifference === undefined) heavyMatched++;
    else console.log(`MISMATCH without hydrogens ${relative(root, path)}: ${heavyDifference}`);
    const bad = invalidValence(file);
    if (bad) invalid++;
    const difference = firstDifference(file, perceiveAgain(file));
    if (difference === undefined) matched++;
    else
      console.log(
        `MISMATCH ${relative(root, path)}: ${difference}${bad ? ` [file structure invalid: ${bad}]` : ''}`,
      );
  }
}
const pct = (a: number, b: number): string => `${(b === 0 ? 0 : (100 * a) / b).toFixed(1)} %`;
console.log(`total ${total}, matched ${matched}, ${pct(matched, total)}`);
console.log(
  `files with a valid Lewis structure: ${total - invalid}, matched ${matched}, ${pct(matched, total - invalid)}`,
);
console.log(`without hydrogens (implicit H): matched ${heavyMatched}/${total}, ${pct(heavyMatched, total)}`);
console.log(
  `SUMMARY perception: ${matched}/${total} molecules match the file's bond orders and formal charges (${pct(matched, total)}); ` +
    `${matched}/${total - invalid} (${pct(matched, total - invalid)}) of those whose file structure has valid valences; under ${root}`,
);
