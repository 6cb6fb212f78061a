import { existsSync } from 'node:fs';
import type { AtomTypeOption } from '@topoforge/contract';
import { parameterSetSchema } from '@topoforge/contract';
import { findFormat } from '@topoforge/chem';
import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { builderCall } from './support/builder-call.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

/*
 * The crystal and framework flow through the API (issue 17): a library file → cell/tomol2 (the cell as
 * CRYSIN, bonds across faces) → atom types → charges → parameters → topology zip. IRMOF-1 comes from the
 * project's own framework library; the nacrite clay from Debian's libavogadro-data, which the project's
 * setup script installs (as the molecule library relies on chemical-structures).
 */

const NACRITE = '/usr/share/avogadro2/crystals/clays/Al2Si2O9H4-Nacrite.cif';

let current: () => TestServer;

const call = (path: string, body?: unknown, query = '') => builderCall(current(), path, body, query);

async function ok(path: string, body?: unknown, query = ''): Promise<unknown> {
  const { status, json } = await call(path, body, query);
  expect(status, JSON.stringify(json).slice(0, 400)).toBe(200);
  return json.data;
}

/** The wizard puts the charge results into the mol2's charge column before the parameter call. */
function withCharges(mol2: string, charges: readonly number[]): string {
  const format = findFormat('mol2');
  const mol = format!.read!(mol2, { fileName: 'data.mol2' }).molecules[0]!;
  return format!.write!({ ...mol, partialCharges: Float64Array.from(charges) });
}

const parameters = async (data: string, atomtype: AtomTypeOption[][]) =>
  parameterSetSchema.parse(
    await ok('forcefield/param', { data, atomtype, backup: '-', watermodel: '-', use_current_structure: 0 }),
  );

describeOnDatabases('the crystal flow', (server) => {
  it('IRMOF-1 from the framework library: UFF4MOF types, EQeq charges, a LAMMPS zip with the UFF styles, GROMACS refused', async () => {
    current = server;
    const cif = (await ok(
      'model/databases/frameworks/file',
      undefined,
      '?path=IRMOF&name=IRMOF-1.cif',
    )) as string;
    const mol2 = (await ok('cell/tomol2', { data: cif, inp: 'cif' })) as string;
    expect(mol2).toContain('@<TRIPOS>CRYSIN');
    const atomtype = (await ok('forcefield/atomtype', {
      data: mol2,
      forcefield: 'UFF4MOF',
    })) as AtomTypeOption[][];
    expect(atomtype).toHaveLength(424);
    const types = atomtype.map((o) => o[0]?.type);
    // Zn4O node (Addicoat et al. 2014): tetrahedral Zn3f2 around a μ4-O_3_f; BDC carboxylates resonant.
    expect(types.filter((t) => t === 'Zn3f2')).toHaveLength(32);
    expect(types.filter((t) => t === 'O_3_f')).toHaveLength(8);
    expect(new Set(types)).toEqual(new Set(['Zn3f2', 'O_3_f', 'O_R', 'C_R', 'H_']));
    const charges = (await ok('charge/eqeq', { data: mol2, charge: 0, scale: 1 })) as number[];
    expect(charges).toHaveLength(424);
    expect(Math.abs(charges.reduce((s, q) => s + q, 0))).toBeLessThan(1e-5);
    const zn = types.flatMap((t, i) => (t === 'Zn3f2' ? [charges[i]!] : []));
    expect(Math.min(...zn)).toBeGreaterThan(0.5); // Zn(II) centres are cations in EQeq (Wilmer 2012, Table 2: ~1.3 e)
    const set = await parameters(withCharges(mol2, charges), atomtype);
    expect(set.atoms).toHaveLength(424);
    expect(set.bonds).toHaveLength(512); // 64 bonds per Zn4O(BDC)3 formula unit, 8 units in the cubic cell
    expect(new Set(set.angles.map((r) => r[3]))).toEqual(new Set([101, 102]));
    const zip = await call('topfile/lammps', { ...set, resname: 'IRM' });
    expect(zip.status, JSON.stringify(zip.json).slice(0, 400)).toBe(200);
    const files = unzipSync(zip.bytes!);
    const data = strFromU8(files['IRM.data']!);
    expect(data).toMatch(/Angle Coeffs/);
    const input = strFromU8(files['in.IRM']!);
    expect(input).toMatch(/angle_style\s+hybrid fourier fourier\/simple/);
    expect(input).toMatch(/improper_style\s+fourier/);
    // GROMACS has no UFF angle: refused, naming the angle and its function type.
    const gromacs = await call('topfile/gromacs', { ...set, resname: 'IRM' });
    expect(gromacs.status).toBe(400);
    expect(JSON.stringify(gromacs.json)).toMatch(/function type 101/);
  });

  it.skipIf(!existsSync(NACRITE))(
    'nacrite from the mineral library: ClayFF species and charges, a GROMACS zip',
    async () => {
      current = server;
      const cif = (await ok(
        'model/databases/minerals/file',
        undefined,
        '?path=clays&name=Al2Si2O9H4-Nacrite.cif',
      )) as string;
      const mol2 = (await ok('cell/tomol2', { data: cif, inp: 'cif' })) as string;
      const atomtype = (await ok('forcefield/atomtype', {
        data: mol2,
        forcefield: 'CLAYFF',
      })) as AtomTypeOption[][];
      const types = atomtype.map((o) => o[0]?.type);
      // Kaolin-group clay (Cygan et al. 2004, Table 1): octahedral Al ao, tetrahedral Si st, hydroxyl oh/ho, bridging ob.
      expect(new Set(types)).toEqual(new Set(['ao', 'st', 'ob', 'oh', 'ho']));
      const set = await parameters(mol2, atomtype);
      const total = set.atoms.reduce((s, a) => s + Number(a[6]), 0);
      expect(Math.abs(total)).toBeLessThan(1e-6); // ClayFF's charges make the neutral Al2Si2O5(OH)4 cell neutral
      const zip = await call('topfile/gromacs', { ...set, resname: 'NAC' });
      expect(zip.status).toBe(200);
      const names = Object.keys(unzipSync(zip.bytes!));
      expect(names).toContain('NAC.top');
    },
  );
});
