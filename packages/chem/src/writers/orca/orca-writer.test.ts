import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { symbolOf } from '../../core/elements.js';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { amberWriter } from '../amber/amber-writer.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { orcaWriter } from './orca-writer.js';

const RES = 'ACE';

const write = (system: System): Readonly<Record<string, string>> =>
  runWriter(orcaWriter, system, { residueName: RES });

const thrown = (work: () => unknown): ChemError => {
  try {
    work();
  } catch (e) {
    expect(e).toBeInstanceOf(ChemError);
    return e as ChemError;
  }
  throw new Error('expected a ChemError');
};

interface ReadInput {
  /** Non-comment lines before the coordinates ('!' lines and blocks), trimmed. */
  readonly header: string[];
  readonly comments: string[];
  readonly charge: number;
  readonly multiplicity: number;
  readonly atoms: { symbol: string; xyz: number[] }[];
}

/**
 * A small reader of the input as ORCA's manual describes it (6.1 §2.1): '#' starts a comment, '!'
 * lines and '%… end' blocks come first, then '* xyz charge multiplicity', one atom per line, '*'.
 */
function readInput(text: string): ReadInput {
  const lines = text.split('\n');
  const comments = lines.filter((l) => l.startsWith('#'));
  // A second '#' would close a comment early and let the rest of the line be read as input.
  for (const c of comments) expect(c.indexOf('#', 1), c).toBe(-1);
  const code = lines.filter((l) => !l.startsWith('#') && l.trim() !== '').map((l) => l.trim());
  const start = code.findIndex((l) => l.startsWith('*'));
  const end = code.indexOf('*', start + 1);
  expect(start).toBeGreaterThan(0);
  expect(end).toBe(code.length - 1);
  const [star, kind, charge, multiplicity, ...rest] = code[start]!.split(/\s+/);
  expect([star, kind, rest]).toEqual(['*', 'xyz', []]);
  return {
    header: code.slice(0, start),
    comments,
    charge: Number(charge),
    multiplicity: Number(multiplicity),
    atoms: code.slice(start + 1, end).map((l) => {
      const [symbol, ...xyz] = l.split(/\s+/);
      expect(xyz).toHaveLength(3);
      return { symbol: symbol!, xyz: xyz.map(Number) };
    }),
  };
}

/** Acetaldehyde with every partial charge shifted so that they sum to `total`. */
function charged(total: number): System {
  const base = acetaldehyde();
  const shift = total / base.atoms.length;
  return { ...base, atoms: base.atoms.map((a) => ({ ...a, charge: a.charge + shift })) };
}

