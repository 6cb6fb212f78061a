import { ChemError } from '../../core/errors.js';
import {
  CM1A_HYDROGEN_OFFSET,
  CM1A_NITRILE_OFFSET,
  CM1A_NITROGEN_OFFSET,
  CM1A_OFFSET,
  CM1A_OXYGEN_OFFSET,
  CM1A_SCALE,
  CM1A_SWITCH,
} from './cm1a-parameters.js';

/** LigParGen's scale for neutral molecules (Dodda, Vilseck, Tirado-Rives & Jorgensen, JPCB 2017, 121, 3864). */
export const LIGPARGEN_CM1A_SCALE = 1.14;

/**
 * CM1A charges (Storer et al., J. Comput.-Aided Mol. Des. 1995, 9, 87) from AM1 charges q⁰ (the ZDO
 * "Mulliken" charges MOPAC prints by default) and the AM1 bond-index matrix B (n×n, row-major,
 * B_kk' = Σ P_μν² over the AOs of k and k'):
 *
 *   q_k = q⁰_k + B_k Δ_k − Σ_{k'≠k} B_kk' Δ_k',   B_k = Σ_{k'≠k} B_kk',   Δ_k = c_k q⁰_k + d_k,
 *
 * where d_k for H, O and N also collects the pair offsets (d_HX B_kX …) and a nitrile N swaps c_N
 * for d_NC through the switch of cm1a-parameters.ts. The correction only moves charge: the total is
 * unchanged. `scale` multiplies the result (1.14 for LigParGen's 1.14*CM1A).
 */
export function cm1aFromAm1(
  elements: Uint8Array,
  am1Charges: Float64Array,
  bondOrders: Float64Array,
  scale = 1,
): Float64Array {
  const n = elements.length;
  if (am1Charges.length !== n || bondOrders.length !== n * n) {
    throw new ChemError('invalid-molecule', `CM1A needs ${n} charges and a ${n}×${n} bond-index matrix.`);
  }
  const B = (k: number, l: number): number => (k === l ? 0 : bondOrders[k * n + l]!);
  const delta = Float64Array.from({ length: n }, (_, k) => deltaOf(elements, am1Charges, B, k));
  const out = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    let q = am1Charges[k]!;
    for (let l = 0; l < n; l++) q += B(k, l) * (delta[k]! - delta[l]!);
    out[k] = scale * q;
  }
  return out;
}

type BondIndex = (k: number, l: number) => number;

function deltaOf(elements: Uint8Array, q0: Float64Array, B: BondIndex, k: number): number {
  const z = elements[k]!;
  let c = CM1A_SCALE.get(z) ?? 0;
  let d = CM1A_OFFSET.get(z) ?? 0;
  const pair =
    z === 1
      ? CM1A_HYDROGEN_OFFSET
      : z === 8
        ? CM1A_OXYGEN_OFFSET
        : z === 7
          ? CM1A_NITROGEN_OFFSET
          : undefined;
  for (let l = 0; l < elements.length; l++) {
    if (l === k) continue;
    if (pair !== undefined) d += B(k, l) * (pair.get(elements[l]!) ?? 0);
    if (z === 7 && elements[l] === 6) {
      const s = 0.5 * (1 + Math.tanh(CM1A_SWITCH.steepness * (B(k, l) - CM1A_SWITCH.midpoint)));
      c -= (CM1A_SCALE.get(7) ?? 0) * s;
      d += CM1A_NITRILE_OFFSET * s;
    }
  }
  return c * q0[k]! + d;
}
