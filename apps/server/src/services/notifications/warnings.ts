import type { ConsoleWarning, WarningCode, WarningConfig } from '@topoforge/contract';
import { WARNING_CODES, WARNING_DEFAULTS } from '@topoforge/contract';
import { HttpError } from '../../kernel/http/errors.js';
import type { Language } from '../../kernel/http/language.js';
import { message } from '../../messages/index.js';
import type { NotificationDb } from './rows.js';

/** The user's settings, each warning the server computes, defaults where the user saved nothing. */
export async function warningConfigs(db: NotificationDb, userId: number): Promise<WarningConfig[]> {
  const rows = await db
    .selectFrom('user_warning_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  const saved = new Map(rows.map((r) => [r.code, r]));
  return WARNING_CODES.map((code) => {
    const row = saved.get(code);
    const defaults = WARNING_DEFAULTS[code];
    return {
      code,
      unit: defaults.unit,
      enabled: row === undefined ? true : Number(row.enabled) === 1,
      threshold: row === undefined ? defaults.threshold : Number(row.threshold),
      defaultThreshold: defaults.threshold,
    };
  });
}

export async function saveWarningConfig(
  db: NotificationDb,
  userId: number,
  setting: { readonly code: WarningCode; readonly enabled: boolean; readonly threshold: number },
  at = Date.now(),
): Promise<WarningConfig[]> {
  const { max, unit } = WARNING_DEFAULTS[setting.code];
  if (setting.threshold > max) throw new HttpError(400, 'warning-threshold', { max, unit });
  const values = { enabled: setting.enabled ? 1 : 0, threshold: setting.threshold, updated_at: at };
  await db
    .insertInto('user_warning_settings')
    .values({ user_id: userId, code: setting.code, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'code']).doUpdateSet(values))
    .execute();
  return warningConfigs(db, userId);
}

/** What the computed figures are: core-hours left, per cent of the personal quota used (null: unknown). */
export interface WarningFigures {
  readonly creditCoreHours: number | null;
  readonly storagePercent: number | null;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The warnings that hold now under the user's enabled settings. */
export function activeWarnings(
  configs: readonly WarningConfig[],
  figures: WarningFigures,
  lang: Language,
): ConsoleWarning[] {
  const text = (key: string, value: number): string => message(key, { value })?.[lang] ?? key;
  const out: ConsoleWarning[] = [];
  for (const config of configs) {
    if (!config.enabled) continue;
    if (config.code === 'low-credit' && figures.creditCoreHours !== null) {
      const value = round2(figures.creditCoreHours);
      if (value < config.threshold)
        out.push({ ...shared(config, value), message: text('warning-low-credit', value) });
    }
    if (config.code === 'storage-quota' && figures.storagePercent !== null) {
      const value = round2(figures.storagePercent);
      if (value >= config.threshold)
        out.push({ ...shared(config, value), message: text('warning-storage-quota', value) });
    }
  }
  return out;
}

const shared = (config: WarningConfig, value: number) => ({
  code: config.code,
  value,
  threshold: config.threshold,
  unit: config.unit,
});