describe('orcaWriter', () => {
  it('writes <res>.prmtop byte for byte as the AMBER writer does, and <res>.inp', () => {
    const system = acetaldehyde();
    const files = write(system);
    expect(Object.keys(files).sort()).toEqual([`${RES}.inp`, `${RES}.prmtop`]);
    const amber = runWriter(amberWriter, system, { residueName: RES });
    expect(files[`${RES}.prmtop`]).toBe(amber[`${RES}.prmtop`]);
  });

  it('asks for an MM single point on the converted parameters (ORCA manual 6.1 §3.23 minimal input)', () => {
    const input = readInput(write(acetaldehyde())[`${RES}.inp`]!);
    expect(input.header).toEqual(['! MM', '%mm', `ORCAFFFilename "${RES}.ORCAFF.prms"`, 'end']);
    expect(input.comments).toContain(`# Make ${RES}.ORCAFF.prms first: orca_mm -convff -AMBER ${RES}.prmtop`);
    // The QM/MM variant is there, commented out, naming the same parameter file.
    const template = input.comments.map((c) => c.replace(/^#\s*/, ''));
    expect(template).toEqual(
      expect.arrayContaining([
        '! QMMM <method> <basis set>',
        '%qmmm',
        `ORCAFFFilename "${RES}.ORCAFF.prms"`,
        'QMAtoms {<first>:<last>} end',
        'end',
      ]),
    );
  });

  it('gives every atom its element and position (Å) in the System’s order, to the printed 1e-8 Å', () => {
    const system = acetaldehyde();
    const { atoms } = readInput(write(system)[`${RES}.inp`]!);
    expect(atoms).toHaveLength(system.atoms.length);
    atoms.forEach((a, i) => {
      expect(a.symbol, `atom ${i + 1}`).toBe(symbolOf(system.molecule.elements[i]!));
      a.xyz.forEach((v, k) => {
        expect(Math.abs(v - system.molecule.positions[3 * i + k]!), `atom ${i + 1}`).toBeLessThanOrEqual(
          0.5e-8 + 1e-15,
        );
      });
    });
    // The hand-made geometry (testing/acetaldehyde.ts): C2 at (1.5, 0, 0), O3 at (2.11, 1.05, 0).
    expect(atoms[1]).toEqual({ symbol: 'C', xyz: [1.5, 0, 0] });
    expect(atoms[2]).toEqual({ symbol: 'O', xyz: [2.11, 1.05, 0] });
  });

  it('gives the rounded charge and the multiplicity of the electron count', () => {
    // Acetaldehyde C2H4O: charges sum to 0, 6 + 6 + 8 + 4·1 = 24 electrons → closed-shell singlet.
    const neutral = readInput(write(acetaldehyde())[`${RES}.inp`]!);
    expect([neutral.charge, neutral.multiplicity]).toEqual([0, 1]);
    // Charges summing to −1: 25 electrons → doublet; to +2: 22 electrons → singlet.
    const anion = readInput(write(charged(-1))[`${RES}.inp`]!);
    expect([anion.charge, anion.multiplicity]).toEqual([-1, 2]);
    const dication = readInput(write(charged(2))[`${RES}.inp`]!);
    expect([dication.charge, dication.multiplicity]).toEqual([2, 1]);
    // A sum a little off an integer (rounded partial charges) is rounded.
    const near = readInput(write(charged(-0.9999996))[`${RES}.inp`]!);
    expect([near.charge, near.multiplicity]).toEqual([-1, 2]);
  });

  it('refuses a crystal', () => {
    const base = acetaldehyde();
    const cell = cellFromParameters({ a: 20, b: 21, c: 22, alpha: 90, beta: 90, gamma: 90 });
    const error = thrown(() => write({ ...base, molecule: { ...base.molecule, cell } }));
    expect(error.code).toBe('unsupported-form');
    expect(error.message).toMatch(/crystal/);
  });

  it('refuses what the AMBER writer refuses, and LJ the per-atom ORCAFF.prms cannot hold', () => {
    const base = acetaldehyde();
    const rb: System = {
      ...base,
      dihedralParameters: [
        base.dihedralParameters[0]!,
        { funct: 3, c: [1, 2, 3, 0, 0, 0], provenance: base.dihedralParameters[1]!.provenance },
      ],
    };
    expect(thrown(() => write(rb)).code).toBe('unsupported-form');
    const amberRefuses = thrown(() => runWriter(amberWriter, rb, { residueName: RES }));
    expect(amberRefuses.code).toBe('unsupported-form');
    const far: System = {
      ...base,
      molecule: { ...base.molecule, positions: base.molecule.positions.map((v, i) => (i === 0 ? 12000 : v)) },
    };
    expect(thrown(() => write(far)).message).toMatch(/±9999 Å/);
    expect(thrown(() => write({ ...base, defaults: { ...base.defaults, combinationRule: 3 } })).code).toBe(
      'unsupported-form',
    );
    const pairs: System = {
      ...base,
      nonbondedPairs: [
        { types: ['c3', 'o'], funct: 1, sigma: 0.31, epsilon: 0.5, provenance: base.atoms[0]!.provenance },
      ],
    };
    expect(thrown(() => write(pairs)).message).toMatch(
      /ORCAFF\.prms holds Lennard-Jones parameters per atom/,
    );
    expect(() => runWriter(amberWriter, pairs, { residueName: RES })).not.toThrow();
    expect(thrown(() => write({ ...base, pairs: base.pairs.slice(1) })).message).toMatch(
      /exactly the 1-4 pairs of the bonds .*missing from the pair list/,
    );
    // No 1-4 interactions: the AMBER writer marks every dihedral, which orca_mm is not known to keep.
    const noOneFour: System = { ...base, defaults: { ...base.defaults, fudgeLJ: 0, fudgeQQ: 0 } };
    expect(() => runWriter(amberWriter, noOneFour, { residueName: RES })).not.toThrow();
    expect(thrown(() => write(noOneFour)).message).toMatch(/without 1-4 interactions/);
    expect(thrown(() => runWriter(orcaWriter, base, { residueName: 'TOO-LONG' })).message).toMatch(
      /residue name/,
    );
  });
});
