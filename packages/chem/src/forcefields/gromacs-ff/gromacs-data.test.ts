import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GromacsTypeIndex, matchDihedralType } from './lookup.js';
import { parseGromacsForceField } from './parse.js';

/** The folders gromacs-data installs (the test setup installs the package). */
const TOP = '/usr/share/gromacs/top';
const readFolder = (dir: string) => (name: string) =>
  existsSync(`${dir}/${name}`) ? readFileSync(`${dir}/${name}`, 'utf8') : undefined;
const present =
  existsSync(`${TOP}/oplsaa.ff/forcefield.itp`) && existsSync(`${TOP}/gromos54a7.ff/forcefield.itp`);

describe.skipIf(!present)('parseGromacsForceField on gromacs-data (skipped without gromacs-data)', () => {
  it('reads all of oplsaa.ff', () => {
    const dir = `${TOP}/oplsaa.ff`;
    const ff = parseGromacsForceField('forcefield.itp', readFolder(dir), dir);
    expect(ff.files).toEqual(['forcefield.itp', 'ffnonbonded.itp', 'ffbonded.itp']);
    expect(ff.defaults).toMatchObject({
      nbfunc: 1,
      combinationRule: 3,
      genPairs: true,
      fudgeLJ: 0.5,
      fudgeQQ: 0.5,
    });
    // `grep -vcE '^\s*(;|\[|#|$)' ffnonbonded.itp` = 820 data lines; 7 of them are the HEAVY_H
    // variants of opls_111…117 (#ifdef HEAVY_H … #else …), so one branch holds 813 types.
    expect(ff.atomTypes.size).toBe(813);
    // `grep -cE '^\s*\S+\s+\S+\s+1\s+[0-9.]+\s+[0-9.]+\s*(;.*)?$' ffbonded.itp` = 300 bond types.
    expect(ff.bondTypes).toHaveLength(300);
    // Same with three types: 930 angle types.
    expect(ff.angleTypes).toHaveLength(930);
    // `grep -cE '^\s*[^;#]\S*\s+\S+\s+\S+\s+\S+\s+3(\s+[-0-9.]+){6}' ffbonded.itp` = 1048 RB lines,
    // two of which repeat an earlier row with equal values (C-CT_2-N-H at 1354/1770 reversed,
    // C-CT_2-NT-CT_3 at 1356/1375): grompp keeps one row each.
    expect(ff.dihedralTypes).toHaveLength(1046);
    expect(ff.dihedralTypes.every((d) => d.funct === 3 && d.params.length === 6)).toBe(true);
    // ffnonbonded.itp: " opls_157   CT	6      12.01100     0.145       A    3.50000e-01  2.76144e-01".
    expect(ff.atomTypes.get('opls_157')).toMatchObject({
      bondType: 'CT',
      mass: 12.011,
      v: 0.35,
      w: 0.276144,
    });
    // ffbonded.itp: "  CT    OH      1    0.14100   267776.0   ; wlj 8/97" (either direction).
    const bond = new GromacsTypeIndex(ff.bondTypes).find(['OH', 'CT'], 1);
    expect(bond).toMatchObject({ params: [0.141, 267776], file: 'ffbonded.itp' });
    expect(ff.defines.get('improper_Z_CA_X_Y')?.value).toBe('180.0      4.60240   2');
    // HC-CT-CT-OH exists explicitly; HC-CT-CZ-NZ only through "NZ CZ CT X" (line 1913, nitriles);
    // O-C-CT-CT has its own row (1571) besides "O C CT X" (1914), and the exact one wins.
    expect(matchDihedralType(ff.dihedralTypes, ['HC', 'CT', 'CT', 'OH'], 3)?.types).toEqual([
      'HC',
      'CT',
      'CT',
      'OH',
    ]);
    expect(matchDihedralType(ff.dihedralTypes, ['HC', 'CT', 'CZ', 'NZ'], 3)).toMatchObject({
      types: ['NZ', 'CZ', 'CT', 'X'],
      line: 1913,
    });
    expect(matchDihedralType(ff.dihedralTypes, ['O', 'C', 'CT', 'CT'], 3)?.line).toBe(1571);
  });

  it('reads all of gromos54a7.ff', () => {
    const dir = `${TOP}/gromos54a7.ff`;
    const ff = parseGromacsForceField('forcefield.itp', readFolder(dir), dir);
    expect(ff.files).toEqual(['forcefield.itp', 'ffnonbonded.itp', 'ffbonded.itp', 'ff_dum.itp']);
    expect(ff.defaults).toMatchObject({ combinationRule: 1, genPairs: false, fudgeLJ: 1, fudgeQQ: 1 });
    // `sed -n 1,60p ffnonbonded.itp | grep -vcE '^\s*(;|\[|#|$)'` = 57 atom types.
    expect(ff.atomTypes.size).toBe(57);
    // Lines 61-1548 ([ nonbond_params ]) hold 1485 data lines, 1549-end ([ pairtypes ]) 1540.
    expect(ff.nonbondParams).toHaveLength(1485);
    expect(ff.pairTypes).toHaveLength(1540);
    // `grep -cE '^\s*\S+\s+\S+\s+2\s+gb_[0-9]+' ffbonded.itp` = 2 bond types, each a gb_ macro.
    expect(ff.bondTypes.map((b) => b.macro)).toEqual(['gb_36', 'gb_34']);
    // "#define gb_36       0.2040  5.0300e+06" (S - S).
    expect(ff.bondTypes[0]).toMatchObject({ types: ['S', 'S'], funct: 2, params: [0.204, 5.03e6] });
    // "    O    8      0.000      0.000     A  0.0022619536       1e-06": at.num, no bond_type.
    expect(ff.atomTypes.get('O')).toMatchObject({ bondType: 'O', atomicNumber: 8, v: 0.0022619536, w: 1e-6 });
    // "S      S      1   gd_21" is the two-type form of X-S-S-X.
    expect(ff.dihedralTypes[0]).toMatchObject({ types: ['X', 'S', 'S', 'X'], written: 2, macro: 'gd_21' });
    // Constraint lengths come from ff_dum.itp's DC_ macros.
    expect(ff.constraintTypes.every((c) => c.params.length === 1 && c.params[0]! > 0)).toBe(true);
  });
});
