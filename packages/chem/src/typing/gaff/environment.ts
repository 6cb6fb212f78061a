import type { AtomFacts } from './atom-facts.js';
import { propertiesHold } from './atom-facts.js';
import type { Environment, EnvAtom } from './rule-types.js';
import { ELEMENT_CLASSES } from './rule-types.js';

/**
 * Finds a chemical environment around an atom (antechamber's semantics, Wang et al. 2006): every
 * atom of the environment tree is a neighbour of the atom its parent matched, each root-to-leaf
 * path is a simple path from the typed atom, and distinct tree atoms at the same depth match
 * distinct atoms. Depth-first backtracking over the tree atoms; environments are a few atoms deep.
 */
interface Slot {
  readonly atom: EnvAtom;
  readonly parent: number;
  readonly depth: number;
}

function flatten(atoms: readonly EnvAtom[], parent: number, depth: number, out: Slot[]): void {
  for (const atom of atoms) {
    out.push({ atom, parent, depth });
    flatten(atom.children ?? [], out.length - 1, depth + 1, out);
  }
}

function fits(f: AtomFacts, candidate: number, from: number, atom: EnvAtom): boolean {
  const g = f.graph;
  if (!ELEMENT_CLASSES[atom.element].includes(g.elements[candidate]!)) return false;
  if (atom.connections !== undefined && g.neighbours[candidate]!.length !== atom.connections) return false;
  return atom.properties === undefined || propertiesHold(f, candidate, from, atom.properties);
}

/** An environment's tree atoms in depth-first order, made once per environment (rules are static). */
const SLOTS = new WeakMap<Environment, readonly Slot[]>();

function slotsOf(environment: Environment): readonly Slot[] {
  let slots = SLOTS.get(environment);
  if (slots === undefined) {
    const out: Slot[] = [];
    flatten(environment, -1, 1, out);
    slots = out;
    SLOTS.set(environment, slots);
  }
  return slots;
}

/** One search: module-level functions over this state rather than closures made per atom and rule. */
interface Search {
  readonly f: AtomFacts;
  readonly centre: number;
  readonly slots: readonly Slot[];
  readonly chosen: number[];
}

export function environmentFound(f: AtomFacts, centre: number, environment: Environment): boolean {
  return place({ f, centre, slots: slotsOf(environment), chosen: [] }, 0);
}

function pathOf(q: Search, slot: number): number[] {
  const path = [q.centre];
  for (let s = slot; s >= 0; s = q.slots[s]!.parent) path.push(q.chosen[s]!);
  return path;
}

/** Whether an earlier tree atom at the same depth already matched `candidate`. */
function takenAtDepth(q: Search, s: number, candidate: number, depth: number): boolean {
  for (let k = 0; k < s; k++) if (q.chosen[k] === candidate && q.slots[k]!.depth === depth) return true;
  return false;
}

function place(q: Search, s: number): boolean {
  if (s === q.slots.length) return true;
  const { atom, parent, depth } = q.slots[s]!;
  const from = parent < 0 ? q.centre : q.chosen[parent]!;
  const onPath = parent < 0 ? [q.centre] : pathOf(q, parent);
  for (const candidate of q.f.graph.neighbours[from]!) {
    if (onPath.includes(candidate)) continue;
    if (takenAtDepth(q, s, candidate, depth)) continue;
    if (!fits(q.f, candidate, from, atom)) continue;
    q.chosen[s] = candidate;
    if (place(q, s + 1)) return true;
  }
  q.chosen.length = s;
  return false;
}
