import { CHN, type GromosKind } from './gromos-kinds.js';

/**
 * Which ffbonded.itp macro (gb_, ga_, gd_, gi_ of gromos54a7.ff) a term gets. GROMOS assigns bonded
 * types per building block by hand; these tables write down the choice as data, each row with the
 * macro's own comment in ffbonded.itp (the atom kinds it is documented for) and the shipped 54A7
 * topology that uses it that way (an aminoacids.rtp block, or dppc.itp for esters: Poger & Mark,
 * J. Chem. Theory Comput. 2010, 6, 325). A row with `analogy` applies a macro beyond its comment (no 54A7
 * building block covers that group): its parameters are marked estimated.
 * Rows are tried in order; the first whose kinds match wins.
 */
export interface GromosMacroRule {
  readonly macro: string;
  /** The macro's comment in gromos54a7.ff/ffbonded.itp. */
  readonly comment: string;
  /** Where aminoacids.rtp makes the same choice (block and atom names), or why none does. */
  readonly usage: string;
  /** Set when the macro is used outside the kinds its comment names. */
  readonly analogy?: string;
}

type Kinds = readonly GromosKind[];
const CARBON: Kinds = [...CHN, 'C', 'Car'];

export interface BondRule extends GromosMacroRule {
  readonly a: Kinds;
  readonly b: Kinds;
  /** Both atoms in one benzene ring (true) or not (false); either when absent. */
  readonly inBenzene?: boolean;
}

export const GROMOS_BOND_RULES: readonly BondRule[] = [
  { a: ['H'], b: ['OA'], macro: 'gb_1', comment: 'H - OA', usage: 'SER OG-HG, ASPH OD2-HD2, TYR OH-HH' },
  {
    a: ['H'],
    b: ['N', 'NT', 'NTa', 'NL'],
    macro: 'gb_2',
    comment: 'H - N (all)',
    usage: 'SER N-H, ASN ND2-HD21, LYSH NZ-HZ1',
  },
  { a: ['HC'], b: ['Car'], macro: 'gb_3', comment: 'HC - C', usage: 'PHE CD1-HD1' },
  {
    a: ['C', 'Cest'],
    b: ['O'],
    macro: 'gb_5',
    comment: 'C - O',
    usage: 'ACE C-O, ASPH CG-OD1, ASN CG-OD1, dppc.itp C1A-OF',
  },
  { a: ['C'], b: ['OM'], macro: 'gb_6', comment: 'C - OM', usage: 'GLU CD-OE1' },
  { a: ['H'], b: ['S'], macro: 'gb_8', comment: 'H - S', usage: 'CYSH SG-HG' },
  { a: ['C'], b: ['NTa'], macro: 'gb_9', comment: 'C - NT, NL', usage: 'ASN CG-ND2' },
  {
    a: ['C'],
    b: ['N'],
    macro: 'gb_10',
    comment: 'C, CR1 - N, NR, CR1, C (peptide, 5-ring)',
    usage: 'ACE C-+N (peptide bond)',
  },
  { a: ['C', 'Car'], b: ['OA'], macro: 'gb_13', comment: 'C - OA', usage: 'ASPH CG-OD2, TYR CZ-OH' },
  {
    a: ['Car'],
    b: ['Car'],
    inBenzene: true,
    macro: 'gb_16',
    comment: 'C, CR1 - CH2, C, CR1 (6-ring)',
    usage: 'PHE CG-CD1',
  },
  { a: CHN, b: ['OA'], macro: 'gb_18', comment: 'CHn - OA', usage: 'SER CB-OG, THR CB-OG1' },
  {
    a: CHN,
    b: ['OE'],
    macro: 'gb_18',
    comment: 'CHn - OA',
    usage: 'dppc.itp (54A7 lipid) CD-OE and CE-OG of its esters; no 54A7 block holds an ether',
    analogy: 'ether CHn-OE bonded as the ester CHn-OE of dppc.itp (comment: CHn - OA)',
  },
  {
    a: CHN,
    b: ['N', 'NT', 'NL'],
    macro: 'gb_21',
    comment: 'CHn - N, NT, NL, NZ, NE',
    usage: 'SER N-CA, LYS CE-NZ, LYSH CE-NZ, PRO N-CD',
  },
  {
    a: ['Cest'],
    b: ['OE'],
    macro: 'gb_10',
    comment: 'C, CR1 - N, NR, CR1, C (peptide, 5-ring)',
    usage: 'dppc.itp OE-C1A, OG-C2A (ester)',
  },
  {
    a: ['Cest'],
    b: CHN,
    macro: 'gb_23',
    comment: 'CHn - NR (6-ring)',
    usage: 'dppc.itp C1A-C1B, C2A-C2B (ester)',
  },
  {
    a: CARBON,
    b: CARBON,
    inBenzene: false,
    macro: 'gb_27',
    comment: 'C, CHn - C, CHn',
    usage: 'LYS CB-CG, ASPH CB-CG, PHE CB-CG',
  },
  { a: ['CH3'], b: ['S'], macro: 'gb_31', comment: 'CH3 - S', usage: 'MET SD-CE' },
  { a: ['CH2'], b: ['S'], macro: 'gb_32', comment: 'CH2 - S', usage: 'MET CG-SD, CYSH CB-SG' },
  {
    a: ['S'],
    b: ['S'],
    macro: 'gb_36',
    comment: 'S - S',
    usage: 'ffbonded.itp [ bondtypes ] S S gb_36 (disulfide specbond)',
  },
];

