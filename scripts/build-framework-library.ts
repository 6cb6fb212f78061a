import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import type { Molecule, ReadOptions, ReadResult, WriteOptions } from '@topoforge/chem';
import { atomCountFailure, findFormat, positionsToFractional, toCartesian } from '@topoforge/chem';
import { readConfig } from '../apps/server/src/kernel/config.js';
import type { FrameworkEntry, Paper } from './lib/framework-sources.js';
import { FRAMEWORKS, SOURCES } from './lib/framework-sources.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/build-framework-library.ts [--source DIR] [--out DIR]`:
 * writes the project's MOF/COF library (spec 001 §2.6 variant C) from the reference CIFs in
 * ../shared/data/frameworks (numat/RASPA2 and CURATED-COFs, both MIT) into apps/server/frameworks.
 *
 * Each structure of scripts/lib/framework-sources.ts is read with our CIF reader (symmetry operators
 * applied, special-position duplicates merged), checked against the crystal flow's 1000 atoms, and
 * written with our CIF writer, so the files hold the expanded P 1 cell. Partial charges in the source
 * are left out: the user picks a charge method on the page. Each file carries the structure's paper as
 * _citation_ items and its source in _citation_special_details, and is read back to check the atoms and
 * cell survived. Rerunnable: the output folder is replaced as a whole and the output has no dates.
 */
const cif = findFormat('cif');
const readCif = (text: string, options: ReadOptions): ReadResult => {
  if (!cif?.read) throw new Error('no CIF reader');
  return cif.read(text, options);
};
const writeCif = (mol: Molecule, options: WriteOptions): string => {
  if (!cif?.write) throw new Error('no CIF writer');
  return cif.write(mol, options);
};

const DEFAULT_SOURCE = resolve(import.meta.dirname, '../../shared/data/frameworks');

/** The source's own citation and audit items are not carried over (three RASPA2 files quote them badly). */
const DROPPED_ITEMS = /^_(citation|audit)_/;

/**
 * Two atoms closer than this (Å) are one site written twice: no bond is that short (H2 is 0.74 Å). A
 * source whose rounded coordinates put a site just off a mirror plane gives such pairs after expansion
 * (the 0.01 Å merge does not catch 0.16 Å); the structure is then left out, never written with them.
 */
const MIN_DISTANCE = 0.5;

/** Positions read back from our file differ from the expanded source by at most this (Å). */
const ROUND_TRIP_TOLERANCE = 1e-5;

/** A CIF character value on one line; our values hold no double quote. */
function quoted(value: string): string {
  if (value.includes('"') || value.includes('\n')) throw new Error(`cannot quote ${value}`);
  return `"${value}"`;
}

function sourceCitation(entry: FrameworkEntry): string {
  const source = SOURCES[entry.source];
  return `source: ${source.citation}, file ${source.folder === 'mofs' ? '' : 'cifs/'}${entry.file}`;
}

function citationItems(entry: FrameworkEntry): string[] {
  const lines: string[] = [];
  const paper: Paper | undefined = entry.paper;
  if (paper?.authors) lines.push('loop_', '_citation_author_name', ...paper.authors.map(quoted));
  if (paper?.title) lines.push(`_citation_title ${quoted(paper.title)}`);
  if (paper) {
    lines.push(
      `_citation_journal_abbrev ${quoted(paper.journal)}`,
      `_citation_journal_volume ${paper.volume}`,
      `_citation_page_first ${paper.pageFirst}`,
      `_citation_page_last ${paper.pageLast}`,
      `_citation_year ${paper.year}`,
    );
  }
  const details = paper
    ? `${sourceCitation(entry)}; structure reported in the paper cited above`
    : `${sourceCitation(entry)}; the source file names no paper`;
  lines.push(`_citation_special_details ${quoted(details)}`);
  return lines;
}

