import { ChemError } from '../../core/errors.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { CHN, type GromosGraph, type GromosKind } from './gromos-kinds.js';

/**
 * GROMOS charges come with the building blocks, in charge groups. For a molecule that is no
 * building block, each functional group here takes the charges of the aminoacids.rtp block that
 * holds the same group (gromos54a7.ff), atom by atom; every other atom (alkyl united atoms, ring C
 * bonded to a non-H substituent) is 0, as in those blocks; esters take dppc.itp's sn-1 ester group.
 * A group with no 54A7 block (ether, halide, tertiary amide, disulfide) has no rule: the user must
 * give charges.
 */
export interface GromosChargeGroup {
  readonly name: string;
  /** aminoacids.rtp block and atoms the charges are taken from. */
  readonly source: string;
  /** Charges by role, summing to the group's net charge. */
  readonly charges: Readonly<Record<string, number>>;
}

export const GROMOS_CHARGE_GROUPS = {
  alcohol: { name: 'alcohol CHn-OA-H', source: 'SER CB, OG, HG', charges: { C: 0.266, O: -0.674, H: 0.408 } },
  phenol: { name: 'phenol C-OA-H', source: 'TYR CZ, OH, HH', charges: { C: 0.203, O: -0.611, H: 0.408 } },
  aromaticCH: { name: 'aromatic C-HC', source: 'PHE CD1, HD1', charges: { C: -0.14, H: 0.14 } },
  ketone: { name: 'carbonyl C=O', source: 'ACE C, O', charges: { C: 0.45, O: -0.45 } },
  acid: {
    name: 'carboxylic acid C(=O)OH',
    source: 'ASPH CG, OD1, OD2, HD2',
    charges: { C: 0.33, O: -0.45, OA: -0.288, H: 0.408 },
  },
  carboxylate: { name: 'carboxylate COO-', source: 'ASP CG, OD1, OD2', charges: { C: 0.27, OM: -0.635 } },
  primaryAmide: {
    name: 'amide C(=O)NH2',
    source: 'ASN CG, OD1, ND2, HD21, HD22',
    charges: { C: 0.29, O: -0.45, N: -0.72, H: 0.44 },
  },
  secondaryAmide: {
    name: 'amide C(=O)NH',
    source: 'SER (backbone) C, O, N, H',
    charges: { C: 0.45, O: -0.45, N: -0.31, H: 0.31 },
  },
  amine: { name: 'amine CHn-NH2', source: 'LYS CE, NZ, HZ1, HZ2', charges: { C: -0.24, N: -0.64, H: 0.44 } },
  ammonium: {
    name: 'ammonium CHn-NH3+',
    source: 'LYSH CE, NZ, HZ1, HZ2, HZ3',
    charges: { C: 0.127, N: 0.129, H: 0.248 },
  },
  thiol: { name: 'thiol CH2-S-H', source: 'CYSH CB, SG, HG', charges: { C: 0.15, S: -0.37, H: 0.22 } },
  ester: {
    name: 'ester CHn-O-C(=O)',
    source: 'dppc.itp CE, OG, C2A, OH (sn-1 ester, charge group 19)',
    charges: { alkyl: 0.5, OE: -0.7, C: 0.8, O: -0.6 },
  },
  thioether: { name: 'thioether CHn-S-CHn', source: 'MET CG, SD, CE', charges: { C: 0.241, S: -0.482 } },
} as const satisfies Record<string, GromosChargeGroup>;

type GroupKey = keyof typeof GROMOS_CHARGE_GROUPS;

export interface GromosCharges {
  readonly charges: Float64Array;
  /** Per atom, the groups whose charges it took (empty for 0 by default). */
  readonly groups: readonly GroupKey[][];
  readonly diagnostics: Diagnostic[];
}

/** Charges of the merged molecule from GROMOS_CHARGE_GROUPS; ChemError naming an atom no rule covers. */
export function gromosCharges(g: GromosGraph): GromosCharges {
  const n = g.kinds.length;
  const charges = new Float64Array(n);
  const groups: GroupKey[][] = Array.from({ length: n }, () => []);
  const ctx = chargeContext(g, charges, groups);
  const { give, kind, nb, of } = ctx;
  for (let i = 0; i < n; i++) {
    const k = kind(i);
    if (k === 'OA') chargeHydroxyl(ctx, i);
    else if (k === 'Car') {
      for (const h of of(i, 'HC')) {
        give(i, 'aromaticCH', 'C');
        give(h, 'aromaticCH', 'H');
      }
    } else if (k === 'C') chargeCarbonyl(ctx, i);
    else if (k === 'NT' || k === 'NL') chargeAmine(ctx, i, k);
    else if (k === 'S') chargeSulfur(ctx, i);
    else if (k === 'Cest') chargeEster(ctx, i);
    else if (k === 'OE' && !nb(i).some((x) => kind(x) === 'Cest')) throw noRule(i, k);
    else if (k === 'F' || k === 'CL' || k === 'BR') throw noRule(i, k);
  }
  const diagnostics: Diagnostic[] = [];
  groups.forEach((list, i) => {
    if (list.length > 1 && new Set(list).size > 1) {
      diagnostics.push(
        warning(
          'gromos-charge-groups-overlap',
          `Atom ${i + 1} takes charges from ${list.join(' and ')}: the rtp charges were summed.`,
          { atoms: [i] },
        ),
      );
    }
  });
  return { charges, groups, diagnostics };
}

