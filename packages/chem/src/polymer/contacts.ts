/** Closest approaches the growth allows (Å), by how many bonds apart a pair is; see grow.ts. */
export const CONTACT = {
  heavy14: 2.5,
  heavyNear: 2.5,
  hydrogenNear: 1.6,
  heavy: 2.5,
  hydrogen: 1.6,
} as const;

/** Closest approach allowed for a pair `sep` bonds apart (0 = no limit); `heavy` when neither is a hydrogen. */
export function contactLimit(sep: number, heavy: boolean): number {
  if (sep <= 2) return 0;
  if (sep === 3) return heavy ? CONTACT.heavy14 : 0;
  if (sep <= 5) return heavy ? CONTACT.heavyNear : CONTACT.hydrogenNear;
  return heavy ? CONTACT.heavy : CONTACT.hydrogen;
}
