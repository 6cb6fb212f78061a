import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { consultationRules } from './consultation-rules';

// The two rule sets of spec 002 §5: the footer form requires the remarks, the lead form does not; both
// cap them at 300 characters (§9) and check the phone with the mainland pattern 1[3-9] + 9 digits.
const t = ((key: string) => key) as unknown as TFunction;

describe('consultation rule sets', () => {
  it('requires the remarks only in the footer variant, capped at 300 in both', () => {
    const footer = consultationRules(t, 'footer').remarks;
    const lead = consultationRules(t, 'lead').remarks;
    expect(footer.some((r) => typeof r === 'object' && r.required === true)).toBe(true);
    expect(lead.some((r) => typeof r === 'object' && r.required === true)).toBe(false);
    for (const rules of [footer, lead]) {
      expect(rules.some((r) => typeof r === 'object' && r.max === 300)).toBe(true);
    }
  });

  it('checks the phone with the mainland mobile pattern and its message', () => {
    const rule = consultationRules(t, 'lead').phoneNo.find((r) => typeof r === 'object' && r.pattern);
    const pattern = typeof rule === 'object' ? rule.pattern : undefined;
    expect(rule).toMatchObject({ message: 'consultation.rules.phoneFormat' });
    expect(pattern?.test('13812345678')).toBe(true);
    expect(pattern?.test('12345678901')).toBe(false); // second digit 2
    expect(pattern?.test('1381234567')).toBe(false); // 10 digits
  });
});
