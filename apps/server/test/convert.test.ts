import type { Molecule } from '@topoforge/chem';
import { bondList, BondOrder, findFormat, typeGaff } from '@topoforge/chem';
import { builderPath } from '@topoforge/contract';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases, startOnDatabase } from './support/databases.js';

interface Answer {
  readonly status: number;
  readonly body: { status: number; code?: string; msg: string; error?: string; data?: unknown };
}

async function post(server: TestServer, path: string, body: unknown, lang = 'en'): Promise<Answer> {
  const response = await fetch(server.url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The text of a 200 answer (fails the test with the server's message otherwise). */
async function text(server: TestServer, path: string, body: unknown): Promise<string> {
  const answer = await post(server, path, body);
  expect(answer.body.error ?? '', `${path}: ${answer.body.msg}`).toBe('');
  expect(answer.status).toBe(200);
  return answer.body.data as string;
}

const read = (format: string, data: string): Molecule => {
  const reader = findFormat(format)?.read;
  if (!reader) throw new Error(`no ${format} reader`);
  const mol = reader(data).molecules[0];
  if (!mol) throw new Error('no molecule');
  return mol;
};

const distance = (m: Molecule, i: number, j: number): number =>
  Math.hypot(
    m.positions[3 * i]! - m.positions[3 * j]!,
    m.positions[3 * i + 1]! - m.positions[3 * j + 1]!,
    m.positions[3 * i + 2]! - m.positions[3 * j + 2]!,
  );

/** The gen3d test runs the real obabel (Debian openbabel 3.1.1); it is skipped, saying so, without it. */
const HAS_OBABEL = (process.env.PATH ?? '').split(delimiter).some((dir) => {
  try {
    accessSync(join(dir, 'obabel'), constants.X_OK);
    return true;
  } catch {
    return false;
  }
});

const count = (m: Molecule, z: number): number => Array.from(m.elements).filter((e) => e === z).length;

/** Water as an xyz file (no bonds: they are perceived). */
const WATER_XYZ = '3\nwater\nO 0.000 0.000 0.117\nH 0.000 0.757 -0.467\nH 0.000 -0.757 -0.467\n';

/** Acetic acid in 3D, from `obabel -:CC(=O)O --gen3d -omol` (Open Babel 3.1.1). */
const ACETIC_ACID_MOL = `
 OpenBabel11212613393D

  8  7  0  0  0  0  0  0  0  0999 V2000
    1.0712    0.1335    0.0654 C   0  0  0  0  0  0  0  0  0  0  0  0
    2.5679    0.0671    0.0309 C   0  0  0  0  0  0  0  0  0  0  0  0
    3.2052   -0.8558   -0.4495 O   0  0  0  0  0  0  0  0  0  0  0  0
    3.1537    1.1474    0.5931 O   0  0  0  0  0  0  0  0  0  0  0  0
    0.6589   -0.7652   -0.4023 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.7250    1.0061   -0.4942 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.7250    0.1757    1.1011 H   0  0  0  0  0  0  0  0  0  0  0  0
    2.5180    1.8040    0.9349 H   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  1  5  1  0  0  0  0
  1  6  1  0  0  0  0
  1  7  1  0  0  0  0
  2  3  2  0  0  0  0
  2  4  1  0  0  0  0
  4  8  1  0  0  0  0
M  END
`;

/** Phenol in 3D, from `obabel -:c1ccccc1O --gen3d -oxyz` (Open Babel 3.1.1): no bonds, no orders. */
const PHENOL_XYZ = `13

C          0.23407        1.21302        0.01076
C         -1.16020        1.23464        0.00109
C         -1.87538        0.03647       -0.00678
C         -1.19538       -1.18298       -0.00239
C          0.20035       -1.20668        0.00673
C          0.90393       -0.00544        0.01123
O          2.26731        0.02004        0.01487
H          0.79669        2.14198        0.01663
H         -1.68766        2.18460       -0.00084
H         -2.96204        0.05334       -0.01582
H         -1.75519       -2.11455       -0.00679
H          0.71551       -2.16167        0.01079
H          2.59273       -0.89405       -0.01201
`;

/**
 * Benzoic acid as a sketcher draws it: heavy atoms only, flat (z = 0), a regular hexagon with 1 Å
 * bonds (Ketcher's bond length), Kekulé bond orders. Written by hand for this test.
 */
const BENZOIC_ACID_SKETCH = `benzoic acid
  sketch    2D

  9  9  0  0  0  0  0  0  0  0999 V2000
   -1.7321   -2.0000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
   -0.8660   -1.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.0000   -2.0000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
   -0.8660   -0.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
   -1.7321    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
   -1.7321    1.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
   -0.8660    1.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.0000    1.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  2  3  2  0  0  0  0
  2  4  1  0  0  0  0
  4  9  2  0  0  0  0
  4  5  1  0  0  0  0
  5  6  2  0  0  0  0
  6  7  1  0  0  0  0
  7  8  2  0  0  0  0
  8  9  1  0  0  0  0
M  END
`;

/** Rock salt, conventional cell in P1 (hand-written). */
const NACL_CIF = `data_NaCl
_cell_length_a 5.64
_cell_length_b 5.64
_cell_length_c 5.64
_cell_angle_alpha 90
_cell_angle_beta 90
_cell_angle_gamma 90
loop_
_symmetry_equiv_pos_as_xyz
'x, y, z'
loop_
_atom_site_label
_atom_site_type_symbol
_atom_site_fract_x
_atom_site_fract_y
_atom_site_fract_z
Na1 Na 0.0 0.0 0.0
Na2 Na 0.5 0.5 0.0
Na3 Na 0.5 0.0 0.5
Na4 Na 0.0 0.5 0.5
Cl1 Cl 0.5 0.0 0.0
Cl2 Cl 0.0 0.5 0.0
Cl3 Cl 0.0 0.0 0.5
Cl4 Cl 0.5 0.5 0.5
`;

/** Two argon atoms in a 4 × 5 × 6 Å box, VASP 5 (hand-written). */
const ARGON_POSCAR = 'argon\n1.0\n4 0 0\n0 5 0\n0 0 6\nAr\n2\nDirect\n0 0 0\n0.5 0.5 0.5\n';
/** One argon atom with three Tv lattice lines (hand-written Gaussian input). */
const ARGON_GJF = '# sp\n\nargon\n\n0 1\nAr 0 0 0\nTv 5 0 0\nTv 0 5 0\nTv 0 0 5\n\n';
/** One argon atom in a Materials Studio archive with PBC (hand-written). */
const ARGON_CAR =
  '!BIOSYM archive 3\nPBC=ON\nargon\n!DATE Wed Jan 01 12:00:00 2025\n' +
  'PBC    5.0000    5.0000    5.0000   90.0000   90.0000   90.0000 (P1)\n' +
  'Ar1      0.000000000    0.000000000    0.000000000 XXX  1       ar      Ar  0.000\nend\nend\n';

/**
 * Water and methanol, hand-scrambled: the methanol H atoms and the water H atoms are interleaved after
 * the heavy atoms. Atom names say where each belongs; partial charges are arbitrary but distinct.
 */
const SCRAMBLED_MOL2 = `@<TRIPOS>MOLECULE
mixed
 9 7 2 0 0
SMALL
USER_CHARGES

@<TRIPOS>ATOM
      1 OW     0.000  0.000  0.000 O.3   1 HOH  -0.8000
      2 C1     3.000  0.000  0.000 C.3   2 MOH   0.1000
      3 H1     3.500  0.900  0.000 H     2 MOH   0.0500
      4 O1     4.400  0.000  0.000 O.3   2 MOH  -0.6000
      5 HW1    0.960  0.000  0.000 H     1 HOH   0.4000
      6 HO     4.700  0.900  0.000 H     2 MOH   0.4100
      7 HW2   -0.240  0.930  0.000 H     1 HOH   0.4000
      8 H2     2.600 -0.500  0.900 H     2 MOH   0.0600
      9 H3     2.600 -0.500 -0.900 H     2 MOH   0.0700
@<TRIPOS>BOND
     1     1     5 1
     2     2     3 1
     3     2     4 1
     4     4     6 1
     5     1     7 1
     6     2     8 1
     7     2     9 1
@<TRIPOS>SUBSTRUCTURE
     1 HOH     1 RESIDUE
     2 MOH     2 RESIDUE
`;

/** TIP5P-like water: O, two H, two lone pairs bonded to O (hand-written). */
const TIP5P_MOL2 = `@<TRIPOS>MOLECULE
tip5p
 5 4 1 0 0
SMALL
USER_CHARGES

@<TRIPOS>ATOM
      1 O      0.000  0.000  0.000 O.3   1 WAT   0.0000
      2 H1     0.957  0.000  0.000 H     1 WAT   0.2410
      3 H2    -0.240  0.927  0.000 H     1 WAT   0.2410
      4 LP1   -0.400 -0.300  0.600 LP    1 WAT  -0.2410
      5 LP2   -0.400 -0.300 -0.600 LP    1 WAT  -0.2410
@<TRIPOS>BOND
     1     1     2 1
     2     1     3 1
     3     1     4 1
     4     1     5 1
`;

const xyzChain = (n: number, comment = 'chain'): string =>
  `${n}\n${comment}\n${Array.from({ length: n }, (_, i) => `C ${(3 * i).toFixed(1)} 0.0 0.0`).join('\n')}\n`;

describeOnDatabases('conversion calls', (server) => {
  describe('POST obabel/convert', () => {
    it('reads xyz, perceives bonds and writes SYBYL types that the mol2 reader reads back', async () => {
      const mol2 = await text(server(), 'obabel/convert', {
        data: WATER_XYZ,
        inp: 'xyz',
        out: 'mol2',
        other: '',
      });
      const mol = read('mol2', mol2);
      expect(mol.atomTypes).toEqual(['O.3', 'H', 'H']);
      expect(bondList(mol).map((b) => [b.a, b.b, b.order])).toEqual([
        [0, 1, BondOrder.Single],
        [0, 2, BondOrder.Single],
      ]);
      expect(mol.positions[5]).toBeCloseTo(-0.467, 4);
    });

    it('perceives aromatic bonds of a bond-less xyz and writes them as ar, C.ar types', async () => {
      const mol = read('mol2', await text(server(), 'obabel/convert', { data: PHENOL_XYZ, inp: 'xyz' }));
      expect(mol.atomTypes?.slice(0, 7)).toEqual(['C.ar', 'C.ar', 'C.ar', 'C.ar', 'C.ar', 'C.ar', 'O.3']);
      expect(Array.from(mol.bonds.order).filter((o) => o === BondOrder.Aromatic)).toHaveLength(6);
      expect(mol.bonds.count).toBe(13);
    });

    it('gives GAFF the same types from its mol2 (ar bonds) as from the Kekulé source', async () => {
      const source = read('xyz', PHENOL_XYZ);
      const mol2 = await text(server(), 'obabel/convert', { data: PHENOL_XYZ, inp: 'xyz' });
      expect(typeGaff(read('mol2', mol2)).types).toEqual(typeGaff(source).types);
    });

    it('keeps a 3D molfile as it is without calling Open Babel, with types and orders', async () => {
      const mol2 = await text(server(), 'obabel/convert', { data: ACETIC_ACID_MOL, inp: 'mol', out: 'mol2' });
      const mol = read('mol2', mol2);
      expect(mol.atomTypes).toEqual(['C.3', 'C.2', 'O.2', 'O.3', 'H', 'H', 'H', 'H']);
      expect(Array.from(mol.bonds.order)).toEqual([1, 1, 1, 1, 2, 1, 1]);
      expect(mol.positions[0]).toBeCloseTo(1.0712, 4);
      // The same 3D molfile with --gen3d would be rebuilt: with no obabel it is refused (below, 503).
    });

    it('converts mol2 back to mol2, pdb, mol and xyz with the same atoms and coordinates', async () => {
      const mol2 = await text(server(), 'obabel/convert', { data: ACETIC_ACID_MOL, inp: 'mol' });
      const again = await text(server(), 'obabel/convert', { data: mol2, inp: 'mol2', out: 'mol2' });
      expect(again).toBe(mol2);
      for (const out of ['pdb', 'mol', 'xyz']) {
        const converted = read(out, await text(server(), 'obabel/convert', { data: mol2, inp: 'mol2', out }));
        expect(Array.from(converted.elements)).toEqual([6, 6, 8, 8, 1, 1, 1, 1]);
        expect(converted.positions[9]).toBeCloseTo(3.1537, 3);
        if (out !== 'xyz') expect(converted.bonds.count).toBe(7);
      }
    });

    it.skipIf(!HAS_OBABEL)(
      `builds a sketch in 3D with Open Babel: hydrogens added, not flat, sane bond lengths${HAS_OBABEL ? '' : ' (skipped: obabel not on PATH)'}`,
      async () => {
        const mol2 = await text(server(), 'obabel/convert', {
          data: BENZOIC_ACID_SKETCH,
          inp: 'mol',
          out: 'mol2',
          other: '--gen3d',
        });
        const mol = read('mol2', mol2);
        // C7H6O2: the 9 heavy atoms of the sketch first, in order, then 6 hydrogens.
        expect(Array.from(mol.elements.slice(0, 9))).toEqual([8, 6, 8, 6, 6, 6, 6, 6, 6]);
        expect(count(mol, 1)).toBe(6);
        const zs = Array.from(mol.positions.filter((_, k) => k % 3 === 2));
        expect(Math.max(...zs) - Math.min(...zs)).toBeGreaterThan(0.3);
        // Ring C–C: benzene's is 1.397 Å (gas-phase electron diffraction, CRC Handbook "Bond lengths
        // in organic compounds": aromatic C–C 1.38–1.40); MMFF94 reproduces it within ~0.01 Å, so
        // 1.35–1.43 Å leaves room for the substituent without letting a 2D-scaled ring (1.00 Å) pass.
        const ring = [3, 4, 5, 6, 7, 8];
        for (let k = 0; k < 6; k++) {
          expect(distance(mol, ring[k]!, ring[(k + 1) % 6]!)).toBeGreaterThan(1.35);
          expect(distance(mol, ring[k]!, ring[(k + 1) % 6]!)).toBeLessThan(1.43);
        }
        // Carboxylic C=O 1.21 Å and C–OH 1.36 Å (same table), ± 0.04 Å.
        expect(distance(mol, 1, 2)).toBeGreaterThan(1.17);
        expect(distance(mol, 1, 2)).toBeLessThan(1.25);
        expect(distance(mol, 1, 0)).toBeGreaterThan(1.32);
        expect(distance(mol, 1, 0)).toBeLessThan(1.4);
        for (const { a, b } of bondList(mol)) {
          if (mol.elements[a] !== 1 && mol.elements[b] !== 1) continue;
          // C–H 1.08–1.10 Å, O–H 0.96–0.98 Å (same table); 0.93–1.12 Å covers both.
          expect(distance(mol, a, b)).toBeGreaterThan(0.93);
          expect(distance(mol, a, b)).toBeLessThan(1.12);
        }
        expect(mol.atomTypes?.slice(0, 4)).toEqual(['O.3', 'C.2', 'O.2', 'C.ar']);
        const jobs = await server().db.selectFrom('jobs').selectAll().execute();
        expect(jobs.some((j) => j.kind === 'convert:gen3d')).toBe(true);
      },
    );

    it('refuses an unknown out, naming the allowed values', async () => {
      const answer = await post(server(), 'obabel/convert', { data: WATER_XYZ, inp: 'xyz', out: 'sdf' });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe("out 'sdf' is not supported; use one of mol2, pdb, mol, xyz.");
    });

    it('refuses an unknown other option', async () => {
      const answer = await post(server(), 'obabel/convert', { data: WATER_XYZ, inp: 'xyz', other: '-h' });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/other '-h' is not supported; send '' or '--gen3d'/);
    });

    it("refuses a source format outside the flow with the flow's message, in the asked language", async () => {
      const en = await post(server(), 'obabel/convert', { data: NACL_CIF, inp: 'cif' });
      expect(en.status).toBe(400);
      expect(en.body).toMatchObject({
        code: 'upload-extension',
        msg: 'only .mol, .pdb, .xyz, .mol2, .sdf files are supported',
      });
      const zh = await post(server(), 'obabel/convert', { data: NACL_CIF, inp: 'cif' }, 'zh-CN,zh;q=0.9');
      expect(zh.body.msg).toBe('目前只支持.mol、.pdb、.xyz、.mol2、.sdf文件上传');
      const crystal = await post(server(), 'obabel/convert', {
        data: WATER_XYZ,
        inp: 'xyz',
        flow: 'crystal',
      });
      expect(crystal.body.msg).toBe('only .vasp, .cif, .gjf, .car files are supported');
    });

    it('takes exactly 1 MB (1048576 bytes) of data and refuses one byte more', async () => {
      const base = xyzChain(2, '');
      const padding = 1_048_576 - Buffer.byteLength(base);
      const atLimit = xyzChain(2, 'x'.repeat(padding));
      expect(Buffer.byteLength(atLimit)).toBe(1_048_576);
      expect((await post(server(), 'obabel/convert', { data: atLimit, inp: 'xyz' })).status).toBe(200);
      const over = await post(server(), 'obabel/convert', {
        data: xyzChain(2, 'x'.repeat(padding + 1)),
        inp: 'xyz',
      });
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({ code: 'upload-size', msg: 'file size exceeds 1M limit' });
      const zh = await post(
        server(),
        'obabel/convert',
        { data: xyzChain(2, 'x'.repeat(padding + 1)), inp: 'xyz' },
        'zh',
      );
      expect(zh.body.msg).toBe('文件大小超出1M限制');
    });

    it("refuses more atoms than the flow's limit (molecule 4000, general 1000)", async () => {
      // 000 §5: 4000 in the molecule flow, 1000 in the general flow; the limit itself is allowed.
      expect(
        (await post(server(), 'obabel/convert', { data: xyzChain(1000), inp: 'xyz', flow: 'general' }))
          .status,
      ).toBe(200);
      const general = await post(server(), 'obabel/convert', {
        data: xyzChain(1001),
        inp: 'xyz',
        flow: 'general',
      });
      expect(general.body).toMatchObject({
        status: 400,
        code: 'upload-atom-count',
        msg: 'atom count cannot exceed 1000',
      });
      const molecule = await post(server(), 'obabel/convert', { data: xyzChain(4001), inp: 'xyz' }, 'zh');
      expect(molecule.body).toMatchObject({ status: 400, msg: '原子个数不能超过4000个' });
    });

    it('answers a parse error with a 400 naming the line', async () => {
      const bad = ACETIC_ACID_MOL.replace('  8  7  0', '  x  7  0');
      const answer = await post(server(), 'obabel/convert', { data: bad, inp: 'mol' });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/^data\.mol, line 4: /);
      const mol2 = await post(server(), 'obabel/convert', {
        data: SCRAMBLED_MOL2.replace('3.500  0.900', '3.500  abc'),
        inp: 'mol2',
      });
      expect(mol2.status).toBe(400);
      expect(mol2.body.msg).toMatch(/^data\.mol2, line 10: /);
    });

    it('names a missing field', async () => {
      const answer = await post(server(), 'obabel/convert', { inp: 'xyz' });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/body field 'data'/);
    });
  });

  describe('POST cell/*', () => {
    it('converts cif (the default inp) to mol2 keeping the cell as CRYSIN', async () => {
      const mol2 = await text(server(), 'cell/tomol2', { data: NACL_CIF });
      expect(mol2).toMatch(/@<TRIPOS>CRYSIN\n\s+5\.6400\s+5\.6400\s+5\.6400\s+90\.0000/);
      const mol = read('mol2', mol2);
      expect(mol.atomCount).toBe(8);
      expect(mol.atomTypes).toEqual(['Na', 'Na', 'Na', 'Na', 'Cl', 'Cl', 'Cl', 'Cl']);
      expect(mol.cell?.parameters.a).toBeCloseTo(5.64, 4);
    });

    it('reads vasp (also as poscar), gjf and car', async () => {
      for (const [inp, data, a] of [
        ['vasp', ARGON_POSCAR, 4],
        ['poscar', ARGON_POSCAR, 4],
        ['gjf', ARGON_GJF, 5],
        ['car', ARGON_CAR, 5],
      ] as const) {
        const mol = read('mol2', await text(server(), 'cell/tomol2', { data, inp, out: 'mol2' }));
        expect(mol.cell?.parameters.a, inp).toBeCloseTo(a, 4);
        expect(count(mol, 18)).toBeGreaterThan(0);
      }
    });

    it("refuses other formats with the crystal flow's message", async () => {
      const answer = await post(server(), 'cell/tomol2', { data: WATER_XYZ, inp: 'xyz' });
      expect(answer.body).toMatchObject({ status: 400, code: 'upload-extension' });
      expect(answer.body.msg).toBe('only .vasp, .cif, .gjf, .car files are supported');
    });

    it('writes mol2 back to cif and vasp with the same cell and atoms', async () => {
      const mol2 = await text(server(), 'cell/tomol2', { data: NACL_CIF, inp: 'cif' });
      const cif = read(
        'cif',
        await text(server(), 'cell/mol2tocif', { data: mol2, inp: 'mol2', out: 'cif' }),
      );
      expect(cif.atomCount).toBe(8);
      expect(cif.cell?.parameters.c).toBeCloseTo(5.64, 4);
      const vasp = read('poscar', await text(server(), 'cell/mol2tovasp', { data: mol2 }));
      expect(Array.from(vasp.elements)).toEqual([11, 11, 11, 11, 17, 17, 17, 17]);
      expect(vasp.positions[12]).toBeCloseTo(2.82, 4);
    });

    it('refuses an inp other than mol2', async () => {
      const answer = await post(server(), 'cell/mol2tocif', { data: NACL_CIF, inp: 'cif' });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe("inp 'cif' is not supported here; this call reads mol2.");
    });

    it('refuses a mol2 without a cell', async () => {
      const answer = await post(server(), 'cell/mol2tocif', { data: TIP5P_MOL2 });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/no cell \(no @<TRIPOS>CRYSIN record\)/);
    });

    it('applies the crystal atom limit (1000) to mol2 sent back', async () => {
      const big = await text(server(), 'obabel/convert', { data: xyzChain(1001), inp: 'xyz' });
      const answer = await post(server(), 'cell/mol2tovasp', { data: big });
      expect(answer.body).toMatchObject({ status: 400, msg: 'atom count cannot exceed 1000' });
    });
  });

  describe('POST coarsegrain/sortmol2', () => {
    it('puts each molecule together and each H after its heavy atom, keeping charges and types', async () => {
      const mol = read('mol2', await text(server(), 'coarsegrain/sortmol2', { data: SCRAMBLED_MOL2 }));
      expect(mol.names).toEqual(['OW', 'HW1', 'HW2', 'C1', 'H1', 'H2', 'H3', 'O1', 'HO']);
      expect(Array.from(mol.partialCharges ?? [])).toEqual([
        -0.8, 0.4, 0.4, 0.1, 0.05, 0.06, 0.07, -0.6, 0.41,
      ]);
      expect(mol.atomTypes).toEqual(['O.3', 'H', 'H', 'C.3', 'H', 'H', 'H', 'O.3', 'H']);
      expect(mol.residues.map((r) => r.name)).toEqual(['HOH', 'MOH']);
      const named = bondList(mol).map(({ a, b }) => `${mol.names[a]}-${mol.names[b]}`);
      expect(named).toEqual(['OW-HW1', 'C1-H1', 'C1-O1', 'O1-HO', 'OW-HW2', 'C1-H2', 'C1-H3']);
    });

    it('refuses what is not mol2', async () => {
      const answer = await post(server(), 'coarsegrain/sortmol2', { data: WATER_XYZ });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/^data\.mol2/);
    });
  });

  describe('POST obabel/reduce', () => {
    it('drops the lone pairs (rule 0) and their bonds', async () => {
      const mol = read(
        'mol2',
        await text(server(), 'obabel/reduce', { data: TIP5P_MOL2, rule: [1, 1, 1, 0, 0] }),
      );
      expect(mol.names).toEqual(['O', 'H1', 'H2']);
      expect(mol.bonds.count).toBe(2);
      expect(Array.from(mol.partialCharges ?? [])).toEqual([0, 0.241, 0.241]);
    });

    it('takes the rule as numeric strings or as one comma-separated string', async () => {
      const fromStrings = await text(server(), 'obabel/reduce', {
        data: TIP5P_MOL2,
        rule: ['1', '0', '1', '1', '1'],
      });
      expect(read('mol2', fromStrings).names).toEqual(['O', 'H2', 'LP1', 'LP2']);
      const fromText = await text(server(), 'obabel/reduce', { data: TIP5P_MOL2, rule: '1,1,1,0,1' });
      expect(read('mol2', fromText).names).toEqual(['O', 'H1', 'H2', 'LP2']);
    });

    it('refuses a rule of the wrong length or with values other than 0 and 1', async () => {
      const short = await post(server(), 'obabel/reduce', { data: TIP5P_MOL2, rule: [1, 1, 1] });
      expect(short.status).toBe(400);
      expect(short.body.msg).toMatch(/rule has 3 entries but the structure has 5 atoms/);
      const two = await post(server(), 'obabel/reduce', { data: TIP5P_MOL2, rule: [1, 1, 2, 1, 0] });
      expect(two.status).toBe(400);
      expect(two.body.msg).toMatch(/rule entry 3 is 2/);
      const word = await post(server(), 'obabel/reduce', { data: TIP5P_MOL2, rule: [1, 'x', 1, 1, 0] });
      expect(word.status).toBe(400);
      expect(word.body.msg).toMatch(/body field 'rule/);
    });
  });
});

