import type { OplsRule } from './rule-types.js';
import { approx, rule, sp3Family } from './rule-types.js';

/** sp and sp2 (non-aromatic) carbons: nitriles, alkynes, carbonyl groups, alkenes. */
const UNSATURATED: readonly OplsRule[] = [
  // Aryl nitriles take the general nitrile types (#754/#753) as LigParGen types them (σ 3.30 Å,
  // ε 0.066 kcal/mol); benzonitrile's own #261/#262 (σ 3.65 Å, ε 0.15) are not used.
  rule('opls_754', '[CX2](#[NX1])-[#6]', 'C IN RCN  nitriles', 'POJ2001'),
  rule('opls_925', '[CX2;H1]#[CX2]', 'alkyne RC%CH terminal C   acetylene', 'FF'),
  rule('opls_927', '[CX2](#[CX2;H1])-[CX4;H3,H2]', 'alkyne RC%CH C2 R-with 2 or 3 H', 'FF'),
  rule('opls_928', '[CX2](#[CX2;H1])-[CX4;H1]', 'alkyne RC%CH C2 R-with 1 H', 'FF'),
  rule('opls_929', '[CX2](#[CX2;H1])-[CX4;H0]', 'alkyne RC%CH C2 R-with no H or R=Phenyl', 'FF'),
  rule('opls_929', '[CX2](#[CX2;H1])-c', 'alkyne RC%CH C2 R-with no H or R=Phenyl', 'FF'),
  rule('opls_931', '[CX2](#[CX2])-[#6]', 'alkyne RC%CR', 'FF'),
  approx(
    'opls_235',
    '[CX3](=O)(-[NX3])-[OX2]',
    'C=O in amide, dmf, peptide bond',
    'carbamate carbonyl C: oplsaa.ff has no carbamate types; amide C (#235) used',
  ),
  approx(
    'opls_465',
    '[CX3](=O)(-[OX2])-[OX2]',
    'AA C:   esters - for R on C=O, use #280-#282',
    'carbonate carbonyl C: oplsaa.ff types only propylene carbonate; ester C (#465) used',
  ),
  approx(
    'opls_465',
    '[CX3](=O)-[OX2]-[CX3]=O',
    'AA C:   esters - for R on C=O, use #280-#282',
    'anhydride carbonyl C: no oplsaa.ff type; ester C (#465) used',
  ),
  approx(
    'opls_280',
    '[CX3](=O)-[F,Cl,Br,I,S]',
    'AA C: ketone - for C-alpha use #135-#139',
    'acyl halide or thioester C: no oplsaa.ff type; ketone C (#280) used',
  ),
  rule('opls_302', '[CX3](~[NX3])(~[NX3])~[NX3]', 'C: guanidinium C+', 'JMT1996'),
  rule('opls_247', '[CX3](=O)(-[NX3])-[NX3]', 'C in O=C(NH2)2  Urea', 'FF'),
  rule('opls_252', '[CX3](=O)-[NX3]-[CX3]=O', 'C(=O) in imide', 'FF'),
  rule('opls_271', '[CX3](~[OX1])~[OX1]', 'C in COO- carboxylate', 'JMT1996'),
  rule('opls_470', '[CX3](=O)(-[OX2;H1])-c', 'Co in benzoic acid', 'FF'),
  rule('opls_267', '[CX3](=O)-[OX2;H1]', 'Co in CCOOH carboxylic acid', 'JMT1996'),
  rule('opls_471', '[CX3](=O)(-[OX2]-[#6])-c', 'Co in methyl benzoate, aryl ester', 'POJ2001'),
  rule('opls_465', '[CX3](=O)-[OX2]-[#6]', 'AA C:   esters - for R on C=O, use #280-#282', 'POJ2001'),
  rule('opls_234', '[CX3](=O)(-[NX3])-c', 'C: C=O in benzamide', 'JMT1996'),
  rule('opls_235', '[CX3](=O)-[NX3]', 'C=O in amide, dmf, peptide bond', 'JMT1996'),
  rule('opls_232', '[CX3;H1](=O)-c', 'C: C=O in benzaldehyde,acetophenone (CH)', 'JMT1996'),
  rule('opls_277', '[CX3;H1](=O)-[#6,#1]', 'AA C: aldehyde - for C-alpha use #135-#139', 'JMT1996'),
  rule('opls_231', '[CX3](=O)(-c)-c', 'C: C=O in benzophenone', 'JMT1996'),
  rule('opls_233', '[CX3](=O)(-c)-[CX4]', 'C: C=O in acetophenone (CMe)', 'JMT1996'),
  rule('opls_280', '[CX3](=O)(-[#6])-[#6]', 'AA C: ketone - for C-alpha use #135-#139', 'JMT1996'),
  rule('opls_227', '[CX3;H1](-Cl)=[CX3]', 'chloroalkene C (ClH-C=)', 'FF'),
  rule('opls_517', '[CX3;H1](-[OX2])=[CX3]', 'vinyl ether HCOR', 'FF'),
  rule('opls_518', '[CX3;H0](-[OX2])(-[#6])=[CX3]', 'vinyl ether RCOR', 'FF'),
  rule('opls_150', '[CX3;H1](=[CX3])-[CX3]=[CX3]', 'diene =CH-CH=; use #178 for =CR-CR=', 'JMT1996'),
  rule('opls_178', '[CX3;H0](=[CX3])(-[#6])-[CX3]=[CX3]', 'diene =CR-CR=; use #150 for =CH-CH=', 'JMT1996'),
  rule('opls_143', '[CX3;H2]=[CX3]', 'alkene C (H2-C=)', 'JMT1996'),
  rule('opls_142', '[CX3;H1](=[CX3])-[#6]', 'alkene C (RH-C=)', 'JMT1996'),
  rule('opls_141', '[CX3;H0](=[CX3])(-[#6])-[#6]', 'alkene C (R2-C=)', 'JMT1996'),
];

