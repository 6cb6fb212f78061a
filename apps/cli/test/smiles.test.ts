import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GAFF_DAT } from '../src/commands/build-options.js';
import { HELP } from '../src/help.js';
import { OBABEL_ENV } from '../src/smiles-input.js';
import { runCaptured } from './run-captured.js';

// Issue 15.8 on the command line: --smiles in place of IN (Open Babel --gen3d, as obabel/convert with
// inp 'smi'), and SD files with several records (the first is used, said in the wizard's words).

const haveObabel = spawnSync('obabel', ['-V']).status === 0;
const haveXtb = spawnSync('xtb', ['--version']).status === 0;
const haveGaff = existsSync(process.env.TOPOFORGE_GAFF_DAT ?? DEFAULT_GAFF_DAT);

/** Water then methane: two '$$$$' records, the first titled. */
const TWO_RECORDS_SDF = `water
  hand-made

  3  2  0  0  0  0  0  0  0  0999 V2000
    0.0000    0.0000    0.1173 O   0  0  0  0  0  0  0  0  0  0  0  0
    0.0000    0.7572   -0.4692 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.0000   -0.7572   -0.4692 H   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  1  3  1  0  0  0  0
M  END
$$$$
methane
  hand-made

  5  4  0  0  0  0  0  0  0  0999 V2000
    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.6291    0.6291    0.6291 H   0  0  0  0  0  0  0  0  0  0  0  0
   -0.6291   -0.6291    0.6291 H   0  0  0  0  0  0  0  0  0  0  0  0
   -0.6291    0.6291   -0.6291 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.6291   -0.6291   -0.6291 H   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  1  3  1  0  0  0  0
  1  4  1  0  0  0  0
  1  5  1  0  0  0  0
M  END
$$$$
`;

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topoforge-smiles-'));
  writeFileSync(join(dir, 'two.sdf'), TWO_RECORDS_SDF);
});
afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  delete process.env[OBABEL_ENV];
});

const topoforge = (...args: string[]) => runCaptured(...args);

describe.skipIf(!haveObabel)('--smiles (Open Babel --gen3d)', () => {
  it('types --smiles CCO: ethanol with its 6 hydrogens, GAFF types', async () => {
    const r = await topoforge('types', '--smiles', 'CCO');
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    // GAFF (Wang et al. 2004): sp3 C c3, hydroxyl O oh, H on C hc (h1 next to the O), H on O ho.
    expect(r.out).toEqual([
      '1 C c3',
      '2 C c3',
      '3 O oh',
      '4 H hc',
      '5 H hc',
      '6 H hc',
      '7 H h1',
      '8 H h1',
      '9 H ho',
    ]);
  });

  it('convert --smiles writes the 3D structure titled by the SMILES, or by the title after it', async () => {
    const plain = await topoforge('convert', '--smiles', 'CCO', join(dir, 'ethanol.mol2'));
    expect(plain.code).toBe(0);
    const mol2 = readFileSync(join(dir, 'ethanol.mol2'), 'utf8');
    expect(mol2).toMatch(/@<TRIPOS>MOLECULE\nCCO\n\s*9 8 /);
    const titled = await topoforge('convert', '--smiles', 'c1ccccc1 benzene', join(dir, 'benzene.xyz'));
    expect(titled.code).toBe(0);
    const xyz = readFileSync(join(dir, 'benzene.xyz'), 'utf8').split('\n');
    expect(xyz.slice(0, 2)).toEqual(['12', 'benzene']);
    const zs = xyz.slice(2, 14).map((l) => Number(l.trim().split(/\s+/)[3]));
    expect(Math.max(...zs) - Math.min(...zs)).toBeLessThan(0.2); // a real 3D ring: flat benzene
  });

  it.skipIf(!haveGaff || !haveXtb)(
    'build --smiles CCO --engine gromacs writes the files, with the wizard’s default XTB-RESP charges',
    async () => {
      const out = join(dir, 'eth');
      const r = await topoforge('build', '--smiles', 'CCO', '--engine', 'gromacs', '--out', out);
      expect(r.code).toBe(0);
      expect(r.err).toEqual([
        `topoforge: note: SMILES 'CCO': no partial charges in a SMILES; using --charges xtb-resp.`,
      ]);
      expect(r.out).toEqual([
        `SMILES 'CCO': 9 atoms, 8 bonds, 13 angles, 12 dihedrals, 0 impropers → ${out}`,
      ]);
      for (const f of ['UNK.top', 'UNK.itp', 'UNK.gro', 'system.json'])
        expect(existsSync(join(out, f)), f).toBe(true);
      const gro = readFileSync(join(out, 'UNK.gro'), 'utf8').split('\n');
      expect(gro.slice(0, 2)).toEqual(['CCO', '9']);
      const wire = JSON.parse(readFileSync(join(out, 'system.json'), 'utf8')) as { atoms: unknown[][] };
      expect(wire.atoms).toHaveLength(9);
    },
  );

  it('build --smiles refuses --charges input (a SMILES has none) before running anything', async () => {
    const r = await topoforge('build', '--smiles', 'CCO', '--charges', 'input', '--out', join(dir, 'no'));
    expect(r.code).toBe(2);
    expect(r.err[0]).toMatch(/a SMILES string has no partial charges to keep/);
    expect(existsSync(join(dir, 'no'))).toBe(false);
  });
});

