import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { System } from '@topoforge/chem';
import type { EngineEntry } from '@topoforge/chem';
import {
  engineFiles as declaredFiles,
  engineRunLines,
  ENGINE_WRITERS,
  ENGINES_LEFT_OUT,
  gromacsWriter,
  lammpsWriter,
  runWriter,
  systemToWire,
} from '@topoforge/chem';
import type { TopologyPayload } from '@topoforge/contract';
import {
  builderPath,
  errorEnvelopeSchema,
  okEnvelope,
  TOPFILE_SOFTWARES,
  topfileSoftwareSchema,
} from '@topoforge/contract';
import type { EnergyTerms } from '@topoforge/engines';
import { gromacsSinglePoint, lammpsSinglePoint } from '@topoforge/engines';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';
import { acetamideGaff, GAFF_DAT, TEST_META } from './support/acetamide-gaff.js';

/*
 * The topology download against a real server: a GAFF parameter set made here with chem (acetamide,
 * coordinates from `obabel -:"CC(N)=O" --gen3d`, GAFF 1.4 of the Debian openbabel package), sent back as
 * the payload, written, zipped, and the written files run by the real engines (gmx_d, lmp) through the
 * project's adapters. Parts that need gaff.dat or an engine are skipped, with the reason, without them.
 */
