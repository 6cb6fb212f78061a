import { describe, expect, it } from 'vitest';
import { domainRule, lengthRule } from './reference-rules';

const passes = (rule: { validator: (_: unknown, v: string | undefined) => Promise<void> }, value?: string) =>
  rule.validator(null, value).then(
    () => true,
    () => false,
  );

describe('the reference-list form rules', () => {
  it('counts characters as a reader does: a CJK character or an emoji is one', async () => {
    const rule = lengthRule(3, 'too long');
    expect(await passes(rule, '独角兽')).toBe(true);
    expect(await passes(rule, '😀😀😀')).toBe(true); // six UTF-16 units, three characters
    expect(await passes(rule, '独角兽x')).toBe(false);
    expect(await passes(rule, '   ')).toBe(false);
    expect(await passes(rule, undefined)).toBe(false);
    await expect(rule.validator(null, '')).rejects.toThrow('too long');
  });

  it('takes domains of two labels or more, as the server stores them', async () => {
    const rule = domainRule('bad');
    expect(await passes(rule, '@Lab.Example.org.')).toBe(true);
    expect(await passes(rule, 'example.edu.cn')).toBe(true);
    expect(await passes(rule, 'cn')).toBe(false); // one label would admit every .cn address
    expect(await passes(rule, 'bad_domain.org')).toBe(false);
    expect(await passes(rule, '-lab.example.org')).toBe(false);
  });
});
