/**
 * Index bases as types: 0-based `AtomIndex` inside the code, 1-based `AtomId` at the API and in
 * files (docs/adr/0002-index-bases.md). Convert only with `toAtomId` / `toAtomIndex`.
 */
declare const base: unique symbol;
export type AtomIndex = number & { readonly [base]: 'index0' };
export type AtomId = number & { readonly [base]: 'id1' };

export const atomIndex = (i: number): AtomIndex => i as AtomIndex;
export const toAtomId = (i: AtomIndex): AtomId => (i + 1) as AtomId;
export const toAtomIndex = (id: AtomId): AtomIndex => (id - 1) as AtomIndex;
