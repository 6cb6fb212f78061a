import type { OplsRule } from './rule-types.js';
import { approx, rule } from './rule-types.js';
import {
  FUSED_AZOLE_CARBON_RULES,
  FUSED_IMIDAZOLE_C2_RULES,
  QUINOLINE_CARBON_RULES,
  THIOPHENE_CARBON_RULES,
} from './rules-heteroaromatic.js';

/**
 * Aromatic carbons. First the substituted benzene carbons whose substituent gives them their own
 * type (C(F) fluorobenzene, C(OH) phenol …), then ring carbons of the heteroaromatics oplsaa.ff
 * parameterizes (by ring position), then biphenyl, naphthalene fusion and benzene carbons.
 * Ring-position patterns walk the aromatic bonds (`:`), so they stay inside one ring system.
 */
const SUBSTITUTED: readonly OplsRule[] = [
  rule('opls_720', 'c(-F)(:c(-F):c(-F):c-F):c(-F):c-F', 'C(F)  hexafluorobenzene', 'FF'),
  rule('opls_727', 'c(-F):c-F', 'C(F)  difluorobenzenes', 'FF'),
  rule('opls_727', 'c(-F):c:c-F', 'C(F)  difluorobenzenes', 'FF'),
  rule('opls_727', 'c(-F):c:c:c-F', 'C(F)  difluorobenzenes', 'FF'),
  rule('opls_718', 'c-F', 'C(F)  fluorobenzene', 'FF'),
  rule('opls_263', 'c-Cl', 'C(Cl)  chlorobenzene', 'FF'),
  rule('opls_729', 'c-Br', 'C(Br) bromobenzene', 'FF'),
  rule('opls_731', 'c-I', 'C(I)  iodobenzene - tentative', 'FF'),
  rule('opls_472', 'c-[OX2]-[CX3]=O', 'Cipso phenyl ester', 'POJ2001'),
  rule('opls_463', 'c-[OX2]-P', 'Cipso C6H5OPO3(2-)  use with #445-#447', 'FF'),
  rule('opls_166', 'c-[OX2;H1]', 'C(OH) phenol  Use with all', 'JMT1996'),
  rule('opls_199', 'c-[OX2]-[CX4]', 'C(O,Me): anisole', 'JMT1996'),
  rule('opls_768', 'c-[NX3](~[OX1])~[OX1]', 'C(NO2) nitrobenzene', 'POJ2001'),
  rule('opls_266', 'c-[NX3]-[CX3]=O', 'ipso C in N-phenylacetamide', 'JMT1996'),
  rule('opls_488', 'c-[SX4](~[OX1])(~[OX1])-[NX3]', 'benzene C attached to S of sulfonamide', 'FF'),
  rule('opls_916', 'c-[NX3;H2]', 'C(NH2) aniline', 'RJ1999'),
  rule('opls_917', 'c-[NX3;H1]-[CX4]', 'C(NH2) N-methylaniline', 'RJ1999'),
  rule('opls_918', 'c-[NX3;H0](-[CX4])-[CX4]', 'C(NH2) N,N-dimethylaniline', 'RJ1999'),
  rule('opls_260', 'c-[CX2]#[NX1]', 'C(CN)  benzonitrile', 'POJ2001'),
  rule('opls_735', 'c-[SX2;H1]', 'C(S)  thiophenol', 'FF'),
  rule('opls_228', 'c-[SX2]-[CX4]', 'C(SMe)  thioanisole', 'JMT1996'),
  rule('opls_724', 'c-[CX4](-F)(-F)-F', 'C(CF3) trifluoromethylbenzene', 'FF'),
  rule('opls_221', 'c-[CX4]-[OX2;H1]', 'C(CH2OH)   - benzyl alcohols', 'JMT1996'),
  rule('opls_457', 'c-[CX4]-[OX2]-P', 'Cipso  benzyl methylphosphonate', 'FF'),
  rule('opls_460', 'c-[CX4]-P', 'Cipso  methyl benzylphosphonate', 'FF'),
  // Any other heteroatom on an aromatic carbon (diaryl ether, N-aryl azole, aryl sulfone …): every
  // substituted-benzene type above is CA with benzene's σ/ε and differs only in charge, so the
  // benzene carbon stands in, with a warning.
  approx(
    'opls_145',
    'c-[!#6;!#1]',
    'Benzene C - 12 site JACS,112,4768-90. Use #145B for biphenyl',
    'aromatic C with a heteroatom substituent that has no ring-carbon type in oplsaa.ff; benzene C (#145) used',
  ),
];

