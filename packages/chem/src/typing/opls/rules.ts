import { AROMATIC_CARBON_RULES } from './rules-aromatic-carbon.js';
import { CARBON_RULES } from './rules-carbon.js';
import {
  HALOGEN_RULES,
  NITROGEN_RULES,
  OXYGEN_RULES,
  PHOSPHORUS_RULES,
  SULFUR_RULES,
} from './rules-hetero.js';
import {
  CARBON_FALLBACK_RULES,
  HALOGEN_FALLBACK_RULES,
  HYDROGEN_FALLBACK_RULES,
  NITROGEN_FALLBACK_RULES,
  OXYGEN_FALLBACK_RULES,
  SULFUR_FALLBACK_RULES,
} from './rules-fallback.js';
import { HYDROGEN_RULES } from './rules-hydrogen.js';
import type { OplsRule } from './rule-types.js';

/** The ordered rule table of each element (first match wins). */
export const OPLS_RULES: ReadonlyMap<number, readonly OplsRule[]> = new Map([
  [6, [...AROMATIC_CARBON_RULES, ...CARBON_RULES, ...CARBON_FALLBACK_RULES]],
  [7, [...NITROGEN_RULES, ...NITROGEN_FALLBACK_RULES]],
  [16, [...SULFUR_RULES, ...SULFUR_FALLBACK_RULES]],
  [15, PHOSPHORUS_RULES],
  [8, [...OXYGEN_RULES, ...OXYGEN_FALLBACK_RULES]],
  [9, [...HALOGEN_RULES, ...HALOGEN_FALLBACK_RULES]],
  [17, [...HALOGEN_RULES, ...HALOGEN_FALLBACK_RULES]],
  [35, [...HALOGEN_RULES, ...HALOGEN_FALLBACK_RULES]],
  [53, [...HALOGEN_RULES, ...HALOGEN_FALLBACK_RULES]],
  [1, [...HYDROGEN_RULES, ...HYDROGEN_FALLBACK_RULES]],
]);

/**
 * Elements in the order they are typed: a rule may ask for the type of an atom typed in an
 * earlier pass (`{opls_NNN}`), never of one typed in the same or a later pass.
 */
export const OPLS_PASSES: readonly (readonly number[])[] = [[6], [7, 16, 15], [8, 9, 17, 35, 53], [1]];
