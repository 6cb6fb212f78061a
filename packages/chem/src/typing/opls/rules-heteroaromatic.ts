import type { OplsRule } from './rule-types.js';
import { approx, rule } from './rule-types.js';

/**
 * Ring carbons of the heteroaromatics beyond oplsaa.ff's single-ring sets, by ring environment (not by
 * molecule): quinolines (oplsaa.ff's own quinoline set, #603–#619, Jorgensen & McDonald 1998),
 * benzo-fused azoles, furans and thiophenes (no oplsaa.ff set: the type of the same ring position in
 * the closest parameterized ring, with a warning). Every type here has the aromatic carbon's σ 3.55 Å,
 * ε 0.07 kcal/mol (ffnonbonded.itp), so only charges and bonded types follow the choice.
 */

/**
 * A pyridine ring fused to another ring at the carbon next to N (quinoline, acridine, 1,10-phenanthroline
 * read as two quinolines): quinoline numbering N1, C2…C4, C4a (#612 "C10"), C5…C8, C8a (#611 "C9").
 * Isoquinoline (N not next to the fusion) has no oplsaa.ff set: pyridine and benzene types cover it.
 */
export const QUINOLINE_CARBON_RULES: readonly OplsRule[] = [
  rule('opls_604', '[c;x2]:[nX2;r6]:[c;x3]', 'C2  in quinoline', 'JM1998'),
  rule('opls_605', '[c;x2]:[c;x2]:[nX2;r6]:[c;x3]', 'C3  in quinoline', 'JM1998'),
  rule('opls_606', '[c;x2](:[c;x2]:[c;x2]:[nX2;r6]):[c;x3]', 'C4  in quinoline', 'JM1998'),
  rule('opls_611', '[c;x3;r6](:[nX2;r6]):[c;x3]', 'C9  in quinoline', 'JM1998'),
  rule('opls_612', '[c;x3;r6]:[c;x3]:[nX2;r6]', 'C10 in quinoline', 'JM1998'),
  rule('opls_610', '[c;x2]:[c;x3]:[nX2;r6]', 'C8  in quinoline', 'JM1998'),
  rule('opls_609', '[c;x2]:[c;x2]:[c;x3]:[nX2;r6]', 'C7  in quinoline', 'JM1998'),
  rule('opls_607', '[c;x2]:[c;x3]:[c;x3]:[nX2;r6]', 'C5  in quinoline', 'JM1998'),
  rule('opls_608', '[c;x2]:[c;x2]:[c;x3]:[c;x3]:[nX2;r6]', 'C6  in quinoline', 'JM1998'),
];

/**
 * The carbon between the two N of a benzimidazole is imidazole's C2, asked before the indole rules
 * (which would read it as indole's C2, next to one N only).
 */
export const FUSED_IMIDAZOLE_C2_RULES: readonly OplsRule[] = [
  rule('opls_558', '[c;r5;x2](:[nX3;r5]):[nX2;r5]', 'C2  in imidazole', 'MJ1998'),
];

/**
 * Fusion carbons of a 5-ring heteroaromatic fused to a benzene or azine ring (benzimidazole, benzoxazole,
 * benzothiazole, benzofuran, benzothiophene, indazole, purine), after the indole rules have typed the
 * indoles: next to a pyridine-type N as purine's C5 (next to N7), next to a pyrrole-type N, O or S as
 * indole's C8 (next to N1), otherwise as indole's C9.
 */
export const FUSED_AZOLE_CARBON_RULES: readonly OplsRule[] = [
  rule('opls_624', '[c;x3;r5]:[nX2;r5]', 'C5  in purine', 'JM1998'),
  approx(
    'opls_594',
    '[c;x3;r5]:[o,s;r5]',
    'C8  in indole',
    'fusion carbon next to the ring O or S of a benzofuran/benzothiophene-type ring: no oplsaa.ff type; indole C8 (#594, next to N1) used',
  ),
  rule('opls_594', '[c;x3;r5]:[nX3;r5]', 'C8  in indole', 'MJ1998'),
  // The ring's heteroatom is at most two ring bonds away in a 5-ring: an all-carbon five-ring (a
  // fullerene's pentagon, fluoranthene) is not a heteroaromatic and its carbons stay benzene-like.
  approx(
    'opls_595',
    '[c;x3;r5]:[a;r5]:[!#6;r5]',
    'C9  in indole',
    'fusion carbon of a 5-ring heteroaromatic not bonded to its heteroatom: indole C9 (#595) used',
  ),
];

/**
 * Thiophene-type rings (a ring S, no ring N next to it): oplsaa.ff has no thiophene set. The α carbon
 * (C-S) takes thiazole's C5 (#637, the C-S carbon not next to N), the β carbon pyrrole's C3 (#544, the
 * β carbon of the 5-ring heteroaromatics; furan's C3 #568 has ε 0.076 instead of 0.07 kcal/mol).
 */
export const THIOPHENE_CARBON_RULES: readonly OplsRule[] = [
  approx(
    'opls_637',
    '[c;r5]:s',
    'C5  in thiazole',
    'thiophene C2/C5 (next to S): oplsaa.ff has no thiophene types; thiazole C5 (#637) used',
  ),
  approx(
    'opls_544',
    '[c;r5]:c:s',
    'C3  in pyrrole',
    'thiophene C3/C4: oplsaa.ff has no thiophene types; pyrrole C3 (#544) used',
  ),
];

/**
 * Ring N of azoles with three or four ring heteroatoms (triazoles, tetrazoles, oxadiazoles,
 * thiadiazoles) and of fused systems, after the single-ring rules: oplsaa.ff parameterizes azoles up to
 * two heteroatoms, so each N takes the type of the same kind of N (pyridine-type N=, pyrrole-type N-R)
 * in the diazole whose neighbourhood is closest.
 */
export const AROMATIC_NITROGEN_FALLBACK_RULES: readonly OplsRule[] = [
  approx(
    'opls_549',
    '[nX2;r5]:[nX2;r5]',
    'N2  in pyrazole',
    'pyridine-type ring N next to another N= (triazole, tetrazole): pyrazole N2 (#549) used',
  ),
  approx(
    'opls_635',
    '[nX2;r5]:s',
    'N   in thiazole',
    'ring N next to a ring S (isothiazole, thiadiazole): no oplsaa.ff type; thiazole N (#635) used',
  ),
  approx(
    'opls_559',
    '[nX2;r5]',
    'N3  in imidazole',
    'pyridine-type N of a 5-ring heteroaromatic with no oplsaa.ff set: imidazole N3 (#559) used',
  ),
  approx(
    'opls_542',
    '[nX3]',
    'N   in pyrrole',
    'aromatic N with three bonds outside the parameterized rings (ring fusion, N-oxide, pyridinium, pyridone): pyrrole N (#542) used',
  ),
];

/** Ring S of the 5-ring heteroaromatics without an oplsaa.ff set (thiazole S is typed before). */
export const AROMATIC_SULFUR_FALLBACK_RULES: readonly OplsRule[] = [
  approx(
    'opls_633',
    '[s;r5]:[nX2;r5]',
    'S   in thiazole',
    'ring S next to N= (isothiazole, thiadiazole): thiazole S (#633) used',
  ),
  approx(
    'opls_202',
    '[s;r5]',
    'all-atom S: sulfides, S=C',
    'thiophene S: oplsaa.ff has no thiophene type; sulfide S (#202: σ 3.60 Å, ε 0.355 kcal/mol, as LigParGen types thiophene S) used',
  ),
];
