import { describe, expect, it } from 'vitest';
import { ParseError, TopoForgeError } from '../../core/errors.js';
import { countAtoms } from './count-atoms.js';

/** Water from `obabel -:O --gen3d -omol` (Open Babel 3.1.1). */
const WATER_MOL = `water
 OpenBabel11212611243D

  3  2  0  0  0  0  0  0  0  0999 V2000
    1.0414    0.0849    0.0445 O   0  0  0  0  0  0  0  0  0  0  0  0
    2.0093    0.0717   -0.0000 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.7626   -0.1775   -0.8456 H   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  1  3  1  0  0  0  0
M  END
`;

/** Water from `obabel -:O --gen3d -omol2` (Open Babel 3.1.1). */
const WATER_MOL2 = `@<TRIPOS>MOLECULE
water
 3 2 0 0 0
SMALL
GASTEIGER

@<TRIPOS>ATOM
      1 O           0.9484   -0.0099    0.1060 O.3     1  HOH1       -0.4105
      2 H           1.9163    0.0246    0.0749 H       1  HOH1        0.2052
      3 H           0.6696    0.6798   -0.5149 H       1  HOH1        0.2052
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
`;

/** Hand-written: two HETATM, one ATOM line, plus records that are not atoms. */
const WATER_PDB = `REMARK   1 ATOM COUNT IS NOT READ FROM REMARKS
HETATM    1  O   HOH A   1       0.948  -0.010   0.106  1.00  0.00           O
HETATM    2  H1  HOH A   1       1.916   0.025   0.075  1.00  0.00           H
ATOM      3  H2  HOH A   1       0.670   0.680  -0.515  1.00  0.00           H
TER       4      HOH A   1
CONECT    1    2    3
END
`;

/** Rock salt written in P1: 4 Na + 4 Cl of the conventional cell (hand-written). */
const NACL_CIF = `data_NaCl
_cell_length_a 5.64
_cell_length_b 5.64
_cell_length_c 5.64
_cell_angle_alpha 90
_cell_angle_beta 90
_cell_angle_gamma 90
loop_
_symmetry_equiv_pos_as_xyz
'x, y, z'
loop_
_atom_site_label
_atom_site_type_symbol
_atom_site_fract_x
_atom_site_fract_y
_atom_site_fract_z
Na1 Na 0.0 0.0 0.0
Na2 Na 0.5 0.5 0.0
Na3 Na 0.5 0.0 0.5
Na4 Na 0.0 0.5 0.5
Cl1 Cl 0.5 0.0 0.0
Cl2 Cl 0.0 0.5 0.0
Cl3 Cl 0.0 0.0 0.5
Cl4 Cl 0.5 0.5 0.5
`;

/** Diamond silicon, the two-atom primitive cell (a = 5.431 Å), VASP 5 layout. */
const SI_POSCAR = `Si diamond
1.0
0.0 2.7155 2.7155
2.7155 0.0 2.7155
2.7155 2.7155 0.0
Si
2
Direct
0.00 0.00 0.00
0.25 0.25 0.25
`;

/** Hand-written Gaussian input with a cell given as three Tv lines. */
const SI_GJF = `# sp

Si diamond primitive cell

0 1
Si 0.0000 0.0000 0.0000
Si 1.35775 1.35775 1.35775
Tv 0.0 2.7155 2.7155
Tv 2.7155 0.0 2.7155
Tv 2.7155 2.7155 0.0

`;

/** Hand-written Materials Studio archive, one water molecule in a cubic cell. */
const WATER_CAR = `!BIOSYM archive 3
PBC=ON
water in a box
!DATE Wed Jan 01 12:00:00 2025
PBC   10.0000   10.0000   10.0000   90.0000   90.0000   90.0000 (P1)
O1       1.000000000    1.000000000    1.117000000 WAT  1       o*      O  -0.820
H1       1.000000000    1.757000000    0.531000000 WAT  1       h*      H   0.410
H2       1.000000000    0.243000000    0.531000000 WAT  1       h*      H   0.410
end
end
`;