/** Our writer's CIF with a comment block before the data block and the citation items after its first line. */
function libraryCif(entry: FrameworkEntry, mol: Molecule): string {
  const written = writeCif(mol, { title: entry.name });
  const newline = written.indexOf('\n');
  const header = [
    `# TopoForge framework library: ${entry.folder}/${entry.name}.cif`,
    '# Written by scripts/build-framework-library.ts: the cell and atom positions of the source named in',
    "# _citation_special_details, read with TopoForge's CIF reader (symmetry operators applied, so the",
    "# file is P 1), written with TopoForge's CIF writer; partial charges of the source are left out.",
    '# Do not edit: change the script or its table (scripts/lib/framework-sources.ts) and rerun it.',
  ];
  return [...header, written.slice(0, newline), ...citationItems(entry), written.slice(newline + 1)].join(
    '\n',
  );
}

/** Reads a reference CIF with our reader, without the source's citation and audit items. */
function readReference(text: string, fileName: string): Molecule {
  const kept = text
    .split(/\r?\n/)
    .filter((line) => !DROPPED_ITEMS.test(line))
    .join('\n');
  const { molecules } = readCif(kept, { fileName });
  const [mol, ...more] = molecules;
  if (!mol || more.length > 0)
    throw new Error(`${fileName}: expected one data block, found ${molecules.length}`);
  if (!mol.cell) throw new Error(`${fileName}: no cell`);
  return mol;
}

/** The written file read back: same elements, cell and positions (within ROUND_TRIP_TOLERANCE Å). */
function checkRoundTrip(entry: FrameworkEntry, mol: Molecule, text: string): void {
  const back = readCif(text, { fileName: `${entry.name}.cif` }).molecules[0];
  const where = `${entry.folder}/${entry.name}.cif`;
  if (!back?.cell || back.atomCount !== mol.atomCount) throw new Error(`${where}: atoms or cell lost`);
  for (let i = 0; i < mol.atomCount; i++) {
    if (back.elements[i] !== mol.elements[i]) throw new Error(`${where}: element of atom ${i + 1} changed`);
  }
  for (let k = 0; k < mol.positions.length; k++) {
    const d = Math.abs((back.positions[k] ?? NaN) - (mol.positions[k] ?? NaN));
    if (!(d <= ROUND_TRIP_TOLERANCE))
      throw new Error(`${where}: atom ${Math.floor(k / 3) + 1} moved by ${d} Å`);
  }
}

/** The closest pair of atoms (minimum image; fine for distances under half the cell width), or undefined. */
function closestPair(mol: Molecule): { i: number; j: number; d: number } | undefined {
  const cell = mol.cell;
  if (!cell) return undefined;
  const f = positionsToFractional(cell, mol.positions);
  let best: { i: number; j: number; d: number } | undefined;
  for (let i = 0; i < mol.atomCount; i++) {
    for (let j = i + 1; j < mol.atomCount; j++) {
      const df = [0, 1, 2].map((k) => {
        const x = (f[3 * j + k] ?? 0) - (f[3 * i + k] ?? 0);
        return x - Math.round(x);
      }) as [number, number, number];
      const [x, y, z] = toCartesian(cell, df);
      const d = Math.hypot(x, y, z);
      if (!best || d < best.d) best = { i, j, d };
    }
  }
  return best;
}

/** Why a reference structure cannot be carried into the library, or undefined when it can. */
function refusal(mol: Molecule): string | undefined {
  const tooMany = atomCountFailure('crystal', mol.atomCount);
  if (tooMany)
    return `${mol.atomCount} atoms after its symmetry operators are applied (the crystal flow takes 1000)`;
  const pair = closestPair(mol);
  if (pair && pair.d < MIN_DISTANCE) {
    return (
      `atoms ${pair.i + 1} and ${pair.j + 1} are ${pair.d.toFixed(3)} Å apart after its symmetry operators are ` +
      `applied (${mol.atomCount} atoms): a site written twice by rounded coordinates`
    );
  }
  return undefined;
}

interface Written {
  readonly entry: FrameworkEntry;
  readonly atoms: number;
  readonly formula: string;
}

function formulaOf(mol: Molecule, text: string): string {
  const symbols = text
    .split('\n')
    .filter((l) => /^\S+\s+[A-Z][a-z]?\s+-?\d/.test(l))
    .map((l) => l.split(/\s+/)[1] ?? '');
  const counts = new Map<string, number>();
  for (const s of symbols) counts.set(s, (counts.get(s) ?? 0) + 1);
  if (symbols.length !== mol.atomCount) throw new Error('formula: atom lines do not match the atom count');
  return [...counts.entries()].map(([s, n]) => `${s}${n}`).join(' ');
}

