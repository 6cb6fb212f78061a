import type { RewardAnswer } from '@topoforge/contract';
import { newUserRewardRoute } from '@topoforge/contract';
import { getJson } from '../../../api/client';

/**
 * Step 2 of 002 §4, the rewards request after a login (user-center campaign/newUser/getRewards): the
 * server grants a configured new-user reward once. Quiet: a login never fails because of it.
 */
export const requestLoginRewards = (): Promise<RewardAnswer> =>
  getJson(newUserRewardRoute.path, newUserRewardRoute.answer.data, undefined, undefined, { quiet: true });
