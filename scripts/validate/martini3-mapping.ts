import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapMartini3 } from '../../packages/chem/src/coarse/mapping/index.js';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { pdbFormat } from '../../packages/chem/src/io/pdb/index.js';
import { perceive } from '../../packages/chem/src/perception/perceive.js';
import { cgConformers } from '../../packages/engines/src/cg-conformers.js';
import type { LengthComparison } from './martini3-lengths.js';
import { compareLengths, mean, ourLengths, publishedLengths, publishedMapping } from './martini3-lengths.js';

/**
 * `npm run validate:martini3 -- [DIR]`: the automatic Martini 3 mapping against the published mappings
 * of DIR/<ID>/ (default /work/shared/data/martini3: aa.pdb, mapping.ndx, cg.itp). Prints, per molecule and
 * in total: heavy-atom partition equal to the published one (up to bead order, ½-shares included), bead
 * sizes equal (as a multiset), bead types equal (exact, and same class within one level) over molecules
 * whose partition matched, the fraction of beads typed by the fallback rule, and the mean absolute
 * deviation (nm) of our bond + constraint lengths from cg.itp's — on the PUBLISHED partition (remapped,
 * so like is compared with like) and on our automatic mapping where its partition is the published one;
 * ours are means over Open Babel's minimised conformers (engines cgConformers, as the server and CLI
 * make them), and, for comparison, measured on aa.pdb's geometry alone. Open Babel's conformer search is
 * seeded from the clock, so the conformer figures can move in the last digit between runs.
 */
const dir = process.argv[2] ?? '/work/shared/data/martini3';

/** ndx: an atom listed twice in a bead is its alone, listed once in two beads counts ½ (data README). */
function readNdx(text: string): Map<number, number>[] {
  const beads: Map<number, number>[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*\[/.test(line)) beads.push(new Map());
    else for (const t of line.trim().split(/\s+/).filter(Boolean)) beads.at(-1)?.set(Number(t) - 1, 0);
  }
  const count = new Map<number, number>();
  for (const b of beads) for (const a of b.keys()) count.set(a, (count.get(a) ?? 0) + 1);
  return beads.map((b) => new Map([...b.keys()].map((a) => [a, (count.get(a) ?? 1) > 1 ? 0.5 : 1])));
}

function readTypes(itp: string): string[] {
  const section = itp.split(/\[\s*atoms\s*\]/)[1]?.split('[')[0] ?? '';
  return section
    .split('\n')
    .filter((l) => /^\s*\d/.test(l))
    .map((l) => l.trim().split(/\s+/)[1]!);
}

const key = (m: Map<number, number>, mol: Molecule) =>
  [...m]
    .filter(([a]) => mol.elements[a]! > 1)
    .sort((x, y) => x[0] - y[0])
    .map(([a, w]) => `${a}${w === 1 ? '' : '/2'}`)
    .join(',');

const level = (t: string) => /^[TS]?([A-Z])(\d)/.exec(t);

/** Length deviations of one molecule: published mapping (conformers, aa.pdb alone), automatic mapping. */
interface MoleculeLengths {
  readonly published?: { conformers: LengthComparison; input: LengthComparison } | string;
  readonly automatic?: LengthComparison;
  readonly note: string;
}

async function lengthsOf(
  mol: Molecule,
  ours: ReturnType<typeof mapMartini3>,
  ndx: Map<number, number>[],
  itp: string,
  pubNumber: readonly number[] | undefined,
): Promise<MoleculeLengths> {
  const published = publishedLengths(itp);
  const found = await cgConformers(mol);
  const identity = ndx.map((_, b) => b + 1);
  let onPublished: MoleculeLengths['published'];
  try {
    const mapping = publishedMapping(mol, ndx);
    onPublished = {
      conformers: compareLengths(ourLengths(mol, mapping, found.conformers, identity), published),
      input: compareLengths(ourLengths(mol, mapping, [mol.positions], identity), published),
    };
  } catch (e) {
    onPublished = `published partition refused: ${(e as Error).message}`;
  }
  const automatic = pubNumber
    ? compareLengths(ourLengths(mol, ours, found.conformers, pubNumber), published)
    : undefined;
  return { published: onPublished, ...(automatic ? { automatic } : {}), note: found.note };
}

const mad = (c: LengthComparison): string =>
  `${mean(c.deviations).toFixed(3)} nm over ${c.deviations.length} pairs` +
  (c.onlyPublished + c.onlyOurs > 0 ? ` (+${c.onlyPublished} published only, +${c.onlyOurs} ours only)` : '');

