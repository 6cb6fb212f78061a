import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapMartini3 } from '../../packages/chem/src/coarse/mapping/index.js';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { pdbFormat } from '../../packages/chem/src/io/pdb/index.js';
import { perceive } from '../../packages/chem/src/perception/perceive.js';

/**
 * `npm run validate:martini3 -- [DIR]`: the automatic Martini 3 mapping against the published mappings
 * of DIR/<ID>/ (default /work/shared/data/martini3: aa.pdb, mapping.ndx, cg.itp). Prints, per molecule and
 * in total: heavy-atom partition equal to the published one (up to bead order, ½-shares included), bead
 * sizes equal (as a multiset), bead types equal (exact, and same class within one level) over molecules
 * whose partition matched, and the fraction of beads typed by the fallback rule.
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

function main(): void {
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
  for (const id of ids) {
    const pdb = readFileSync(join(dir, id, 'aa.pdb'), 'utf8');
    const mol = perceive(pdbFormat.read!(pdb, { fileName: 'aa.pdb' }).molecules[0]!).molecule;
    const t0 = performance.now();
    const ours = mapMartini3(mol);
    const ms = performance.now() - t0;
    const published = readNdx(readFileSync(join(dir, id, 'mapping.ndx'), 'utf8'));
    const types = readTypes(readFileSync(join(dir, id, 'cg.itp'), 'utf8'));
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
  }
  console.log(`\nMolecules with the published heavy-atom partition: ${same}/${ids.length}`);
  console.log(`Molecules with the published bead sizes: ${sizes}/${ids.length}`);
  console.log(
    `Bead types over matched partitions: exact ${exact}/${typed}, same class within one level ${near}/${typed}`,
  );
  console.log(
    `Beads typed by the fallback rule: ${fallback}/${beads} (${((100 * fallback) / Math.max(1, beads)).toFixed(0)}%)`,
  );
}

main();