export interface AngleRule extends GromosMacroRule {
  readonly center: Kinds;
  readonly ends: readonly [Kinds, Kinds];
  /** All three atoms in one ring of the SSSR (true) or not (false); either when absent. */
  readonly ring?: boolean;
}

const HEAVY_13: Kinds = ['OA', 'OM', 'N'];

export const GROMOS_ANGLE_RULES: readonly AngleRule[] = [
  {
    center: ['CH2'],
    ends: [CARBON, ['S']],
    macro: 'ga_16',
    comment: 'CHn - CH2 - S',
    usage: 'MET CB-CG-SD, CYSH CA-CB-SG',
  },
  {
    center: CHN,
    ends: [
      [...CARBON, 'N', 'NT', 'NL'],
      [...CARBON, 'N', 'NT', 'NL'],
    ],
    ring: true,
    macro: 'ga_13',
    comment: 'CHn,C - CHn - C, CHn, OA, OM, N, NE',
    usage: 'PRO CA-CB-CG, CB-CG-CD, N-CD-CG (ring angles)',
  },
  {
    center: CHN,
    ends: [[...CARBON, 'Cest', ...HEAVY_13], HEAVY_13],
    macro: 'ga_13',
    comment: 'CHn,C - CHn - C, CHn, OA, OM, N, NE',
    usage: 'SER CA-CB-OG, N-CA-CB (THR OG1-CB-CG2 is ga_15 there: not followed)',
  },
  {
    center: CHN,
    ends: [[...CARBON, 'Cest', ...HEAVY_13, 'OE'], ['OE']],
    macro: 'ga_13',
    comment: 'CHn,C - CHn - C, CHn, OA, OM, N, NE',
    usage: 'dppc.itp CC-CD-OE (its CD-CE-OG is ga_15); no 54A7 block holds an ether',
    analogy: 'CHn-CHn-OE of an ether given the hydroxyl CHn-CHn-OA angle (SER CA-CB-OG)',
  },
  {
    center: CHN,
    ends: [
      [...CARBON, 'Cest'],
      [...CARBON, 'Cest', 'NT', 'NL'],
    ],
    macro: 'ga_15',
    comment: 'CHn - CHn - C, CHn, OA, NR, NT, NL',
    usage: 'LYS CB-CG-CD, CD-CE-NZ; LYSH CD-CE-NZ; PHE CA-CB-CG; VAL CG1-CB-CG2; dppc.itp C1A-C1B-C1C',
  },
  {
    center: ['Car'],
    ends: [['Car'], ['HC']],
    macro: 'ga_25',
    comment: 'H - N - CH3, H, HC - 6-ring, H - NT - CHn',
    usage: 'PHE CG-CD1-HD1',
  },
  {
    center: ['Car'],
    ends: [['Car'], [...CARBON, 'OA']],
    macro: 'ga_27',
    comment: 'N, C, CR1 (6-ring, no H)',
    usage: 'PHE CD1-CG-CD2, CB-CG-CD1; TYR CE1-CZ-OH',
  },
  { center: ['C'], ends: [['OM'], ['OM']], macro: 'ga_38', comment: 'OM - C - OM', usage: 'GLU OE1-CD-OE2' },
  {
    center: ['C'],
    ends: [CARBON, ['OM']],
    macro: 'ga_22',
    comment: 'CH3 - N - C, CHn - C - OM',
    usage: 'GLU CG-CD-OE1',
  },
  {
    center: ['C'],
    ends: [CARBON, ['O']],
    macro: 'ga_30',
    comment: 'O - C - CHn, C          CH3 - N - CHn',
    usage: 'ACE CA-C-O, ASPH CB-CG-OD1',
  },
  {
    center: ['C'],
    ends: [['O'], ['OA', 'N', 'NTa']],
    macro: 'ga_33',
    comment: 'O - C - OA, N, NT, NL   C - NE - CH2',
    usage: 'ASPH OD1-CG-OD2, ASN OD1-CG-ND2, ACE O-C-+N',
  },
  {
    center: ['C'],
    ends: [CARBON, ['OA', 'N', 'NTa']],
    macro: 'ga_19',
    comment: 'CHn, C - C - OA, N, NT, NL',
    usage: 'ASPH CB-CG-OD2, ASN CB-CG-ND2, ACE CA-C-+N',
  },
  {
    center: ['C'],
    ends: [CARBON, CARBON],
    macro: 'ga_22',
    comment: 'CH3 - N - C, CHn - C - OM',
    usage: 'no 54A7 building block holds a ketone',
    analogy:
      'C-C(=O)-C of a ketone given the sp2 CHn - C - OM angle (117°, with 2 × 121° ga_30 summing to 359°)',
  },
  {
    center: ['OA'],
    ends: [[...CARBON, 'H'], ['H']],
    macro: 'ga_12',
    comment: 'X - OA, SI - X',
    usage: 'SER CB-OG-HG, ASPH CG-OD2-HD2, TYR CZ-OH-HH',
  },
  {
    center: ['OE'],
    ends: [CHN, ['Cest']],
    macro: 'ga_22',
    comment: 'CH3 - N - C, CHn - C - OM',
    usage: 'dppc.itp CD-OE-C1A, CE-OG-C2A (ester)',
  },
  {
    center: ['Cest'],
    ends: [['OE'], ['O']],
    macro: 'ga_31',
    comment: 'CH1, CH2 - N - C',
    usage: 'dppc.itp OE-C1A-OF, OG-C2A-OH (ester)',
  },
  {
    center: ['Cest'],
    ends: [['OE'], CHN],
    macro: 'ga_16',
    comment: 'CHn - CH2 - S',
    usage: 'dppc.itp OE-C1A-C1B, OG-C2A-C2B (ester)',
  },
  {
    center: ['Cest'],
    ends: [['O'], CHN],
    macro: 'ga_35',
    comment: '-',
    usage: 'dppc.itp OF-C1A-C1B, OH-C2A-C2B (ester)',
  },
  {
    center: ['OE'],
    ends: [CHN, CHN],
    macro: 'ga_12',
    comment: 'X - OA, SI - X',
    usage: 'no 54A7 building block holds an ether',
    analogy: 'ether CHn-OE-CHn given the hydroxyl X - OA - X angle',
  },
  { center: ['N'], ends: [['H'], ['C']], macro: 'ga_32', comment: 'H - N - C', usage: 'SER -C-N-H' },
  {
    center: ['N'],
    ends: [['H'], ['CH1', 'CH2']],
    macro: 'ga_18',
    comment: 'H - N - CHn',
    usage: 'SER H-N-CA',
  },
  {
    center: ['N'],
    ends: [['H'], ['CH3']],
    macro: 'ga_25',
    comment: 'H - N - CH3, H, HC - 6-ring, H - NT - CHn',
    usage: 'comment only (no N-methyl block)',
  },
  {
    center: ['N'],
    ends: [['C'], ['CH1', 'CH2']],
    macro: 'ga_31',
    comment: 'CH1, CH2 - N - C',
    usage: 'SER -C-N-CA',
  },
  {
    center: ['N'],
    ends: [['C'], ['CH3']],
    macro: 'ga_22',
    comment: 'CH3 - N - C, CHn - C - OM',
    usage: 'comment only (no N-methyl block)',
  },
  { center: ['N'], ends: [['CH2'], ['CH1']], macro: 'ga_21', comment: 'CH2 - N - CH1', usage: 'PRO CA-N-CD' },
  {
    center: ['N'],
    ends: [['CH3'], CHN],
    macro: 'ga_30',
    comment: 'O - C - CHn, C          CH3 - N - CHn',
    usage: 'comment only (no N-methyl block)',
  },
  {
    center: ['NTa'],
    ends: [['H'], ['C']],
    macro: 'ga_23',
    comment: 'H - NT, NZ, NE - C',
    usage: 'ASN CG-ND2-HD21',
  },
  {
    center: ['NTa'],
    ends: [['H'], ['H']],
    macro: 'ga_24',
    comment: 'H - NT, NZ - H',
    usage: 'ASN HD21-ND2-HD22',
  },
  {
    center: ['NT', 'NL'],
    ends: [['H'], CHN],
    macro: 'ga_11',
    comment: 'H - NL - C, CHn          H - NT - CHn',
    usage: 'LYS CE-NZ-HZ1, LYSH CE-NZ-HZ1',
  },
  {
    center: ['NT', 'NL'],
    ends: [['H'], ['H']],
    macro: 'ga_10',
    comment: 'H - NL, NT - H, CHn - OA - CHn(sugar)',
    usage: 'LYS HZ1-NZ-HZ2, LYSH HZ1-NZ-HZ2',
  },
  { center: ['S'], ends: [['CH2'], ['CH3']], macro: 'ga_4', comment: 'CH2 - S - CH3', usage: 'MET CG-SD-CE' },
  { center: ['S'], ends: [['H'], ['CH2']], macro: 'ga_3', comment: 'H - S - CH2', usage: 'CYSH CB-SG-HG' },
  {
    center: ['S'],
    ends: [['CH2'], ['S']],
    macro: 'ga_6',
    comment: 'CH2 - S - S',
    usage: 'ffbonded.itp [ angletypes ] CH2 S S ga_6 (disulfide specbond)',
  },
];

