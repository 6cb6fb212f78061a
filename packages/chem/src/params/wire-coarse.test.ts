import { describe, expect, it } from 'vitest';
import { coarseGrainSystem } from '../coarse/params/system.js';
import { benzene, benzeneMapping } from '../coarse/params/testing/benzene.js';
import { COARSE_GRAINED_FORCE_FIELDS, isCoarseGrainedForceField } from '../core/coarse-grained.js';
import { ENGINE_WRITERS } from '../writers/registry.js';
import { systemFromWire, systemToWire } from './system-wire.js';
import { moleculeFromWire } from './wire-molecule.js';

const gromacs = ENGINE_WRITERS.find((e) => e.id === 'gromacs')!;

/** Benzene as three Martini beads held by three ring constraints (coarse/params builds it). */
function cgBenzene(forceField: 'martini2' | 'martini3') {
  const mol = benzene();
  return coarseGrainSystem(mol, benzeneMapping(), { forceField, conformers: [mol.positions] });
}

/** The download path: the wire form, its structure read back (constraints bond the beads), the System. */
function throughWire(wire: ReturnType<typeof systemToWire>) {
  const molecule = moleculeFromWire(
    wire.atoms,
    [...wire.bonds, ...(wire.constraints ?? [])],
    undefined,
    'NUK',
  );
  return systemFromWire(wire, molecule);
}

describe('the wire form of a coarse-grained System', () => {
  it('carries constraints (1-based, nm), nrexcl and their provenance', () => {
    const system = cgBenzene('martini2');
    const wire = systemToWire(system);
    expect(wire.constraints).toHaveLength(3);
    expect(wire.constraints![0]!.slice(0, 3)).toEqual([1, 2, 1]);
    expect(wire.constraints![0]![3]).toBeCloseTo(system.constraints![0]!.length, 12);
    expect(wire.exclusionDepth).toBe(1);
    expect(wire.provenance.constraints?.[0]?.derivedFrom).toBe('geometry');
    expect(wire.externalNonbonded).toBeUndefined();
  });

  it('reads back into the same System: beads are pseudo-element 0, GROMACS writes [ constraints ] and nrexcl 1', () => {
    const back = throughWire(systemToWire(cgBenzene('martini2')));
    expect([...back.molecule.elements]).toEqual([0, 0, 0]);
    expect(back.constraints?.map((c) => c.atoms)).toEqual(
      cgBenzene('martini2').constraints?.map((c) => c.atoms),
    );
    expect(back.exclusionDepth).toBe(1);
    const files = gromacs.write(back, { residueName: 'NUK' });
    expect(files['NUK.itp']).toMatch(/NUK\s+1\n/);
    expect(files['NUK.itp']).toContain('[ constraints ]');
  });

  it('keeps Martini 3’s external non-bonded file when the server has no table', () => {
    const wire = systemToWire(cgBenzene('martini3'));
    expect(wire.externalNonbonded?.file).toBe('martini_v3.0.0.itp');
    expect(throughWire(wire).externalNonbonded).toEqual(wire.externalNonbonded);
  });

  it('marks an edited constraint length as the user’s', () => {
    const system = cgBenzene('martini2');
    const wire = systemToWire(system);
    wire.constraints![1] = [2, 3, 1, 0.31];
    const molecule = moleculeFromWire(wire.atoms, wire.constraints!, undefined);
    const back = systemFromWire(wire, molecule, system);
    expect(back.constraints![1]!.length).toBe(0.31);
    expect(back.constraints![1]!.provenance.derivedFrom).toBe('user');
    expect(back.constraints![0]!.provenance.derivedFrom).toBe('geometry');
  });

  it.each([
    [[1, 2, 2, 0.29], /function type 1/],
    [[1, 9, 1, 0.29], /outside 1…3/],
    [[1, 1, 1, 0.29], /one atom twice/],
    [[1, 2, 1, -0.29], /positive number of nm/],
  ])('refuses the constraint row %j', (row, message) => {
    const wire = systemToWire(cgBenzene('martini2'));
    wire.constraints![0] = row;
    const molecule = moleculeFromWire(wire.atoms, wire.bonds, undefined);
    expect(() => systemFromWire(wire, molecule)).toThrow(message);
  });

  it('refuses an exclusion depth that is not a whole number of bonds', () => {
    const wire = { ...systemToWire(cgBenzene('martini2')), exclusionDepth: 1.5 };
    expect(() => throughWire(wire)).toThrow(/exclusionDepth 1.5/);
  });

  it('names the coarse-grained force fields as the CG System’s atoms carry them', () => {
    expect(cgBenzene('martini3').atoms.every((a) => isCoarseGrainedForceField(a.forceField))).toBe(true);
    expect(cgBenzene('martini2').atoms[0]!.forceField).toBe(COARSE_GRAINED_FORCE_FIELDS.martini2);
    expect(isCoarseGrainedForceField('GAFF')).toBe(false);
  });
});
