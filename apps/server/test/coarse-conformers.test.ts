import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Molecule } from '@topoforge/chem';
import { findFormat } from '@topoforge/chem';
import type { CgBeadWire } from '@topoforge/contract';
import { builderPath, cgParameterSetSchema, cgSystemSchema, okEnvelope } from '@topoforge/contract';
import { obabelGen3d } from '@topoforge/engines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

/**
 * Issue 21 item 3: the coarse-grained parameter call measures bond/constraint lengths over Open Babel's
 * minimised conformers, not on the user's (unoptimised) structure alone, and places the beads on that
 * structure. Needs obabel on PATH (the server runs it as a job). The single-geometry values are computed
 * here from the input by the published rule: bead centre = centre of geometry of its atoms, hydrogens
 * included (Souza et al. 2021).
 */

let server: RunningServer;
const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'tf-cg-conf-')) };

beforeAll(async () => {
  server = await startServer(env);
});
afterAll(async () => {
  await server.app.close();
});

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(server.url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json;
}

const mol2Of = (m: Molecule): string => findFormat('mol2')!.write!(m);
const sdMolecule = async (smiles: string): Promise<Molecule> =>
  findFormat('sdf')!.read!(await obabelGen3d(`${smiles}\n`, { inputFormat: 'smi' })).molecules[0]!;

/** Centre of geometry of heavy atoms `heavy` (0-based) and the hydrogens bonded to them, Å. */
function centre(m: Molecule, heavy: readonly number[]): [number, number, number] {
  const atoms = [...heavy];
  for (let k = 0; k < m.bonds.count; k++) {
    const [a, b] = [m.bonds.a[k]!, m.bonds.b[k]!];
    if (heavy.includes(a) && m.elements[b] === 1) atoms.push(b);
    if (heavy.includes(b) && m.elements[a] === 1) atoms.push(a);
  }
  const c: [number, number, number] = [0, 0, 0];
  for (const a of atoms) for (let d = 0; d < 3; d++) c[d]! += m.positions[3 * a + d]! / atoms.length;
  return c;
}
const nm = (p: readonly number[], q: readonly number[]): number =>
  Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!) / 10;

const bead = (name: string, ids: readonly number[]): CgBeadWire => ({
  nodeId: name,
  children: ids.map((id) => ({ nodeId: `${name}-${id}`, id })),
});

async function parameters(molecule: Molecule, beads: readonly CgBeadWire[]) {
  const mol2 = mol2Of(molecule);
  const set = okEnvelope(cgParameterSetSchema).parse(await post('remapping', { mol2, cg_beads: beads })).data;
  return okEnvelope(cgSystemSchema).parse(await post('coarse-grain/param_Martini2.2', { mol2, ...set })).data;
}

describe('coarse-grained bonded lengths from conformers', () => {
  it('a flexible chain (1-octanol, stretched 25 % as an unoptimised sketch): lengths are not the sketch’s', async () => {
    const built = await sdMolecule('CCCCCCCCO');
    const sketch: Molecule = { ...built, positions: built.positions.map((x) => 1.25 * x) };
    // Heavy atoms 1–9 in SMILES order: C1…C8, O9. Beads of three, three and three heavy atoms.
    const groups = [
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
    ];
    const wire = await parameters(
      sketch,
      groups.map((g, i) =>
        bead(
          `B${i + 1}`,
          g.map((a) => a + 1),
        ),
      ),
    );
    expect(wire.bonds).toHaveLength(2);
    const onSketch = [nm(centre(sketch, groups[0]!), centre(sketch, groups[1]!))];
    onSketch.push(nm(centre(sketch, groups[1]!), centre(sketch, groups[2]!)));
    const onBuilt = [nm(centre(built, groups[0]!), centre(built, groups[1]!))];
    onBuilt.push(nm(centre(built, groups[1]!), centre(built, groups[2]!)));
    wire.bonds.forEach((row, k) => {
      const b0 = row[3] as number;
      // The sketch is 25 % too large (≈ 0.09 nm here); the minimised conformers are near gen3d's own
      // MMFF94 geometry — not equal, as other rotamers shorten a three-carbon bead's distance.
      expect(onSketch[k]! - b0).toBeGreaterThan(0.05);
      expect(Math.abs(b0 - onBuilt[k]!)).toBeLessThan(0.04);
    });
    const source = wire.provenance.bonds[0]!.source;
    // Octanol's six C–C/C–O rotors (methyl and hydroxyl ends not turned) of three values: 3^6, enumerated.
    expect(source).toMatch(
      /geometry: mean over 8 conformers: Open Babel --confab \(all 729 torsion combinations/,
    );
    // The beads sit on the user's structure (mol2 keeps 4 decimals), not on a conformer.
    expect(wire.atoms.map((a) => a.slice(3, 6) as number[])).toEqual(
      groups.map((g) => centre(sketch, g).map((x) => expect.closeTo(x, 3))),
    );
  });

  it('a rigid ring (benzene, regular hexagon): the minimised input, constraints as on the input', async () => {
    const built = await sdMolecule('c1ccccc1');
    const wire = await parameters(built, [bead('B1', [1, 2]), bead('B2', [3, 4]), bead('B3', [5, 6])]);
    const groups = [
      [0, 1],
      [2, 3],
      [4, 5],
    ];
    const single = [
      nm(centre(built, groups[0]!), centre(built, groups[1]!)),
      nm(centre(built, groups[0]!), centre(built, groups[2]!)),
      nm(centre(built, groups[1]!), centre(built, groups[2]!)),
    ].sort();
    const lengths = wire.constraints!.map((c) => c[3]!).sort();
    // gen3d's benzene is already an MMFF94 minimum: re-minimising it moves nothing that matters.
    lengths.forEach((l, k) => expect(l).toBeCloseTo(single[k]!, 3));
    expect(wire.provenance.constraints![0]!.source).toBe(
      'coarse/params (Martini practice, constants.ts); geometry: the input minimised with MMFF94 (500 steps) by Open Babel (no rotatable bond)',
    );
  });
});
