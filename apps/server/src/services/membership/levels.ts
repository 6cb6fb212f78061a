import { USER_LEVELS } from '@topoforge/contract';
import { HttpError } from '../../kernel/http/errors.js';

/**
 * The one rule for the levels an administrator may set (on a user or a card): the spec's levels (002 §3)
 * and the levels PREMIUM_LEVELS names premium. Whether a level is premium — what unlocks the builder's
 * premium limits — is decided in one place too: kernel/auth toAuthUser, from the same PREMIUM_LEVELS.
 */
export function checkedLevel(level: string, premiumLevels: readonly string[]): string {
  const known = (USER_LEVELS as readonly string[]).includes(level) || premiumLevels.includes(level);
  if (!known) throw new HttpError(400, 'membership-level');
  return level;
}
