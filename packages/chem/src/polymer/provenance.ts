import type { GrownChain } from './grow.js';
import type { ChainPiece } from './template.js';

/**
 * Where each atom of a built chain comes from (typed arrays, so a chain of thousands of atoms crosses a
 * worker boundary cheaply): its piece (chain order: the head end group, the repeat units, the tail end
 * group), the SMILES of that piece (a monomer's p-SMILES or an end group's SMILES) and the atom's index in
 * the piece's PolymerUnit, whose atoms include the H caps written for each `*`. The atom-type and charge
 * calls of a stored chain read it; chargesFromUnits (charge-transfer.ts) maps unit charges through it.
 */
export interface ChainProvenance {
  /** Piece (0-based, chain order) of each chain atom. */
  readonly pieceOf: Uint32Array;
  /** Index of each chain atom in its piece's unit (PolymerUnit atoms, caps included). */
  readonly unitAtom: Uint32Array;
  /** Index into `smiles` of each piece. */
  readonly pieceSmiles: Uint32Array;
  /** The distinct SMILES of the chain's pieces, in order of first appearance. */
  readonly smiles: readonly string[];
}

export function chainProvenance(grown: GrownChain, pieces: readonly ChainPiece[]): ChainProvenance {
  const smiles: string[] = [];
  const index = new Map<string, number>();
  const pieceSmiles = Uint32Array.from(pieces, (p) => {
    let k = index.get(p.unit.smiles);
    if (k === undefined) {
      k = smiles.length;
      index.set(p.unit.smiles, k);
      smiles.push(p.unit.smiles);
    }
    return k;
  });
  return {
    pieceOf: grown.pieceOf.slice(),
    unitAtom: grown.unitAtom.slice(),
    pieceSmiles,
    smiles,
  };
}
