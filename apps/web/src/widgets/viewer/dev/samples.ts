/** Structures for the development page and the browser tests, written for this project. */

/** Carbon dioxide along x, carbon in the middle (atom 1): it sits at the centre of the fitted view. */
export const CO2_MOL2 = `@<TRIPOS>MOLECULE
CO2
 3 2 0 0 0
SMALL
USER_CHARGES

@<TRIPOS>ATOM
      1 O1         -1.1600    0.0000    0.0000 O.2     1  CO2        -0.3500
      2 C1          0.0000    0.0000    0.0000 C.1     1  CO2         0.7000
      3 O2          1.1600    0.0000    0.0000 O.2     1  CO2        -0.3500
@<TRIPOS>BOND
     1     1     2    2
     2     2     3    2
`;

export const CO2_CHARGES = [-0.35, 0.7, -0.35];

/** Benzene, Kekulé form, hydrogens implicit: a regular hexagon of side 1.4 in the drawing plane. */
export const BENZENE_MOLFILE = `benzene
  TopoForge

  6  6  0  0  0  0  0  0  0  0999 V2000
    1.4000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.7000    1.2124    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
   -0.7000    1.2124    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
   -1.4000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
   -0.7000   -1.2124    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.7000   -1.2124    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  2  0  0  0  0
  2  3  1  0  0  0  0
  3  4  2  0  0  0  0
  4  5  1  0  0  0  0
  5  6  2  0  0  0  0
  6  1  1  0  0  0  0
M  END
`;
