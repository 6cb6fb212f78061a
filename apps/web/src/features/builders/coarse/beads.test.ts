import { describe, expect, it } from 'vitest';
import type { Bead } from './beads';
import {
  addBead,
  beadsOfAtom,
  currentAfterRemoval,
  filledBeads,
  removeAtom,
  removeBead,
  toggleAtom,
  uncutHeavyAtoms,
} from './beads';

/** Propanol-like beads as the server answers them: B1 = atoms 1, 2 (typed), B2 = 3 with 2 shared. */
const BEADS: Bead[] = [
  {
    nodeId: 'B1',
    label: 'B1',
    type: 'TC3',
    size: 'T',
    children: [
      { nodeId: 'B1-1', id: 1, label: 'C1', weight: 1 },
      { nodeId: 'B1-2', id: 2, label: 'C2', weight: 0.5 },
    ],
  },
  {
    nodeId: 'B2',
    label: 'B2',
    type: 'TP1',
    size: 'T',
    children: [
      { nodeId: 'B2-2', id: 2, label: 'C2', weight: 0.5 },
      { nodeId: 'B2-3', id: 3, label: 'O3', weight: 1 },
    ],
  },
];
const ATOMS = [
  { id: 1, label: 'C' },
  { id: 2, label: 'C' },
  { id: 3, label: 'O' },
  { id: 4, label: 'H' },
];

describe('the bead tree edits of step 2 (001 §2.3, §5)', () => {
  it('adds an empty bead named after the last, and makes no other change', () => {
    const added = addBead(BEADS);
    expect(added.map((b) => [b.nodeId, b.children.length])).toEqual([
      ['B1', 2],
      ['B2', 2],
      ['B3', 0],
    ]);
    expect(added[0]).toBe(BEADS[0]);
  });

  it('toggles an atom out of the current bead; the bead sharing it then holds it whole', () => {
    const result = toggleAtom(BEADS, 0, { id: 2, label: 'C' });
    expect(result.kind).toBe('removed');
    if (result.kind !== 'removed') return;
    expect(result.beads[0]?.children.map((c) => c.id)).toEqual([1]);
    // The edited bead loses the type the server gave: remapping types it again.
    expect(result.beads[0]?.type).toBeUndefined();
    expect(result.beads[1]?.children.map((c) => [c.id, c.weight])).toEqual([
      [2, 1],
      [3, 1],
    ]);
  });

  it('refuses an atom another bead holds, naming that bead ("atom already in bead Bn")', () => {
    expect(toggleAtom(BEADS, 0, { id: 3, label: 'O' })).toEqual({ kind: 'taken', bead: 'B2' });
    expect(toggleAtom([], -1, { id: 3 })).toEqual({ kind: 'noBead' });
  });

  it('puts a free atom into the current bead, whole, in id order', () => {
    const freed = removeAtom(BEADS, 1, 3);
    const added = toggleAtom(addBead(freed), 2, { id: 3, label: 'O3' });
    expect(added.kind).toBe('added');
    if (added.kind !== 'added') return;
    expect(added.beads[2]?.children).toEqual([{ nodeId: 'B3-3', id: 3, label: 'O3', weight: 1 }]);
  });

  it('removes a bead, freeing its atoms and renaming the beads after it', () => {
    const rest = removeBead(BEADS, 0);
    expect(rest.map((b) => b.nodeId)).toEqual(['B1']);
    expect(rest[0]?.children.map((c) => [c.nodeId, c.weight])).toEqual([
      ['B1-2', 1],
      ['B1-3', 1],
    ]);
    expect(uncutHeavyAtoms(rest, ATOMS)).toEqual([1]);
  });

  it('counts only heavy atoms as uncut (hydrogens follow their atom)', () => {
    expect(uncutHeavyAtoms(BEADS, ATOMS)).toEqual([]);
    expect(uncutHeavyAtoms([], ATOMS)).toEqual([1, 2, 3]);
    expect(beadsOfAtom(BEADS, 2)).toEqual([0, 1]);
  });

  it('sends filled beads only, renamed in order with their atoms', () => {
    const withEmpty = [BEADS[0]!, ...addBead([]), BEADS[1]!];
    const sent = filledBeads(withEmpty);
    expect(sent.map((b) => b.nodeId)).toEqual(['B1', 'B2']);
    expect(sent[1]?.children.map((c) => c.nodeId)).toEqual(['B2-2', 'B2-3']);
    // A renamed bead keeps its atoms, so it keeps its type.
    expect(sent[1]?.type).toBe('TP1');
  });

  it('keeps the current bead current when a bead before it is removed', () => {
    expect(currentAfterRemoval(2, 0, 2)).toBe(1); // B3 current, B1 removed: it is now B2
    expect(currentAfterRemoval(1, 1, 2)).toBe(1); // the current bead removed: the next one
    expect(currentAfterRemoval(2, 2, 2)).toBe(1); // the last removed: the new last
    expect(currentAfterRemoval(0, 0, 0)).toBe(-1); // none left
  });
});
