import type { ChargeMethod } from '@topoforge/chem';
import { CHARGE_METHODS } from '@topoforge/chem';

/** In the registry for the command line only (methods.ts: "plus Gasteiger (CLI only)"). */
const CLI_ONLY = new Set(['Gasteiger']);

/**
 * The path segment of a charge type's call: its spec id in lower case ('1.2xCM5' → '1.2xcm5'), except
 * that AM1-BCC is 'am1bcc', the spelling of spec 002 §7's builder prefix list (charge/am1bcc).
 */
export const chargeSlug = (method: ChargeMethod): string =>
  method.id === 'AM1-BCC' ? 'am1bcc' : method.id.toLowerCase();

/** Every charge type of the spec that has a calculation call: the registry less '--' and CLI-only methods. */
export const SERVER_CHARGE_TYPES: readonly ChargeMethod[] = CHARGE_METHODS.filter(
  (m) => m.provider.kind !== 'none' && !CLI_ONLY.has(m.id),
);

const BY_SLUG = new Map(SERVER_CHARGE_TYPES.map((m) => [chargeSlug(m), m]));

/** The charge type a path segment names (case-insensitive), or undefined. */
export const chargeTypeBySlug = (slug: string): ChargeMethod | undefined => BY_SLUG.get(slug.toLowerCase());

export const chargeSlugs = (): string[] => [...BY_SLUG.keys()];
