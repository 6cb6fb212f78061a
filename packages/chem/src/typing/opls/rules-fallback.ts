import type { OplsRule } from './rule-types.js';
import { approx, none, rule } from './rule-types.js';

/**
 * Last rules of each element, tried only when no rule of a parameterized group matched: the oplsaa.ff
 * type of the same element, hybridisation and neighbour kind, always with a warning naming the atoms
 * (typing never stops at a group oplsaa.ff does not list; its bonded terms then go through the
 * missing-parameter cascade). Each rule names the row it borrows and why.
 */
const ALKANE_BY_H: readonly (readonly [string, string, string])[] = [
  ['opls_135', '[CX4;H3]', 'alkane CH3'],
  ['opls_136', '[CX4;H2]', 'alkane CH2'],
  ['opls_137', '[CX4;H1]', 'alkane CH'],
  ['opls_139', '[CX4;H0]', 'alkane C'],
];

export const CARBON_FALLBACK_RULES: readonly OplsRule[] = [
  rule('opls_122', '[CX4;H0](-Cl)(-Cl)(-Cl)-Cl', 'C CCl4', 'FF'),
  ...ALKANE_BY_H.map(([type, pattern, description]) =>
    approx(
      type,
      pattern,
      description,
      'sp3 carbon in an environment with no oplsaa.ff type (gem-dihalide, aminal, several heteroatoms …); alkane type of the same H count used',
    ),
  ),
  approx(
    'opls_235',
    '[#6;X3](=O)~[#7]',
    'C=O in amide, dmf, peptide bond',
    'carbonyl carbon bonded to N with no listed type (ring urea, imide in an aromatic ring, pyridone …); amide C (#235) used',
  ),
  approx(
    'opls_280',
    '[#6;X3]=O',
    'AA C: ketone - for C-alpha use #135-#139',
    'carbonyl carbon with no listed type (quinone-type ring C=O …); ketone C (#280) used',
  ),
  approx(
    'opls_145',
    '[c;X3]',
    'Benzene C - 12 site JACS,112,4768-90. Use #145B for biphenyl',
    'aromatic carbon with no listed ring type; benzene C (#145) used',
  ),
  approx(
    'opls_141',
    '[CX3]',
    'alkene C (R2-C=)',
    'sp2 carbon with no listed type (imine, amidine, thiocarbonyl …); alkene C (#141) used',
  ),
  approx(
    'opls_931',
    '[CX2]',
    'alkyne RC%CR',
    'sp carbon with no listed type (allene, ketene, isocyanate …); alkyne C (#931) used',
  ),
];

export const NITROGEN_FALLBACK_RULES: readonly OplsRule[] = [
  approx(
    'opls_902',
    '[NX3]',
    'N tertiary  amines',
    'three-coordinate N with no listed type (hydrazine, hydroxylamine, N-aryl amide …); tertiary amine N (#902) used',
  ),
  approx(
    'opls_559',
    '[NX2]',
    'N3  in imidazole',
    'imine-type N (C=N-, N=N): no oplsaa.ff type; imidazole N3 (#559, the N= of an amidine) used',
  ),
];

export const OXYGEN_FALLBACK_RULES: readonly OplsRule[] = [
  // A water O must not fall through to the ether O below: water takes a water model's parameters.
  none('[OX2;H2]', 'water O: choose a water model for water (OPLS-AA/L types only the solute)'),
  approx(
    'opls_281',
    '[OX1]=[#6]',
    'AA O: ketone',
    'carbonyl O on a carbon with no listed type; ketone O (#281) used',
  ),
  approx(
    'opls_154',
    '[OX2;H1]',
    'all-atom O: mono alcohols',
    'hydroxyl O with no listed type; alcohol O (#154) used',
  ),
  approx(
    'opls_180',
    '[OX2]',
    'O: dialkyl ether',
    'two-coordinate O with no listed type (peroxide, oxime ether …); dialkyl ether O (#180) used',
  ),
];

export const SULFUR_FALLBACK_RULES: readonly OplsRule[] = [
  approx(
    'opls_202',
    '[SX2]',
    'all-atom S: sulfides, S=C',
    'two-coordinate S with no listed type (thioester, vinyl sulfide …); sulfide S (#202) used',
  ),
];

export const HALOGEN_FALLBACK_RULES: readonly OplsRule[] = [
  rule('opls_123', 'Cl-[{opls_122}]', 'Cl CCl4', 'FF'),
  approx('opls_151', 'Cl', 'Cl in alkyl chlorides', 'Cl with no listed type; alkyl chloride Cl (#151) used'),
  approx(
    'opls_722',
    'Br',
    'Br    alkyl bromide (UA, but probably ok for AA)',
    'Br with no listed type; alkyl bromide Br (#722) used',
  ),
  approx(
    'opls_956',
    'F',
    'F  in monoalkyl fluorides (tentative)',
    'F with no listed type; monoalkyl fluoride F (#956) used',
  ),
  approx(
    'opls_732',
    'I',
    'I     iodobenzene - tentative',
    'I with no listed type; iodobenzene I (#732) used',
  ),
];

export const HYDROGEN_FALLBACK_RULES: readonly OplsRule[] = [
  approx(
    'opls_279',
    '[#1]-[CX3]=O',
    'AA H-alpha in aldehyde & formamide',
    'H on a carbonyl carbon with no listed type (formate, formic acid); aldehyde H (#279) used',
  ),
  approx('opls_140', '[#1]-[#6]', 'alkane H.', 'H on a carbon with no listed H type; alkane H (#140) used'),
  approx(
    'opls_909',
    '[#1]-[#7]',
    'H(N)   primary   amines',
    'H on an N with no listed H type; amine H (#909) used',
  ),
  approx(
    'opls_155',
    '[#1]-[#8]',
    'all-atom H(O): mono alcohols, OP(=O)2',
    'H on an O with no listed H type; alcohol H (#155) used',
  ),
  approx(
    'opls_204',
    '[#1]-[#16]',
    'all-atom H(S): thiols',
    'H on an S with no listed H type; thiol H (#204) used',
  ),
];