describe('--smiles checks before Open Babel runs', () => {
  it.each([
    ['CC(C', "SMILES 'CC(C', character 3: '(' opens a branch that is never closed."],
    ['C1CC', "SMILES 'C1CC', character 2: '1' opens a ring that is never closed."],
    ['CC[Xx]O', "SMILES 'CC[Xx]O', character 4: 'Xx' is not an element symbol."],
    ['CC?O', "SMILES 'CC?O', character 3: '?' is not a SMILES character."],
  ])('a bad SMILES %s exits 2 with chem’s check naming the position', async (smiles, message) => {
    process.env[OBABEL_ENV] = join(dir, 'never-run');
    const r = await topoforge('types', '--smiles', smiles);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([]);
    expect(r.err[0]?.split('\n')).toEqual([`topoforge: ${message}`, "Run 'topoforge --help' for usage."]);
  });

  it('refuses a SMILES over the API’s atom limit (4000) before 3D generation', async () => {
    process.env[OBABEL_ENV] = join(dir, 'never-run');
    const r = await topoforge('types', '--smiles', 'C'.repeat(4001));
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(/: atom count cannot exceed 4000 \(4001 atoms\)\.$/);
  });

  it('says clearly when Open Babel is missing', async () => {
    process.env[OBABEL_ENV] = join(dir, 'no-such-obabel');
    const r = await topoforge('charges', '--smiles', 'CCO', '--method', 'gasteiger');
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(
      /--smiles needs Open Babel to build 3D coordinates, and '.*no-such-obabel' was not found/,
    );
    expect(r.err[0]).toMatch(/set TOPOFORGE_OBABEL/);
  });

  it('takes IN or --smiles, not both, and no --from with --smiles', async () => {
    expect((await topoforge('types', join(dir, 'two.sdf'), '--smiles', 'CCO')).code).toBe(2);
    const from = await topoforge('types', '--smiles', 'CCO', '--from', 'mol');
    expect(from.code).toBe(2);
    expect(from.err[0]).toMatch(/--from .* does not go with --smiles/);
  });

  it('documents a batch over a .smi file in --help', () => {
    expect(HELP).toMatch(/while read -r smi name; do\n\s+npx topoforge build --smiles "\$smi \$name"/);
  });
});

describe('an SD file with several records', () => {
  /** The wizard's note (upload.sdfRecords) for the file; dir is only known once beforeAll ran. */
  const expected = (): string =>
    `topoforge: warning: ${join(dir, 'two.sdf')} holds 2 molecules; the first one (water) is used.`;

  it('types uses the first record and warns as the wizard does', async () => {
    const r = await topoforge('types', join(dir, 'two.sdf'));
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['1 O oh', '2 H ho', '3 H ho']);
    expect(r.err).toEqual([expected()]);
  });

  it('charges uses the first record and warns', async () => {
    const r = await topoforge('charges', join(dir, 'two.sdf'), '--method', 'gasteiger');
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(4); // the header and water's three atoms
    expect(r.err).toEqual([expected()]);
  });

  it.skipIf(!haveGaff)('build uses the first record and warns', async () => {
    const out = join(dir, 'water');
    const r = await topoforge('build', join(dir, 'two.sdf'), '--charges', 'zero', '--out', out);
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/two\.sdf: 3 atoms, 2 bonds, 1 angles/);
    expect(r.err).toEqual([expected()]);
  });

  it('convert writes the first record and warns', async () => {
    const r = await topoforge('convert', join(dir, 'two.sdf'), join(dir, 'first.mol'));
    expect(r.code).toBe(0);
    const mol = readFileSync(join(dir, 'first.mol'), 'utf8').split('\n');
    expect([mol[0], mol[3]?.slice(0, 6)]).toEqual(['water', '  3  2']);
    expect(r.err).toEqual([expected()]);
  });
});