const ALKANE: readonly (readonly [string, string])[] = [
  ['opls_135', 'alkane CH3'],
  ['opls_136', 'alkane CH2'],
  ['opls_137', 'alkane CH'],
  ['opls_139', 'alkane C'],
];

/** sp3 carbons bonded to one heteroatom group; the group decides the type (and so the charge). */
const SP3_HETERO: readonly OplsRule[] = [
  // The ring strain of cyclopropane has its own bond type (CY), which the bonded terms need.
  rule('opls_711', '[CX4;r3;H2](-[C;r3])-[C;r3]', 'CH2    C: cyclopropane', 'FF'),
  rule('opls_733', '[CX4;r3;H1](-c)(-[C;r3])-[C;r3]', 'all-atom C: CH, cyclopropyl benzene', 'FF'),
  rule('opls_712', '[CX4;r3;H1](-[C;r3])-[C;r3]', 'CHR    C: cyclopropane', 'FF'),
  rule('opls_713', '[CX4;r3;H0](-[C;r3])-[C;r3]', 'CR2    C: cyclopropane', 'FF'),
  rule('opls_964', '[CX4](-F)(-F)(-F)-F', 'CF4', 'FF'),
  rule('opls_725', '[CX4](-F)(-F)(-F)-c', 'CF3   trifluoromethylbenzene', 'FF'),
  rule('opls_161', '[CX4](-F)(-F)(-F)-[CX4]-[OX2;H1]', 'CF3 Trifluoroethanol', 'FF'),
  rule('opls_160', '[CX4;H2](-[OX2;H1])-[CX4](-F)(-F)-F', 'CH2 Trifluoroethanol', 'FF'),
  rule('opls_961', '[CX4](-F)(-F)(-F)-[CX4]', 'CF3 perfluoroalkanes', 'FF'),
  rule('opls_962', '[CX4](-F)(-F)(-[CX4])-[CX4]', 'CF2 perfluoroalkanes', 'FF'),
  rule('opls_963', '[CX4;H0](-F)(-[CX4]-F)(-[CX4]-F)-[CX4]-F', 'CF perfluoroalkanes', 'FF'),
  ...sp3Family(
    'F',
    [
      undefined,
      ['opls_957', 'RCH2F in monoalkyl fluorides (tentative)'],
      ['opls_959', 'R2CHF in monoalkyl fluorides (tentative)'],
      ['opls_960', 'R3CF in monoalkyl fluorides (tentative)'],
    ],
    'FF',
  ),
  // Acetals and hemiacetals: a carbon with two ether/hydroxyl oxygens.
  rule('opls_191', '[CX4;H2](-[OX2;H1])-[OX2]-[#6]', 'C(H2O2): hemiacetal OCH2OH', 'FF'),
  rule('opls_189', '[CX4;H2](-[OX2]-[#6])-[OX2]-[#6]', 'C(H2O2): acetal OCH2O', 'FF'),
  rule('opls_195', '[CX4;H1](-[OX2;H1])(-[OX2]-[#6])-[#6]', 'C(HCO2): hemiacetal OCHROH', 'FF'),
  rule('opls_193', '[CX4;H1](-[OX2]-[#6])(-[OX2]-[#6])-[#6]', 'C(HCO2): acetal OCHRO', 'FF'),
  rule('opls_198', '[CX4;H0](-[OX2;H1])(-[OX2]-[#6])(-[#6])-[#6]', 'C(C2O2): hemiacetal OCRROH', 'FF'),
  rule('opls_197', '[CX4;H0](-[OX2]-[#6])(-[OX2]-[#6])(-[#6])-[#6]', 'C(C2O2): acetal OCRRO', 'FF'),
  ...sp3Family(
    '[OX2]-[CX3]=O',
    [
      ['opls_468', 'methoxy C in esters - see also #490-#492'],
      ['opls_490', 'C(H2OS) ethyl ester'],
      ['opls_491', 'C(HOS) i-pr ester'],
      ['opls_492', 'C(OS) t-bu ester'],
    ],
    'POJ2001',
  ),
  rule('opls_458', '[CX4](-c)-[OX2]-P-[#6]', 'C(O) benzyl methylphosphonate', 'FF'),
  rule('opls_453', '[CX4]-[OX2]-P-[#6]', 'C(O) MePO3Me-, MePO3HMe', 'FF'),
  rule('opls_443', '[CX4]-[OX2]-P-[OX2]-[#6]', 'C  in Me2PO4-, Me2PO4H   dimetylphosphate', 'FF'),
  rule('opls_448', '[CX4]-[OX2]-P', 'C  in MeOPO3--, MeOPO3H2   6-31+G* CHELPG', 'FF'),
  rule('opls_218', '[CX4;H2](-c)-[OX2;H1]', 'C in CH2OH - benzyl alcohols', 'JMT1996'),
  rule('opls_219', '[CX4;H1](-c)(-[#6])-[OX2;H1]', 'C in CHROH - benzyl alcohols', 'JMT1996'),
  rule('opls_220', '[CX4;H0](-c)(-[#6])(-[#6])-[OX2;H1]', 'C in CR2OH - benzyl alcohols', 'JMT1996'),
  ...sp3Family(
    '[OX2;H1]',
    [
      ['opls_157', 'all-atom C: CH3 & CH2, alcohols'],
      ['opls_157', 'all-atom C: CH3 & CH2, alcohols'],
      ['opls_158', 'all-atom C: CH, alcohols'],
      ['opls_159', 'all-atom C: C, alcohols'],
    ],
    'JMT1996',
  ),
  ...sp3Family(
    '[OX2]-[#6]',
    [
      ['opls_181', 'C(H3OR): methyl ether'],
      ['opls_182', 'C(H2OR): ethyl  ether'],
      ['opls_183', 'C(HOR):  i-Pr   ether, allose'],
      ['opls_184', 'C(OR):   t-Bu   ether'],
    ],
    'JMT1996',
  ),
  ...sp3Family(
    '[NX3](~[OX1])~[OX1]',
    [
      ['opls_762', 'CT-NO2 nitromethane'],
      ['opls_764', 'CT-NO2 nitroethane'],
      ['opls_765', 'CT-NO2 2-nitropropane'],
      ['opls_766', 'CT-NO2 2-methyl-2-nitropropane'],
    ],
    'POJ2001',
  ),
  // Alkyl guanidinium (Arg): the N-carbon and the one beyond it.
  rule('opls_305', '[CX4;H3]-[NX3]-[CX3](~[NX3])~[NX3]', 'C: CH3, methylguanidinium', 'JMT1996'),
  rule(
    'opls_307',
    '[CX4;H2](-[#6])-[NX3]-[CX3](~[NX3])~[NX3]',
    'C: CH2(D), ARG, ethylguanidinium',
    'JMT1996',
  ),
  rule('opls_306', '[CX4;H3]-[CX4;H2]-[NX3]-[CX3](~[NX3])~[NX3]', 'C: CH3, ethylguanidinium', 'JMT1996'),
  rule('opls_308', '[CX4;H2](-[#6])-[CX4;H2]-[NX3]-[CX3](~[NX3])~[NX3]', 'C: CH2(G), ARG', 'JMT1996'),
  rule('opls_482', '[CX4;H3]-[NX3]-[SX4](~[OX1])~[OX1]', 'alpha CH3-N of sulfonamide', 'FF'),
  rule(
    'opls_484',
    '[CX4;H2](-[#6])-[NX3]-[SX4](~[OX1])~[OX1]',
    'alpha CH2-N of sulfonamide. Use q=0.45 for CRH-N, q=0.65 for O=N-C-CH-N.',
    'FF',
  ),
  rule('opls_486', '[CX4;H3]-[CX4;H2]-[NX3]-[SX4](~[OX1])~[OX1]', 'beta CH3 of N-ethyl sulfonamide', 'FF'),
  ...sp3Family(
    '[NX3;H1]-[CX3]=O',
    [
      ['opls_242', 'C on N: secondary N-Me amide'],
      ['opls_244', 'C on N: secondary N-CH2R amide'],
      ['opls_229', 'C on N: secondary N-CHR2 amide'],
      ['opls_230', 'C on N: secondary N-CR3  amide'],
    ],
    'JMT1996',
  ),
  ...sp3Family(
    '[NX3;H0]-[CX3]=O',
    [
      ['opls_243', 'C on N: tertiary  N-Me amide'],
      ['opls_245', 'C on N: tertiary  N-CH2R amide, Pro CD'],
      ['opls_246', 'C on N: tertiary  N-CHR2 amide, Pro CA'],
    ],
    'JMT1996',
  ),
  ...sp3Family(
    '[NX4;H3]',
    [
      ['opls_291', 'C in  CH3NH3+'],
      ['opls_292', 'C in  RCH2NH3+'],
      ['opls_293', 'C in  R2CHNH3+'],
      ['opls_294', 'C in  R3CNH3+'],
    ],
    'JMT1996',
  ),
  rule('opls_297', '[CX4;H3]-[NX4;H2]', 'CT in  CH3NH2+R', 'FF'),
  ...sp3Family(
    '[NX4;H1]',
    [
      ['opls_942', 'C in  CH3NHR2+'],
      ['opls_943', 'C in  RCH2NHR2+'],
      ['opls_944', 'C in  R2CHNHR2+'],
      ['opls_945', 'C in  R3CNHR2+'],
    ],
    'FF',
  ),
  ...sp3Family(
    '[NX3;H2]',
    [
      ['opls_903', 'CH3(N) primary   aliphatic amines, H(C) is #911'],
      ['opls_906', 'CH2(N) primary   aliphatic amines, H(C) is #911'],
      ['opls_912', 'CH     primary isopropyl amine'],
      ['opls_913', 'C      primary t-butyl amine'],
    ],
    'RJ1999',
  ),
  ...sp3Family(
    '[NX3;H1]-[CX4,c]',
    [
      ['opls_904', 'CH3(N) secondary aliphatic amines, H(C) is #911'],
      ['opls_907', 'CH2(N) secondary aliphatic amines, aziridine  C2,C3H'],
      ['opls_914', 'CH     secondary isopropyl amine'],
    ],
    'RJ1999',
  ),
  ...sp3Family(
    '[NX3;H0](-[CX4,c])-[CX4,c]',
    [
      ['opls_905', 'CH3(N) tertiary  aliphatic amines, H(C) is #911'],
      ['opls_908', 'CH2(N) tertiary  aliphatic amines, H(C) is #911'],
      ['opls_915', 'CH     tertiary  isopropyl amine'],
    ],
    'RJ1999',
  ),
  rule('opls_476', '[CX4;H3]-[SX4](~[OX1])(~[OX1])-[NX3]', 'CH3 attached to S of sulfonamide', 'FF'),
  rule('opls_498', '[CX4;H3]-[SX3]~[OX1]', 'CH3 all-atom C: sulfoxide', 'FF'),
  rule('opls_499', '[CX4;H2](-[SX3]~[OX1])-[#6]', 'CH2 all-atom C: sulfoxide', 'FF'),
  rule('opls_217', '[CX4;H3]-[SX2;H1]', 'all-atom C: CH3, methanethiol', 'JMT1996'),
  ...sp3Family(
    '[SX2;H1]',
    [
      undefined,
      ['opls_206', 'all-atom C: CH2, thiols'],
      ['opls_207', 'all-atom C: CH, thiols'],
      ['opls_208', 'all-atom C: C, thiols'],
    ],
    'JMT1996',
  ),
  ...sp3Family(
    '[SX2]-[SX2]',
    [
      ['opls_213', 'all-atom C: CH3, disulfides'],
      ['opls_214', 'all-atom C: CH2, disulfides'],
      ['opls_215', 'all-atom C: CH, disulfides'],
      ['opls_216', 'all-atom C: C, disulfides'],
    ],
    'JMT1996',
  ),
  ...sp3Family(
    '[SX2]-[#6]',
    [
      ['opls_209', 'all-atom C: CH3, sulfides'],
      ['opls_210', 'all-atom C: CH2, sulfides'],
      ['opls_211', 'all-atom C: CH, sulfides'],
      ['opls_212', 'all-atom C: C, sulfides'],
    ],
    'JMT1996',
  ),
  rule('opls_461', '[CX4](-c)-P', 'C(P)  methyl benzylphosphonate', 'FF'),
  rule('opls_455', '[CX4]-[PX4]~[OX1]', 'C(P) MePO3Me-, MePO3HMe', 'FF'),
  rule('opls_782', '[CX4;H3]-[PX4]', 'CH3PR3+ 6-31G* CHELPG', 'FF'),
  rule('opls_783', '[CX4;H2](-[PX4])-[#6]', 'RCH2PR3+', 'FF'),
  rule('opls_152', '[CX4;H2](-Cl)-[#6]', 'RCH2Cl in alkyl chlorides', 'FF'),
];