describe('obabel/convert without Open Babel', () => {
  it('answers 503 for --gen3d and still converts what needs no Open Babel', async () => {
    const started = await startOnDatabase('sqlite', { env: { OBABEL_BIN: '/nonexistent/obabel' } });
    try {
      const server = started.server;
      const gen3d = await post(server, 'obabel/convert', {
        data: ACETIC_ACID_MOL,
        inp: 'mol',
        other: '--gen3d',
      });
      expect(gen3d.status).toBe(503);
      expect(gen3d.body.code).toBe('program-unavailable');
      const plain = await post(server, 'obabel/convert', { data: ACETIC_ACID_MOL, inp: 'mol', other: '' });
      expect(plain.status).toBe(200);
    } finally {
      await started.close();
    }
  });
});

/*
 * Issue 14, items 1 and 6: inputs that froze the server (a 2-atom NaCl cell of 0.05 Å: minutes of
 * periodic ring search on the event loop, SIGTERM ignored) or answered 500 (500 copies of one atom:
 * "Maximum call stack size exceeded") are refused with a 400 naming the cell or the atoms; and every
 * conversion call runs as a job in a worker thread (recorded in `jobs`, stopped by its time-out).
 */

/** A two-atom NaCl CIF with all three cell lengths `a` Å (no symmetry operators), items several to a line. */
const naclCif = (a: number): string =>
  `data_tiny\n_cell_length_a ${a} _cell_length_b ${a} _cell_length_c ${a}\n` +
  '_cell_angle_alpha 90 _cell_angle_beta 90 _cell_angle_gamma 90\n' +
  'loop_ _atom_site_label _atom_site_type_symbol _atom_site_fract_x _atom_site_fract_y _atom_site_fract_z\n' +
  'Na1 Na 0 0 0\nCl1 Cl 0.5 0.5 0.5\n';

