import { existsSync } from 'node:fs';
import { ENGINE_WRITERS, systemToWire } from '@topoforge/chem';
import type { TopfileSoftware, TopologyPayload } from '@topoforge/contract';
import { builderPath, errorEnvelopeSchema, okEnvelope, topfileSoftwareSchema } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';
import { acetamideGaff, GAFF_DAT, TEST_META } from './support/acetamide-gaff.js';

/*
 * POST topfile/softwares (issue 15.6): the software list asks every writer whether it can write the
 * parameter set sent. A GAFF set (acetamide, coordinates from `obabel -:"CC(N)=O" --gen3d`, GAFF 1.4 of
 * the Debian openbabel package) has a periodic improper on its amide carbon, which GOMC's harmonic-only
 * IMPROPERS cannot hold: GOMC is unavailable with exactly the text its download answers, en and zh.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.app.close();
});

const post = (path: string, body: unknown, lang: string): Promise<Response> =>
  fetch(server.url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });

async function softwares(payload: TopologyPayload, lang = 'en'): Promise<TopfileSoftware[]> {
  const response = await post('topfile/softwares', payload, lang);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return okEnvelope(z.array(topfileSoftwareSchema)).parse(JSON.parse(text)).data;
}

const byId = (list: readonly TopfileSoftware[], id: string): TopfileSoftware => {
  const found = list.find((s) => s.id === id);
  if (!found) throw new Error(`${id} is not listed`);
  return found;
};

describe.skipIf(!existsSync(GAFF_DAT))(
  'POST topfile/softwares (needs gaff.dat of the openbabel package)',
  () => {
    let payload: TopologyPayload;
    beforeAll(() => {
      payload = { ...systemToWire(acetamideGaff()), meta: TEST_META };
    });

    it('marks GOMC unavailable for a GAFF improper, with the text its download answers, en and zh', async () => {
      expect(payload.impropers.length).toBeGreaterThan(0);
      for (const lang of ['en', 'zh']) {
        const list = await softwares(payload, lang);
        const gomc = byId(list, 'gomc');
        expect(gomc.available).toBe(false);
        const download = await post('topfile/gomc', { ...payload, resname: 'UNK' }, lang);
        expect(download.status).toBe(400);
        const refused = errorEnvelopeSchema.parse(await download.json());
        expect(gomc.reason).toBe(refused.msg);
        expect(gomc.reason).toMatch(
          lang === 'en' ? /^GOMC cannot write the improper/ : /^所选软件无法写出该项：GOMC/,
        );
      }
    });

    it('keeps every other writer available, and the softwares without a writer as GET lists them', async () => {
      const list = await softwares(payload);
      const listed = okEnvelope(z.array(topfileSoftwareSchema)).parse(
        await (await fetch(server.url(builderPath('topfile/softwares')))).json(),
      ).data;
      expect(list.map((s) => s.id)).toEqual(listed.map((s) => s.id));
      for (const entry of ENGINE_WRITERS.filter((e) => e.id !== 'gomc')) {
        expect(byId(list, entry.id), entry.id).toMatchObject({ available: true });
      }
      for (const s of listed.filter((x) => !x.available)) expect(byId(list, s.id)).toEqual(s);
    });

    it('offers GOMC for the same set without its improper', async () => {
      const list = await softwares({
        ...payload,
        impropers: [],
        provenance: { ...payload.provenance, impropers: [] },
      });
      expect(byId(list, 'gomc')).toMatchObject({ available: true });
    });

    it('answers a set no writer could read with the download’s 400 (a placeholder type)', async () => {
      const atoms = payload.atoms.map((a, i) => (i === 0 ? [a[0], a[1], 'DU', ...a.slice(3)] : a));
      const response = await post('topfile/softwares', { ...payload, atoms }, 'en');
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await response.json()).msg).toContain('placeholder type DU');
    });
  },
);
