import type { Atoms4 } from '../../core/system.js';

/**
 * Which planar centres get an OPLS-AA/L improper, with which of ffbonded.itp's `improper_*` defines,
 * and in which atom order. GROMACS's oplsaa.ff keeps impropers out of [ dihedraltypes ]: its residue
 * files (aminoacids.rtp) name a define per improper, always written (i, j, centre, l) with the centre
 * third and `l` the atom pushed out of the plane: the carbonyl O (`CA +N C O`, `CB OD1 CG OD2`), the
 * H of an sp2 N or ring C (`-C CA N H`, `CG CE2 CD2 HD2`), the ring substituent (`CD1 CD2 CG CB`,
 * `CE1 CE2 CZ OH`). Every define is 180°, n = 2 (E = k (1 + cos(2φ − 180°)), grompp funct 1, the same
 * function as a periodic improper, funct 4). For molecules that are not residues we apply the same
 * pattern from the centre's bond type, as follows:
 *
 * - C, C_2, C_3 (carbonyl, carboxyl, amide C) with an O neighbour: improper_O_C_X_Y, l = the O
 *   neighbour with the highest index (the rtp's ASP/GLU put the second carboxylate O last);
 * - CA … ring carbons (CA CB CN CV CW CR CK CQ CS CU CX C*): improper_Z_CA_X_Y, l = the H neighbour,
 *   else the one neighbour off the ring; none for ring-fusion atoms (all three neighbours in rings,
 *   as TRP's CD2/CE2 in the rtp). A CA not in a ring with three N neighbours is the guanidinium C,
 *   which the rtp (ARG CZ) gives improper_O_C_X_Y with l = the last N;
 * - CM, C= (alkene carbons): improper_Z_CM_X_Y, l = the H or substituent of highest index that is
 *   not the double-bond partner;
 * - N, NA, N*, N2 (amide, aromatic NH, aniline/guanidinium NH2): improper_Z_N_X_Y, l = the H
 *   neighbour of highest index, else the neighbour of highest index (the rtp's PRO: `-C CA N CD`);
 * - NO (nitro N): improper_X_NO_ON_NO, l = the O of highest index.
 *
 * i and j are the two other neighbours in index order. On the tripeptide Tyr-Trp-Gln this gives
 * pdb2gmx's 20 impropers (packages/engines/src/opls-pdb2gmx.test.ts) except for i/j order on TRP's
 * CE3 and CZ3, where the rtp lists the ring neighbours against its own order on CZ2 and CH2.
 * Centres need exactly three neighbours; any
 * other atom (sp3, or sp2 of a bond type not listed) gets no improper, as OPLS uses none for
 * chirality. LigParGen's OPLS-AA files, by comparison, put the centre second and use funct 4 with
 * its own force constants (10.46 kJ/mol on aromatic CH rather than oplsaa.ff's 4.6024), so they
 * are not a reference for oplsaa.ff values.
 */
export interface OplsImproper {
  readonly atoms: Atoms4;
  /** Name of the #define in ffbonded.itp. */
  readonly define: string;
}

const CARBONYL = new Set(['C', 'C_2', 'C_3']);
const RING_CARBON = new Set(['CA', 'CB', 'CN', 'CV', 'CW', 'CR', 'CK', 'CQ', 'CS', 'CU', 'CX', 'C*']);
const ALKENE = new Set(['CM', 'C=']);
const SP2_NITROGEN = new Set(['N', 'NA', 'N*', 'N2']);

export interface ImproperInput {
  /** Distinct neighbours per atom. */
  readonly neighbours: readonly (readonly number[])[];
  readonly bondTypes: readonly string[];
  readonly elements: ArrayLike<number>;
  /** Whether the bond between two atoms lies on a ring. */
  readonly inRing: (a: number, b: number) => boolean;
}

export function oplsImpropers(input: ImproperInput): OplsImproper[] {
  const out: OplsImproper[] = [];
  input.neighbours.forEach((around, centre) => {
    if (around.length !== 3) return;
    const found = centreRule(
      input,
      centre,
      [...around].sort((a, b) => a - b),
    );
    if (!found) return;
    const [i, j] = around.filter((n) => n !== found.l).sort((a, b) => a - b);
    if (i !== undefined && j !== undefined)
      out.push({ atoms: [i, j, centre, found.l], define: found.define });
  });
  return out;
}

function centreRule(
  { bondTypes, elements, inRing }: ImproperInput,
  centre: number,
  around: readonly number[],
): { define: string; l: number } | undefined {
  const type = bondTypes[centre] ?? '';
  const last = (pick: (n: number) => boolean): number | undefined => around.filter(pick).at(-1);
  const isH = (n: number) => elements[n] === 1;
  const isO = (n: number) => elements[n] === 8;
  if (CARBONYL.has(type)) {
    const l = last(isO);
    return l === undefined ? undefined : { define: 'improper_O_C_X_Y', l };
  }
  if (RING_CARBON.has(type)) {
    const ringNeighbours = around.filter((n) => inRing(centre, n));
    if (ringNeighbours.length === 0 && around.every((n) => elements[n] === 7)) {
      return { define: 'improper_O_C_X_Y', l: around[2]! };
    }
    const l = last(isH) ?? (ringNeighbours.length === 2 ? last((n) => !inRing(centre, n)) : undefined);
    return l === undefined ? undefined : { define: 'improper_Z_CA_X_Y', l };
  }
  if (ALKENE.has(type)) {
    const l = last((n) => !ALKENE.has(bondTypes[n] ?? ''));
    return l === undefined ? undefined : { define: 'improper_Z_CM_X_Y', l };
  }
  if (SP2_NITROGEN.has(type)) return { define: 'improper_Z_N_X_Y', l: last(isH) ?? around[2]! };
  if (type === 'NO') {
    const l = last(isO);
    return l === undefined ? undefined : { define: 'improper_X_NO_ON_NO', l };
  }
  return undefined;
}
