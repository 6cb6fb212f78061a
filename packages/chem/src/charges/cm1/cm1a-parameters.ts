/**
 * CM1A parameters: J. W. Storer, D. J. Giesen, C. J. Cramer and D. G. Truhlar, "Class IV charge models:
 * A new semiempirical approach in quantum chemistry", J. Comput.-Aided Mol. Des. 1995, 9, 87–110
 * (doi:10.1007/BF00117280), the AM1 mapping, as implemented in the authors' AMSOL program. Published
 * numbers transcribed into our own module, keyed by atomic number; absent entries are zero.
 *
 * c_k scales an atom's AM1 charge and d_k offsets it; the pair terms are offsets that grow with the
 * bond index to a partner of the given element (d_HN, d_HO, d_HSi for hydrogen, d_OS for oxygen, d_NO
 * for nitrogen). d_NC applies to nitrogen through the switched nitrile term of cm1a.ts.
 */

/** c_k per element. */
export const CM1A_SCALE: ReadonlyMap<number, number> = new Map([
  [7, 0.3846],
  [9, 0.1468],
  [16, -0.1311],
  [17, 0.0405],
  [35, 0.1761],
  [53, 0.238],
]);

/** d_k per element (non-hydrogen atoms). */
export const CM1A_OFFSET: ReadonlyMap<number, number> = new Map([
  [8, -0.0283],
  [9, 0.0399],
  [16, -0.0956],
  [17, -0.0276],
  [35, -0.0802],
  [53, -0.1819],
]);

/** Hydrogen offsets per partner element: d_HN, d_HO, d_HSi. */
export const CM1A_HYDROGEN_OFFSET: ReadonlyMap<number, number> = new Map([
  [7, 0.085],
  [8, 0.1447],
  [14, 0.064],
]);

/** Oxygen offsets per partner element: d_OS. */
export const CM1A_OXYGEN_OFFSET: ReadonlyMap<number, number> = new Map([[16, -0.06]]);

/** Nitrogen offsets per partner element: d_NO; carbon (d_NC) enters only through the switch below. */
export const CM1A_NITROGEN_OFFSET: ReadonlyMap<number, number> = new Map([[8, -0.063]]);

/** d_NC, the nitrile nitrogen offset. */
export const CM1A_NITRILE_OFFSET = -0.088;

/**
 * The N–C switch B̂ = ½(1 + tanh(κ (B_NC − B₀))) with κ = 10 and B₀ = 2.3: ≈0 for single and double
 * N–C bonds, ≈1 for a nitrile, so a nitrile N loses c_N and gains d_NC.
 */
export const CM1A_SWITCH = { steepness: 10, midpoint: 2.3 } as const;