/** Whether an executable of this name is on PATH. */
function onPath(name: string): boolean {
  return (process.env['PATH'] ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const HAVE_GAFF = existsSync(GAFF_DAT);
const HAVE_GMX = onPath('gmx_d');
const HAVE_LMP = onPath('lmp');

const RES = 'ACM';

/** The server of the database half now running (set in each half's beforeAll). */
let active: () => TestServer;

async function post(software: string, body: unknown, lang = 'en'): Promise<Response> {
  return fetch(active().url(builderPath(`topfile/${software}`)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function zipOf(response: Response): Promise<Record<string, string>> {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

async function errorOf(response: Response, status = 400): Promise<z.infer<typeof errorEnvelopeSchema>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return errorEnvelopeSchema.parse(JSON.parse(text));
}

/** The engine files of a zip (README and manifest aside). */
const engineFiles = (zip: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(zip).filter(([n]) => n !== 'README.txt' && n !== 'manifest.json'));

const manifestSchema = z.object({
  software: z.string(),
  writer: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  writtenBy: z.object({ name: z.string(), version: z.string() }),
  program: z.object({ name: z.string(), version: z.string() }),
  inputSha256: z.string(),
  forceFields: z.array(z.string()),
  waterModel: z.string().nullable(),
  chargeMethod: z.string().nullable(),
  resname: z.string(),
  supercell: z.array(z.number()).nullable(),
  counts: z.record(z.string(), z.number()),
  files: z.array(z.string()),
  estimated: z.array(z.object({ table: z.string(), row: z.number(), atoms: z.array(z.number()) })),
  edited: z.array(z.object({ table: z.string(), row: z.number(), atoms: z.array(z.number()) })),
});

/** Relative agreement of two energies (absolute below 1e-9 kJ/mol, where relative means nothing). */
function expectSameEnergy(a: EnergyTerms, b: EnergyTerms, scale = 1): void {
  for (const key of Object.keys(a) as (keyof EnergyTerms)[]) {
    const [x, y] = [a[key], scale * b[key]];
    expect(Math.abs(x - y), `${key}: ${x} vs ${y}`).toBeLessThanOrEqual(Math.max(1e-9, 1e-6 * Math.abs(y)));
  }
}

/**
 * Crystals made by hand (no force field needed): `chain` is a zig-zag chain along a, 8 atoms per 12 Å
 * cell, bonded through the cell face (atom 8 to atom 1 of the next cell), with harmonic bonds and
 * angles and a periodic dihedral, all off their minimum; charges and ε are 0 because LAMMPS excludes
 * 1-2/1-3 pairs by atom id, which in one small cell would also exclude the partner's other images.
 * `ions` is a CsCl-like pair of charged LJ sites in a 4.1 Å cell (no bonds): nonbonded terms only.
 * The LJ/Coulomb cut-off (12 Å) is the same in cell and supercell, so the energy per cell is the same.
 */
function crystal(kind: 'chain' | 'ions'): TopologyPayload {
  const prov = { forceField: 'test', source: 'topfile.test.ts', estimated: false };
  const defaults = {
    nbfunc: 1 as const,
    combinationRule: 2 as const,
    genPairs: true,
    fudgeLJ: 0.5,
    fudgeQQ: 0.8333,
  };
  if (kind === 'ions') {
    const atoms: TopologyPayload['atoms'] = [
      ['Na', 'test', 'na', 0.3, 0.2, 0.1, 0.5, 22.99, 0.3, 0.5],
      ['Cl', 'test', 'cl', 2.35, 2.25, 2.15, -0.5, 35.45, 0.4, 0.4],
    ];
    return {
      atoms,
      bonds: [],
      angles: [],
      dihedrals: [],
      impropers: [],
      pairs: [],
      provenance: { atoms: [prov, prov], bonds: [], angles: [], dihedrals: [], impropers: [] },
      defaults,
      meta: { ...TEST_META, cell: [4.1, 0, 0, 0, 4.1, 0, 0, 0, 4.1] },
      resname: 'ION',
    };
  }
  const n = 8;
  const cyc = (i: number): number => (i % n) + 1;
  const range = Array.from({ length: n }, (_, i) => i);
  const atoms = range.map((i): TopologyPayload['atoms'][number] => [
    'C',
    'test',
    'c3',
    1.5 * i + 0.5,
    4 + (i % 2),
    5,
    0,
    12.011,
    0.34,
    0,
  ]);
  return {
    atoms,
    bonds: range.map((i) => [cyc(i), cyc(i + 1), 1, 0.17, 200000]),
    angles: range.map((i) => [cyc(i), cyc(i + 1), cyc(i + 2), 1, 109.5, 400]),
    dihedrals: range.map((i) => [cyc(i), cyc(i + 1), cyc(i + 2), cyc(i + 3), 9, 0, 2, 2]),
    impropers: [],
    pairs: range.map((i) => [cyc(i), cyc(i + 3), 1]),
    provenance: {
      atoms: range.map(() => prov),
      bonds: range.map(() => prov),
      angles: range.map(() => prov),
      dihedrals: range.map(() => prov),
      impropers: [],
    },
    defaults,
    meta: { ...TEST_META, cell: [12, 0, 0, 0, 10, 0, 0, 0, 10] },
    resname: 'CHN',
  };
}

/**
 * The files the registry declares for this writer, README.txt and manifest.json and nothing else; the
 * README names every file, the run commands and the units; the manifest names the writer and the files.
 */
function expectDeclared(
  entry: EngineEntry,
  zip: Record<string, string>,
  res: string,
  isCrystal: boolean,
  /** The molecule type names a per-type file (GROMACS posre_<name>.itp) is written for. */
  moleculeTypes: readonly string[] = [res],
): void {
  const perType = entry.files
    .filter((f) => f.perMoleculeType === true)
    .map((f) => f.name.replace('<res>', res));
  const declared = Object.keys(declaredFiles(entry, res, isCrystal)).flatMap((name) =>
    perType.includes(name) ? moleculeTypes.map((t) => name.replace(res, t)) : [name],
  );
  expect(Object.keys(zip).sort(), entry.id).toEqual([...declared, 'README.txt', 'manifest.json'].sort());
  for (const name of declared) expect(zip[name]!.length, `${entry.id} ${name}`).toBeGreaterThan(0);
  const readme = zip['README.txt']!;
  expect(readme.startsWith(`${entry.name} topology of ${res}`), entry.id).toBe(true);
  for (const name of declared) expect(readme, entry.id).toContain(`  ${name}: `);
  for (const line of engineRunLines(entry, res)) expect(readme, entry.id).toContain(line);
  expect(readme, entry.id).toContain(`Units: ${entry.units}`);
  const manifest = manifestSchema.parse(JSON.parse(zip['manifest.json']!));
  expect(manifest.software).toBe(entry.id);
  expect(manifest.writer).toEqual({ id: entry.writer.id, name: entry.name });
  expect([...manifest.files].sort()).toEqual(Object.keys(zip).sort());
  expect(manifest.supercell).toEqual(isCrystal ? [1, 1, 1] : null);
}

/**
 * The payload in an improper form the writer accepts: GAFF's periodic impropers (funct 4) as they are,
 * else as harmonic ones (funct 2, ξ0 = 0, kξ = 2 × k: test values, not a conversion) where the writer
 * takes those, else none (no writer refuses a molecule without impropers).
 */
function forWriter(payload: TopologyPayload, entry: EngineEntry): TopologyPayload {
  if (entry.supports.impropers.includes(4)) return payload;
  const harmonic = entry.supports.impropers.includes(2);
  const impropers = harmonic ? payload.impropers.map((r) => [...r.slice(0, 4), 2, 0, 2 * Number(r[6])]) : [];
  return {
    ...payload,
    impropers,
    provenance: { ...payload.provenance, impropers: harmonic ? payload.provenance.impropers : [] },
  };
}

describeOnDatabases('topology download', (server) => {
  beforeAll(() => {
    active = server;
  });

  describe('GET topfile/softwares', () => {
    it('lists every software of spec 000 §9, available exactly when chem registers its writer', async () => {
      const response = await fetch(active().url(builderPath('topfile/softwares')));
      expect(response.status).toBe(200);
      const list = okEnvelope(z.array(topfileSoftwareSchema)).parse(await response.json()).data;
      expect(list.map((s) => s.label)).toEqual([
        'gromacs',
        'lammps',
        'amber',
        'moltemplate',
        'openmm',
        'tinker',
        'charmm',
        'raspa',
        'NAMD',
        'GOMC',
        'Gaussian',
        'ORCA',
        'Gear',
      ]);
      const registered = ENGINE_WRITERS.map((e) => e.id);
      expect(list.filter((s) => s.available).map((s) => s.id)).toEqual(
        list.map((s) => s.id).filter((id) => registered.includes(id)),
      );
      // Every registered writer is a software of the spec's list, so none is left out of the dropdown.
      for (const id of registered) expect(list.map((s) => s.id)).toContain(id);
      expect(registered).toEqual(expect.arrayContaining(['gromacs', 'lammps', 'amber', 'openmm', 'charmm']));
      for (const s of list.filter((x) => !x.available)) {
        const leftOut = ENGINES_LEFT_OUT.find((e) => e.id === s.id);
        if (leftOut) expect(s.reason, s.id).toContain(leftOut.reason);
        else expect(s.reason, s.id).toMatch(/no .* writer yet/);
      }
      // ORCA: the AMBER prmtop plus an ORCA input; orca_mm -convff makes ORCAFF.prms from the prmtop.
      expect(list.find((s) => s.id === 'orca')).toMatchObject({ available: true, moleculesOnly: true });
      expect(list.find((s) => s.id === 'orca')?.reason).toBeUndefined();
      expect(list.find((s) => s.id === 'gear')).toMatchObject({ available: false, moleculesOnly: true });
      for (const s of list) {
        const entry = ENGINE_WRITERS.find((e) => e.id === s.id);
        expect(s.moleculesOnly, s.id).toBe(
          ['gaussian', 'orca', 'gear'].includes(s.id) || entry?.periodic === false,
        );
        if (entry && ['gaussian', 'orca'].includes(s.id)) expect(entry.periodic, s.id).toBe(false);
      }
    });

    it('answers 404 with the reason for a software it does not write, before reading the body', async () => {
      const gear = await errorOf(await post('gear', 'not json'), 404);
      expect(gear.code).toBe('software-unavailable');
      expect(gear.msg).toMatch(
        /^Gear is not available: no public description of the Gear file format exists/,
      );
      const unknown = await errorOf(await post('nonsense', {}), 404);
      expect(unknown.code).toBe('unknown-software');
      expect(unknown.msg).toBe(
        `unknown software 'nonsense': topologies are written for ${ENGINE_WRITERS.map((e) => e.id).join(', ')}`,
      );
      expect((await errorOf(await post('nonsense', {}, 'zh'), 404)).msg).toMatch(
        /^未知的计算软件 'nonsense'/,
      );
      // A software of the spec's list without a writer yet (while there is one).
      const pending = TOPFILE_SOFTWARES.find(
        (s) => !ENGINES_LEFT_OUT.some((e) => e.id === s.id) && !ENGINE_WRITERS.some((e) => e.id === s.id),
      );
      if (pending) {
        const error = await errorOf(await post(pending.id, {}), 404);
        expect(error.code).toBe('software-unavailable');
        expect(error.msg).toMatch(new RegExp(`^${pending.label} is not available: TopoForge has no`));
      }
    });

    it('zips every registered writer’s declared crystal files with README and manifest, or refuses the crystal', async () => {
      const body = crystal('ions');
      for (const entry of ENGINE_WRITERS) {
        const response = await post(entry.id, body);
        if (!entry.periodic) {
          const error = await errorOf(response);
          expect(error.code, entry.id).toBe('software-molecules-only');
          expect(error.msg).toContain('molecules only');
          continue;
        }
        const zip = await zipOf(response);
        // Na and Cl are two molecules of two kinds: GROMACS writes a position-restraint file for each.
        expectDeclared(entry, zip, 'ION', true, entry.id === 'gromacs' ? ['ION1', 'ION2'] : ['ION']);
      }
    });

    it('zips an ion pair as two GROMACS molecule types and a README that lists and cites what was used', async () => {
      const ions = crystal('ions');
      const meta = {
        ...ions.meta,
        cell: null,
        backup: 'OPLS-AA/L',
        waterModel: 'TIP3P',
        chargeMethod: 'XTB-RESP',
      };
      const zip = await zipOf(await post('gromacs', { ...ions, meta }));
      expect(Object.keys(zip).sort()).toEqual([
        'ION.gro',
        'ION.itp',
        'ION.top',
        'ION_atomtypes.itp',
        'README.txt',
        'manifest.json',
        'posre_ION1.itp',
        'posre_ION2.itp',
      ]);
      // One [ moleculetype ] per ion (the residue names do not tell them apart: ION1, ION2), one each.
      expect(zip['ION.top']).toMatch(/\[ molecules \]\n;.*\nION1 {2}1\nION2 {2}1\n/);
      expect(zip['ION.itp']!.split('[ moleculetype ]')).toHaveLength(3);
      const readme = zip['README.txt']!;
      expect(readme).toMatch(/\n {2}posre_ION1\.itp: position restraints on the heavy atoms/);
      expect(readme).toMatch(/\n {2}posre_ION2\.itp: position restraints on the heavy atoms/);
      expect(readme).toMatch(/\n {2}ION_atomtypes\.itp: atom types/);
      // The papers: GAFF (Wang et al. 2004), OPLS-AA/L (Kaminski et al. 2001), TIP3P (Jorgensen et al.
      // 1983), and XTB-RESP's RESP (Bayly et al. 1993) on GFN1-xTB (Grimme et al. 2017).
      for (const line of [
        'force field GAFF: Wang, Wolf, Caldwell, Kollman & Case, J. Comput. Chem. 2004, 25, 1157',
        'backup force field OPLS-AA/L: Kaminski, Friesner, Tirado-Rives & Jorgensen, J. Phys. Chem. B 2001, 105, 6474',
        'water model TIP3P: Jorgensen, Chandrasekhar, Madura, Impey & Klein, J. Chem. Phys. 1983, 79, 926',
        'charge method XTB-RESP (RESP fit to the GFN1-xTB electrostatic potential): Bayly et al., J. Phys. Chem. 1993, 97, 10269; Grimme et al., JCTC 2017, 13, 1989',
      ]) {
        expect(readme).toContain(`\n  ${line}`);
      }
      const manifest = manifestSchema.parse(JSON.parse(zip['manifest.json']!));
      expect(manifest.chargeMethod).toBe('XTB-RESP');
    });
  });

  describe.skipIf(!HAVE_GAFF)(
    `topology download of a GAFF molecule${HAVE_GAFF ? '' : ` (skipped: ${GAFF_DAT} missing)`}`,
    () => {
      let system: System;
      let payload: TopologyPayload;

      beforeAll(() => {
        system = acetamideGaff();
        payload = { ...systemToWire(system), meta: TEST_META, resname: RES };
      });

      it('answers gromacs_ACM.zip with the GROMACS files, a README and a manifest', async () => {
        const response = await post('gromacs', payload);
        expect(response.headers.get('content-disposition')).toContain('filename="gromacs_ACM.zip"');
        const zip = await zipOf(response);
        expect(Object.keys(zip).sort()).toEqual([
          'ACM.gro',
          'ACM.itp',
          'ACM.top',
          'ACM_atomtypes.itp',
          'README.txt',
          'manifest.json',
          'posre_ACM.itp',
        ]);
        expect(zip['README.txt']).toContain('gmx grompp -f your.mdp -c ACM.gro -p ACM.top -o ACM.tpr');
        expect(zip['README.txt']).toContain('charge method: fixed test charges');
        // GAFF's paper (forcefields/registry.ts); a charge method TopoForge does not know is said so.
        expect(zip['README.txt']).toContain(
          'References (please cite what you use)\n  force field GAFF: Wang, Wolf, Caldwell, Kollman & Case, J. Comput. Chem. 2004, 25, 1157, doi:10.1002/jcc.20035\n',
        );
        expect(zip['README.txt']).toContain(
          '  charge method fixed test charges: no citation recorded by TopoForge\n',
        );
        expect(zip['README.txt']).toMatch(/Units: nm, kJ\/mol/);
        const manifest = manifestSchema.parse(JSON.parse(zip['manifest.json']!));
        expect(manifest).toMatchObject({
          software: 'gromacs',
          writer: { id: 'gromacs', name: 'GROMACS' },
          writtenBy: { name: 'TopoForge' },
          program: TEST_META.program,
          inputSha256: TEST_META.inputSha256,
          forceFields: ['GAFF'],
          chargeMethod: 'fixed test charges',
          resname: RES,
          supercell: null,
        });
        expect(manifest.counts).toEqual({
          atoms: 9,
          bonds: system.bonds.length,
          angles: system.angles.length,
          dihedrals: system.dihedrals.length,
          impropers: system.impropers.length,
          pairs: system.pairs.length,
        });
        expect(system.impropers.length).toBeGreaterThan(0);
        const estimatedRows = Object.values(payload.provenance)
          .flat()
          .filter((p) => p.estimated).length;
        expect(manifest.estimated).toHaveLength(estimatedRows);
        expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(60_000);
      });

      it.each(ENGINE_WRITERS.map((e) => [e.id, e] as const))(
        'answers %s_ACM.zip with exactly the declared files, README and manifest',
        async (_id, entry) => {
          const response = await post(entry.id, forWriter(payload, entry));
          expect(response.headers.get('content-disposition')).toContain(`filename="${entry.id}_ACM.zip"`);
          expectDeclared(entry, await zipOf(response), RES, false);
        },
      );

      it('answers lammps_ACM.zip with the data file and the input script', async () => {
        const response = await post('lammps', payload);
        expect(response.headers.get('content-disposition')).toContain('filename="lammps_ACM.zip"');
        const zip = await zipOf(response);
        expect(Object.keys(zip).sort()).toEqual(['ACM.data', 'README.txt', 'in.ACM', 'manifest.json']);
        expect(zip['README.txt']).toContain('lmp -in in.ACM');
        expect(zip['ACM.data']).toMatch(/^9 atoms$/m);
      });

      it.skipIf(!HAVE_GMX)(
        'gives the GROMACS energy of the un-edited system (gmx_d single point)',
        async () => {
          const zip = engineFiles(await zipOf(await post('gromacs', payload)));
          const direct = runWriter(gromacsWriter, system, { residueName: RES });
          // Box = molecule + 1 nm on each side, so a 1 nm cut-off reaches no periodic image.
          const options = { residueName: RES, cutoff: 1.0 };
          const [downloaded, original] = await Promise.all([
            gromacsSinglePoint(zip, options),
            gromacsSinglePoint(direct, options),
          ]);
          expectSameEnergy(downloaded, original);
          expect(Math.abs(original.bond) + Math.abs(original.improper)).toBeGreaterThan(0);
          console.log('acetamide, gmx_d: downloaded', downloaded, 'direct', original);
        },
      );

      it.skipIf(!HAVE_LMP)('gives the LAMMPS energy of the un-edited system (lmp single point)', async () => {
        const zip = engineFiles(await zipOf(await post('lammps', payload)));
        const direct = runWriter(lammpsWriter, system, { residueName: RES });
        const [downloaded, original] = await Promise.all([
          lammpsSinglePoint(zip, { residueName: RES }),
          lammpsSinglePoint(direct, { residueName: RES }),
        ]);
        expectSameEnergy(downloaded, original);
      });

      it('writes an edited bond length (sent as text) and reports the row as edited', async () => {
        const bonds = payload.bonds.map((r) => [...r]);
        const row = bonds[0]!;
        const [i, j] = [Number(row[0]), Number(row[1])];
        row[3] = '0.1600';
        const edited = {
          ...payload,
          bonds,
          provenance: {
            ...payload.provenance,
            bonds: payload.provenance.bonds.map((p, k) =>
              k === 0 ? { ...p, derivedFrom: 'user' as const } : p,
            ),
          },
        };
        const zip = await zipOf(await post('gromacs', edited));
        const bondLine = zip['ACM.itp']!.split('\n').find((l) =>
          new RegExp(`^\\s*${i}\\s+${j}\\s+1\\s`).test(l),
        );
        expect(bondLine?.trim().split(/\s+/)[3]).toBe('0.16');
        const manifest = manifestSchema.parse(JSON.parse(zip['manifest.json']!));
        expect(manifest.edited).toEqual([expect.objectContaining({ table: 'bonds', row: 1, atoms: [i, j] })]);
        if (!HAVE_GMX) return;
        // E = ½ kb (r − b0)² (GROMACS bond type 1): only this bond's energy changes, by the difference.
        const options = { residueName: RES, cutoff: 1.0 };
        const [before, after] = await Promise.all([
          gromacsSinglePoint(engineFiles(await zipOf(await post('gromacs', payload))), options),
          gromacsSinglePoint(engineFiles(zip), options),
        ]);
        const p = system.molecule.positions;
        const r = Math.hypot(...[0, 1, 2].map((k) => p[3 * (i - 1) + k]! - p[3 * (j - 1) + k]!)) / 10;
        const [b0, kb] = [Number(payload.bonds[0]![3]), Number(payload.bonds[0]![4])];
        const expected = 0.5 * kb * ((r - 0.16) ** 2 - (r - b0) ** 2);
        expect(after.bond - before.bond).toBeCloseTo(expected, 6);
        expect(after.angle).toBeCloseTo(before.angle, 9);
        console.log(
          `edited bond ${i}-${j}: ΔE_bond ${after.bond - before.bond} kJ/mol, expected ${expected}`,
        );
      });

      it('accepts numeric text in every table and refuses text that is not a number, naming row and column', async () => {
        const asText = {
          ...payload,
          atoms: payload.atoms.map((a) => [a[0], a[1], a[2], ...a.slice(3).map(String)]),
          angles: payload.angles.map((r) => r.map(String)),
        };
        const zip = await zipOf(await post('lammps', asText));
        const plain = await zipOf(await post('lammps', payload));
        expect(zip['ACM.data']).toBe(plain['ACM.data']);

        const bonds = payload.bonds.map((r) => [...r]);
        bonds[2]![3] = 'abc';
        const error = await errorOf(await post('gromacs', { ...payload, bonds }));
        expect(error.msg).toBe("bonds row 3, column 4: 'abc' is not a number");
        const zh = await errorOf(await post('gromacs', { ...payload, bonds }, 'zh'));
        expect(zh.msg).toBe("bonds 第 3 行第 4 列：'abc' 不是数字");

        const atoms = payload.atoms.map((a) => [...a]);
        atoms[4]![6] = 'x';
        expect((await errorOf(await post('gromacs', { ...payload, atoms }))).msg).toBe(
          "atoms row 5, column 7: 'x' is not a number",
        );
      });

      it('refuses atom ids out of range and rows of the wrong length, naming the row', async () => {
        const angles = payload.angles.map((r) => [...r]);
        angles[1]![2] = 99;
        expect((await errorOf(await post('gromacs', { ...payload, angles }))).msg).toBe(
          'angles row 2, column 3: atom id 99 is outside 1…9',
        );
        const pairs = payload.pairs.map((r) => [...r]);
        pairs[0] = [1, 2];
        expect((await errorOf(await post('lammps', { ...payload, pairs }))).msg).toMatch(
          /^pairs row 1, column 3: /,
        );
        const dihedrals = payload.dihedrals.map((r) => [...r]);
        dihedrals[0] = dihedrals[0]!.slice(0, 6);
        expect((await errorOf(await post('lammps', { ...payload, dihedrals }))).msg).toMatch(
          /^dihedrals row 1: function type 9 needs 8 values, the row has 6$/,
        );
      });

      it('checks resname as the topology dialog does (required, letters or digits, at most 4)', async () => {
        const cases: [unknown, string, string][] = [
          ['', 'please enter resname', '请输入resname'],
          [undefined, 'please enter resname', '请输入resname'],
          ['AB-1', 'only letters or numbers', '只能输入字母或数字'],
          ['分子', 'only letters or numbers', '只能输入字母或数字'],
          ['ABCDE', 'resname has at most 4 characters', 'resname 最多 4 个字符'],
        ];
        for (const [resname, en, zh] of cases) {
          const body = { ...payload, resname };
          expect((await errorOf(await post('gromacs', body))).msg, String(resname)).toBe(en);
          expect((await errorOf(await post('gromacs', body, 'zh'))).msg, String(resname)).toBe(zh);
        }
        const zip = await zipOf(await post('gromacs', { ...payload, resname: 'm1' }));
        expect(Object.keys(zip)).toContain('m1.top');
      });

      it('refuses a supercell other than 1,1,1 for a molecule and the placeholder type DU', async () => {
        const error = await errorOf(await post('lammps', { ...payload, supercell: [2, 1, 1] }));
        expect(error.code).toBe('supercell-not-periodic');
        await zipOf(await post('lammps', { ...payload, supercell: [1, 1, 1] }));
        const atoms = payload.atoms.map((a, i) => (i === 2 ? [a[0], a[1], 'DU', ...a.slice(3)] : a));
        const du = await errorOf(await post('gromacs', { ...payload, atoms }));
        expect(du.code).toBe('placeholder-type');
        expect(du.msg).toMatch(/^atom 3 .* placeholder type DU/);
      });

      it('takes a payload over 1 MB and refuses one over 20 MB (413)', async () => {
        const body = JSON.stringify(payload);
        const big = body.replace('{', `{${' '.repeat(2 * 1024 * 1024)}`);
        await zipOf(await post('gromacs', big));
        const huge = body.replace('{', `{${' '.repeat(21 * 1024 * 1024)}`);
        expect((await errorOf(await post('gromacs', huge), 413)).code).toBe('payload-too-large');
      });
    },
  );

  describe('supercell of a crystal', () => {
    it('checks x, y and z as the topology dialog does (required, whole numbers 1 to 10)', async () => {
      const body = crystal('chain');
      const cases: [unknown[], string, string][] = [
        [
          [0, 1, 1],
          'x direction extension must be a whole number from 1 to 10',
          'x方向扩展必须是 1 到 10 之间的整数',
        ],
        [
          [1, 11, 1],
          'y direction extension must be a whole number from 1 to 10',
          'y方向扩展必须是 1 到 10 之间的整数',
        ],
        [
          [1, 1, 'abc'],
          'z direction extension must be a whole number from 1 to 10',
          'z方向扩展必须是 1 到 10 之间的整数',
        ],
        [
          [1, 1.5, 1],
          'y direction extension must be a whole number from 1 to 10',
          'y方向扩展必须是 1 到 10 之间的整数',
        ],
        [[1, '', 1], 'please enter y direction extension', '请输入y方向扩展'],
        [[1, 1], 'please enter z direction extension', '请输入z方向扩展'],
      ];
      for (const [supercell, en, zh] of cases) {
        expect(
          (await errorOf(await post('lammps', { ...body, supercell }))).msg,
          JSON.stringify(supercell),
        ).toBe(en);
        expect((await errorOf(await post('lammps', { ...body, supercell }, 'zh'))).msg).toBe(zh);
      }
      const zip = await zipOf(await post('lammps', { ...body, supercell: ['2', '1', '1'] }));
      expect(zip['CHN.data']).toMatch(/^16 atoms$/m);
    });

    it('multiplies atoms and terms by x·y·z and names the supercell in the manifest', async () => {
      const zip = await zipOf(await post('gromacs', { ...crystal('chain'), supercell: [2, 3, 1] }));
      const manifest = manifestSchema.parse(JSON.parse(zip['manifest.json']!));
      expect(manifest.supercell).toEqual([2, 3, 1]);
      expect(manifest.counts).toEqual({
        atoms: 48,
        bonds: 48,
        angles: 48,
        dihedrals: 48,
        impropers: 0,
        pairs: 48,
      });
      expect(zip['README.txt']).toContain('supercell: 2 x 3 x 1 copies of the cell');
      const started = Date.now();
      const largest = await zipOf(await post('lammps', { ...crystal('chain'), supercell: [10, 10, 10] }));
      expect(largest['CHN.data']).toMatch(/^8000 atoms$/m);
      console.log(`10×10×10 chain supercell (8000 atoms) written and zipped in ${Date.now() - started} ms`);
      // The .gro box line (nm): a, b, c times 2, 3, 1.
      expect(zip['CHN.gro']!.trim().split('\n').at(-1)!.trim().split(/\s+/).slice(0, 3).map(Number)).toEqual([
        2.4, 3, 1,
      ]);
    });

    it.skipIf(!HAVE_LMP)(
      'keeps the LAMMPS energy per cell (supercell = x·y·z × cell, 1e-6 relative)',
      async () => {
        for (const kind of ['chain', 'ions'] as const) {
          const body = crystal(kind);
          const res = body.resname!;
          const energy = async (supercell: number[]): Promise<EnergyTerms> =>
            lammpsSinglePoint(engineFiles(await zipOf(await post('lammps', { ...body, supercell }))), {
              residueName: res,
            });
          const [one, big] = await Promise.all([energy([1, 1, 1]), energy([2, 2, 3])]);
          const total = (e: EnergyTerms): number => Object.values(e).reduce((a, b) => a + b, 0);
          console.log(
            `${kind}: cell ${total(one)} kJ/mol, 2×2×3 supercell ${total(big)} kJ/mol (÷12 = ${total(big) / 12})`,
          );
          expectSameEnergy(big, one, 12);
          const exercised = kind === 'chain' ? [one.bond, one.angle, one.proper] : [one.lj, one.coulomb];
          for (const e of exercised) expect(Math.abs(e), kind).toBeGreaterThan(0.01);
        }
      },
    );
  });
});
