import type { OplsRule } from './rule-types.js';
import { rule } from './rule-types.js';
import type { OplsReference } from './rule-types.js';

/**
 * Hydrogens are typed last: most OPLS hydrogen types belong to the type of the heavy atom they sit
 * on (H1 in pyridine on C1 in pyridine, H(C) #911 on an amine carbon …), so their rules ask for it.
 */
const on = (h: string, parents: readonly string[], description: string, ref: OplsReference): OplsRule =>
  rule(h, `[#1]-[${parents.map((p) => `{${p}}`).join(',')}]`, description, ref);

const HETERO_H: readonly OplsRule[] = [
  rule('opls_270', '[#1]-[OX2]-[CX3]=O', 'H  in CCOOH', 'JMT1996'),
  on('opls_163', ['opls_162'], 'HO  Trifluoroethanol', 'FF'),
  on('opls_188', ['opls_187'], 'H(O): hemiacetal', 'FF'),
  on('opls_170', ['opls_169'], 'H(O): diols', 'JMT1996'),
  on('opls_301', ['opls_300'], 'H: guanidinium NH2', 'JMT1996'),
  on('opls_304', ['opls_303'], 'H: guanidinium NHR', 'JMT1996'),
  on('opls_155', ['opls_154'], 'all-atom H(O): mono alcohols, OP(=O)2', 'JMT1996'),
  on('opls_204', ['opls_200'], 'all-atom H(S): thiols', 'JMT1996'),
  on('opls_205', ['opls_201'], 'H   IN H2S  JPC,90,6379 (1986)', 'FF'),
  on('opls_289', ['opls_286'], 'H (NH4+)  JPC,90,2174 (1986)', 'JMT1996'),
  on('opls_290', ['opls_287'], 'H (RNH3+) JPC,90,2174 (1986)', 'JMT1996'),
  on('opls_310', ['opls_309'], 'H (R2NH2+)', 'FF'),
  on('opls_941', ['opls_940'], 'H (R3NH+)', 'FF'),
  on('opls_250', ['opls_249'], 'H in O=C(NH2)2  Urea', 'FF'),
  on('opls_254', ['opls_251'], 'H(N) in imide', 'FF'),
  on('opls_240', ['opls_237'], 'H on N: primary amide', 'JMT1996'),
  on('opls_241', ['opls_238', 'opls_265'], 'H on N: secondary amide', 'JMT1996'),
  on('opls_479', ['opls_478'], 'H on N: primary sulfonamide', 'FF'),
  on('opls_481', ['opls_480'], 'H on N: secondary sulfonamide', 'FF'),
  on('opls_909', ['opls_900'], 'H(N)   primary   amines', 'RJ1999'),
  on('opls_910', ['opls_901'], 'H(N)   secondary amines', 'RJ1999'),
  on('opls_504', ['opls_503'], 'H on NE in Trp', 'KFTJ2001'),
  on('opls_513', ['opls_512'], 'H on N in HIP', 'KFTJ2001'),
  on('opls_562', ['opls_557'], 'H1  in imidazole', 'MJ1998'),
  on('opls_553', ['opls_548'], 'H1  in pyrazole', 'MJ1998'),
  on('opls_596', ['opls_587'], 'H1  in indole', 'MJ1998'),
  on('opls_545', ['opls_542'], 'H1  in pyrrole', 'MJ1998'),
];

/** H on heteroaromatic ring carbons, by ring position (the parent's type). */
const RING_H: readonly (readonly [string, string, string, OplsReference])[] = [
  ['opls_524', 'opls_521', 'H1  in pyridine 520-619', 'JM1998'],
  ['opls_525', 'opls_522', 'H2  in pyridine', 'JM1998'],
  ['opls_526', 'opls_523', 'H3  in pyridine', 'JM1998'],
  ['opls_529', 'opls_528', 'H   in pyrazine', 'JM1998'],
  ['opls_534', 'opls_531', 'H2  in pyrimidine', 'JM1998'],
  ['opls_535', 'opls_532', 'H4  in pyrimidine', 'JM1998'],
  ['opls_536', 'opls_533', 'H5  in pyrimidine', 'JM1998'],
  ['opls_540', 'opls_538', 'H3  in pyridazine', 'JM1998'],
  ['opls_541', 'opls_539', 'H4  in pyridazine', 'JM1998'],
  ['opls_643', 'opls_642', 'H   in 1,3,5-triazine', 'JM1998'],
  ['opls_546', 'opls_543', 'H2  in pyrrole', 'MJ1998'],
  ['opls_547', 'opls_544', 'H3  in pyrrole', 'MJ1998'],
  ['opls_554', 'opls_550', 'H3  in pyrazole', 'MJ1998'],
  ['opls_555', 'opls_551', 'H4  in pyrazole', 'MJ1998'],
  ['opls_556', 'opls_552', 'H5  in pyrazole', 'MJ1998'],
  ['opls_563', 'opls_558', 'H2  in imidazole', 'MJ1998'],
  ['opls_564', 'opls_560', 'H4  in imidazole', 'MJ1998'],
  ['opls_565', 'opls_561', 'H5  in imidazole', 'MJ1998'],
  ['opls_569', 'opls_567', 'H2  in furan', 'MJ1998'],
  ['opls_570', 'opls_568', 'H3  in furan', 'MJ1998'],
  ['opls_576', 'opls_572', 'H2  in oxazole', 'MJ1998'],
  ['opls_577', 'opls_574', 'H4  in oxazole', 'MJ1998'],
  ['opls_578', 'opls_575', 'H5  in oxazole', 'MJ1998'],
  ['opls_584', 'opls_581', 'H3  in isoxazole', 'MJ1998'],
  ['opls_585', 'opls_582', 'H4  in isoxazole', 'MJ1998'],
  ['opls_586', 'opls_583', 'H5  in isoxazole', 'MJ1998'],
  ['opls_638', 'opls_634', 'H2  in thiazole', 'FF'],
  ['opls_639', 'opls_636', 'H4  in thiazole', 'FF'],
  ['opls_640', 'opls_637', 'H5  in thiazole', 'FF'],
  ['opls_613', 'opls_604', 'H2  in quinoline', 'JM1998'],
  ['opls_614', 'opls_605', 'H3  in quinoline', 'JM1998'],
  ['opls_615', 'opls_606', 'H4  in quinoline', 'JM1998'],
  ['opls_616', 'opls_607', 'H5  in quinoline', 'JM1998'],
  ['opls_617', 'opls_608', 'H6  in quinoline', 'JM1998'],
  ['opls_618', 'opls_609', 'H7  in quinoline', 'JM1998'],
  ['opls_619', 'opls_610', 'H8  in quinoline', 'JM1998'],
  ['opls_597', 'opls_588', 'H2  in indole', 'MJ1998'],
  ['opls_598', 'opls_589', 'H3  in indole', 'MJ1998'],
  ['opls_599', 'opls_590', 'H4  in indole', 'MJ1998'],
  ['opls_600', 'opls_591', 'H5  in indole', 'MJ1998'],
  ['opls_601', 'opls_592', 'H6  in indole', 'MJ1998'],
  ['opls_602', 'opls_593', 'H7  in indole', 'MJ1998'],
];

