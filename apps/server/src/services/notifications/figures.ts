import type { AppContext } from '../../kernel/app-context.js';
import { creditBalance } from '../../kernel/credit/credit.js';
import { creditDb } from '../../kernel/credit/credit-rows.js';
import { openSpace } from '../../kernel/storage/open-space.js';
import { spaceUsage } from '../../kernel/storage/quota.js';
import type { WarningFigures } from './warnings.js';

/** Storage usage measured at most this long ago is good enough for a warning. */
const USAGE_MAX_AGE_MS = 60_000;

/**
 * The user's figures from the kernel: spendable credit (kernel/credit) and the personal space's use of
 * its quota (kernel/storage, measured again when the cached figure is older than a minute).
 */
export async function warningFigures(ctx: AppContext, userId: number): Promise<WarningFigures> {
  const owner = { kind: 'user', id: userId } as const;
  const credit = await creditBalance(creditDb(ctx.db), owner);
  const usage = await spaceUsage(
    ctx.db,
    ctx.config.storage,
    owner,
    openSpace(ctx.config.dataDir, owner),
    USAGE_MAX_AGE_MS,
  );
  return {
    creditCoreHours: credit.balanceCoreHours,
    storagePercent: usage.quotaBytes > 0 ? (100 * usage.usedBytes) / usage.quotaBytes : null,
  };
}
