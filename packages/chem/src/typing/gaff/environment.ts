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

export function environmentFound(f: AtomFacts, centre: number, environment: Environment): boolean {
  const slots: Slot[] = [];
  flatten(environment, -1, 1, slots);
  const chosen: number[] = [];
  const pathOf = (slot: number): number[] => {
    const path = [centre];
    for (let s = slot; s >= 0; s = slots[s]!.parent) path.push(chosen[s]!);
    return path;
  };
  const place = (s: number): boolean => {
    if (s === slots.length) return true;
    const { atom, parent, depth } = slots[s]!;
    const from = parent < 0 ? centre : chosen[parent]!;
    const onPath = parent < 0 ? [centre] : pathOf(parent);
    for (const candidate of f.graph.neighbours[from]!) {
      if (onPath.includes(candidate)) continue;
      if (chosen.slice(0, s).some((c, k) => c === candidate && slots[k]!.depth === depth)) continue;
      if (!fits(f, candidate, from, atom)) continue;
      chosen[s] = candidate;
      if (place(s + 1)) return true;
    }
    chosen.length = s;
    return false;
  };
  return place(0);
}
