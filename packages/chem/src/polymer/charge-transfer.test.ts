import { describe, expect, it } from 'vitest';
import { gasteigerCharges } from '../charges/gasteiger/gasteiger.js';
import { finalizeCharges } from '../charges/shared/finalize-charges.js';
import { buildPolymer } from './build-chain.js';
import { cappedUnitMolecule, chargesFromUnits, unitNetCharge } from './charge-transfer.js';
import type { ChargedUnit } from './charge-transfer.js';
import type { PolymerRequest } from './request.js';
import { FIXTURE_SMILES, fixtureUnits } from './testing/fixture-units.js';
import type { PolymerUnit } from './unit.js';

/**
 * The transfer's bookkeeping is checked with Gasteiger charges (topological, so symmetric atoms agree, as
 * every method's output does after finalizeCharges); which method made the unit charges does not matter to
 * the mapping. The expected chain charges are written out from the capped unit's charges by hand: kept
 * atoms keep theirs, a dropped cap's charge goes onto the atom it was bonded to.
 */
const units = fixtureUnits();
const charged = (unit: PolymerUnit): ChargedUnit => {
  const mol = cappedUnitMolecule(unit);
  return {
    unit,
    charges: finalizeCharges(mol, gasteigerCharges(mol), { netCharge: unitNetCharge(unit) }),
  };
};
const chargedUnits = new Map([...units.values()].map((u) => [u.smiles, charged(u)]));
const build = (req: Partial<PolymerRequest>) =>
  buildPolymer(
    { kind: 'homopolymer', degree: 8, torsion: 'random', seed: 2, ...req } as PolymerRequest,
    units,
  );
const sum = (q: ArrayLike<number>, from = 0, to = q.length): number => {
  let s = 0;
  for (let i = from; i < to; i++) s += q[i]!;
  return s;
};

/** Atom ranges [start, end) of each piece, chain order. */
function pieces(pieceOf: Uint32Array): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < pieceOf.length; i++) {
    if (i === 0 || pieceOf[i] !== pieceOf[i - 1]) out.push([i, i + 1]);
    else out[out.length - 1]![1] = i + 1;
  }
  return out;
}

describe('chargesFromUnits (transfer from H-capped units, issue 18.4)', () => {
  it('records per atom its piece, the piece SMILES and its index in the unit', () => {
    const r = build({ monomer: FIXTURE_SMILES.styrene, head: 'CH3', tail: 'COOH' });
    const p = r.provenance;
    expect(p.pieceOf.length).toBe(r.atomCount);
    expect(p.smiles.map((s) => s)).toEqual([FIXTURE_SMILES.ch3, FIXTURE_SMILES.styrene, FIXTURE_SMILES.cooh]);
    expect(Array.from(p.pieceSmiles)).toEqual([0, ...new Array<number>(8).fill(1), 2]);
    // Each chain atom's element is its unit atom's element.
    for (let i = 0; i < r.atomCount; i++) {
      const unit = units.get(p.smiles[p.pieceSmiles[p.pieceOf[i]!]!]!)!;
      expect(r.molecule.elements[i]).toBe(unit.elements[p.unitAtom[i]!]);
    }
  });

  it('keeps every unit at its net charge, folds dropped caps into the bonded atom, keeps end caps', () => {
    const r = build({ monomer: FIXTURE_SMILES.styrene });
    const q = chargesFromUnits(r.provenance, chargedUnits);
    const unit = units.get(FIXTURE_SMILES.styrene)!;
    const uq = chargedUnits.get(unit.smiles)!.charges;
    const [head, tail] = unit.links;
    const ranges = pieces(r.provenance.pieceOf);
    expect(ranges).toHaveLength(8);
    for (const [s, e] of ranges) expect(Math.abs(sum(q, s, e))).toBeLessThan(1e-9);
    expect(Math.abs(sum(q))).toBeLessThan(1e-9);
    // A middle piece: both caps dropped; the head atom carries its cap's charge, the tail atom likewise.
    const [s, e] = ranges[3]!;
    const at = (unitIndex: number): number => {
      for (let i = s; i < e; i++) if (r.provenance.unitAtom[i] === unitIndex) return q[i]!;
      return Number.NaN;
    };
    expect(at(head!.cap)).toBeNaN();
    expect(at(head!.atom)).toBeCloseTo(uq[head!.atom]! + uq[head!.cap]!, 5);
    expect(at(tail!.atom)).toBeCloseTo(uq[tail!.atom]! + uq[tail!.cap]!, 5);
    const ring = unit.elements.findIndex((z, i) => z === 6 && i !== head!.atom && i !== tail!.atom);
    expect(at(ring)).toBeCloseTo(uq[ring]!, 5);
    // The first piece keeps its head cap (a chain-end H) with its own charge.
    const first = ranges[0]!;
    const capAt = [...r.provenance.unitAtom.subarray(first[0], first[1])].indexOf(head!.cap);
    expect(capAt).toBeGreaterThanOrEqual(0);
    expect(q[first[0] + capAt]).toBeCloseTo(uq[head!.cap]!, 5);
    // Middle pieces are alike, so their charges are identical.
    const middle = ranges.slice(1, -1).map(([a, b]) => Array.from(q.subarray(a, b)));
    for (const m of middle) expect(m).toEqual(middle[0]);
  });

  it('handles reversed and mirrored units (head-to-head, syndiotactic) and end groups', () => {
    const r = build({
      monomer: FIXTURE_SMILES.mma,
      polytype: 'hh',
      tacticity: 'syndiotactic',
      head: 'CH3',
      tail: 'COOH',
    });
    const q = chargesFromUnits(r.provenance, chargedUnits, { scale: 1.2 });
    const ranges = pieces(r.provenance.pieceOf);
    expect(ranges).toHaveLength(10);
    for (const [s, e] of ranges) expect(Math.abs(sum(q, s, e))).toBeLessThan(1e-9);
    // Reversed middle units (every second) drop the same two caps: their charges are those of the others
    // up to the atom order, which is the unit's in both.
    const mid = ranges.slice(1, -1).map(([a, b]) => Array.from(q.subarray(a, b)));
    for (const m of mid) expect(m).toEqual(mid[0]);
    // 6 decimals.
    for (const v of q) expect(Math.abs(v * 1e6 - Math.round(v * 1e6))).toBeLessThan(1e-6);
    // scale: a middle unit's charges are 1.2 × those at scale 1 (to the rounding).
    const plain = chargesFromUnits(r.provenance, chargedUnits);
    const [s, e] = ranges[4]!;
    for (let i = s; i < e; i++) expect(q[i]).toBeCloseTo(1.2 * plain[i]!, 5);
  });

  it('costs per distinct piece, not per unit: a missing unit or wrong charge count is refused', () => {
    const r = build({ monomer: FIXTURE_SMILES.styrene });
    expect(() => chargesFromUnits(r.provenance, new Map())).toThrow(/No charges were given/);
    const unit = units.get(FIXTURE_SMILES.styrene)!;
    const short = new Map([[unit.smiles, { unit, charges: [0, 0] }]]);
    expect(() => chargesFromUnits(r.provenance, short)).toThrow(/16|18/);
  });
});