function readme(written: readonly Written[], leftOut: readonly string[]): string {
  const paperText = (p: Paper | undefined): string =>
    p
      ? `${p.authors ? `${p.authors[0]}${p.authors.length > 1 ? ' et al.' : ''}, ` : ''}${p.journal} ${p.year}, ${p.volume}, ${p.pageFirst}–${p.pageLast}`
      : '— (the source file names no paper)';
  return [
    '# MOF/COF framework library',
    '',
    'The framework database of the MOF/COF page (spec 001 §2.6 variant C), served by',
    '`GET /cgi/forward/autoff/api/model/databases/frameworks` (list) and `…/frameworks/file` (read).',
    'Generated by `scripts/build-framework-library.ts` from `scripts/lib/framework-sources.ts`; do not edit',
    'the files by hand. Each file holds the cell and atom positions of a published structure as read by',
    "TopoForge's CIF reader with the symmetry operators applied (so every file is P 1, one atom site per",
    "atom), written by TopoForge's CIF writer with the structure's paper in `_citation_` items and its",
    'source in `_citation_special_details`. Partial charges of the sources are left out.',
    '',
    'Sources: numat/RASPA2 `structures/mofs/cif` (MIT) and danieleongari/CURATED-COFs (MIT; Ongari et al.,',
    'ACS Cent. Sci. 2019). COF-1, COF-5, COF-102 and COF-300 are taken from RASPA2 (their CURATED-COFs',
    'versions 05000N2, 05001N2, 07010N3 and 09000N3 are not repeated here).',
    '',
    '| file | atoms | composition | paper | source |',
    '| --- | ---: | --- | --- | --- |',
    ...written.map(
      ({ entry, atoms, formula }) =>
        `| ${entry.folder}/${entry.name}.cif | ${atoms} | ${formula} | ${paperText(entry.paper)} | ${SOURCES[entry.source].citation.split(';')[0]}: ${entry.file} |`,
    ),
    '',
    'Left out (the crystal flow takes at most 1000 atoms, spec 000 §5; a library file must hold each site once):',
    ...leftOut.map((line) => `- ${line}`),
    '',
  ].join('\n');
}

async function build(source: string, out: string): Promise<void> {
  const temp = `${out}.build-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  const written: Written[] = [];
  const leftOut: string[] = [];
  for (const entry of FRAMEWORKS) {
    const path = join(source, SOURCES[entry.source].folder, entry.file);
    const mol0 = readReference(await readFile(path, 'utf8'), entry.file);
    const why = refusal(mol0);
    if (why) {
      leftOut.push(`${entry.name} (${SOURCES[entry.source].citation.split(';')[0]}: ${entry.file}): ${why}`);
      continue;
    }
    const { partialCharges: _charges, ...mol } = mol0;
    const text = libraryCif(entry, mol);
    checkRoundTrip(entry, mol, text);
    const target = join(temp, entry.folder, `${entry.name}.cif`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
    written.push({ entry, atoms: mol.atomCount, formula: formulaOf(mol, text) });
  }
  // Formatted as `npm run format` would, so a rerun leaves the tree clean.
  const readmePath = join(out, 'README.md');
  const options = { ...(await resolveConfig(readmePath)), filepath: readmePath };
  await writeFile(join(temp, 'README.md'), await format(readme(written, leftOut), options));
  await rm(out, { recursive: true, force: true });
  await rename(temp, out);
  console.log(`framework library: ${written.length} structures → ${relative(process.cwd(), out) || out}`);
  for (const { entry, atoms } of written) {
    console.log(
      `  ${entry.folder}/${entry.name}.cif  ${atoms} atoms  ${entry.paper ? 'paper' : 'source only'}`,
    );
  }
  for (const line of leftOut) console.log(`  left out: ${line}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { source: { type: 'string' }, out: { type: 'string' } } });
  const source = values.source ?? DEFAULT_SOURCE;
  const out = resolve(values.out ?? readConfig().frameworkDir);
  await build(source, out);
}

main().catch((error: unknown) => {
  console.error(`build-framework-library: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
