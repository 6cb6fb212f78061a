import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Diagnostic } from '../packages/chem/src/core/diagnostics.js';
import { readCif } from '../packages/chem/src/io/cif/read.js';
import { perceivePeriodic } from '../packages/chem/src/perception/periodic-structure.js';

/**
 * `npm run validate:crystals [-- directory]`: reads every CIF under Debian's libavogadro-data crystal
 * folders (default /usr/share/avogadro2/crystals, 510 files; `apt-get install libavogadro-data`) with
 * our CIF reader, then runs periodic perception (bonds with image flags, metal rules, metal nodes,
 * framework/guest split). Prints how many were read, how many gave warnings and why (by diagnostic
 * code, with example files), and how many failed and why (by stage and cause, every file named).
 */
const DEFAULT_ROOT = '/usr/share/avogadro2/crystals';

function cifFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return cifFiles(path);
      return name.toLowerCase().endsWith('.cif') ? [path] : [];
    });
}

/** The cause of a failure without the numbers, labels and lines that make each message unique. */
function cause(stage: string, e: unknown): string {
  const err = e as { code?: string; message?: string };
  const text = (err.message ?? String(e))
    .replace(/^.*?line \d+: /, '')
    .replace(/'[^']*'/g, "'…'")
    .replace(/\d+(\.\d+)?/g, 'N');
  return `${stage}${err.code ? ` [${err.code}]` : ''}: ${text}`;
}

interface Tally {
  read: number;
  perceived: number;
  warned: number;
  warnings: Map<string, string[]>;
  failures: Map<string, string[]>;
}

function add(map: Map<string, string[]>, key: string, file: string): void {
  const list = map.get(key) ?? [];
  if (!list.includes(file)) list.push(file);
  map.set(key, list);
}

function check(path: string, name: string, tally: Tally): void {
  let diagnostics: Diagnostic[];
  let mol;
  try {
    const result = readCif(readFileSync(path, 'utf8'), { fileName: name });
    diagnostics = [...result.diagnostics];
    mol = result.molecules[0]!;
    tally.read++;
  } catch (e) {
    add(tally.failures, cause('read', e), name);
    return;
  }
  try {
    diagnostics.push(...perceivePeriodic(mol).diagnostics);
    tally.perceived++;
  } catch (e) {
    add(tally.failures, cause('bonds', e), name);
  }
  const warnings = diagnostics.filter((d) => d.severity === 'warning');
  if (warnings.length > 0) tally.warned++;
  for (const w of warnings) add(tally.warnings, w.code, name);
}

function main(): void {
  const root = process.argv[2] ?? DEFAULT_ROOT;
  const files = cifFiles(root);
  if (files.length === 0) {
    console.error(`No .cif files under ${root}; install them with: apt-get install -y libavogadro-data`);
    process.exit(1);
  }
  const tally: Tally = { read: 0, perceived: 0, warned: 0, warnings: new Map(), failures: new Map() };
  const t0 = performance.now();
  for (const path of files) check(path, relative(root, path), tally);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  const failed = files.length - tally.perceived;
  console.log(`${files.length} CIF files under ${root} (${seconds} s)`);
  console.log(
    `read: ${tally.read}; read and bonded (periodic perception): ${tally.perceived}; failed: ${failed}`,
  );
  console.log(`\nfiles with warnings: ${tally.warned} (a file may have several codes)`);
  for (const [code, names] of [...tally.warnings].sort((x, y) => y[1].length - x[1].length))
    console.log(`  ${String(names.length).padStart(4)}  ${code}  e.g. ${names.slice(0, 3).join(', ')}`);
  console.log(`\nfailures: ${failed}`);
  for (const [why, names] of [...tally.failures].sort((x, y) => y[1].length - x[1].length)) {
    console.log(`  ${String(names.length).padStart(4)}  ${why}`);
    for (const n of names) console.log(`          ${n}`);
  }
}

main();
