import { describe, expect, it } from 'vitest';
import type { System } from '../../core/system.js';
import { waterPairSystem } from '../../params/testing/water-box.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { mixture } from '../testing/mixture.js';
import { gromacsWriter } from './gromacs-writer.js';

const write = (system: System, residueName = 'MIX'): Record<string, string> =>
  runWriter(gromacsWriter, system, { residueName });

/** Lines of every [ name ] section of a file, comments, blank lines and preprocessor lines dropped. */
function sections(text: string, name: string): string[][][] {
  return text
    .split(`[ ${name} ]`)
    .slice(1)
    .map((part) =>
      part
        .split('\n[')[0]!
        .split('\n')
        .filter((l) => l.trim() !== '' && !l.startsWith(';') && !l.startsWith('#'))
        .map((l) => l.trim().split(/\s+/)),
    );
}

/** Acetaldehyde (residue ACE) then an SPC/E water pair (residue SOL), 10 Å apart. */
const solvated = (): System =>
  mixture([
    { system: acetaldehyde(), residue: 'ACE' },
    { system: waterPairSystem('SPCE'), residue: 'SOL', shift: [10, 0, 0] },
  ]);

describe('GROMACS: one [ moleculetype ] per kind of molecule', () => {
  it('writes a solute and two waters as ACE × 1 and SOL × 2, not one 13-atom molecule', () => {
    const files = write(solvated());
    expect(sections(files['MIX.itp']!, 'moleculetype')).toEqual([[['ACE', '3']], [['SOL', '3']]]);
    const atoms = sections(files['MIX.itp']!, 'atoms');
    expect(atoms.map((rows) => rows.length)).toEqual([7, 3]);
    expect(atoms[1]!.map((r) => [r[0], r[3], r[4]])).toEqual([
      ['1', 'SOL', 'OW'],
      ['2', 'SOL', 'HW1'],
      ['3', 'SOL', 'HW2'],
    ]);
    expect(sections(files['MIX.top']!, 'molecules')).toEqual([
      [
        ['ACE', '1'],
        ['SOL', '2'],
      ],
    ]);
    // The water's settle is numbered within the water; acetaldehyde's terms within acetaldehyde.
    expect(sections(files['MIX.itp']!, 'settles')[0]!.map((r) => r.slice(0, 2))).toEqual([['1', '1']]);
    expect(sections(files['MIX.itp']!, 'bonds')[0]![0]!.slice(0, 3)).toEqual(['1', '2', '1']);
    // .gro: residue number per molecule, named after its type.
    const gro = files['MIX.gro']!.split('\n').slice(2, 15);
    expect(gro.map((l) => [l.slice(0, 5).trim(), l.slice(5, 10).trim(), l.slice(10, 15).trim()])).toEqual([
      ...['C1', 'C2', 'O3', 'H4', 'H5', 'H6', 'H7'].map((n) => ['1', 'ACE', n]),
      ...[2, 3].flatMap((r) => ['OW', 'HW1', 'HW2'].map((n) => [String(r), 'SOL', n])),
    ]);
  });

  it('writes a position-restraint include per type: heavy atoms, 1000 kJ/mol/nm², behind #ifdef POSRES', () => {
    const files = write(solvated());
    expect(Object.keys(files).sort()).toEqual([
      'MIX.gro',
      'MIX.itp',
      'MIX.top',
      'MIX_atomtypes.itp',
      'posre_ACE.itp',
      'posre_SOL.itp',
    ]);
    expect(sections(files['posre_ACE.itp']!, 'position_restraints')).toEqual([
      ['1', '2', '3'].map((a) => [a, '1', '1000', '1000', '1000']),
    ]);
    expect(sections(files['posre_SOL.itp']!, 'position_restraints')).toEqual([
      [['1', '1', '1000', '1000', '1000']],
    ]);
    const itp = files['MIX.itp']!;
    expect(itp).toContain('\n#ifdef POSRES\n#include "posre_ACE.itp"\n#endif\n');
    // Each include follows its own molecule type (a [ position_restraints ] belongs to the type before it).
    expect(itp.indexOf('posre_ACE.itp')).toBeLessThan(itp.indexOf('SOL  3'));
    expect(itp.indexOf('posre_SOL.itp')).toBeGreaterThan(itp.indexOf('SOL  3'));
  });

  it('names the types after the residue asked for when the input residues do not tell them apart', () => {
    const files = write(
      mixture([
        { system: acetaldehyde(), residue: 'UNK' },
        { system: waterPairSystem('SPCE'), residue: 'UNK', shift: [10, 0, 0] },
      ]),
    );
    expect(sections(files['MIX.top']!, 'molecules')).toEqual([
      [
        ['MIX1', '1'],
        ['MIX2', '2'],
      ],
    ]);
    expect(Object.keys(files)).toContain('posre_MIX2.itp');
  });

  it('keeps identical molecules apart when their charges differ', () => {
    const pair = waterPairSystem('SPCE');
    const atoms = pair.atoms.map((a, i) => (i === 3 ? { ...a, charge: a.charge - 0.1 } : a));
    const files = write({ ...pair, atoms }, 'SOL');
    expect(sections(files['SOL.itp']!, 'moleculetype')).toHaveLength(2);
    expect(sections(files['SOL.top']!, 'molecules')).toEqual([
      [
        ['SOL1', '1'],
        ['SOL2', '1'],
      ],
    ]);
  });

  it('writes interleaved molecules one after the other in the .gro, with the same coordinates', () => {
    // Concatenation: acetaldehyde atoms 0-6, water atoms 7-12; put a water atom between acetaldehyde's.
    const order = [0, 1, 2, 4, 5, 6, 7, 3, 8, 9, 10, 11, 12];
    const system = mixture(
      [
        { system: acetaldehyde(), residue: 'ACE' },
        { system: waterPairSystem('SPCE'), residue: 'SOL', shift: [10, 0, 0] },
      ],
      order,
    );
    const files = write(system);
    const gro = files['MIX.gro']!.split('\n').slice(2, 15);
    expect(gro.map((l) => l.slice(5, 15).replace(/\s+/g, ' ').trim()).slice(0, 8)).toEqual([
      'ACE C1',
      'ACE C2',
      'ACE O3',
      'ACE H4',
      'ACE H5',
      'ACE H6',
      'ACE H7',
      'SOL OW',
    ]);
    // H4 of acetaldehyde is System atom 7 (0-based 6 in the concatenation went to 7): same position.
    const x = (line: string): number => Number(line.slice(20, 35));
    const positionsNm = system.molecule.positions;
    const h4 = order[3]!;
    expect(x(gro[3]!)).toBeCloseTo(positionsNm[3 * h4]! / 10 + x(gro[0]!) - positionsNm[0]! / 10, 9);
  });
});
