import type { CgBeadWire } from '@topoforge/contract';

/**
 * The bead tree of step 2 (001 §2.3, §3 "Coarse-grained bead", §5): beads B1, B2, … in order, each with
 * its heavy atoms (1-based ids of the mol2; hydrogens follow their atom). Every edit returns new beads
 * renamed in order; an edited bead loses the type the server gave it, since remapping types it again.
 */
export type Bead = CgBeadWire;
type Child = Bead['children'][number];

const beadName = (index: number): string => `B${index + 1}`;

/** A bead with other atoms: named for its place, the server's type and size dropped until remapping. */
function edited(children: readonly Child[], index: number): Bead {
  const nodeId = beadName(index);
  return {
    nodeId,
    label: nodeId,
    children: children.map((c) => ({ ...c, nodeId: `${nodeId}-${c.id}` })),
  };
}

/** Beads renamed B1…Bn in order (their atoms' node ids with them); untouched beads keep their types. */
function renumbered(beads: readonly Bead[]): Bead[] {
  return beads.map((bead, index) => {
    const nodeId = beadName(index);
    if (bead.nodeId === nodeId) return bead;
    return {
      ...bead,
      nodeId,
      id: index + 1,
      label: nodeId,
      children: bead.children.map((c) => ({ ...c, nodeId: `${nodeId}-${c.id}` })),
    };
  });
}

/** The indices of the beads that hold atom `atomId`. */
export const beadsOfAtom = (beads: readonly Bead[], atomId: number): number[] =>
  beads.flatMap((bead, index) => (bead.children.some((c) => c.id === atomId) ? [index] : []));

/** Adding a bead creates an empty one at the end (001 §5). */
export const addBead = (beads: readonly Bead[]): Bead[] => [...beads, edited([], beads.length)];

/** Removing a bead frees its atoms; an atom it shared keeps its whole weight in the other bead. */
export function removeBead(beads: readonly Bead[], index: number): Bead[] {
  const removed = beads[index];
  if (removed === undefined) return [...beads];
  const freed = new Set(removed.children.map((c) => c.id));
  const rest = beads.filter((_, i) => i !== index);
  return renumbered(rest.map((bead, i) => wholeAgain(bead, freed, i)));
}

/** Removing an atom from a bead; where another bead shared it (weight ½), that bead now holds it whole. */
export function removeAtom(beads: readonly Bead[], index: number, atomId: number): Bead[] {
  return beads.map((bead, i) => {
    if (i === index)
      return edited(
        bead.children.filter((c) => c.id !== atomId),
        i,
      );
    return wholeAgain(bead, new Set([atomId]), i);
  });
}

/** A bead whose shared atoms among `freed` become whole (weight 1); unchanged when it shares none. */
function wholeAgain(bead: Bead, freed: ReadonlySet<number>, index: number): Bead {
  const shared = bead.children.some((c) => freed.has(c.id) && c.weight === 0.5);
  if (!shared) return bead;
  return edited(
    bead.children.map((c) => (freed.has(c.id) ? { ...c, weight: 1 } : c)),
    index,
  );
}

/** What a click on a heavy atom did (001 §2.3, §5). */
export type ToggleResult =
  | { readonly kind: 'added' | 'removed'; readonly beads: Bead[] }
  /** The atom is in another bead (named): nothing changes, the page warns "atom already in bead Bn". */
  | { readonly kind: 'taken'; readonly bead: string }
  /** No bead is current (none exists yet). */
  | { readonly kind: 'noBead' };

/**
 * Clicking an atom toggles it in the current bead: out when the bead holds it, else in (whole) unless
 * another bead holds it.
 */
export function toggleAtom(
  beads: readonly Bead[],
  current: number,
  atom: { readonly id: number; readonly label?: string },
): ToggleResult {
  const bead = beads[current];
  if (bead === undefined) return { kind: 'noBead' };
  if (bead.children.some((c) => c.id === atom.id)) {
    return { kind: 'removed', beads: removeAtom(beads, current, atom.id) };
  }
  const other = beadsOfAtom(beads, atom.id)[0];
  if (other !== undefined) return { kind: 'taken', bead: beads[other]?.nodeId ?? beadName(other) };
  const child: Child = { nodeId: '', id: atom.id, label: atom.label ?? '', weight: 1 };
  const children = [...bead.children, child].sort((a, b) => a.id - b.id);
  return { kind: 'added', beads: beads.map((b, i) => (i === current ? edited(children, i) : b)) };
}

/** The 1-based ids of heavy atoms (not hydrogen) that no bead holds: Next refuses while there are any. */
export function uncutHeavyAtoms(
  beads: readonly Bead[],
  atoms: readonly { readonly id: number; readonly label: string }[],
): number[] {
  const held = new Set(beads.flatMap((b) => b.children.map((c) => c.id)));
  return atoms.filter((a) => a.label !== 'H' && !held.has(a.id)).map((a) => a.id);
}

/** The beads sent to remapping: empty beads (added, never filled) left out, the rest renamed in order. */
export const filledBeads = (beads: readonly Bead[]): Bead[] =>
  renumbered(beads.filter((b) => b.children.length > 0));

/**
 * The current bead after bead `removed` went: the same bead when one before it went (its name moves
 * down), else the bead now at its place, or the last one; -1 when none is left.
 */
export function currentAfterRemoval(current: number, removed: number, remaining: number): number {
  const shifted = removed < current ? current - 1 : current;
  return Math.min(shifted, remaining - 1);
}