const parseErrorOf = (fn: () => unknown): ParseError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
};

describe('countAtoms by the spec rule (000 §5)', () => {
  it('mol: columns 1-3 of the counts line, line 4', () => {
    expect(countAtoms('water.mol', WATER_MOL)).toBe(3);
    // The rule reads only line 4: the atom block is not consulted.
    expect(countAtoms('big.mol', 'big\n\n\n123456  0  0  0  0  0  0  0  0  0999 V2000\n')).toBe(123);
  });

  it('mol: V3000 files take the count from M  V30 COUNTS, since line 4 holds a dummy 0', () => {
    const v3000 =
      'x\n\n\n  0  0  0     0  0            999 V3000\nM  V30 BEGIN CTAB\nM  V30 COUNTS 42 41 0 0 0\n';
    expect(countAtoms('x.mol', v3000)).toBe(42);
  });

  it('mol: a missing or non-numeric counts line is a ParseError naming line 4', () => {
    const missing = parseErrorOf(() => countAtoms('short.mol', 'title\n\n'));
    expect(missing.line).toBe(4);
    expect(missing.message).toMatch(/^short\.mol, line 4: /);
    const garbage = parseErrorOf(() => countAtoms('bad.mol', 'a\nb\nc\n x3  2  0\n'));
    expect(garbage.line).toBe(4);
    expect(garbage.message).toMatch(/bad\.mol, line 4: expected an integer/);
  });

  it('pdb: the number of ATOM and HETATM lines', () => {
    expect(countAtoms('water.pdb', WATER_PDB)).toBe(3);
    expect(countAtoms('big.pdb', 'ATOM100000  C   UNK A   1\nHETATM    2\n')).toBe(2);
  });

  it('pdb: a file without ATOM/HETATM records is refused', () => {
    expect(parseErrorOf(() => countAtoms('empty.pdb', 'REMARK nothing\nEND\n')).message).toMatch(
      /empty\.pdb: the file holds no atoms/,
    );
  });

  it('xyz: the integer on the first line', () => {
    expect(countAtoms('w.xyz', '3\nwater\nO 0 0 0\nH 1 0 0\nH 0 1 0\n')).toBe(3);
    expect(countAtoms('w.xyz', '  5000  \ncomment\n')).toBe(5000);
    const bad = parseErrorOf(() => countAtoms('bad.xyz', 'three\nwater\n'));
    expect(bad.line).toBe(1);
    expect(bad.message).toMatch(/bad\.xyz, line 1: /);
    expect(parseErrorOf(() => countAtoms('zero.xyz', '0\nnothing\n')).message).toMatch(/no atoms/);
  });

  it('mol2, cif, vasp, gjf, car: the atoms the reader parses', () => {
    expect(countAtoms('water.mol2', WATER_MOL2)).toBe(3);
    expect(countAtoms('nacl.cif', NACL_CIF)).toBe(8);
    expect(countAtoms('si.vasp', SI_POSCAR)).toBe(2);
    expect(countAtoms('si.gjf', SI_GJF)).toBe(2);
    expect(countAtoms('water.car', WATER_CAR)).toBe(3);
  });

  it('reads POSCAR and CONTCAR names without an extension as vasp', () => {
    expect(countAtoms('POSCAR', SI_POSCAR)).toBe(2);
    expect(countAtoms('relax/CONTCAR', SI_POSCAR)).toBe(2);
  });

  it("passes on the reader's ParseError, which names the line", () => {
    const broken = WATER_MOL2.replace('0.9484   -0.0099', '0.9484   oops');
    const e = parseErrorOf(() => countAtoms('water.mol2', broken));
    expect(e.fileName).toBe('water.mol2');
    expect(e.line).toBe(8);
  });

  it('refuses a file type no reader knows with unsupported-format', () => {
    expect(() => countAtoms('notes.txt', 'hello')).toThrow(TopoForgeError);
    expect(() => countAtoms('README', 'hello')).toThrow(/no reader/);
  });
});
