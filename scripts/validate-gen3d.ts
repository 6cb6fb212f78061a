import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Molecule } from '@topoforge/chem';
import { bondList, findFormat, MoleculeBuilder, symbolOf } from '@topoforge/chem';
import { generate3d } from '../apps/server/src/services/builder/convert/gen3d.js';

/**
 * `npm run validate:gen3d [root]`: how close the server's sketch → 3D path (convert/gen3d.ts: chem writes
 * a molfile, `obabel -h --gen3d` builds it and cleans it up with MMFF94, chem reads it back) comes to
 * reference 3D structures.
 *
 * Molecules: the .cml files of <root>/drugs, then <root>/natural_products, then — these two hold fewer
 * than 20 — drug-like files (≥ 8 heavy atoms, with N or O) of FILL_FOLDERS in that order, to 20 in all.
 * Each is read with chem's CML reader and turned into a sketch as a user would draw it: hydrogens
 * dropped, heavy atoms projected onto their best plane (the two largest principal axes), z = 0, bond
 * orders and charges kept. The generated structure's bond lengths are compared with the original's:
 * heavy-atom bonds pair up by atom (Open Babel keeps the heavy atoms in input order and appends the
 * hydrogens); an X–H bond is compared with the mean X–H length of the same heavy atom in the original.
 * A hydrogen count that differs from the original is reported. Prints a table; not a test.
 */
const root = process.argv[2] ?? '/usr/share/chemical-structures';
const WANTED = 20;
const FILL_FOLDERS = ['heteroaromatics', 'nucleobases', 'amides', 'amino_acids', 'carbohydrates', 'sulfones'];
const HYDROGEN = 1;

interface Row {
  readonly name: string;
  readonly heavy: number;
  readonly hOriginal: number;
  readonly hGenerated: number;
  readonly heavyDev: readonly number[];
  readonly xhDev: readonly number[];
  readonly ms: number;
}

const cml = findFormat('cml');
if (!cml?.read) throw new Error('chem has no CML reader');
const readCml = (path: string): Molecule => {
  const first = cml.read!(readFileSync(path, 'utf8'), { fileName: basename(path) }).molecules[0];
  if (!first) throw new Error(`${path}: no molecule`);
  return first;
};

function pickMolecules(): string[] {
  const files = (folder: string): string[] => {
    try {
      return readdirSync(join(root, folder))
        .filter((f) => f.endsWith('.cml'))
        .sort()
        .map((f) => join(root, folder, f));
    } catch {
      return [];
    }
  };
  const picked = [...files('drugs'), ...files('natural_products')].slice(0, WANTED);
  for (const folder of FILL_FOLDERS) {
    for (const path of files(folder)) {
      if (picked.length >= WANTED) return picked;
      const mol = readCml(path);
      const heavy = Array.from(mol.elements).filter((z) => z !== HYDROGEN);
      if (heavy.length >= 8 && heavy.some((z) => z === 7 || z === 8)) picked.push(path);
    }
  }
  return picked;
}

const distance = (p: Float64Array, i: number, j: number): number =>
  Math.hypot(p[3 * i]! - p[3 * j]!, p[3 * i + 1]! - p[3 * j + 1]!, p[3 * i + 2]! - p[3 * j + 2]!);

/** Heavy atoms only, laid flat on their best plane; `heavyIndex[k]` is sketch atom k's index in `mol`. */
function sketchOf(mol: Molecule): { sketch: Molecule; heavyIndex: number[] } {
  const heavyIndex: number[] = [];
  for (let i = 0; i < mol.atomCount; i++) if (mol.elements[i] !== HYDROGEN) heavyIndex.push(i);
  const p = mol.positions;
  const centre = [0, 1, 2].map((k) => heavyIndex.reduce((s, i) => s + p[3 * i + k]!, 0) / heavyIndex.length);
  const cov = [0, 1, 2].map((a) =>
    [0, 1, 2].map((b) =>
      heavyIndex.reduce((s, i) => s + (p[3 * i + a]! - centre[a]!) * (p[3 * i + b]! - centre[b]!), 0),
    ),
  );
  const [u, v] = principalAxes(cov);
  const newIndex = new Map(heavyIndex.map((old, k) => [old, k]));
  const b = new MoleculeBuilder(mol.title);
  for (const i of heavyIndex) {
    const d = [0, 1, 2].map((k) => p[3 * i + k]! - centre[k]!);
    const dot = (axis: readonly number[]): number => d.reduce((s, x, k) => s + x * axis[k]!, 0);
    b.addAtom({ element: mol.elements[i]!, x: dot(u), y: dot(v), z: 0, formalCharge: mol.formalCharges[i]! });
  }
  for (const bond of bondList(mol)) {
    const a = newIndex.get(bond.a);
    const c = newIndex.get(bond.b);
    if (a !== undefined && c !== undefined) b.addBond({ a, b: c, order: bond.order });
  }
  return { sketch: b.build(), heavyIndex };
}

