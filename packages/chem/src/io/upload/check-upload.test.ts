import { describe, expect, it } from 'vitest';
import { atomCountFailure, checkUpload, extensionFailure, sizeFailure } from './check-upload.js';
import type { UploadFlow } from './flows.js';

/** An xyz file of `n` carbon atoms 2 Å apart along x (only the count matters here). */
const xyzOf = (n: number): string =>
  `${n}\nchain\n${Array.from({ length: n }, (_, i) => `C ${(2 * i).toFixed(1)} 0.0 0.0`).join('\n')}\n`;

/** A pdb file of `n` HETATM lines. */
const pdbOf = (n: number): string =>
  Array.from(
    { length: n },
    (_, i) =>
      `HETATM${String(i + 1).padStart(5)}  C   UNK A   1    ${(2 * i).toFixed(3).padStart(8)}   0.000   0.000  1.00  0.00           C`,
  ).join('\n') + '\nEND\n';

/** A VASP 5 POSCAR of `n` argon atoms on a line in a long orthorhombic cell. */
const poscarOf = (n: number): string =>
  `argon line\n1.0\n${4 * n} 0 0\n0 10 0\n0 0 10\nAr\n${n}\nDirect\n${Array.from({ length: n }, (_, i) => `${(i / n).toFixed(6)} 0 0`).join('\n')}\n`;

const ok = (flow: UploadFlow, fileName: string, text: string, sizeBytes = text.length) =>
  checkUpload({ flow, fileName, sizeBytes, text });

describe('checkUpload: extensions (spec 000 §5, 001 §5)', () => {
  it('accepts mol, pdb, xyz, mol2 in the molecule flows, case-insensitively', () => {
    expect(ok('molecule', 'W.XYZ', xyzOf(3))).toEqual({ ok: true, atomCount: 3 });
    expect(ok('general', 'w.pdb', pdbOf(3))).toEqual({ ok: true, atomCount: 3 });
  });

  it('says an empty file is empty, naming it, after the extension and size rules', () => {
    for (const text of ['', '  \n\t\n']) {
      expect(ok('molecule', 'blank.pdb', text)).toEqual({
        ok: false,
        code: 'upload-empty',
        message: 'blank.pdb: the file is empty',
        data: { file: 'blank.pdb' },
      });
    }
    expect(ok('molecule', 'blank.cif', '')).toMatchObject({ code: 'upload-extension' });
  });

  it('counts the first record of an SD file, the one the wizard takes', () => {
    const record = (n: number): string =>
      `m\n  test\n\n${String(n).padStart(3)}  0  0  0  0  0  0  0  0  0999 V2000\n` +
      '    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\n'.repeat(n) +
      'M  END\n$$$$\n';
    // Summed, 3 + 999 atoms would pass the general flow's 1000.
    expect(ok('general', 'two.sdf', record(3) + record(999))).toEqual({ ok: true, atomCount: 3 });
    expect(ok('molecule', 'one.sdf', record(999))).toEqual({ ok: true, atomCount: 999 });
  });

  it('refuses other extensions with the flow code, its extensions and the English message', () => {
    for (const flow of ['molecule', 'general', 'small-molecule', 'coarse-grained'] as const) {
      expect(ok(flow, 'nacl.cif', 'data_x\n')).toEqual({
        ok: false,
        code: 'upload-extension',
        message: 'only .mol, .pdb, .xyz, .mol2, .sdf files are supported',
        data: { extensions: ['mol', 'pdb', 'xyz', 'mol2', 'sdf'] },
      });
    }
    expect(ok('crystal', 'water.xyz', xyzOf(3))).toEqual({
      ok: false,
      code: 'upload-extension',
      message: 'only .vasp, .cif, .gjf, .car files are supported',
      data: { extensions: ['vasp', 'cif', 'gjf', 'car'] },
    });
    expect(ok('molecule', 'README', 'x')).toMatchObject({ ok: false, code: 'upload-extension' });
  });

  it('accepts cif, gjf and car in the crystal flow', () => {
    const cif = `data_x\n_cell_length_a 5\n_cell_length_b 5\n_cell_length_c 5\n_cell_angle_alpha 90\n_cell_angle_beta 90\n_cell_angle_gamma 90\nloop_\n_atom_site_label\n_atom_site_type_symbol\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nAr1 Ar 0 0 0\n`;
    const gjf = '# sp\n\nargon\n\n0 1\nAr 0 0 0\nTv 5 0 0\nTv 0 5 0\nTv 0 0 5\n\n';
    const car =
      '!BIOSYM archive 3\nPBC=ON\nargon\n!DATE Wed Jan 01 12:00:00 2025\n' +
      'PBC    5.0000    5.0000    5.0000   90.0000   90.0000   90.0000 (P1)\n' +
      'Ar1      0.000000000    0.000000000    0.000000000 XXX  1       ar      Ar  0.000\nend\nend\n';
    expect(ok('crystal', 'ar.cif', cif)).toEqual({ ok: true, atomCount: 1 });
    expect(ok('crystal', 'ar.GJF', gjf)).toEqual({ ok: true, atomCount: 1 });
    expect(ok('crystal', 'ar.car', car)).toEqual({ ok: true, atomCount: 1 });
  });

  it('takes POSCAR and CONTCAR without an extension in the crystal flow', () => {
    expect(ok('crystal', 'POSCAR', poscarOf(2))).toEqual({ ok: true, atomCount: 2 });
    expect(ok('crystal', 'CONTCAR', poscarOf(2))).toEqual({ ok: true, atomCount: 2 });
    expect(ok('molecule', 'POSCAR', poscarOf(2))).toMatchObject({ ok: false, code: 'upload-extension' });
  });
});