export interface DihedralRule extends GromosMacroRule {
  /** The central bond's atoms. */
  readonly j: Kinds;
  readonly k: Kinds;
}

/**
 * One proper dihedral per rotatable central bond (GROMOS puts one torsion on a bond, not one per
 * 1-4 path); bonds inside a benzene ring get none (the ring impropers keep it planar, as in PHE).
 */
export const GROMOS_DIHEDRAL_RULES: readonly DihedralRule[] = [
  {
    j: CHN,
    k: CHN,
    macro: 'gd_34',
    comment: '-CHn,SI-CHn-',
    usage: 'LYS CA-CB-CG-CD, SER N-CA-CB-OG, PRO ring',
  },
  {
    j: CHN,
    k: ['C', 'Car', 'Cest'],
    macro: 'gd_40',
    comment: '-CHn-C,NR(ring), CR1-',
    usage: 'PHE CA-CB-CG-CD1, ASPH CA-CB-CG-OD2, ASN CA-CB-CG-ND2, dppc.itp OE-C1A-C1B-C1C',
  },
  { j: CHN, k: ['OA'], macro: 'gd_23', comment: '-CHn-OA(no sugar)-', usage: 'SER CA-CB-OG-HG' },
  {
    j: CHN,
    k: ['OE'],
    macro: 'gd_29',
    comment: '-C,CHn,SI-',
    usage: 'dppc.itp CC-CD-OE-C1A and CD-CE-OG-C2A (ester); no 54A7 block holds an ether',
    analogy: 'ether CHn-OE torsion given the ester CHn-OE torsion of dppc.itp',
  },

  {
    j: ['OE'],
    k: ['Cest'],
    macro: 'gd_13',
    comment: 'CHn-OE-C-CHn (ester lipid)',
    usage: 'dppc.itp CD-OE-C1A-C1B, CE-OG-C2A-C2B',
  },
  { j: ['Car'], k: ['OA'], macro: 'gd_11', comment: '-C-OA,OE- (at ring)', usage: 'TYR CE1-CZ-OH-HH' },
  { j: ['C'], k: ['OA'], macro: 'gd_12', comment: '-C-OA,OE- (carboxyl)', usage: 'ASPH CB-CG-OD2-HD2' },
  {
    j: ['C'],
    k: ['N', 'NTa'],
    macro: 'gd_14',
    comment: '-C-N,NT,NE,NZ,NR-',
    usage: 'ASN CB-CG-ND2-HD21, peptide -CA-C-N-CA',
  },
  { j: CHN, k: ['N'], macro: 'gd_39', comment: '-CHn-N,NE-', usage: 'PRO CA-N-CD-CG' },
  {
    j: CHN,
    k: ['NT', 'NL'],
    macro: 'gd_29',
    comment: '-C,CHn,SI-',
    usage: 'LYS CD-CE-NZ-HZ1, LYSH CD-CE-NZ-HZ1 (not gd_41 -CHn-NT-)',
  },
  {
    j: ['CH2', 'CH1', 'CH3'],
    k: ['S'],
    macro: 'gd_26',
    comment: '-CH2-S-',
    usage: 'MET CB-CG-SD-CE, CYSH CA-CB-SG-HG',
  },
  {
    j: ['S'],
    k: ['S'],
    macro: 'gd_21',
    comment: '-S-S-',
    usage: 'ffbonded.itp [ dihedraltypes ] S S gd_21 (disulfide specbond)',
  },
  {
    j: ['C', 'Car'],
    k: ['C', 'Car'],
    macro: 'gd_10',
    comment: '-C-C-',
    usage: 'comment only (no sp2-sp2 single bond in a 54A7 block)',
  },
];