function printLengths(all: readonly MoleculeLengths[]): void {
  const pooled = (pick: (m: MoleculeLengths) => LengthComparison | undefined): string => {
    const picked = all.map(pick).filter((c): c is LengthComparison => (c?.deviations.length ?? 0) > 0);
    const deviations = picked.flatMap((c) => c.deviations);
    return `${mean(deviations).toFixed(3)} nm over ${deviations.length} pairs in ${picked.length} molecules`;
  };
  const onPub = (m: MoleculeLengths) => (typeof m.published === 'object' ? m.published : undefined);
  console.log(`Bond + constraint lengths, mean |ours − published| (pairs both topologies hold):`);
  console.log(`  published partition, conformer means: ${pooled((m) => onPub(m)?.conformers)}`);
  console.log(`  published partition, aa.pdb geometry alone: ${pooled((m) => onPub(m)?.input)}`);
  console.log(`  automatic mapping = published partition, conformer means: ${pooled((m) => m.automatic)}`);
}

async function main(): Promise<void> {
  const ids = readdirSync(dir)
    .filter((d) => existsSync(join(dir, d, 'mapping.ndx')))
    .sort();
  let same = 0,
    sizes = 0,
    typed = 0,
    exact = 0,
    near = 0,
    beads = 0,
    fallback = 0;
  const lengths: MoleculeLengths[] = [];
  for (const id of ids) {
    const pdb = readFileSync(join(dir, id, 'aa.pdb'), 'utf8');
    const mol = perceive(pdbFormat.read!(pdb, { fileName: 'aa.pdb' }).molecules[0]!).molecule;
    const t0 = performance.now();
    const ours = mapMartini3(mol);
    const ms = performance.now() - t0;
    const published = readNdx(readFileSync(join(dir, id, 'mapping.ndx'), 'utf8'));
    const itp = readFileSync(join(dir, id, 'cg.itp'), 'utf8');
    const types = readTypes(itp);
    const ourKeys = ours.beads.map((b) => key(new Map(b.atoms.map((a, k) => [a, b.weights[k]!])), mol));
    const pubKeys = published.map((m) => key(m, mol));
    const match = [...ourKeys].sort().join('|') === [...pubKeys].sort().join('|');
    const pubSizes = types
      .map((t) => (t.startsWith('T') ? 'T' : t.startsWith('S') ? 'S' : 'R'))
      .sort()
      .join('');
    const sizeMatch =
      ours.beads
        .map((b) => b.size)
        .sort()
        .join('') === pubSizes;
    beads += ours.beads.length;
    fallback += ours.beads.filter((b) => b.block.startsWith('fallback:')).length;
    if (match) same++;
    if (sizeMatch) sizes++;
    if (match) {
      for (const [i, k] of ourKeys.entries()) {
        const pub = types[pubKeys.indexOf(k)]!;
        const our = ours.beads[i]!.martini3Type;
        typed++;
        if (pub === our) exact++;
        const a = level(pub),
          b = level(our);
        if (a && b && a[1] === b[1] && Math.abs(Number(a[2]) - Number(b[2])) <= 1) near++;
      }
    }
    console.log(
      `${id}: partition ${match ? 'same' : 'differs'}; sizes ${sizeMatch ? 'same' : 'differ'}; ours ${ours.beads.map((b) => b.martini3Type).join(' ')} | published ${types.join(' ')} (${ms.toFixed(1)} ms)`,
    );
    const pubNumber = match ? ourKeys.map((k) => pubKeys.indexOf(k) + 1) : undefined;
    const l = await lengthsOf(mol, ours, published, itp, pubNumber);
    lengths.push(l);
    const onPub =
      typeof l.published === 'string'
        ? l.published
        : `${mad(l.published!.conformers)}; aa.pdb alone ${mad(l.published!.input)}`;
    console.log(`  lengths on the published partition: ${onPub}`);
    if (l.automatic) console.log(`  lengths on our mapping: ${mad(l.automatic)}`);
    console.log(`  geometry: ${l.note}`);
  }
  console.log(`\nMolecules with the published heavy-atom partition: ${same}/${ids.length}`);
  console.log(`Molecules with the published bead sizes: ${sizes}/${ids.length}`);
  console.log(
    `Bead types over matched partitions: exact ${exact}/${typed}, same class within one level ${near}/${typed}`,
  );
  console.log(
    `Beads typed by the fallback rule: ${fallback}/${beads} (${((100 * fallback) / Math.max(1, beads)).toFixed(0)}%)`,
  );
  printLengths(lengths);
}

await main();
