import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { runCli } from '../apps/cli/src/run-cli.js';

/**
 * `npm run validate:frameworks -- [<dir> …] [--ff uff4mof]`: issue 17's typing coverage figure. Every CIF
 * under the given folders (default: /work/shared/data/frameworks/{mofs,cofs} and /work/shared/data/eqeq)
 * goes through the command line's whole build — read (symmetry applied), periodic perception, typing by
 * --ff (default uff4mof), zero charges, parameters — and is written for LAMMPS; a structure counts as
 * covered when no atom needed a fallback (the typers have none: an untyped atom is an error) and the
 * LAMMPS writer found every coefficient. Failures are listed by cause with each file named.
 */
const args = process.argv.slice(2);
const ffAt = args.indexOf('--ff');
const ff = ffAt >= 0 ? (args[ffAt + 1] ?? 'uff4mof') : 'uff4mof';
const folders = args.filter((a, i) => !a.startsWith('--') && i !== ffAt + 1);
const roots = folders.length > 0 ? folders : ['/work/shared/data/frameworks', '/work/shared/data/eqeq'];

function cifsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cifsUnder(join(dir, e.name)) : e.name.endsWith('.cif') ? [join(dir, e.name)] : [],
  );
}

/** The cause of a failure: the error line without the file name and atom numbers, so like failures group. */
const causeOf = (line: string): string =>
  line
    .replace(/^topoforge: /, '')
    .replace(/^[^:]*\.cif: /, '')
    .replace(/\d+/g, 'N')
    .slice(0, 140);

const files = roots.flatMap(cifsUnder).sort();
const failures = new Map<string, string[]>();
let covered = 0;
const started = performance.now();
for (const file of files) {
  const out = mkdtempSync(join(tmpdir(), 'validate-frameworks-'));
  const err: string[] = [];
  const code = await runCli(
    ['build', file, '--ff', ff, '--charges', 'zero', '--engine', 'lammps', '--out', out],
    {
      out: () => undefined,
      err: (line) => err.push(line),
    },
  );
  rmSync(out, { recursive: true, force: true });
  if (code === 0) {
    covered += 1;
    continue;
  }
  const problem = err.find((l) => !l.includes('warning:') && !l.includes('info:')) ?? `exit ${code}`;
  const cause = causeOf(problem);
  failures.set(cause, [...(failures.get(cause) ?? []), basename(file)]);
}
console.log(
  `${ff}: ${covered} of ${files.length} CIFs typed and written for LAMMPS without a missing coefficient`,
);
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
for (const [cause, names] of [...failures].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n${names.length} × ${cause}\n  ${names.join(', ')}`);
}