/** The same two atoms as a mol2 with a CRYSIN record and no bonds (so they are perceived across images). */
const naclMol2 = (a: number): string =>
  [
    '@<TRIPOS>MOLECULE',
    'tiny',
    ' 2 0 1 0 0',
    'SMALL',
    'NO_CHARGES',
    '',
    '@<TRIPOS>ATOM',
    `      1 Na     0.0000 0.0000 0.0000 Na    1 SLT   0.0000`,
    `      2 Cl     ${a / 2} ${a / 2} ${a / 2} Cl    1 SLT   0.0000`,
    '@<TRIPOS>CRYSIN',
    `${a} ${a} ${a} 90 90 90 1 1`,
    '',
  ].join('\n');

const coincidentXyz = (n: number): string => `${n}\nsame place\n${'C 0 0 0\n'.repeat(n)}`;

describeOnDatabases('conversions refuse meaningless structures', (server) => {
  it('cell/tomol2 answers a 0.05 Å NaCl cell at once with a 400 naming the cell', async () => {
    const answer = await post(server(), 'cell/tomol2', { data: naclCif(0.05), inp: 'cif' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid-cell');
    expect(answer.body.error).toContain('a = 0.050 Å');
    expect(answer.body.error).toContain('shorter than 1.66 Å');
    const zh = await post(server(), 'cell/tomol2', { data: naclCif(0.5), inp: 'cif' }, 'zh');
    expect(zh.status).toBe(400);
    expect(zh.body.error).toMatch(/^晶胞无效：.*a = 0\.500 Å/);
  });

  it('obabel/convert answers a mol2 whose CRYSIN is 0.05 Å with a 400 naming the cell', async () => {
    const answer = await post(server(), 'obabel/convert', { data: naclMol2(0.05), inp: 'mol2', out: 'mol2' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid-cell');
    expect(answer.body.error).toContain('a = 0.050 Å');
  });

  it('obabel/convert answers 500 atoms at one point with a 400 naming the atoms, not a 500', async () => {
    const answer = await post(server(), 'obabel/convert', { data: coincidentXyz(500), inp: 'xyz' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid-molecule');
    expect(answer.body.error).toMatch(/^Atoms 1 and 2 are at the same place/);
  });

  it('still converts a real cell (CsCl-type NaCl, 2.82 Å) and records each conversion as a worker job', async () => {
    const answer = await post(server(), 'cell/tomol2', { data: naclCif(2.82), inp: 'cif' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toContain('@<TRIPOS>CRYSIN');
    const rows = await server()
      .db.selectFrom('jobs')
      .select(['kind', 'status'])
      .where('kind', 'like', 'convert:%')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'convert:cell-to-mol2', status: 'succeeded' },
        { kind: 'convert:cell-to-mol2', status: 'failed' },
        { kind: 'convert:structure', status: 'failed' },
      ]),
    );
  });
});

describe('conversions under the job time-out', () => {
  it('stops a conversion past JOB_TIMEOUT_MS with 504 and keeps answering others', async () => {
    // 4,000 carbon atoms on a line (bonds, orders and rings perceived): hundreds of milliseconds of
    // work against a 1 ms time-out.
    const chain = `4000\nchain\n${Array.from({ length: 4000 }, (_, i) => `C ${(1.5 * i).toFixed(2)} 0 0`).join('\n')}\n`;
    const started = await startOnDatabase('sqlite', { env: { JOB_TIMEOUT_MS: '1', WORKER_THREADS: '1' } });
    try {
      const answer = await post(started.server, 'obabel/convert', { data: chain, inp: 'xyz' });
      expect(answer.status).toBe(504);
      expect(answer.body.code).toBe('timeout');
      const health = await fetch(started.server.url('/cgi/health'));
      expect(health.status).toBe(200);
    } finally {
      await started.close();
    }
  });
});