const CARBON_H: readonly OplsRule[] = [
  ...RING_H.map(([h, parent, description, ref]) => on(h, [parent], description, ref)),
  // Benzene, His, HIP and Trp ring hydrogens are all #146 (aminoacids.rtp).
  rule('opls_146', '[#1]-c', 'Benzene H - 12 site.', 'JS1990'),
  on('opls_279', ['opls_277', 'opls_232', 'opls_235'], 'AA H-alpha in aldehyde & formamide', 'JMT1996'),
  rule('opls_144', '[#1]-[CX3]=[CX3]', 'alkene H (H-C=)', 'JMT1996'),
  on('opls_926', ['opls_925'], 'alkyne RC%CH terminal H', 'FF'),
  rule('opls_156', '[#1]-[CX4;H3]-[OX2;H1]', 'all-atom H(C): methanol', 'JMT1996'),
  on('opls_165', ['opls_160'], 'H   Trifluoroethanol', 'FF'),
  on('opls_153', ['opls_152'], 'H in RCH2Cl in alkyl chlorides', 'FF'),
  on('opls_958', ['opls_957', 'opls_959'], 'H in RCHF in monoalkyl fluorides (tentative)', 'FF'),
  on('opls_185', ['opls_181', 'opls_182', 'opls_183'], 'H(COR): alpha H ether', 'JMT1996'),
  on('opls_190', ['opls_189'], 'H(CHO2): acetal OCH2O', 'FF'),
  on('opls_192', ['opls_191'], 'H(CHO2): hemiacetal OCH2OH', 'FF'),
  on('opls_194', ['opls_193'], 'H(CHO2): acetal OCHRO', 'FF'),
  on('opls_196', ['opls_195'], 'H(C2O2): hemiacetal OCHROH', 'FF'),
  on('opls_469', ['opls_468'], 'methoxy Hs in esters', 'POJ2001'),
  on('opls_444', ['opls_443'], 'H  in Me2PO4-, Me2PO4H    6-31+G* CHELPG', 'FF'),
  on('opls_449', ['opls_448'], 'H  in MeOPO3--, MeOPO3H2', 'FF'),
  on('opls_454', ['opls_453'], 'H(CO) MePO3Me-, MePO3HMe     6-31+G* CHELPG', 'FF'),
  on('opls_456', ['opls_455'], 'H(CP) MePO3Me-, MePO3HMe', 'FF'),
  on('opls_459', ['opls_458'], 'H(CO) benzyl methylphosphonate', 'FF'),
  on('opls_462', ['opls_461'], 'H(CP) methyl benzylphosphonate', 'FF'),
  on('opls_477', ['opls_476'], 'H of Me attached to S of sulfonamide', 'FF'),
  on('opls_483', ['opls_482'], 'H of alpha CH3-N of sulfonamide', 'FF'),
  on('opls_485', ['opls_484'], 'H of alpha CH2-N of sulfonamide', 'FF'),
  on('opls_487', ['opls_486'], 'H of beta CH3 of N-ethyl sulfonamide', 'FF'),
  on('opls_784', ['opls_782'], 'H in CH3PR3+', 'FF'),
  // H on a carbon bonded to an amine N are alkane H (#140, ε 0.03 kcal/mol), as LigParGen types them;
  // oplsaa.ff's #911 "H(C) for C bonded to N in amines" (ε 0.015) shares its bond type HC.
  on('opls_759', ['opls_755', 'opls_756', 'opls_757'], 'HC-CT-CN alpha-H in nitriles', 'POJ2001'),
  on('opls_763', ['opls_762', 'opls_764', 'opls_765'], 'HC-CT-NO2 alpha-H in nitroalkanes', 'POJ2001'),
  rule(
    'opls_282',
    '[#1]-[CX4]-[{opls_277},{opls_280},{opls_465},{opls_233}]',
    'AA H on C-alpha in ketone & aldehyde',
    'JMT1996',
  ),
  rule('opls_930', '[#1]-[CX4]-[CX2]#[CX2]', 'alkyne RC%CH H on C3 (for C3 use #135-#139)', 'FF'),
  rule('opls_140', '[#1]-[CX4]', 'alkane H.', 'JMT1996'),
];

export const HYDROGEN_RULES: readonly OplsRule[] = [...HETERO_H, ...CARBON_H];