/** sp3 carbons next to a group that sets their charge though they bond only to carbon. */
const SP3_ALPHA: readonly OplsRule[] = [
  ...sp3Family(
    '[CX3](~[OX1])~[OX1]',
    [
      ['opls_273', 'C: CH3, carboxylate ion'],
      ['opls_274', 'C: CH2, carboxylate ion'],
      ['opls_275', 'C: CH,  carboxylate ion'],
      ['opls_276', 'C: C,   carboxylate ion'],
    ],
    'JMT1996',
  ),
  ...sp3Family(
    '[CX2]#[NX1]',
    [
      ['opls_755', 'C of CH3 in  CH3CN'],
      ['opls_756', 'C of CH2 in RCH2CN'],
      ['opls_757', 'C of CH  in R2CHCN'],
      ['opls_758', 'C of C   in R3CCN'],
    ],
    'POJ2001',
  ),
  // His CB (aminoacids.rtp HID/HIE/HIP) on the alkylated carbon of an imidazole.
  rule('opls_505', '[CX4]-[c;r5]:[nX3;H1;r5]:[c;H1]:[nX2;r5]', 'CB in His', 'KFTJ2001'),
  rule('opls_505', '[CX4]-[c;r5]:[nX2;r5]:[c;H1]:[nX3;H1;r5]', 'CB in His', 'KFTJ2001'),
  rule('opls_505', '[CX4]-[c;r5]:[nX3;r5]:c:[nX3;r5]', 'CB in His', 'KFTJ2001'),
  rule('opls_672', '[CX4;H3]-c:[nX2;r6]:[nX2;r6]', 'CH3, 3-methyl pyridazine', 'JM1998'),
  rule('opls_673', '[CX4;H2](-[#6])-c:[nX2;r6]:[nX2;r6]', 'CH2, 3-ethyl pyridazine', 'JM1998'),
  rule('opls_674', '[CX4;H3]-c(:[nX2;r6]:c:[nX2;r6]):c', 'CH3, 4-methyl pyrimidine', 'JM1998'),
  rule('opls_675', '[CX4;H2](-[#6])-c(:[nX2;r6]:c:[nX2;r6]):c', 'CH2, 4-ethyl pyrimidine', 'JM1998'),
  rule('opls_676', '[CX4;H3]-c(:[nX2;r6]):c:[nX2;r6]', 'CH3, 2-methyl pyrazine', 'JM1998'),
  rule('opls_677', '[CX4;H2](-[#6])-c(:[nX2;r6]):c:[nX2;r6]', 'CH2, 2-ethyl pyrazine', 'JM1998'),
  rule('opls_670', '[CX4;H3]-[c;r6]:[nX2;r6]', 'CH3, 2-methyl pyridine', 'JM1998'),
  rule('opls_671', '[CX4;H2](-[#6])-[c;r6]:[nX2;r6]', 'CH2, 2-ethyl pyridine', 'JM1998'),
  rule('opls_678', '[CX4;H3]-[c;r5]:[nX3;r5]', 'CH3, 2-methyl pyrrole', 'MJ1998'),
  rule('opls_679', '[CX4;H2](-[#6])-[c;r5]:[nX3;r5]', 'CH2, 2-ethyl pyrrole', 'MJ1998'),
  rule('opls_680', '[CX4;H3]-[c;r5]:o', 'CH3, 2-methyl furan', 'MJ1998'),
  rule('opls_681', '[CX4;H2](-[#6])-[c;r5]:o', 'CH2, 2-ethyl furan', 'MJ1998'),
  // Benzylic carbons of benzene-type (6-membered) rings; Trp CB on the indole 5-ring stays alkane.
  ...sp3Family(
    '[c;r6]',
    [
      ['opls_148', 'C: CH3, toluene'],
      ['opls_149', 'C: CH2, ethyl benzene'],
      ['opls_515', 'all-atom C: CH, isopropyl benzene'],
      ['opls_516', 'all-atom C: C,  t-butyl benzene'],
    ],
    'JMT1996',
  ),
  rule('opls_138', '[CX4;H4]', 'alkane CH4', 'JMT1996'),
  ...sp3Family('[#6]', ALKANE, 'JMT1996'),
];

