import type { Molecule } from '@topoforge/chem';
import { findFormat } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { cgConformers } from './cg-conformers.js';
import { obabelGen3d } from './obabel-gen3d.js';
import { obabelConformers, readConformers } from './obabel-conformers.js';
import { ProgramError } from './program-error.js';
import { onPath } from './testing/find-program.js';

/*
 * Runs the real obabel (Debian openbabel 3.1.1); skipped, with the reason, when it is not on PATH.
 * 1-Hexanol (CCCCCCO, 21 atoms, 5 rotatable bonds) is made 3D by the gen3d adapter, then stretched by 25 %
 * so that only a minimisation can bring its bonds back. Reference: MMFF94 reference length r0 of the
 * sp3 C–C bond (types 1–1) is 1.508 Å (Halgren, J Comput Chem 1996, 17, 490, MMFFBOND.PAR).
 */
const SKIP = !onPath('obabel');
const REASON = SKIP ? ' (skipped: obabel not found on PATH)' : '';
const readSd = (sd: string): Molecule => findFormat('sdf')!.read!(sd).molecules[0]!;

function distance(p: Float64Array, i: number, j: number): number {
  return Math.hypot(p[3 * i]! - p[3 * j]!, p[3 * i + 1]! - p[3 * j + 1]!, p[3 * i + 2]! - p[3 * j + 2]!);
}

function ccBonds(m: Molecule): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < m.bonds.count; k++) {
    const a = m.bonds.a[k]!;
    const b = m.bonds.b[k]!;
    if (m.elements[a] === 6 && m.elements[b] === 6) out.push([a, b]);
  }
  return out;
}

/** Every conformer: C–C back near MMFF94's r0 1.508 Å (the stretched input has ≈ 1.9 Å); rotamers differ. */
function expectMinimisedRotamers(input: Molecule, conformers: readonly Float64Array[]): void {
  const cc = ccBonds(input);
  expect(cc).toHaveLength(5);
  for (const c of conformers) {
    expect(c).toHaveLength(3 * input.atomCount);
    for (const [a, b] of cc) expect(Math.abs(distance(c, a, b) - 1.508)).toBeLessThan(0.03);
  }
  // Distinct rotamers: the C1…O end-to-end distance is not the same in every conformer.
  const o = input.elements.indexOf(8);
  const ends = conformers.map((c) => distance(c, 0, o));
  expect(Math.max(...ends) - Math.min(...ends)).toBeGreaterThan(0.3);
}

async function stretchedHexanol(): Promise<Molecule> {
  const hexanol = readSd(await obabelGen3d('CCCCCCO\n', { inputFormat: 'smi' }));
  return { ...hexanol, positions: hexanol.positions.map((x) => 1.25 * x) };
}

describe.skipIf(SKIP)(`obabelConformers${REASON}`, () => {
  it('gives minimised, distinct conformers of hexanol in the input atom order, the same on every run', async () => {
    const input = await stretchedHexanol();
    const found = await obabelConformers(input, { count: 5 });
    expect(found.forceField).toBe('MMFF94');
    // Four sp3–sp3 rotors (C2–C3 … C5–C6; Open Babel does not turn the methyl and hydroxyl ends), three
    // staggered values each: 3^4 combinations, few enough for confab to enumerate.
    expect(found.search).toEqual({ kind: 'systematic', combinations: 81 });
    expect(found.conformers).toHaveLength(5);
    expectMinimisedRotamers(input, found.conformers);
    // A second later, so that a clock-seeded search would start elsewhere.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await obabelConformers(input, { count: 5 });
    expect(again.conformers).toEqual(found.conformers);
  });

  it('uses the genetic algorithm above maxSystematic combinations', async () => {
    const input = await stretchedHexanol();
    const found = await obabelConformers(input, { count: 5, maxSystematic: 10 });
    expect(found.search).toEqual({ kind: 'genetic', rotors: 4 });
    expect(found.conformers.length).toBeGreaterThanOrEqual(2);
    expect(found.conformers.length).toBeLessThanOrEqual(5);
    expectMinimisedRotamers(input, found.conformers);
  });

  it('leaves a molecule without rotors as one minimised conformer (benzene)', async () => {
    const benzene = readSd(await obabelGen3d('c1ccccc1\n', { inputFormat: 'smi' }));
    const found = await obabelConformers(benzene);
    expect(found.search).toEqual({ kind: 'none' });
    expect(found.conformers).toHaveLength(1);
  });

  it('cgConformers: Open Babel source with a note, and the input alone above the heavy-atom cap', async () => {
    const input = await stretchedHexanol();
    const found = await cgConformers(input, { count: 3 });
    expect(found.source).toBe('obabel');
    expect(found.note).toBe(
      'mean over 3 conformers: Open Babel --confab (all 81 torsion combinations, the lowest in MMFF94 energy) ' +
        'from the input minimised with MMFF94, each minimised with MMFF94 (500 steps)',
    );
    const capped = await cgConformers(input, { maxHeavyAtoms: 6 });
    expect(capped).toEqual({
      conformers: [input.positions],
      source: 'input',
      note: 'the input geometry alone, not optimised (7 heavy atoms, more than 6: no conformer search)',
    });
  });
});

/** A hand-written two-record SD file of water, for the order check without the program. */
const water = (first: string, second: string): string =>
  [
    'water',
    '  hand',
    '',
    '  3  2  0  0  0  0  0  0  0  0999 V2000',
    `    0.0000    0.0000    0.0000 ${first.padEnd(3)} 0  0  0  0  0  0  0  0  0  0  0  0`,
    `    0.9572    0.0000    0.0000 ${second.padEnd(3)} 0  0  0  0  0  0  0  0  0  0  0  0`,
    '   -0.2400    0.9266    0.0000 H   0  0  0  0  0  0  0  0  0  0  0  0',
    '  1  2  1  0  0  0  0',
    '  1  3  1  0  0  0  0',
    'M  END',
    '$$$$',
    '',
  ].join('\n');

describe('readConformers and cgConformers without the program', () => {
  const molecule = readSd(water('O', 'H'));

  it('reads records that keep the atom order and refuses one that does not', () => {
    expect(readConformers(water('O', 'H') + water('O', 'H'), molecule)).toHaveLength(2);
    const error = (() => {
      try {
        return readConformers(water('H', 'O'), molecule);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ProgramError);
    expect((error as ProgramError).message).toBe(
      "obabel: conformer 1 does not keep the input's atoms in order",
    );
  });

  it('falls back to the input geometry, saying why, when obabel is missing', async () => {
    const found = await cgConformers(molecule, { command: '/nonexistent/obabel' });
    expect(found.source).toBe('input');
    expect(found.conformers).toEqual([molecule.positions]);
    expect(found.note).toMatch(/^the input geometry alone, not optimised \(conformer search failed: /);
  });

  it('rethrows a cancelled call', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(cgConformers(molecule, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'cancelled',
    });
  });
});
