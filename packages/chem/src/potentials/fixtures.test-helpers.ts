/** Small hand-made potential files in the formats of the LAMMPS docs (pair_eam, pair_reaxff). */
export const FUNCFL_CU = [
  'DATE: 2007-06-11 UNITS: metal CONTRIBUTOR: Someone CITATION: Foiles et al, Phys Rev B, 33, 7983 (1986) COMMENT: Cu',
  '   29     63.550         3.6150    FCC',
  '  3  0.1  3  0.1  4.95',
  '  0. -0.3 -0.5',
].join('\n');

export const SETFL_CUNI = [
  'DATE: 2014-07-11 UNITS: metal CONTRIBUTOR: Unknown CITATION: Unknown',
  'comment two',
  'comment three',
  '    2  Ni  Cu',
  '  500  0.005  500  0.01  6.39',
].join('\n');

export const HE_PDHHE = [
  'DATE: 2021-01-14',
  '#',
  '#',
  '   3 Pd H He',
  '10000 0.02 2000 0.003 7.0 137.8',
].join('\n');

export const POLY_CUTA = [
  '### DATE: 2015-12-09 UNITS: metal',
  '    2    1',
  '   29  6.355e+01 Cu',
  '   73  1.8095e+02 Ta',
].join('\n');

/** ReaxFF with 2 general parameters, 3 atom entries (the last the dummy X), 4 lines each. */
export function reaxff(linesPerAtom: 4 | 5, symbols: readonly string[] = ['C', 'H', 'X']): string {
  const entry = (s: string): string[] => [
    ` ${s}    1.3825   4.0000  12.0000`,
    ...Array.from({ length: linesPerAtom - 1 }, () => '      9.7602   2.1346   4.0000'),
  ];
  return [
    'DATE: 2011-02-18 UNITS: real CONTRIBUTOR: A CITATION: B (2008) COMMENT Reactive MD-force field',
    ' 2       ! Number of general parameters',
    '   50.0000 !p(boc1)',
    '    9.5469 !p(boc2)',
    `  ${symbols.length}    ! Nr of atoms; cov.r; valency;a.m;Rvdw;Evdw;gammaEEM;cov.r2;#`,
    '            alfa;gammavdW;valency;Eunder;Eover;chiEEM;etaEEM;n.u.',
    '            cov r3;Elp;Heat inc.;n.u.;n.u.;n.u.;n.u.',
    '            ov/un;val1;n.u.;val3,vval4',
    ...symbols.flatMap(entry),
    '  3      ! Nr of bonds; Edis1;LPpen;n.u.;pbe1;pbo5;13corr;pbo6',
  ].join('\n');
}