/** The molecule's graph and the running sums every group rule adds to. */
interface ChargeContext {
  readonly give: (atom: number, key: GroupKey, role: string) => void;
  readonly kind: (i: number) => GromosKind;
  readonly nb: (i: number) => readonly number[];
  /** The neighbours of `i` of the given kinds. */
  readonly of: (i: number, ...kinds: GromosKind[]) => number[];
}

function chargeContext(g: GromosGraph, charges: Float64Array, groups: GroupKey[][]): ChargeContext {
  const kind = (i: number): GromosKind => g.kinds[i]!;
  const nb = (i: number): readonly number[] => g.neighbours[i] ?? [];
  return {
    give: (atom, key, role) => {
      const q = (GROMOS_CHARGE_GROUPS[key].charges as Record<string, number>)[role] ?? 0;
      charges[atom]! += q;
      groups[atom]!.push(key);
    },
    kind,
    nb,
    of: (i, ...kinds) => nb(i).filter((x) => kinds.includes(kind(x))),
  };
}

function chargeHydroxyl(ctx: ChargeContext, o: number): void {
  const { give, of, nb, kind } = ctx;
  const h = of(o, 'H');
  const c = nb(o).find((x) => kind(x) !== 'H')!;
  if (kind(c) === 'C') return; // the acid is charged from its carbonyl carbon
  const key: GroupKey = kind(c) === 'Car' ? 'phenol' : 'alcohol';
  give(c, key, 'C');
  give(o, key, 'O');
  for (const x of h) give(x, key, 'H');
}

function chargeCarbonyl(ctx: ChargeContext, c: number): void {
  const { give, of, nb, kind } = ctx;
  const o = of(c, 'O');
  const oa = of(c, 'OA');
  const om = of(c, 'OM');
  const nAmide = of(c, 'N', 'NTa');
  if (om.length === 2) {
    give(c, 'carboxylate', 'C');
    for (const x of om) give(x, 'carboxylate', 'OM');
  } else if (oa.length === 1) {
    give(c, 'acid', 'C');
    for (const x of o) give(x, 'acid', 'O');
    give(oa[0]!, 'acid', 'OA');
    for (const h of of(oa[0]!, 'H')) give(h, 'acid', 'H');
  } else if (nAmide.length === 1) {
    const nitrogen = nAmide[0]!;
    const hs = of(nitrogen, 'H');
    const key: GroupKey = hs.length === 2 ? 'primaryAmide' : 'secondaryAmide';
    if (hs.length === 0) throw noRule(nitrogen, 'N');
    give(c, key, 'C');
    for (const x of o) give(x, key, 'O');
    give(nitrogen, key, 'N');
    for (const h of hs) give(h, key, 'H');
  } else if (
    o.length === 1 &&
    nb(c).filter((x) => CHN.includes(kind(x)) || kind(x) === 'Car' || kind(x) === 'C').length === 2
  ) {
    give(c, 'ketone', 'C');
    give(o[0]!, 'ketone', 'O');
  } else {
    throw noRule(c, 'C');
  }
}

function chargeEster(ctx: ChargeContext, c: number): void {
  const { give, of, nb } = ctx;
  const oe = of(c, 'OE')[0]!;
  const alkyl = nb(oe).find((x) => x !== c)!;
  give(alkyl, 'ester', 'alkyl');
  give(oe, 'ester', 'OE');
  give(c, 'ester', 'C');
  for (const x of of(c, 'O')) give(x, 'ester', 'O');
}

function chargeAmine(ctx: ChargeContext, nitrogen: number, k: 'NT' | 'NL'): void {
  const { give, of, nb, kind } = ctx;
  const key: GroupKey = k === 'NL' ? 'ammonium' : 'amine';
  const c = nb(nitrogen).find((x) => CHN.includes(kind(x)));
  if (c === undefined) throw noRule(nitrogen, k);
  give(c, key, 'C');
  give(nitrogen, key, 'N');
  for (const h of of(nitrogen, 'H')) give(h, key, 'H');
}

function chargeSulfur(ctx: ChargeContext, s: number): void {
  const { give, of, kind } = ctx;
  const h = of(s, 'H');
  const c = of(s, ...CHN);
  if (h.length === 1 && c.length === 1 && kind(c[0]!) === 'CH2') {
    give(c[0]!, 'thiol', 'C');
    give(s, 'thiol', 'S');
    give(h[0]!, 'thiol', 'H');
  } else if (c.length === 2) {
    for (const x of c) give(x, 'thioether', 'C');
    give(s, 'thioether', 'S');
  } else {
    throw noRule(s, 'S');
  }
}

function noRule(atom: number, kind: string): ChemError {
  return new ChemError(
    'missing-parameter',
    `GROMOS 54A7: atom ${atom + 1} (${kind}) is in a group no aminoacids.rtp block holds, so no charge rule applies; pass the charges.`,
    [atom],
  );
}