/** Improper macros (gi_1 planar, gi_2 tetrahedral) with their comments. */
export const GROMOS_PLANAR: GromosMacroRule = {
  macro: 'gi_1',
  comment: 'planar groups',
  usage: 'PHE ring and substituents, ASN CG and ND2, peptide C and N',
};
export const GROMOS_TETRAHEDRAL: GromosMacroRule = {
  macro: 'gi_2',
  comment: 'tetrahedral centres',
  usage: 'every CH1 with three heavy neighbours: ALA CA, VAL CB, THR CB',
};

const has = (kinds: Kinds, k: GromosKind | undefined): boolean => k !== undefined && kinds.includes(k);

/** The bond rule for kinds a, b (either order). */
export function bondRule(a: GromosKind, b: GromosKind, inBenzene: boolean): BondRule | undefined {
  return GROMOS_BOND_RULES.find(
    (r) =>
      (r.inBenzene === undefined || r.inBenzene === inBenzene) &&
      ((has(r.a, a) && has(r.b, b)) || (has(r.a, b) && has(r.b, a))),
  );
}

export function angleRule(
  i: GromosKind,
  j: GromosKind,
  k: GromosKind,
  inRing: boolean,
): AngleRule | undefined {
  return GROMOS_ANGLE_RULES.find(
    (r) =>
      has(r.center, j) &&
      (r.ring === undefined || r.ring === inRing) &&
      ((has(r.ends[0], i) && has(r.ends[1], k)) || (has(r.ends[0], k) && has(r.ends[1], i))),
  );
}

export function dihedralRule(j: GromosKind, k: GromosKind): DihedralRule | undefined {
  return GROMOS_DIHEDRAL_RULES.find((r) => (has(r.j, j) && has(r.k, k)) || (has(r.j, k) && has(r.k, j)));
}
