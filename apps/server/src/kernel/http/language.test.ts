import { describe, expect, it } from 'vitest';
import { languageOf } from './language.js';

describe('languageOf', () => {
  it('is English without a header or for other languages', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('fr-FR,de;q=0.5')).toBe('en');
  });

  it('is Chinese for any zh variant that is preferred', () => {
    expect(languageOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageOf('zh-Hant-TW')).toBe('zh');
    expect(languageOf('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(languageOf('en;q=0.3, zh;q=0.7')).toBe('zh');
  });

  it('ignores q=0 (not acceptable)', () => {
    expect(languageOf('zh;q=0, en;q=0.1')).toBe('en');
  });
});
