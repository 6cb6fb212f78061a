/**
 * Bond orders as stored in a Molecule. Aromatic and amide are kept as read (mol2 `ar`/`am`, MDL 4)
 * so that writers can round-trip them; perception decides what they mean.
 */
export const BondOrder = {
  Unknown: 0,
  Single: 1,
  Double: 2,
  Triple: 3,
  Quadruple: 4,
  Aromatic: 5,
  Amide: 6,
} as const;
export type BondOrder = (typeof BondOrder)[keyof typeof BondOrder];

const VALID = new Set<number>(Object.values(BondOrder));
export const isBondOrder = (v: number): v is BondOrder => VALID.has(v);

/** Valence contribution of a bond: aromatic counts 1.5, amide 1, unknown 1. */
export const bondValence = (order: BondOrder): number =>
  order === BondOrder.Aromatic ? 1.5 : order === BondOrder.Amide || order === BondOrder.Unknown ? 1 : order;