describe('checkUpload: size, 1 MB = 1048576 bytes inclusive', () => {
  it('accepts exactly 1048576 bytes and refuses 1048577', () => {
    expect(ok('molecule', 'w.xyz', xyzOf(3), 1048576)).toEqual({ ok: true, atomCount: 3 });
    expect(ok('molecule', 'w.xyz', xyzOf(3), 1048577)).toEqual({
      ok: false,
      code: 'upload-size',
      message: 'file size exceeds 1M limit',
      data: { limit: 1048576 },
    });
  });

  it('checks the extension before the size', () => {
    expect(ok('molecule', 'big.txt', 'x', 5_000_000)).toMatchObject({ code: 'upload-extension' });
  });
});

describe('checkUpload: atom limits per flow, the limit itself allowed', () => {
  const cases: [UploadFlow, number, (n: number) => string, string][] = [
    ['molecule', 4000, xyzOf, 'm.xyz'],
    ['general', 1000, pdbOf, 'g.pdb'],
    ['small-molecule', 5000, pdbOf, 's.pdb'],
    ['coarse-grained', 5000, xyzOf, 'cg.xyz'],
    ['crystal', 1000, poscarOf, 'c.vasp'],
  ];
  for (const [flow, limit, make, fileName] of cases) {
    it(`${flow}: ${limit} passes, ${limit + 1} fails with the limit in its data`, () => {
      expect(ok(flow, fileName, make(limit))).toEqual({ ok: true, atomCount: limit });
      expect(ok(flow, fileName, make(limit + 1))).toEqual({
        ok: false,
        code: 'upload-atom-count',
        message: `atom count cannot exceed ${limit}`,
        data: { limit, atomCount: limit + 1 },
      });
    });
  }
});

describe('checkUpload: parse failures', () => {
  it("carries the reader's message naming file and line", () => {
    const result = ok('molecule', 'bad.mol', 'title\n\n\n x3  2  0\n');
    expect(result).toMatchObject({ ok: false, code: 'parse', line: 4 });
    if (result.ok) return;
    expect(result.message).toMatch(/^bad\.mol, line 4: expected an integer/);
    expect(result.data).toMatchObject({ format: 'mol', line: 4, file: 'bad.mol' });
  });

  it('reports a crystal file the reader cannot read', () => {
    const result = ok('crystal', 'x.cif', 'this is not a cif\n');
    expect(result).toMatchObject({ ok: false, code: 'parse' });
    if (!result.ok) expect(result.message).toMatch(/^x\.cif/);
  });
});

describe('the rule checks one at a time (the server applies them to request fields)', () => {
  it('pass what the rule allows, the limits themselves included', () => {
    expect(extensionFailure('crystal', 'cif')).toBeUndefined();
    expect(sizeFailure(1048576)).toBeUndefined();
    expect(atomCountFailure('general', 1000)).toBeUndefined();
  });

  it('refuse past the rule with the code and data the catalogues word', () => {
    expect(extensionFailure('general', 'vasp')).toMatchObject({
      code: 'upload-extension',
      data: { extensions: ['mol', 'pdb', 'xyz', 'mol2', 'sdf'] },
    });
    expect(sizeFailure(1048577)).toMatchObject({ code: 'upload-size', data: { limit: 1048576 } });
    expect(atomCountFailure('general', 1001)).toMatchObject({
      code: 'upload-atom-count',
      message: 'atom count cannot exceed 1000',
      data: { limit: 1000, atomCount: 1001 },
    });
  });
});
