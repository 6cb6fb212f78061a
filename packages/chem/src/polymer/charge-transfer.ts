import { MoleculeBuilder } from '../core/molecule.js';
import type { Molecule } from '../core/molecule.js';
import { selectAtoms } from '../core/edit/select-atoms.js';
import { finalizeCharges } from '../charges/shared/finalize-charges.js';
import { polymerError } from './polymer-error.js';
import type { ChainProvenance } from './provenance.js';
import type { PolymerUnit } from './unit.js';

/**
 * Charges of a long chain by transfer from H-capped units (RadonPy's way: a charge method on the capped
 * repeat unit, the caps' charges moved onto the atoms that bond to the neighbouring units). Each distinct
 * unit of a chain is charged once, so the cost does not grow with the degree of polymerisation.
 */

/**
 * The H-capped unit as a molecule for a charge method: every atom of the PolymerUnit (each `*` written as
 * an H cap) at the growth's first conformer, with its bonds and formal charges. Its net charge is the sum of
 * the formal charges (unitNetCharge).
 */
export function cappedUnitMolecule(unit: PolymerUnit): Molecule {
  const xyz = unit.conformers[0] ?? unit.positions;
  const builder = new MoleculeBuilder(unit.smiles);
  for (let i = 0; i < unit.elements.length; i++) {
    builder.addAtom({
      element: unit.elements[i]!,
      x: xyz[3 * i]!,
      y: xyz[3 * i + 1]!,
      z: xyz[3 * i + 2]!,
      formalCharge: unit.formalCharges[i]!,
      residue: { name: 'UNK', number: 1, chain: 'A' },
    });
  }
  for (const b of unit.bonds) builder.addBond({ a: b.a, b: b.b, order: b.order });
  return builder.build();
}

/** The net charge a unit's charges must sum to: its formal charges (caps are neutral hydrogens). */
export const unitNetCharge = (unit: PolymerUnit): number => unit.formalCharges.reduce((s, q) => s + q, 0);

/** A unit and the charges a method gave its capped molecule (cappedUnitMolecule's atom order). */
export interface ChargedUnit {
  readonly unit: PolymerUnit;
  readonly charges: ArrayLike<number>;
}

export interface TransferOptions {
  /** Multiplies every charge; each unit's sum stays its net formal charge (finalizeCharges). Default 1. */
  readonly scale?: number;
  /** Decimals written; default 6. */
  readonly decimals?: number;
}

/**
 * One charge per chain atom from the charges of its capped units (`units` by SMILES, as the provenance
 * names them). Per piece: each kept atom takes its own unit charge; each cap the chain dropped (where the
 * neighbouring piece bonds) adds its charge to the atom it was bonded to; caps kept at the chain's ends keep
 * their own. The piece then goes through finalizeCharges with the unit's net formal charge: symmetry
 * classes of the piece, scale, 6 decimals with the piece's sum exact, so every unit keeps its net charge
 * exactly (neutral units stay neutral) and so does the chain. Pieces alike (same unit, same caps dropped)
 * are finalized once and get identical charges.
 */
export function chargesFromUnits(
  provenance: ChainProvenance,
  units: ReadonlyMap<string, ChargedUnit>,
  options: TransferOptions = {},
): Float64Array {
  const { pieceOf, unitAtom } = provenance;
  const out = new Float64Array(pieceOf.length);
  const done = new Map<string, Float64Array>();
  let start = 0;
  while (start < pieceOf.length) {
    const piece = pieceOf[start]!;
    let end = start;
    while (end < pieceOf.length && pieceOf[end] === piece) end++;
    const smiles = provenance.smiles[provenance.pieceSmiles[piece]!];
    const charged = smiles === undefined ? undefined : units.get(smiles);
    if (!charged) {
      throw polymerError('unit-geometry', `No charges were given for the unit '${String(smiles)}'.`, {
        smiles: String(smiles),
      });
    }
    const kept = Array.from(unitAtom.subarray(start, end));
    const key = `${smiles}\u0000${kept.join(',')}`;
    let charges = done.get(key);
    if (!charges) {
      charges = pieceCharges(charged, kept, options);
      done.set(key, charges);
    }
    out.set(charges, start);
    start = end;
  }
  return out;
}

/** The finalized charges of one piece's kept unit atoms (in `kept` order), its dropped caps folded in. */
function pieceCharges(charged: ChargedUnit, kept: readonly number[], options: TransferOptions): Float64Array {
  const { unit, charges } = charged;
  const n = unit.elements.length;
  if (charges.length !== n) {
    throw polymerError(
      'unit-geometry',
      `The unit '${unit.smiles}' has ${n} atoms with its caps but ${charges.length} charges were given.`,
      { smiles: unit.smiles },
    );
  }
  const position = new Map(kept.map((a, k) => [a, k]));
  const folded = Float64Array.from(kept, (a) => charges[a]!);
  for (let a = 0; a < n; a++) {
    if (position.has(a)) continue;
    const link = unit.links.find((l) => l.cap === a);
    const into = link === undefined ? undefined : position.get(link.atom);
    if (into === undefined) {
      throw polymerError(
        'unit-geometry',
        `Atom ${a + 1} of the unit '${unit.smiles}' is missing from the chain and is not a cap of a kept atom.`,
        { smiles: unit.smiles, atom: a + 1 },
      );
    }
    folded[into]! += charges[a]!;
  }
  const piece = selectAtoms(cappedUnitMolecule(unit), kept);
  return finalizeCharges(piece, folded, {
    netCharge: unitNetCharge(unit),
    scale: options.scale ?? 1,
    decimals: options.decimals ?? 6,
  });
}
