import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CgParameterSet, ParameterSet } from '@topoforge/contract';
import { builderPath, errorEnvelopeSchema } from '@topoforge/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

/**
 * A coarse-grained parameter set goes back through the normal topology download (issue 21): toluene
 * from SMILES → coarse-grain → param_Martini2.2 / param_Martini3 → topfile/<software>. Reference for the
 * model's shape: Martini toluene is three ring beads held by constraints (Souza et al. 2021; Marrink et
 * al. 2007 for Martini 2 aromatics), with nrexcl 1 — which the zip must keep, not turn into bonds and
 * nrexcl 3.
 */

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'tf-cg-zip-')) });
});
afterAll(async () => {
  await server.app.close();
});

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(server.url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
}

async function data<T>(path: string, body: unknown): Promise<T> {
  const response = await post(path, body);
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

async function zipOf(software: string, set: ParameterSet): Promise<Record<string, string>> {
  const response = await post(`topfile/${software}`, { ...set, resname: 'NUK', supercell: [1, 1, 1] });
  expect(response.status, await response.clone().text()).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('coarse-grained sets through the topology download', () => {
  let mol2: string;
  let mapping: CgParameterSet;
  beforeAll(async () => {
    mol2 = await data<string>('obabel/convert', { data: 'Cc1ccccc1', inp: 'smi' });
    mapping = await data<CgParameterSet>('coarse-grain', { mol2 });
  });

  it('GROMACS: the Martini 2.2 zip keeps the ring constraints, nrexcl 1 and bead pseudo-atoms', async () => {
    const set = await data<ParameterSet>('coarse-grain/param_Martini2.2', { mol2, ...mapping });
    expect(set.constraints?.length ?? 0).toBeGreaterThan(0);
    expect(set.exclusionDepth).toBe(1);
    const files = await zipOf('gromacs', set);
    expect(files['NUK.itp']).toMatch(/NUK\s+1\n/);
    expect(files['NUK.itp']).toContain('[ constraints ]');
    const manifest = JSON.parse(files['manifest.json'] ?? '{}') as {
      coarseGrained: { beads: number; constraints: number; nrexcl: number; externalNonbonded: unknown };
    };
    expect(manifest.coarseGrained).toEqual({
      beads: set.atoms.length,
      constraints: set.constraints?.length,
      nrexcl: 1,
      externalNonbonded: null,
    });
    expect(files['README.txt']).toContain(`coarse-grained: ${set.atoms.length} beads`);
    // Beads are pseudo-atoms: GROMACS's informational atomic-number column says 0, not boron's 5.
    expect(files['NUK_atomtypes.itp']).not.toMatch(/^\s*\S+\s+5\s/m);
  });

  it('LAMMPS writes the Martini 2.2 constraints as stiff bonds', async () => {
    const set = await data<ParameterSet>('coarse-grain/param_Martini2.2', { mol2, ...mapping });
    const files = await zipOf('lammps', set);
    const lammpsData =
      Object.entries(files).find(([name]) => name.endsWith('.data') || name.endsWith('.lmp'))?.[1] ?? '';
    const bonds = Number(/(\d+)\s+bonds/.exec(lammpsData)?.[1] ?? -1);
    expect(bonds).toBe(set.bonds.length + (set.constraints?.length ?? 0));
  });

  it('Martini 3 without the official file: GROMACS zip says what to add, other programs refuse naming it', async () => {
    const set = await data<ParameterSet>('coarse-grain/param_Martini3', { mol2, ...mapping });
    expect(set.externalNonbonded?.file).toBe('martini_v3.0.0.itp');
    const files = await zipOf('gromacs', set);
    expect(files['NUK.top']).toContain('#include "martini_v3.0.0.itp"');
    expect(files['README.txt']).toContain('NOT COMPLETE');
    expect(files['README.txt']).toContain('Add martini_v3.0.0.itp');
    const refused = await post('topfile/lammps', { ...set, resname: 'NUK', supercell: [1, 1, 1] });
    expect(refused.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await refused.json()).msg).toContain('martini_v3.0.0.itp');
  });

  it('refuses a constraint row with a length that is not positive, naming the table, row and column', async () => {
    const set = await data<ParameterSet>('coarse-grain/param_Martini2.2', { mol2, ...mapping });
    const constraints = (set.constraints ?? []).map((row, i) => (i === 0 ? [row[0], row[1], 1, 0] : row));
    const refused = await post('topfile/gromacs', {
      ...set,
      constraints,
      resname: 'NUK',
      supercell: [1, 1, 1],
    });
    expect(refused.status).toBe(400);
    const msg = errorEnvelopeSchema.parse(await refused.json()).msg;
    expect(msg).toContain('constraints');
    expect(msg).toMatch(/row 1/);
  });
});
