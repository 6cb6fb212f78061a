import type { AtomFacts } from './atom-facts.js';
import { propertiesHold } from './atom-facts.js';
import { environmentFound } from './environment.js';
import type { GaffRule } from './rule-types.js';

/** Whether a rule holds for atom i; the tests in the order antechamber applies them. */
export function ruleHolds(f: AtomFacts, i: number, rule: GaffRule): boolean {
  const g = f.graph;
  if (g.elements[i] !== rule.element) return false;
  if (rule.connections !== undefined && g.neighbours[i]!.length !== rule.connections) return false;
  if (rule.hydrogens !== undefined && f.hydrogens[i] !== rule.hydrogens) return false;
  if (rule.withdrawing !== undefined) {
    // Counted on the atom's first neighbour: for a hydrogen, the atom it is bonded to.
    const first = g.neighbours[i]![0];
    if (first === undefined || f.withdrawing[first] !== rule.withdrawing) return false;
  }
  if (rule.properties !== undefined && !propertiesHold(f, i, -1, rule.properties)) return false;
  return rule.environments === undefined || rule.environments.some((e) => environmentFound(f, i, e));
}

/** The first rule of the list that holds, or undefined. */
export function firstRule(f: AtomFacts, i: number, rules: readonly GaffRule[]): GaffRule | undefined {
  return rules.find((r) => ruleHolds(f, i, r));
}
