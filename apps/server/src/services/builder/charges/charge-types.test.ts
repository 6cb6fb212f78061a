import { describe, expect, it } from 'vitest';
import { readConfig, PREMIUM_CHARGE_TIMEOUT_MS } from '../../../kernel/config.js';
import type { AuthUser } from '../../../kernel/auth/auth-user.js';
import { chargeSlug, chargeSlugs, chargeTypeBySlug, SERVER_CHARGE_TYPES } from './charge-types.js';
import { chargeTimeoutOf } from './compute-charges.js';

describe('charge types with a calculation path', () => {
  it('are the 18 types of spec 000 §7/§9, one lower-case slug each, from the registry', () => {
    expect(chargeSlugs().sort()).toEqual(
      [
        'am1bcc',
        'mmff94',
        'xtb-resp',
        'cm5',
        '1.2xcm5',
        'qeq',
        'cm1a',
        '1.14xcm1a',
        '1.14xcm1a-lbcc',
        'oplsaa',
        'gnn-resp',
        'eqeq',
        'eem',
        'gmp-qeq',
        'mepo-qeq',
        'm-cbac',
        'pacmof-mof-repeat',
        'pacmof-cof-ddec',
      ].sort(),
    );
    expect(SERVER_CHARGE_TYPES.map((m) => m.id)).not.toContain('--');
  });

  it('finds a type by its slug whatever the case', () => {
    expect(chargeTypeBySlug('1.2xCM5')?.id).toBe('1.2xCM5');
    expect(chargeTypeBySlug('am1bcc')?.id).toBe('AM1-BCC');
    expect(chargeTypeBySlug('gasteiger')).toBeUndefined();
    for (const m of SERVER_CHARGE_TYPES) expect(chargeTypeBySlug(chargeSlug(m))).toBe(m);
  });
});

describe('chargeTimeoutOf (spec 000 §6)', () => {
  const user = (premium: boolean): AuthUser => ({
    id: 1,
    username: 'u',
    userLevel: 'x',
    premium,
    admin: false,
  });
  it('gives premium users 600 s and everyone else the configured time-out', () => {
    const config = readConfig({ CHARGE_TIMEOUT_MS: '1234' });
    expect(chargeTimeoutOf(config, null)).toBe(1234);
    expect(chargeTimeoutOf(config, user(false))).toBe(1234);
    expect(chargeTimeoutOf(config, user(true))).toBe(PREMIUM_CHARGE_TIMEOUT_MS);
    expect(PREMIUM_CHARGE_TIMEOUT_MS).toBe(600_000);
    expect(chargeTimeoutOf(readConfig({}), null)).toBe(300_000);
  });
});