/** The eigenvectors of the two largest eigenvalues of a symmetric 3×3 matrix (cyclic Jacobi). */
function principalAxes(m: number[][]): [number[], number[]] {
  const a = m.map((r) => [...r]);
  const vec = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ];
  for (let sweep = 0; sweep < 50; sweep++) {
    for (const [pI, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      if (Math.abs(a[pI]![q]!) < 1e-12) continue;
      const theta = (a[q]![q]! - a[pI]![pI]!) / (2 * a[pI]![q]!);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const c = 1 / Math.sqrt(t * t + 1);
      const s = t * c;
      for (let k = 0; k < 3; k++) {
        const akp = a[k]![pI]!;
        const akq = a[k]![q]!;
        a[k]![pI] = c * akp - s * akq;
        a[k]![q] = s * akp + c * akq;
      }
      for (let k = 0; k < 3; k++) {
        const apk = a[pI]![k]!;
        const aqk = a[q]![k]!;
        a[pI]![k] = c * apk - s * aqk;
        a[q]![k] = s * apk + c * aqk;
      }
      for (let k = 0; k < 3; k++) {
        const vkp = vec[k]![pI]!;
        const vkq = vec[k]![q]!;
        vec[k]![pI] = c * vkp - s * vkq;
        vec[k]![q] = s * vkp + c * vkq;
      }
    }
  }
  const order = [0, 1, 2].sort((x, y) => a[y]![y]! - a[x]![x]!);
  const column = (j: number): number[] => [0, 1, 2].map((k) => vec[k]![j]!);
  return [column(order[0]!), column(order[1]!)];
}

async function validate(path: string): Promise<Row> {
  const original = readCml(path);
  const { sketch, heavyIndex } = sketchOf(original);
  const started = performance.now();
  const built = await generate3d(sketch, {
    command: process.env.OBABEL_BIN ?? 'obabel',
    dataDir: process.env.OPENBABEL_DATA ?? '/usr/share/openbabel/3.1.1',
    timeoutMs: 120_000,
  });
  const ms = performance.now() - started;
  for (let k = 0; k < heavyIndex.length; k++) {
    if (built.elements[k] !== original.elements[heavyIndex[k]!]) {
      throw new Error(`atom ${k + 1} came back as ${symbolOf(built.elements[k] ?? 0)}: order not kept`);
    }
  }
  // Mean X–H length per heavy atom of the original.
  const hLengths = new Map<number, number[]>();
  for (const { a, b } of bondList(original)) {
    const [x, h] = original.elements[a] === HYDROGEN ? [b, a] : [a, b];
    if (original.elements[h] !== HYDROGEN || original.elements[x] === HYDROGEN) continue;
    hLengths.set(x, [...(hLengths.get(x) ?? []), distance(original.positions, x, h)]);
  }
  const heavyDev: number[] = [];
  const xhDev: number[] = [];
  for (const { a, b } of bondList(built)) {
    const d = distance(built.positions, a, b);
    const aHeavy = a < heavyIndex.length;
    const bHeavy = b < heavyIndex.length;
    if (aHeavy && bHeavy) {
      heavyDev.push(Math.abs(d - distance(original.positions, heavyIndex[a]!, heavyIndex[b]!)));
    } else if (aHeavy !== bHeavy) {
      const ref = hLengths.get(heavyIndex[aHeavy ? a : b]!);
      if (ref) xhDev.push(Math.abs(d - ref.reduce((s, x) => s + x, 0) / ref.length));
    }
  }
  const count = (m: Molecule): number => Array.from(m.elements).filter((z) => z === HYDROGEN).length;
  return {
    name: basename(path, '.cml'),
    heavy: heavyIndex.length,
    hOriginal: count(original),
    hGenerated: count(built),
    heavyDev,
    xhDev,
    ms,
  };
}

const mean = (xs: readonly number[]): number =>
  xs.length === 0 ? NaN : xs.reduce((s, x) => s + x, 0) / xs.length;
const max = (xs: readonly number[]): number => (xs.length === 0 ? NaN : Math.max(...xs));
const f3 = (x: number): string => (Number.isNaN(x) ? '   -  ' : x.toFixed(3).padStart(6));

const rows: Row[] = [];
const failures: string[] = [];
const files = pickMolecules();
console.log(`validate:gen3d — ${files.length} molecules from ${root}\n`);
console.log(`${'molecule'.padEnd(36)} heavy  H(ref/gen)  heavy-bond MAE  max   X-H MAE   max     ms`);
for (const path of files) {
  try {
    const r = await validate(path);
    rows.push(r);
    const hFlag = r.hOriginal === r.hGenerated ? ' ' : '*';
    console.log(
      `${r.name.slice(0, 35).padEnd(36)} ${String(r.heavy).padStart(5)}  ${`${r.hOriginal}/${r.hGenerated}${hFlag}`.padStart(10)}  ` +
        `${f3(mean(r.heavyDev))}    ${f3(max(r.heavyDev))}   ${f3(mean(r.xhDev))}  ${f3(max(r.xhDev))} ${r.ms.toFixed(0).padStart(6)}`,
    );
  } catch (e) {
    failures.push(`${basename(path)}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
const allHeavy = rows.flatMap((r) => r.heavyDev);
const allXh = rows.flatMap((r) => r.xhDev);
console.log(
  `\noverall: ${rows.length} built, ${failures.length} failed; ` +
    `heavy-atom bonds ${allHeavy.length}: MAE ${f3(mean(allHeavy)).trim()} Å, max ${f3(max(allHeavy)).trim()} Å; ` +
    `X–H bonds ${allXh.length}: MAE ${f3(mean(allXh)).trim()} Å, max ${f3(max(allXh)).trim()} Å`,
);
const hMismatch = rows.filter((r) => r.hOriginal !== r.hGenerated).map((r) => r.name);
console.log(
  `hydrogen count differs from the reference (*): ${hMismatch.length === 0 ? 'none' : hMismatch.join(', ')}`,
);
console.log(`mean time per molecule: ${mean(rows.map((r) => r.ms)).toFixed(0)} ms`);
for (const f of failures) console.log(`FAILED ${f}`);
