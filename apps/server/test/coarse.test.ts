import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CgBeadWire } from '@topoforge/contract';
import { builderPath, cgParameterSetSchema, cgSystemSchema, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';
import { refusalTexts } from './support/refusal-texts.js';

/**
 * The coarse-grained calls of spec 001 §7 (issue 21 items 1–3) through the real server. Reference for
 * benzene: the Martini 3 model of Souza et al. 2021 / Alessandri et al. 2022 (three TC5 beads of two
 * carbons each, held by constraints in a ring).
 */

let server: RunningServer;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'tf-coarse-')) };

beforeAll(async () => {
  server = await startServer(env);
});
afterAll(async () => {
  await server.app.close();
});

/** Benzene as mol2: a regular hexagon, C–C 1.39 Å, C–H 1.09 Å, aromatic bonds. */
function benzeneMol2(): string {
  const atoms: string[] = [];
  const bonds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const t = (Math.PI / 3) * i;
    const at = (r: number) => `${(r * Math.cos(t)).toFixed(4)} ${(r * Math.sin(t)).toFixed(4)} 0.0000`;
    atoms.push(`${i + 1} C${i + 1} ${at(1.39)} C.ar 1 BEN 0.0`);
    atoms.push(`${i + 7} H${i + 1} ${at(2.48)} H 1 BEN 0.0`);
    bonds.push(`${bonds.length + 1} ${i + 1} ${((i + 1) % 6) + 1} ar`);
    bonds.push(`${bonds.length + 1} ${i + 1} ${i + 7} 1`);
  }
  atoms.sort((a, b) => Number(a.split(' ')[0]) - Number(b.split(' ')[0]));
  return [
    '@<TRIPOS>MOLECULE',
    'benzene',
    '12 12 0 0 0',
    'SMALL',
    'NO_CHARGES',
    '',
    '@<TRIPOS>ATOM',
    ...atoms,
    '@<TRIPOS>BOND',
    ...bonds,
    '',
  ].join('\n');
}

async function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(server.url(builderPath(path)), {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const mapped = okEnvelope(cgParameterSetSchema);
const mol2 = benzeneMol2();

describe('coarse-grain and remapping', () => {
  it('maps benzene to three TC5 beads in one ring, each of two carbons', async () => {
    const answer = await call('coarse-grain', { mol2 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const set = mapped.parse(answer.body).data;
    expect(set.cg_beads.map((b) => b.type)).toEqual(['TC5', 'TC5', 'TC5']);
    expect(set.cg_beads.map((b) => b.children.length)).toEqual([2, 2, 2]);
    expect(set.A).toEqual([
      [0, 1, 1],
      [1, 0, 1],
      [1, 1, 0],
    ]);
    expect(set.path_matrix).toEqual(set.A);
    expect(set.ring_beads).toEqual([[1, 2, 3]]);
    // Every atom, hydrogens included, belongs to exactly one bead.
    expect(set.matched_maps).toHaveLength(12);
    expect(set.matched_maps.every((m) => m.length === 1)).toBe(true);
  });

  it('remaps edited beads, and refuses an atom in two beads naming the bead it is in', async () => {
    const beads: CgBeadWire[] = [
      { nodeId: 'B1', children: [1, 2, 3].map((id) => ({ nodeId: `B1-${id}`, id })) },
      { nodeId: 'B2', children: [4, 5, 6].map((id) => ({ nodeId: `B2-${id}`, id })) },
    ];
    const ok = await call('remapping', { mol2, cg_beads: beads });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const set = mapped.parse(ok.body).data;
    expect(set.cg_beads.map((b) => b.size)).toEqual(['S', 'S']);
    const twice = [beads[0]!, { ...beads[1]!, children: [...beads[1]!.children, { nodeId: 'B2-3', id: 3 }] }];
    const texts = await refusalTexts((lang) =>
      call('remapping', { mol2, cg_beads: twice }, { 'accept-language': lang }),
    );
    expect(texts.en).toContain('atom already in bead B1');
    expect(texts.zh).toContain('原子已在珠子B1中');
  });

  it('refuses beads that leave atoms out', async () => {
    const beads = [{ nodeId: 'B1', children: [1, 2].map((id) => ({ nodeId: `B1-${id}`, id })) }];
    const texts = await refusalTexts((lang) =>
      call('remapping', { mol2, cg_beads: beads }, { 'accept-language': lang }),
    );
    expect(texts.en).toBe('Some atoms are not cut into a bead.');
    expect(texts.zh).toBe('部分原子未被划分到珠子中。');
  });
});

describe('coarse-grained parameters', () => {
  it('lists the force fields, Martini 3 first', async () => {
    const answer = await call('forcefield/coarse-grain');
    expect(okEnvelope(z.array(z.string())).parse(answer.body).data).toEqual(['Martini3', 'Martini2.2']);
  });

  it('answers Martini 2.2 benzene: three SC4 beads held by three constraints', async () => {
    const set = mapped.parse((await call('coarse-grain', { mol2 })).body).data;
    const answer = await call('coarse-grain/param_Martini2.2', { mol2, ...set });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const wire = okEnvelope(cgSystemSchema).parse(answer.body).data;
    expect(wire.atoms).toHaveLength(3);
    // Martini 2 benzene is three SC4 ring beads (Marrink et al. 2007, ring compounds).
    expect(wire.atoms.map((a) => a[2])).toEqual(['SC4', 'SC4', 'SC4']);
    expect(wire.constraints).toHaveLength(3);
    // Three beads on a hexagon of 1.39 Å, each at the middle of a C–C pair with its H: side ≈ 0.24–0.30 nm.
    for (const c of wire.constraints!) expect(c[3]).toBeGreaterThan(0.2);
    expect(wire.externalNonbonded).toBeUndefined();
  });

  it('answers Martini 3 without the official file: externalNonbonded names it', async () => {
    const set = mapped.parse((await call('coarse-grain', { mol2 })).body).data;
    const answer = await call('coarse-grain/param_Martini3', { mol2, ...set });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const wire = okEnvelope(cgSystemSchema).parse(answer.body).data;
    expect(wire.atoms.map((a) => [a[2], a[7]])).toEqual([
      ['TC5', 36],
      ['TC5', 36],
      ['TC5', 36],
    ]);
    expect(wire.externalNonbonded?.file).toBe('martini_v3.0.0.itp');
  });

  it('answers 404 for a force field that is not offered', async () => {
    const set = mapped.parse((await call('coarse-grain', { mol2 })).body).data;
    expect((await call('coarse-grain/param_Martini9', { mol2, ...set })).status).toBe(404);
  });
});
