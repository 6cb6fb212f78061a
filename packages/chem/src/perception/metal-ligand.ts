import type { Diagnostic } from '../core/diagnostics.js';
import { symbolOf } from '../core/elements.js';
import type { Bonds, Molecule } from '../core/molecule.js';
import { bondList, bondsFrom, withBonds } from '../core/molecule.js';

/**
 * Elements treated as non-metals when bonds are classified: H, the noble gases, the p-block
 * non-metals and the metalloids that build covalent frameworks (B, Si, Ge, As, Sb, Te). Everything
 * else with an atomic number (alkali to post-transition metals, lanthanides, actinides) is a metal.
 */
const NON_METALS = new Set([
  1, 2, 5, 6, 7, 8, 9, 10, 14, 15, 16, 17, 18, 32, 33, 34, 35, 36, 51, 52, 53, 54, 85, 86,
]);

export const isMetal = (z: number): boolean => z > 0 && !NON_METALS.has(z);

/**
 * The per-pair rules applied to the contacts bondsFromDistances finds (d ≤ 1.15 × Σ r_cov,
 * Cordero 2008 radii). Each contact is classified by its two elements:
 *
 * - **non-metal–non-metal** (C–C, C–O, Si–O, O–H …): a bond. The distance rule is the whole rule.
 * - **metal–O, metal–N, metal–S, metal–halide, metal–C** (carboxylate and μ-oxo O of Cu₂ and Zn₂
 *   paddlewheels, the μ₄-O and carboxylate O of Zn₄O in IRMOF/MOF-5, the μ₃-O/OH of Zr₆O₄(OH)₄ in
 *   UiO-66, imidazolate N of ZIFs, cation–anion contacts of oxides and clays): a bond. The
 *   1.15 × Σ r_cov window holds them with room to spare (Cu–O 1.95 Å vs 2.28 Å, Zn–O 1.94 Å vs 2.16 Å,
 *   Zr–O 2.06–2.27 Å vs 2.77 Å) while the next shell (Cu…C of the carboxylate 2.8 Å vs 2.39 Å,
 *   Zn…C 2.9 Å vs 2.28 Å) stays out.
 * - **metal–H**: a bond only when the H has no other neighbour (a hydride). An H that belongs to an
 *   OH, water or CH group and only passes close to a metal is not bonded to it.
 * - **metal–metal**: a bond only in a metallic phase, i.e. when neither metal has a non-metal
 *   neighbour. In coordination compounds, frameworks and oxides a metal–metal contact is NOT a bond:
 *   the Cu–Cu (2.6 Å) and Zn–Zn (2.9 Å) axes of paddlewheels and the Zr…Zr edges (3.5 Å) of Zr₆
 *   octahedra fall inside 1.15 × Σ r_cov, but the UFF4MOF types of these nodes (Addicoat et al.,
 *   JCTC 10 (2014) 880; Coupry et al., JCTC 12 (2016) 5215) are Cu4+1/Zn4+2 — in UFF's naming
 *   (Rappé et al., JACS 114 (1992) 10024) the "4" is square-planar geometry with four ligands, the
 *   four carboxylate O — and Zr8f4 with eight O neighbours. Bonding the M–M axis would give those
 *   metals five or twelve neighbours and break the typing; the metal–metal interaction is left to
 *   the non-bonded terms, as in the UFF4MOF parametrisation.
 */
export type BondRule = 'covalent' | 'metal-ligand' | 'metal-hydride' | 'metallic';

/** Why a contact was dropped, per rule. */
export interface BondRuleResult {
  readonly bonds: Bonds;
  readonly diagnostics: Diagnostic[];
  /** Contacts kept, by rule. */
  readonly kept: Readonly<Record<BondRule, number>>;
  /** Contacts dropped: metal–metal in a non-metallic phase, metal–H of a non-hydride H. */
  readonly dropped: { readonly metalMetal: number; readonly metalHydrogen: number };
}

