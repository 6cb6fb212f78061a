/*
 * Framework fragments for the UFF/UFF4MOF typing tests, written by our CIF writer (P1, bonds as a
 * _geom_bond loop with symmetry codes for the bonds that cross the cell) from the idealised
 * geometries of packages/chem/src/typing/uff/testing/mof-fragments.ts: a Zn₂ paddlewheel with four
 * formates and a Zn₄O cluster with six formates, each in a 10 Å cubic cell.
 */
export const ZN_PADDLEWHEEL_CIF = `data_fragment
_symmetry_space_group_name_H-M   'P 1'
_symmetry_Int_Tables_number      1
_cell_length_a                   10.000000
_cell_length_b                   10.000000
_cell_length_c                   10.000000
_cell_angle_alpha                90.000000
_cell_angle_beta                 90.000000
_cell_angle_gamma                90.000000
loop_
_symmetry_equiv_pos_as_xyz
'x, y, z'
loop_
_atom_site_label
_atom_site_type_symbol
_atom_site_fract_x
_atom_site_fract_y
_atom_site_fract_z
_atom_site_occupancy
Zn1      Zn    0.00000000   0.00000000   0.13000000 1.0000
Zn2      Zn    0.00000000   0.00000000   0.87000000 1.0000
O3       O     0.19500000   0.00000000   0.11000000 1.0000
O4       O     0.19500000   0.00000000   0.89000000 1.0000
C5       C     0.26000000   0.00000000   0.00000000 1.0000
H6       H     0.36900000   0.00000000   0.00000000 1.0000
O7       O     0.80500000   0.00000000   0.11000000 1.0000
O8       O     0.80500000   0.00000000   0.89000000 1.0000
C9       C     0.74000000   0.00000000   0.00000000 1.0000
H10      H     0.63100000   0.00000000   0.00000000 1.0000
O11      O     0.00000000   0.19500000   0.11000000 1.0000
O12      O     0.00000000   0.19500000   0.89000000 1.0000
C13      C     0.00000000   0.26000000   0.00000000 1.0000
H14      H     0.00000000   0.36900000   0.00000000 1.0000
O15      O     0.00000000   0.80500000   0.11000000 1.0000
O16      O     0.00000000   0.80500000   0.89000000 1.0000
C17      C     0.00000000   0.74000000   0.00000000 1.0000
H18      H     0.00000000   0.63100000   0.00000000 1.0000
loop_
_geom_bond_atom_site_label_1
_geom_bond_atom_site_label_2
_geom_bond_distance
_geom_bond_site_symmetry_1
_geom_bond_site_symmetry_2
Zn1      O3       1.96023 . .
Zn2      O4       1.96023 . .
C5       O3       1.27769 . .
C5       O4       1.27769 . 1_554
C5       H6       1.09000 . .
Zn1      O7       1.96023 . 1_455
Zn2      O8       1.96023 . 1_455
C9       O7       1.27769 . .
C9       O8       1.27769 . 1_554
C9       H10      1.09000 . .
Zn1      O11      1.96023 . .
Zn2      O12      1.96023 . .
C13      O11      1.27769 . .
C13      O12      1.27769 . 1_554
C13      H14      1.09000 . .
Zn1      O15      1.96023 . 1_545
Zn2      O16      1.96023 . 1_545
C17      O15      1.27769 . .
C17      O16      1.27769 . 1_554
C17      H18      1.09000 . .`;

export const ZN4O_CIF = `data_fragment
_symmetry_space_group_name_H-M   'P 1'
_symmetry_Int_Tables_number      1
_cell_length_a                   10.000000
_cell_length_b                   10.000000
_cell_length_c                   10.000000
_cell_angle_alpha                90.000000
_cell_angle_beta                 90.000000
_cell_angle_gamma                90.000000
loop_
_symmetry_equiv_pos_as_xyz
'x, y, z'
loop_
_atom_site_label
_atom_site_type_symbol
_atom_site_fract_x
_atom_site_fract_y
_atom_site_fract_z
_atom_site_occupancy
O1       O     0.00000000   0.00000000   0.00000000 1.0000
Zn2      Zn    0.11200595   0.11200595   0.11200595 1.0000
Zn3      Zn    0.11200595   0.88799405   0.88799405 1.0000
Zn4      Zn    0.88799405   0.11200595   0.88799405 1.0000
Zn5      Zn    0.88799405   0.88799405   0.11200595 1.0000
O6       O     0.29525280   0.06485942   0.06485942 1.0000
O7       O     0.29525280   0.93514058   0.93514058 1.0000
C8       C     0.36025280   0.00000000   0.00000000 1.0000
H9       H     0.46925280   0.00000000   0.00000000 1.0000
O10      O     0.06485942   0.29525280   0.06485942 1.0000
O11      O     0.93514058   0.29525280   0.93514058 1.0000
C12      C     0.00000000   0.36025280   0.00000000 1.0000
H13      H     0.00000000   0.46925280   0.00000000 1.0000
O14      O     0.06485942   0.06485942   0.29525280 1.0000
O15      O     0.93514058   0.93514058   0.29525280 1.0000
C16      C     0.00000000   0.00000000   0.36025280 1.0000
H17      H     0.00000000   0.00000000   0.46925280 1.0000
O18      O     0.06485942   0.93514058   0.70474720 1.0000
O19      O     0.93514058   0.06485942   0.70474720 1.0000
C20      C     0.00000000   0.00000000   0.63974720 1.0000
H21      H     0.00000000   0.00000000   0.53074720 1.0000
O22      O     0.06485942   0.70474720   0.93514058 1.0000
O23      O     0.93514058   0.70474720   0.06485942 1.0000
C24      C     0.00000000   0.63974720   0.00000000 1.0000
H25      H     0.00000000   0.53074720   0.00000000 1.0000
O26      O     0.70474720   0.06485942   0.93514058 1.0000
O27      O     0.70474720   0.93514058   0.06485942 1.0000
C28      C     0.63974720   0.00000000   0.00000000 1.0000
H29      H     0.53074720   0.00000000   0.00000000 1.0000
loop_
_geom_bond_atom_site_label_1
_geom_bond_atom_site_label_2
_geom_bond_distance
_geom_bond_site_symmetry_1
_geom_bond_site_symmetry_2
O1       Zn2      1.94000 . .
O1       Zn3      1.94000 . 1_544
O1       Zn4      1.94000 . 1_454
O1       Zn5      1.94000 . 1_445
Zn2      O6       1.95000 . .
Zn3      O7       1.95000 . .
C8       O6       1.12421 . .
C8       O7       1.12421 . 1_544
C8       H9       1.09000 . .
Zn2      O10      1.95000 . .
Zn4      O11      1.95000 . .
C12      O10      1.12421 . .
C12      O11      1.12421 . 1_454
C12      H13      1.09000 . .
Zn2      O14      1.95000 . .
Zn5      O15      1.95000 . .
C16      O14      1.12421 . .
C16      O15      1.12421 . 1_445
C16      H17      1.09000 . .
Zn3      O18      1.95000 . .
Zn4      O19      1.95000 . .
C20      O18      1.12421 . 1_545
C20      O19      1.12421 . 1_455
C20      H21      1.09000 . .
Zn3      O22      1.95000 . .
Zn5      O23      1.95000 . .
C24      O22      1.12421 . 1_554
C24      O23      1.12421 . 1_455
C24      H25      1.09000 . .
Zn4      O26      1.95000 . .
Zn5      O27      1.95000 . .
C28      O26      1.12421 . 1_554
C28      O27      1.12421 . 1_545
C28      H29      1.09000 . .`;
