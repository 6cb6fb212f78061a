import { describe, expect, it } from 'vitest';
import { cellFromVectors } from '../core/cell.js';
import type { System } from '../core/system.js';
import { namdWriter } from './namd/namd-writer.js';
import { openmmWriter } from './openmm/openmm-writer.js';
import { ENGINE_WRITERS } from './registry.js';
import { acetaldehyde } from './testing/acetaldehyde.js';
import { thrownChemError } from './testing/thrown.js';

/** Acetaldehyde without its periodic improper, which GOMC refuses: every one of the 12 writers takes it. */
function base(): System {
  return { ...acetaldehyde(), improperParameters: [], impropers: [] };
}

const withAtom = (system: System, i: number, change: Partial<System['atoms'][number]>): System => ({
  ...system,
  atoms: system.atoms.map((a, k) => (k === i ? { ...a, ...change } : a)),
});

function withPosition(system: System, value: number): System {
  const positions = Float64Array.from(system.molecule.positions);
  positions[3 * 2 + 1] = value;
  return { ...system, molecule: { ...system.molecule, positions } };
}

interface Case {
  readonly what: string;
  readonly system: (s: System) => System;
  readonly atoms: readonly number[];
  readonly field: string;
  readonly message: RegExp;
}

const CASES: readonly Case[] = [
  {
    what: 'a newline in a type name',
    system: (s) => withAtom(s, 0, { type: 'c3\nMasses' }),
    atoms: [1],
    field: 'type',
    message: /Atom 1 has the type name "c3\\u000AMasses"/,
  },
  {
    what: 'a control character in an atom name',
    system: (s) => withAtom(s, 4, { label: 'H\u00075' }),
    atoms: [5],
    field: 'name',
    message: /Atom 5 has the name "H\\u00075"/,
  },
  {
    what: 'a blank in a type name',
    system: (s) => withAtom(s, 3, { type: 'h a' }),
    atoms: [4],
    field: 'type',
    message: /Atom 4 has the type name "h\\u0020a"/,
  },
  {
    what: 'a control character in the title',
    system: (s) => ({ ...s, molecule: { ...s.molecule, title: 'acetaldehyde\u0000x' } }),
    atoms: [],
    field: 'title',
    message: /title "acetaldehyde\\u0000x" holds a control character/,
  },
  {
    what: 'a NaN coordinate',
    system: (s) => withPosition(s, NaN),
    atoms: [3],
    field: 'position',
    message: /Atom 3 has a coordinate that is not a finite number \(y = NaN\)/,
  },
  {
    what: 'an infinite charge',
    system: (s) => withAtom(s, 1, { charge: Infinity }),
    atoms: [2],
    field: 'charge',
    message: /Atom 2 \(C2\) has a charge that is not a finite number \(Infinity\)/,
  },
  {
    what: 'an infinite ε',
    system: (s) => withAtom(s, 6, { epsilon: -Infinity }),
    atoms: [7],
    field: 'epsilon',
    message: /Atom 7 \(H7\) has a epsilon that is not a finite number/,
  },
  {
    what: 'a NaN force constant',
    system: (s) => ({
      ...s,
      bondParameters: s.bondParameters.map((p, r) => (r === 1 ? { ...p, kb: NaN } : p)),
    }),
    atoms: [2, 3],
    field: 'bond.kb',
    message: /The bond 2-3 has a parameter that is not a finite number \(kb = NaN\)/,
  },
  {
    what: 'an infinite torsion term',
    system: (s) => ({
      ...s,
      dihedralParameters: s.dihedralParameters.map((p, r) =>
        r === 1 && p.funct !== 3 ? { ...p, terms: [{ ...p.terms[0]!, k: Infinity }] } : p,
      ),
    }),
    atoms: [5, 1, 2, 4],
    field: 'dihedral.terms.0.k',
    message: /The dihedral 5-1-2-4 has a parameter that is not a finite number \(terms\.0\.k = Infinity\)/,
  },
  {
    what: 'a NaN 1-4 scale',
    system: (s) => ({ ...s, defaults: { ...s.defaults, fudgeQQ: NaN } }),
    atoms: [],
    field: 'fudgeQQ',
    message: /fudgeQQ is not a finite number/,
  },
];

describe('names and numbers every writer refuses', () => {
  it('has 12 writers, each of which writes the unchanged System', () => {
    expect(ENGINE_WRITERS).toHaveLength(12);
    for (const entry of ENGINE_WRITERS) {
      expect(Object.keys(entry.write(base(), { residueName: 'ACE' })).length, entry.id).toBeGreaterThan(0);
    }
  });

  for (const c of CASES) {
    it(`refuses ${c.what} in every writer, naming the atom and the field`, () => {
      for (const entry of ENGINE_WRITERS) {
        const e = thrownChemError(() => entry.write(c.system(base()), { residueName: 'ACE' }));
        expect(e.code, entry.id).toBe('invalid-molecule');
        expect(e.message, entry.id).toMatch(c.message);
        expect(e.data, entry.id).toMatchObject({
          field: c.field,
          ...(c.atoms.length ? { atoms: c.atoms } : {}),
        });
      }
    });
  }

  it('refuses a cell vector that is not finite (the crystal writers)', () => {
    // cellFromVectors refuses such a cell, so it is made by hand, as a deserialised one could be.
    const good = cellFromVectors([
      [20, 0, 0],
      [0, 20, 0],
      [0, 0, 20],
    ]);
    const cell = {
      ...good,
      vectors: [good.vectors[0], good.vectors[1], [0, 0, Infinity]] as typeof good.vectors,
    };
    const crystal: System = { ...base(), molecule: { ...base().molecule, cell } };
    for (const entry of ENGINE_WRITERS.filter((e) => e.periodic)) {
      const e = thrownChemError(() => entry.write(crystal, { residueName: 'ACE' }));
      expect(e.data, entry.id).toMatchObject({ field: 'cell' });
    }
  });

  it('never prints a coordinate that is not finite, even past the check (the PDB of OpenMM and NAMD)', () => {
    const nan = (positions: Float64Array): Float64Array =>
      Float64Array.from(positions, (v, i) => (i === 4 ? NaN : v));
    const openmm = openmmWriter.convert(base(), { residueName: 'ACE' });
    const namd = namdWriter.convert(base(), { residueName: 'ACE' });
    for (const write of [
      () => openmmWriter.write({ ...openmm, positions: nan(openmm.positions) }),
      () => namdWriter.write({ ...namd, charmm: { ...namd.charmm, positions: nan(namd.charmm.positions) } }),
    ]) {
      expect(thrownChemError(write).message).toMatch(/Cannot write the coordinate NaN/);
    }
  });

  it('lets white space in the title pass: no writer breaks a line with it', () => {
    const titled: System = {
      ...base(),
      molecule: { ...base().molecule, title: 'acetaldehyde\n\tgas phase' },
    };
    for (const entry of ENGINE_WRITERS) {
      const text = Object.values(entry.write(titled, { residueName: 'ACE' })).join('\n');
      expect(text, entry.id).not.toMatch(/acetaldehyde\s*\n/);
    }
  });
});