/** Histidine-like rings (imidazole with an alkyl on C4/C5), types of aminoacids.rtp HID/HIE/HIP. */
const HISTIDINE: readonly OplsRule[] = [
  rule('opls_509', '[c;r5](:[nX3;r5]):[nX3;r5]', 'CE1 in HIP', 'KFTJ2001'),
  rule('opls_510', '[c;r5]:[nX3;r5]:c:[nX3;r5]', 'CG, CD2 in HIP', 'KFTJ2001'),
  rule('opls_506', '[c;r5;H1](:[nX3;H1]:c-[CX4]):[nX2;r5]', 'CE1 in HID, HIE', 'KFTJ2001'),
  rule('opls_506', '[c;r5;H1](:[nX3;H1;r5]):[nX2;r5]:c-[CX4]', 'CE1 in HID, HIE', 'KFTJ2001'),
  rule('opls_508', '[c;r5](-[CX4]):[nX3;H1;r5]:[c;H1]:[nX2;r5]', 'CG in HID, CD2 in HIE', 'KFTJ2001'),
  rule('opls_507', '[c;r5](-[CX4]):[nX2;r5]:[c;H1]:[nX3;H1;r5]', 'CD2 in HID, CG in HIE', 'KFTJ2001'),
  rule('opls_507', '[c;r5;H1](:[nX2;r5]:[c;H1]:[nX3;H1;r5]):c-[CX4]', 'CD2 in HID, CG in HIE', 'KFTJ2001'),
  rule('opls_508', '[c;r5;H1](:[nX3;H1;r5]:[c;H1]:[nX2;r5]):c-[CX4]', 'CG in HID, CD2 in HIE', 'KFTJ2001'),
];

/** 3-alkylindoles take tryptophan's types (aminoacids.rtp TRP); other indoles the indole set. */
const INDOLE: readonly OplsRule[] = [
  rule('opls_500', '[c;r5](-[CX4]):[c;x3]:[c;x3]:[nX3;r5]', 'CG in Trp', 'KFTJ2001'),
  rule('opls_514', '[c;r5;H1](:[nX3;r5]:[c;x3]):c-[CX4]', 'CD1 in TRP', 'KFTJ2001'),
  rule('opls_501', '[c;x3](:[c;r5]-[CX4]):[c;x3]:[nX3;r5]', 'CD C in Trp', 'KFTJ2001'),
  rule('opls_502', '[c;x3]:[nX3;r5]:[c;H1]:c-[CX4]', 'CE C in Trp', 'KFTJ2001'),
  rule(
    'opls_145',
    '[c;x2;r6]:[c;x3]:[c;r5]-[CX4]',
    'Benzene C - 12 site JACS,112,4768-90. Use #145B for biphenyl',
    'KFTJ2001',
  ),
  rule(
    'opls_145',
    '[c;x2;r6]:[c;x2]:[c;x3]:[c;r5]-[CX4]',
    'Benzene C - 12 site JACS,112,4768-90. Use #145B for biphenyl',
    'KFTJ2001',
  ),
  rule(
    'opls_145',
    '[c;x2;r6]:[c;x3]:[nX3;r5]:[c;H1]:c-[CX4]',
    'Benzene C - 12 site JACS,112,4768-90. Use #145B for biphenyl',
    'KFTJ2001',
  ),
  rule(
    'opls_145',
    '[c;x2;r6]:[c;x2]:[c;x3]:[nX3;r5]:[c;H1]:c-[CX4]',
    'Benzene C - 12 site JACS,112,4768-90. Use #145B for biphenyl',
    'KFTJ2001',
  ),
  rule('opls_594', '[c;x3]:[nX3;r5]', 'C8  in indole', 'MJ1998'),
  rule('opls_595', '[c;x3]:[c;x3]:[nX3;r5]', 'C9  in indole', 'MJ1998'),
  rule('opls_588', '[c;r5;x2]:[nX3;r5]:[c;x3]', 'C2  in indole', 'MJ1998'),
  rule('opls_589', '[c;r5;x2]:[c;x3]:[c;x3]:[nX3;r5]', 'C3  in indole', 'MJ1998'),
  rule('opls_590', '[c;r6;x2]:[c;x3](:[c;r5;x2]):[c;x3]:[nX3;r5]', 'C4  in indole', 'MJ1998'),
  rule('opls_593', '[c;r6;x2]:[c;x3]:[nX3;r5]', 'C7  in indole', 'MJ1998'),
  rule('opls_591', '[c;r6;x2]:[c;x2]:[c;x3](:[c;r5;x2]):[c;x3]:[nX3;r5]', 'C5  in indole', 'MJ1998'),
  rule('opls_592', '[c;r6;x2]:[c;x2]:[c;x3]:[nX3;r5]', 'C6  in indole', 'MJ1998'),
];

