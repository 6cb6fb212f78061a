import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  errorEnvelopeSchema,
  okEnvelope,
  potentialModuleDetailSchema,
  potentialPageSchema,
} from '@topoforge/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../src/services/potentials/load-catalogue.js';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

/**
 * The EAM/ReaxFF module browsers (issue 20, spec 001 §7) on the real server over Debian's lammps-data
 * (installed by scripts/setup-system.sh), and over a missing folder.
 */
const DIR = '/usr/share/lammps/potentials';
const NOT_FOUND = { found: false, version: null } as const;
const OVERRIDES = { programs: { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND } };
const BASE = '/cgi/user-center-service/autoff';
const DOWNLOAD = '/cgi/general-service/commonUpload/downLoadFileByFileId';
const pageAnswer = okEnvelope(potentialPageSchema);
const detailAnswer = okEnvelope(potentialModuleDetailSchema);
const elementsAnswer = okEnvelope(z.array(z.string()));
const silent = { info: () => undefined, warn: () => undefined };

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!existsSync(DIR))('potential modules over Debian lammps-data', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LAMMPS_POTENTIALS: DIR }, OVERRIDES);
  });
  afterAll(() => server.app.close());

  const get = (path: string, lang = 'en') =>
    fetch(server.url(path), { headers: { 'accept-language': lang } });
  const page = async (query: string) => {
    const response = await get(`${BASE}/page?${query}`);
    expect(response.status).toBe(200);
    return pageAnswer.parse(await response.json()).data;
  };

  it('lists every EAM-family and ReaxFF file of the folder, or excludes it with a reason; none fails', async () => {
    const { catalogue } = await loadCatalogue(DIR, silent);
    const names = readdirSync(DIR);
    expect(catalogue.failures).toEqual([]);
    expect(catalogue.modules.length + catalogue.excluded.length).toBe(names.length);
    const family = names.filter((n) =>
      /\.(eam|eam\.alloy|eam\.fs|adp|cdeam|eam\.he)$|_eam\.poly$|^ffield\.(ci-)?reax\./.test(n),
    );
    expect(catalogue.modules.map((m) => m.id).sort()).toEqual(family.sort());
    for (const e of catalogue.excluded) expect(e.reason.length, e.fileName).toBeGreaterThan(10);
    const ids = catalogue.modules.map((m) => m.id);
    expect(ids).toContain('PdHHe.eam.he');
    expect(ids).toContain('ffield.ci-reax.CH');
  });

  it('page: Cu and Ni → the EAM files holding both; C, H and O → the ReaxFF files holding all three', async () => {
    const eam = await page('potentialFunctionEnum=EAM&elements=Cu-Ni&current=1&size=9999&keyword=');
    expect(eam.records.map((r) => r.id)).toEqual(['CuNi.eam.alloy']);
    expect(eam).toMatchObject({ total: 1, current: 1, size: 9999, pages: 1 });
    const reax = await page('potentialFunctionEnum=ReaxFF&elements=C-H-O');
    expect(reax.records.map((r) => r.id)).toEqual([
      'ffield.reax.FC',
      'ffield.reax.Fe_O_C_H',
      'ffield.reax.V_O_C_H',
      'ffield.reax.budzien',
      'ffield.reax.cho',
      'ffield.reax.lg',
      'ffield.reax.mattsson',
      'ffield.reax.rdx',
    ]);
    expect(reax.records.every((r) => !r.elements.includes('X'))).toBe(true);
    const cho = reax.records.find((r) => r.id === 'ffield.reax.cho');
    expect(cho).toMatchObject({
      year: '2008',
      potentialFunctionType: 'ReaxFF',
      pairStyle: 'reaxff',
      units: 'real',
    });
  });

  it('page: keyword over authors and file names, paging, and a 400 for a size over 9999', async () => {
    expect((await page('keyword=mendelev&potentialFunctionEnum=EAM')).records.map((r) => r.id)).toContain(
      'Fe_mm.eam.fs',
    );
    const second = await page('potentialFunctionEnum=EAM&elements=Cu&current=2&size=3');
    expect(second.records).toHaveLength(3);
    expect(second.current).toBe(2);
    const refused = await get(`${BASE}/page?size=10000`);
    expect(refused.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await refused.json()).msg).toContain('size');
  });

  it('detail: the LAMMPS lines in the chosen order, the cited fields and the errata', async () => {
    const response = await get(`${BASE}/detail/CuNi.eam.alloy?elements=Cu-Ni`);
    const detail = detailAnswer.parse(await response.json()).data;
    expect(detail.lammps).toBe(
      'units metal\natom_style atomic\npair_style eam/alloy\npair_coeff * * CuNi.eam.alloy Cu Ni',
    );
    expect(detail.fileNames).toEqual([{ fileId: 'CuNi.eam.alloy', fileName: 'CuNi.eam.alloy' }]);
    const poly = detailAnswer.parse(await (await get(`${BASE}/detail/CuTa_eam.poly`)).json()).data;
    expect(poly).toMatchObject({ year: '2004', doi: '10.1103/physrevb.69.144113' });
    expect(poly.otherContent).toBe('https://doi.org/10.1103/physrevb.69.144113');
    expect(poly.errata[0]?.value).toMatch(/16, 144113 \(2014\)/);
    expect(poly.lammpsLines.pairStyle).toBe('pair_style polymorphic');
    const cho = detailAnswer.parse(
      await (await get(`${BASE}/detail/ffield.reax.cho?elements=C-H-O`)).json(),
    ).data;
    expect(cho.lammpsLines.extra).toEqual(['fix qeq all qeq/reaxff 1 0.0 10.0 1.0e-6 reaxff']);
  });

  it('detail: 404 naming an unknown id (in Chinese too), 400 naming an element the module lacks', async () => {
    const missing = await get(`${BASE}/detail/Nope.eam`);
    expect(missing.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await missing.json()).msg).toBe(
      'no potential module with id "Nope.eam"',
    );
    const zh = await get(`${BASE}/detail/Nope.eam`, 'zh-CN');
    expect(errorEnvelopeSchema.parse(await zh.json()).msg).toContain('Nope.eam');
    const lacking = await get(`${BASE}/detail/CuNi.eam.alloy?elements=Cu-Ta`);
    expect(lacking.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await lacking.json()).msg).toBe('CuNi.eam.alloy holds Ni, Cu; not Ta');
  });

  it('elements: the union over modules holding the chosen ones, X hidden', async () => {
    const selectable = async (query: string) =>
      elementsAnswer.parse(await (await get(`${BASE}/elements?${query}`)).json()).data;
    expect(await selectable('potentialFunctionEnum=EAM&elements=Cu-Ni')).toEqual(['Ni', 'Cu']);
    expect(await selectable('potentialFunctionEnum=EAM&elements=Cu-Ta')).toEqual(['Cu', 'Ta']);
    const reax = await selectable('potentialFunctionEnum=ReaxFF&elements=');
    expect(reax).not.toContain('X');
    expect(reax).toEqual(expect.arrayContaining(['H', 'B', 'C', 'N', 'O', 'Zn', 'Au']));
  });

  it('download: the file byte for byte with its name; 404 for an unknown fileId; 401 for a bad token', async () => {
    for (const name of ['Cu_u3.eam', 'ffield.ci-reax.CH', 'ci-reaxFF_ZBL.dat']) {
      const response = await get(`${DOWNLOAD}?fileId=${encodeURIComponent(name)}&access_token=`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`filename="${name}"`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(sha256(bytes)).toBe(sha256(readFileSync(join(DIR, name))));
    }
    const unknown = await get(`${DOWNLOAD}?fileId=..%2F..%2Fetc%2Fpasswd`);
    expect(unknown.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await unknown.json()).msg).toContain('../../etc/passwd');
    const notListed = await get(`${DOWNLOAD}?fileId=Si.tersoff`);
    expect(notListed.status).toBe(404);
    expect((await get(`${DOWNLOAD}?fileId=Cu_u3.eam&access_token=forged`)).status).toBe(401);
  });
});

describe('potential modules without the folder', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LAMMPS_POTENTIALS: '/nonexistent/potentials' }, OVERRIDES);
  });
  afterAll(() => server.app.close());

  it('answers an empty catalogue, and the loader says why', async () => {
    const response = await fetch(server.url(`${BASE}/page?potentialFunctionEnum=EAM`));
    expect(pageAnswer.parse(await response.json()).data).toMatchObject({ records: [], total: 0 });
    const lines: string[] = [];
    await loadCatalogue('/nonexistent/potentials', { info: () => undefined, warn: (m) => lines.push(m) });
    expect(lines).toEqual([
      'potential modules: /nonexistent/potentials cannot be read (install lammps-data or set LAMMPS_POTENTIALS); the catalogue is empty',
    ]);
  });
});