/** Groups whose carbons oplsaa.ff does not type: the alkane type of the same H count, with a warning. */
const BORROWED = (x: string, why: string): OplsRule[] =>
  sp3Family(x, ALKANE, 'FF').map((r) => approx(r.type!, r.pattern, r.description, why));

const SP3_APPROXIMATE: readonly OplsRule[] = [
  ...BORROWED(
    'n',
    'alkyl on an aromatic N (N-alkyl azole): oplsaa.ff has no such carbon type; alkane type used',
  ),
  ...BORROWED('[SX4](~[OX1])~[OX1]', 'carbon on a sulfone/sulfonyl S: no oplsaa.ff type; alkane type used'),
  ...BORROWED('[SX3]~[OX1]', 'CH or C on a sulfoxide S: no oplsaa.ff type; alkane type used'),
  ...BORROWED(
    '[NX4]',
    'carbon on a quaternary or secondary ammonium N without its own type; alkane type used',
  ),
  ...BORROWED('Br', 'alkyl bromide carbon: oplsaa.ff types only the Br (#722); alkane type used'),
  ...BORROWED('Cl', 'alkyl chloride carbon other than RCH2Cl (#152); alkane type used'),
  ...BORROWED('[NX3;H0]-[CX3]=O', 'C on N: tertiary N-CR3 amide has no type; alkane type used'),
  ...BORROWED('[NX3]', 'C on a secondary/tertiary amine N with no listed type; alkane type used'),
];

export const CARBON_RULES: readonly OplsRule[] = [
  ...UNSATURATED,
  ...SP3_HETERO,
  ...SP3_ALPHA,
  ...SP3_APPROXIMATE,
];
