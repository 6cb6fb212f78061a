/**
 * Structures the CLI tests write to a temp dir. Coordinates, bonds and charges were generated with
 * Open Babel 3.1.1 (`obabel -:SMILES --gen3d -omol2|-omol`) and copied here by hand.
 */

/** Acetate, `obabel -:"CC(=O)[O-]" --gen3d -omol2`: Gasteiger partial charges, aromatic carboxylate bonds. */
export const ACETATE_MOL2 = `@<TRIPOS>MOLECULE
acetate
 7 6 0 0 0
SMALL
GASTEIGER

@<TRIPOS>ATOM
      1 C           0.9939    0.0784   -0.0104 C.3     1  UNL1       -0.0252
      2 C           2.5125    0.0685   -0.0330 C.2     1  UNL1        0.0387
      3 O           3.0701    0.5206    1.0052 O.co2   1  UNL1       -0.5501
      4 O           3.0234   -0.3926   -1.0921 O.co2   1  UNL1       -0.5501
      5 H           0.6121    0.4877    0.9298 H       1  UNL1        0.0289
      6 H           0.6147   -0.9418   -0.1228 H       1  UNL1        0.0289
      7 H           0.6147    0.6911   -0.8338 H       1  UNL1        0.0289
@<TRIPOS>BOND
     1     1     2    1
     2     2     3   ar
     3     2     4   ar
     4     1     5    1
     5     1     6    1
     6     1     7    1
`;

/** Methylammonium, `obabel -:"C[NH3+]" --gen3d -omol`: N carries formal charge +1 (M  CHG). */
export const METHYLAMMONIUM_MOL = `methylammonium
 OpenBabel11212611243D

  8  7  0  0  0  0  0  0  0  0999 V2000
    0.9322   -0.0592    0.0669 C   0  0  0  0  0  0  0  0  0  0  0  0
    2.4077   -0.0592    0.0669 N   0  3  0  0  0  0  0  0  0  0  0  0
    0.5984    0.2682   -0.9195 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.5984    0.6313    0.8436 H   0  0  0  0  0  0  0  0  0  0  0  0
    0.5984   -1.0772    0.2766 H   0  0  0  0  0  0  0  0  0  0  0  0
    2.7824    0.8789   -0.1263 H   0  0  0  0  0  0  0  0  0  0  0  0
    2.7824   -0.6957   -0.6489 H   0  0  0  0  0  0  0  0  0  0  0  0
    2.7824   -0.3610    0.9760 H   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  1  3  1  0  0  0  0
  1  4  1  0  0  0  0
  1  5  1  0  0  0  0
  2  6  1  0  0  0  0
  2  7  1  0  0  0  0
  2  8  1  0  0  0  0
M  CHG  1   2   1
M  END
`;

/** Water as xyz (no bonds in the file), `obabel -:O --gen3d -oxyz`. */
export const WATER_XYZ = `3
water
O          1.04140        0.08490        0.04450
H          2.00930        0.07170       -0.00000
H          0.76260       -0.17750       -0.84560
`;

/** Rock salt written in P1 with the four Na and four Cl of the conventional cell, a = 5.64 Å. */
export const NACL_CIF = `data_NaCl
_cell_length_a 5.64
_cell_length_b 5.64
_cell_length_c 5.64
_cell_angle_alpha 90
_cell_angle_beta 90
_cell_angle_gamma 90
_symmetry_space_group_name_H-M 'P 1'
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

/** A mol file whose counts line (line 4) is garbage. */
export const BROKEN_MOL = `broken
 handmade

 x3  2  0  0  0  0  0  0  0  0999 V2000
M  END
`;