const FIVE_RINGS: readonly OplsRule[] = [
  rule('opls_558', '[c;r5](:[nX3;r5]):[nX2;r5]', 'C2  in imidazole', 'MJ1998'),
  rule('opls_560', '[c;r5](:[nX2;r5]):c:[nX3;r5]', 'C4  in imidazole', 'MJ1998'),
  rule('opls_561', '[c;r5](:[nX3;r5]):c:[nX2;r5]', 'C5  in imidazole', 'MJ1998'),
  rule('opls_550', '[c;r5]:[nX2;r5]:[nX3;r5]', 'C3  in pyrazole', 'MJ1998'),
  rule('opls_552', '[c;r5]:[nX3;r5]:[nX2;r5]', 'C5  in pyrazole', 'MJ1998'),
  rule('opls_551', '[c;r5](:c:[nX2;r5]):c:[nX3;r5]', 'C4  in pyrazole', 'MJ1998'),
  rule('opls_572', '[c;r5](:o):[nX2;r5]', 'C2  in oxazole', 'MJ1998'),
  rule('opls_574', '[c;r5](:[nX2;r5]):c:o', 'C4  in oxazole', 'MJ1998'),
  rule('opls_575', '[c;r5](:o):c:[nX2;r5]', 'C5  in oxazole', 'MJ1998'),
  rule('opls_581', '[c;r5]:[nX2;r5]:o', 'C3  in isoxazole', 'MJ1998'),
  rule('opls_583', '[c;r5](:o:[nX2;r5]):c', 'C5  in isoxazole', 'MJ1998'),
  rule('opls_582', '[c;r5](:c:[nX2;r5]):c:o', 'C4  in isoxazole', 'MJ1998'),
  rule('opls_634', '[c;r5](:s):[nX2;r5]', 'C2  in thiazole', 'FF'),
  rule('opls_636', '[c;r5](:[nX2;r5]):c:s', 'C4  in thiazole', 'FF'),
  rule('opls_637', '[c;r5](:s):c:[nX2;r5]', 'C5  in thiazole', 'FF'),
  rule('opls_543', '[c;r5]:[nX3;r5]', 'C2  in pyrrole', 'MJ1998'),
  rule('opls_544', '[c;r5]:c:[nX3;r5]', 'C3  in pyrrole', 'MJ1998'),
  rule('opls_567', '[c;r5]:o', 'C2  in furan', 'MJ1998'),
  rule('opls_568', '[c;r5]:c:o', 'C3  in furan', 'MJ1998'),
];

const AZINES: readonly OplsRule[] = [
  rule('opls_538', '[c;r6]:[nX2;r6]:[nX2;r6]', 'C3  in pyridazine', 'JM1998'),
  rule('opls_539', '[c;r6]:c:[nX2;r6]:[nX2;r6]', 'C4  in pyridazine', 'JM1998'),
  rule('opls_642', '[c;r6](:[nX2;r6]):[nX2;r6]:c:[nX2;r6]', 'C   in 1,3,5-triazine', 'JM1998'),
  rule('opls_531', '[c;r6](:[nX2;r6]):[nX2;r6]', 'C2  in pyrimidine', 'JM1998'),
  rule('opls_532', '[c;r6](:[nX2;r6]:c:[nX2;r6]):c', 'C4  in pyrimidine', 'JM1998'),
  rule('opls_533', '[c;r6](:c:[nX2;r6]):c:[nX2;r6]', 'C5  in pyrimidine', 'JM1998'),
  rule('opls_528', '[c;r6](:[nX2;r6]):c:[nX2;r6]', 'C   in pyrazine', 'JM1998'),
  rule('opls_521', '[c;r6]:[nX2;r6]', 'C1  in pyridine CHELPG', 'JM1998'),
  rule('opls_522', '[c;r6]:c:[nX2;r6]', 'C2  in pyridine charges', 'JM1998'),
  rule('opls_523', '[c;r6]:c:c:[nX2;r6]', 'C3  in pyridine for', 'JM1998'),
];

const BENZENE: readonly OplsRule[] = [
  rule('opls_145B', 'c-!@c', 'Biphenyl C1', 'JS1990'),
  rule('opls_147', '[c;X3;x3]', 'Naphthalene fusion C (C9)', 'JS1990'),
  rule('opls_145', '[c;X3]-[#1]', 'Benzene C - 12 site JACS,112,4768-90. Use #145B for biphenyl', 'JS1990'),
  rule('opls_145', '[c;X3]-[#6]', 'Benzene C - 12 site JACS,112,4768-90. Use #145B for biphenyl', 'JS1990'),
];

export const AROMATIC_CARBON_RULES: readonly OplsRule[] = [
  ...SUBSTITUTED,
  ...HISTIDINE,
  ...FUSED_IMIDAZOLE_C2_RULES,
  ...INDOLE,
  ...FUSED_AZOLE_CARBON_RULES,
  ...FIVE_RINGS,
  ...THIOPHENE_CARBON_RULES,
  ...QUINOLINE_CARBON_RULES,
  ...AZINES,
  ...BENZENE,
];
