import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LammpsLines } from '@topoforge/chem';
import { atomicNumber, buildCatalogue, lammpsLinesOf, massOf } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { thermoRows } from './lammps.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';
import { onPath } from './testing/find-program.js';

/*
 * Issue 20 item 5: the LAMMPS lines the module detail gives (chem potentials/lammps-lines.ts) run by lmp on
 * a small crystal of the listed elements, `run 0`, for every kept pair style. A crystal is 3×3×3 cells of
 * the lattice; in alloys a seeded random half of the atoms (a third each for three elements) are of the
 * other elements. Debian's lmp is built without
 * the REAXFF package: the ReaxFF case runs only where lmp lists the style, and is skipped saying so.
 */
const DIR = '/usr/share/lammps/potentials';
const LMP = onPath('lmp');
const pairStyles = LMP ? execFileSync('lmp', ['-h'], { encoding: 'utf8' }) : '';
const HAS_REAXFF = /\breaxff\b/.test(pairStyles.slice(pairStyles.indexOf('* Pair styles:')));

interface Case {
  readonly files: readonly string[];
  readonly elements: readonly string[];
  /** LAMMPS lattice command (Å). */
  readonly lattice: string;
  /** Whether the other elements replace a seeded random share of the atoms (else all are the first). */
  readonly alloy?: boolean;
}

const CASES: Readonly<Record<string, Case>> = {
  eam: { files: ['Cu_u3.eam'], elements: ['Cu'], lattice: 'fcc 3.615' },
  'eam/alloy': { files: ['CuNi.eam.alloy'], elements: ['Cu', 'Ni'], lattice: 'fcc 3.58', alloy: true },
  'eam/fs': { files: ['Fe_mm.eam.fs'], elements: ['Fe'], lattice: 'bcc 2.855' },
  adp: { files: ['AlCu.adp'], elements: ['Al', 'Cu'], lattice: 'fcc 4.0', alloy: true },
  'eam/cd': { files: ['FeCr.cdeam'], elements: ['Fe', 'Cr'], lattice: 'bcc 2.86', alloy: true },
  'eam/he': { files: ['PdHHe.eam.he'], elements: ['Pd'], lattice: 'fcc 3.89' },
  polymorphic: { files: ['CuTa_eam.poly'], elements: ['Cu', 'Ta'], lattice: 'fcc 3.7', alloy: true },
  reaxff: { files: ['ffield.reax.cho'], elements: ['C', 'H', 'O'], lattice: 'sc 2.2', alloy: true },
};

const MISSING = Object.values(CASES)
  .flatMap((c) => c.files)
  .filter((f) => !existsSync(join(DIR, f)));
const SKIP = !LMP || MISSING.length > 0;

function linesOf(c: Case, fileName: string): LammpsLines {
  const files = c.files.map((name) => {
    const bytes = readFileSync(join(DIR, name));
    return { name, text: bytes.toString('utf8'), sha256: createHash('sha256').update(bytes).digest('hex') };
  });
  const potential = buildCatalogue(files).parsed.get(fileName);
  if (!potential) throw new Error(`${fileName} is not in the catalogue`);
  return lammpsLinesOf(potential, c.elements);
}

/** A small crystal with the module's lines; the atoms' types cycle through the chosen elements. */
function input(lines: LammpsLines, c: Case): string {
  const n = lines.elements.length;
  const masses = lines.elements.map((e, i) => `mass ${i + 1} ${massOf(atomicNumber(e) ?? 0)}`);
  // Seeded, so every run builds the same alloy: half the atoms of type 1 become type 2, and so on.
  const types = c.alloy
    ? lines.elements
        .slice(1)
        .map((_, k) => `set type 1 type/fraction ${k + 2} ${(1 / (n - k)).toFixed(4)} ${4242 + k}`)
    : [];
  return [
    `units ${lines.units}`,
    `atom_style ${lines.atomStyle}`,
    'boundary p p p',
    `lattice ${c.lattice}`,
    'region box block 0 3 0 3 0 3',
    `create_box ${n} box`,
    'create_atoms 1 box',
    ...masses,
    ...types,
    lines.pairStyle,
    ...lines.pairCoeff,
    ...lines.extra,
    'thermo_style custom step pe atoms',
    'run 0',
    '',
  ].join('\n');
}

async function energyPerAtom(style: string): Promise<number> {
  const c = CASES[style]!;
  const lines = linesOf(c, c.files[0]!);
  return withTempDir('potentials-lammps', async (cwd) => {
    for (const f of c.files) await copyFile(join(DIR, f), join(cwd, f));
    await writeFile(join(cwd, 'in.check'), input(lines, c));
    const { stdout } = await runProgram('lmp', ['-in', 'in.check', '-log', 'none', '-nocite'], {
      cwd,
      timeoutMs: 120_000,
      maxOutputBytes: 4 << 20,
    });
    const row = thermoRows('lmp', stdout)[0];
    const pe = row?.get('PotEng');
    const atoms = row?.get('Atoms');
    if (pe === undefined || !atoms) throw new Error(`lmp printed no PotEng:\n${stdout.slice(-1500)}`);
    return pe / atoms;
  });
}

describe.skipIf(SKIP)(
  `module LAMMPS lines run by lmp${SKIP ? ` (skipped: ${[...MISSING, ...(LMP ? [] : ['lmp'])].join(', ')} not found)` : ''}`,
  () => {
    it('funcfl Cu_u3.eam: fcc Cu at 3.615 Å gives the cohesive energy −3.54 eV/atom (Foiles, Baskes, Daw 1986, Table I)', async () => {
      expect(await energyPerAtom('eam')).toBeCloseTo(-3.54, 2);
    });

    for (const style of ['eam/alloy', 'eam/fs', 'adp', 'eam/cd', 'eam/he', 'polymorphic']) {
      it(`${style}: ${CASES[style]!.files[0]} on ${CASES[style]!.elements.join('-')} gives a finite, binding energy`, async () => {
        const e = await energyPerAtom(style);
        expect(Number.isFinite(e)).toBe(true);
        expect(e).toBeLessThan(0);
        expect(e).toBeGreaterThan(-10);
      });
    }

    it.skipIf(!HAS_REAXFF)(
      `reaxff: ffield.reax.cho with fix qeq/reaxff gives a finite energy${HAS_REAXFF ? '' : ' (skipped: this lmp has no REAXFF package)'}`,
      async () => {
        expect(Number.isFinite(await energyPerAtom('reaxff'))).toBe(true);
      },
    );
  },
);
