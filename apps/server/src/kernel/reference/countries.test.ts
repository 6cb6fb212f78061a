import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, buildCountryList } from './countries.js';

describe('buildCountryList', () => {
  const list = buildCountryList();

  it('starts with China, the form’s default', () => {
    expect(DEFAULT_COUNTRY).toBe('CN');
    expect(list[0]).toEqual({ code: 'CN', zh: '中国', en: 'China' });
  });

  it('names countries in Chinese and English (ISO 3166-1), once each', () => {
    expect(list.find((c) => c.code === 'US')?.zh).toBe('美国');
    expect(list.find((c) => c.code === 'DE')).toEqual({ code: 'DE', zh: '德国', en: 'Germany' });
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    // ISO 3166-1 has 249 codes; Hong Kong, Macao and Taiwan are regions of China's tree instead.
    expect(list.length).toBe(249 - 3);
    expect(list.some((c) => ['HK', 'MO', 'TW'].includes(c.code))).toBe(false);
  });
});
