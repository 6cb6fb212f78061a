import type { AtomTypeOption, ParameterSet } from '@topoforge/contract';
import { builderPath, errorEnvelopeSchema, parameterSetSchema } from '@topoforge/contract';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

/*
 * The builder's four-point water flow end to end: xyz → obabel/convert → model/tip4p → forcefield/atomtype
 * ('TIP4P+GAFF') → forcefield/param (watermodel TIP4P) → topfile/…. The M site must reach the GROMACS
 * files as a virtual site ([ virtual_sites3 ], a = b = 0.128012065 as in GROMACS's oplsaa.ff/tip4p.itp),
 * and the writers without virtual sites must refuse the set instead of writing M as a free massless atom.
 */

/** Two waters (O–H 0.957 Å, ∠HOH 104.5°), the first donating a hydrogen bond to the second. */
const WATER_DIMER_XYZ = `6
water dimer
O   0.0000   0.0000   0.0000
H   0.9572   0.0000   0.0000
H  -0.2400   0.9266   0.0000
O   2.9000   0.0000   0.0000
H   3.2400   0.0000   0.8946
H   3.2400   0.0000  -0.8946
`;

let active: () => TestServer;

async function call(path: string, body: unknown): Promise<Response> {
  return fetch(active().url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
}

async function data<T>(path: string, body: unknown): Promise<T> {
  const response = await call(path, body);
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

async function refusal(path: string, body: unknown): Promise<string> {
  const response = await call(path, body);
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(400);
  return errorEnvelopeSchema.parse(JSON.parse(text)).msg;
}

/** The parameter set of the TIP4P dimer, made through the wizard's calls. */
async function tip4pParameterSet(): Promise<ParameterSet> {
  const mol2 = await data<string>('obabel/convert', { data: WATER_DIMER_XYZ, inp: 'xyz' });
  const four = await data<string>('model/tip4p', { data: mol2, watermodel: 'TIP4P' });
  const options = await data<AtomTypeOption[][]>('forcefield/atomtype', {
    data: four,
    forcefield: 'TIP4P+GAFF',
  });
  expect(options).toHaveLength(8);
  const set = await data<unknown>('forcefield/param', {
    data: four,
    atomtype: options.map((list) => [list[0]]),
    watermodel: 'TIP4P',
  });
  return parameterSetSchema.parse(set);
}

describeOnDatabases('four-point water (TIP4P) from the wizard to the topology files', (server) => {
  let set: ParameterSet;
  beforeAll(async () => {
    active = server;
    set = await tip4pParameterSet();
  });

  it('answers the M sites as virtual sites of their waters', () => {
    const m = set.atoms.flatMap((a, i) => (a[2] === 'MW' ? [i + 1] : []));
    expect(m).toHaveLength(2);
    expect(set.atoms[(m[0] ?? 0) - 1]).toMatchObject({ 1: 'TIP4P', 6: -1.04, 7: 0 });
    expect(set.virtualSites).toHaveLength(2);
    for (const row of set.virtualSites ?? []) {
      expect(m).toContain(row[0]);
      expect(row[4]).toBe(1);
      // tip4p.itp of GROMACS: a = b = 0.128012065.
      expect(row[5]).toBeCloseTo(0.128012065, 9);
      expect(row[6]).toBeCloseTo(0.128012065, 9);
      expect(set.atoms[(row[1] as number) - 1]?.[2]).toBe('OW');
    }
  });

  it('writes GROMACS files with [ virtual_sites3 ] and the exclusions of each site', async () => {
    const response = await call('topfile/gromacs', { ...set, resname: 'SOL' });
    expect(response.status, await response.clone().text()).toBe(200);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const itp = strFromU8(zip['SOL.itp']!);
    expect(itp).toContain('[ virtual_sites3 ]');
    expect(itp).toContain('[ exclusions ]');
    expect(strFromU8(zip['SOL_atomtypes.itp']!)).toMatch(/\n\s*MW\s+0\s+0\s+0\s+V\s/);
  });

  it('writes LAMMPS files with the TIP4P pair style: the M site folded into its oxygen', async () => {
    const response = await call('topfile/lammps', { ...set, resname: 'SOL' });
    expect(response.status, await response.clone().text()).toBe(200);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(strFromU8(zip['in.SOL']!)).toMatch(/pair_style\s+lj\/cut\/tip4p\/cut/);
    expect(strFromU8(zip['in.SOL']!)).toMatch(/fix\s+\S+\s+all\s+shake/);
  });

  it.each([['amber', 'AMBER']])('refuses %s with the reason and the way out', async (software, name) => {
    const msg = await refusal(`topfile/${software}`, { ...set, resname: 'SOL' });
    expect(msg).toContain(`The ${name} writer does not support virtual sites (4-point water models`);
    expect(msg).toContain('write GROMACS files or use a 3-point water model');
  });

  it('refuses a set whose M site lost its virtual-site row, naming the atom', async () => {
    const { virtualSites, ...bare } = set;
    const site = virtualSites?.[0]?.[0];
    const msg = await refusal('topfile/gromacs', { ...bare, resname: 'SOL' });
    expect(msg).toContain(`Atom ${site} (MW, type MW) has mass 0 and is not a virtual site`);
  });

  it('answers a malformed virtual-site row with a 400 naming row and column', async () => {
    const rows = (set.virtualSites ?? []).map((r) => [...r]);
    rows[1]![6] = 'abc';
    expect(await refusal('topfile/gromacs', { ...set, virtualSites: rows, resname: 'SOL' })).toBe(
      "virtualSites row 2, column 7: 'abc' is not a number",
    );
    const outside = [[4, 1, 2, 99, 1, 0.1, 0.1]];
    expect(await refusal('topfile/gromacs', { ...set, virtualSites: outside, resname: 'SOL' })).toBe(
      'virtualSites row 1, column 4: atom id 99 is outside 1…8',
    );
  });
});
