import type { AtomBonding, PiDonor } from './pi-electrons.js';
import {
  defaultValence,
  moreElectronegative,
  ONE,
  ONE_OR_TWO,
  outerElectrons,
  TWO,
  VACANT,
} from './pi-electrons.js';

/**
 * π-electron contribution of a ring atom under the Hückel model, following the rules of RDKit's
 * default aromaticity model (RDKit Book, "Aromaticity"), re-derived here:
 *
 * - Only elements of the first two rows plus Se and Te take part; an atom with more than three
 *   neighbours, more than one double/triple bond, or a valence above the default valence of its
 *   isoelectronic element (N⁺ counts as C, O⁺ as N) does not.
 * - Electrons available e = (default valence − neighbours) + lone-pair electrons, where lone-pair
 *   electrons = valence-shell electrons − default valence − formal charge (not below 0);
 *   e is capped at 1 when the atom carries a triple bond.
 * - e = 0: an exocyclic double bond leaves an empty p orbital (0 electrons), a ring double bond
 *   gives 1, otherwise the atom is sp3 and breaks aromaticity.
 * - e = 1: a ring double bond gives 1 (benzene C, pyridine N counted via e = 3 below); an
 *   exocyclic double bond to a more electronegative atom pulls the electron out (C=O in
 *   2-pyridone: 0), to another atom gives 1; a cation without double bonds has an empty p orbital
 *   (tropylium, cyclopropenium: 0); anything else (sp3 carbon) breaks aromaticity.
 * - e ≥ 2: one less when an exocyclic double bond goes to a more electronegative atom; then an
 *   odd count gives 1 (pyridine N, e = 3) and an even count gives 2 (pyrrole N–H, furan O,
 *   thiophene S, cyclopentadienide C⁻).
 * Atoms whose bonds the input already marks aromatic contribute 1 or 2 (their Kekulé form is unknown).
 */
export function huckelDonor(a: AtomBonding): PiDonor | undefined {
  if (a.aromaticBond) return ONE_OR_TWO;
  if (a.element > 18 && a.element !== 34 && a.element !== 52) return undefined;
  const dv = defaultValence(a.element);
  if (dv === undefined || dv <= 1 || a.degree > 3 || a.multipleBonds > 1) return undefined;
  const isoelectronic = defaultValence(a.element - a.charge);
  if (isoelectronic === undefined || a.valence > isoelectronic) return undefined;
  const lonePairElectrons = Math.max(outerElectrons(a.element) - dv - a.charge, 0);
  let e = dv - a.degree + lonePairElectrons;
  if (e > 1 && a.valence - a.degree > 1) e = 1; // a triple bond lends one electron to the ring
  const exoStealing = a.exocyclicPartner >= 0 && moreElectronegative(a.exocyclicPartner, a.element);
  if (e === 0) return a.exocyclicPartner >= 0 ? VACANT : a.cyclicMultipleBond ? ONE : undefined;
  if (e === 1) {
    if (a.exocyclicPartner >= 0) return exoStealing ? VACANT : ONE;
    if (a.valence !== a.degree) return ONE;
    return a.charge === 1 ? VACANT : undefined;
  }
  if (exoStealing) e--;
  return e % 2 === 1 ? ONE : TWO;
}
