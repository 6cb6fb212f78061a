import type { GaffRule } from './rule-types.js';
import { CARBON_RULES } from './rules-carbon.js';
import { HALOGEN_RULES, HYDROGEN_RULES } from './rules-hydrogen-halogen.js';
import { NITROGEN_RULES } from './rules-nitrogen.js';
import { OXYGEN_RULES, SULFUR_RULES } from './rules-oxygen-sulfur.js';
import { PHOSPHORUS_RULES } from './rules-phosphorus.js';

/** The GAFF typing rules by element, each list in antechamber's order (the first rule that holds wins). */
export const GAFF_RULES: ReadonlyMap<number, readonly GaffRule[]> = new Map(
  [
    ...CARBON_RULES,
    ...HYDROGEN_RULES,
    ...HALOGEN_RULES,
    ...NITROGEN_RULES,
    ...OXYGEN_RULES,
    ...SULFUR_RULES,
    ...PHOSPHORUS_RULES,
  ].reduce(
    (byElement, r) => byElement.set(r.element, [...(byElement.get(r.element) ?? []), r]),
    new Map<number, GaffRule[]>(),
  ),
);