/** Applies the rules above to the contacts of `bonds` (from bondsFromDistances on `mol`). */
export function applyBondRules(mol: Molecule, bonds: Bonds): BondRuleResult {
  const z = mol.elements;
  const metal = Uint8Array.from(z, (e) => (isMetal(e) ? 1 : 0));
  const nonMetalNeighbour = new Uint8Array(mol.atomCount);
  const otherNeighbour = new Uint8Array(mol.atomCount);
  for (let k = 0; k < bonds.count; k++) {
    const [a, b] = [bonds.a[k]!, bonds.b[k]!];
    if (!metal[b]) nonMetalNeighbour[a] = 1;
    if (!metal[a]) nonMetalNeighbour[b] = 1;
    if (z[a] === 1 && !metal[b]) otherNeighbour[a] = 1;
    if (z[b] === 1 && !metal[a]) otherNeighbour[b] = 1;
  }
  const kept: Record<BondRule, number> = { covalent: 0, 'metal-ligand': 0, 'metal-hydride': 0, metallic: 0 };
  const dropped = { metalMetal: 0, metalHydrogen: 0 };
  const keep: number[] = [];
  const droppedMM = new Set<string>();
  for (let k = 0; k < bonds.count; k++) {
    const [a, b] = [bonds.a[k]!, bonds.b[k]!];
    const rule = ruleOf(a, b);
    if (rule === undefined) {
      if (metal[a] && metal[b]) {
        dropped.metalMetal++;
        droppedMM.add(pairName(z[a]!, z[b]!));
      } else dropped.metalHydrogen++;
      continue;
    }
    kept[rule]++;
    keep.push(k);
  }
  const diagnostics: Diagnostic[] = [];
  if (dropped.metalMetal > 0) {
    diagnostics.push({
      severity: 'info',
      code: 'metal-metal-contact',
      message: `${dropped.metalMetal} metal–metal contact(s) (${[...droppedMM].join(', ')}) within bonding distance are not bonds: the metals have non-metal ligands (paddlewheel and cluster M–M axes are left to non-bonded terms).`,
    });
  }
  return { bonds: subset(bonds, keep), diagnostics, kept, dropped };

  function ruleOf(a: number, b: number): BondRule | undefined {
    if (!metal[a] && !metal[b]) return 'covalent';
    if (metal[a] && metal[b]) return nonMetalNeighbour[a] || nonMetalNeighbour[b] ? undefined : 'metallic';
    const h = z[a] === 1 ? a : z[b] === 1 ? b : -1;
    if (h < 0) return 'metal-ligand';
    return otherNeighbour[h] ? undefined : 'metal-hydride';
  }
}

const pairName = (x: number, y: number): string => [symbolOf(x), symbolOf(y)].sort().join('–');

function subset(bonds: Bonds, keep: readonly number[]): Bonds {
  const pick = <T extends Uint32Array | Uint8Array>(src: T, out: T): T => {
    keep.forEach((k, i) => (out[i] = src[k]!));
    return out;
  };
  const count = keep.length;
  const a = pick(bonds.a, new Uint32Array(count));
  const b = pick(bonds.b, new Uint32Array(count));
  const order = pick(bonds.order, new Uint8Array(count));
  if (!bonds.image) return { count, a, b, order };
  const image = new Int8Array(3 * count);
  keep.forEach((k, i) => image.set(bonds.image!.subarray(3 * k, 3 * k + 3), 3 * i));
  return { count, a, b, order, image };
}

/**
 * `mol` with its bonds to metals left out — the bonds read as dative, so that the ligands (a MOF's
 * carboxylate linkers, an imidazolate, a cyclopentadienyl) can be perceived on their own — and for each
 * kept bond its index in `mol`. Without metal bonds, `mol` itself.
 */
export function withoutMetalBonds(mol: Molecule): { ligands: Molecule; kept: number[] } {
  const all = bondList(mol);
  const kept = all.flatMap((b, k) => (isMetal(mol.elements[b.a]!) || isMetal(mol.elements[b.b]!) ? [] : [k]));
  if (kept.length === all.length) return { ligands: mol, kept };
  return { ligands: withBonds(mol, bondsFrom(kept.map((k) => all[k]!))), kept };
}
