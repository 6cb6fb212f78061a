import type { Am1Attempt } from '@topoforge/contract';
import { AM1_ATTEMPTS } from '@topoforge/contract';

/** The AM1 fallbacks step 2 has a note for: every attempt but the standard run. */
export type Am1Fallback = Exclude<Am1Attempt, 'standard'>;

/**
 * The i18n key of step 2's note on where the charges came from, for the charge-source header's value:
 * a fallback of the AM1 ladder gets a note naming it; the standard run, no header (methods without AM1)
 * and a value this client does not know get none.
 */
export function chargeSourceNoteKey(
  source: string | undefined,
): `step2.chargeSource.${Am1Fallback}` | undefined {
  const attempt = AM1_ATTEMPTS.find((a) => a === source);
  if (attempt === undefined || attempt === 'standard') return undefined;
  return `step2.chargeSource.${attempt}`;
}
