import { describe, expect, it } from 'vitest';
import type { LanguageStorage } from './language';
import {
  DEFAULT_LANGUAGE,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  OLD_LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  storeLanguage,
} from './language';

/** An in-memory Web Storage: the keys it holds are what the test checks. */
function memoryStorage(entries: Record<string, string> = {}): LanguageStorage & { keys(): string[] } {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    keys: () => [...map.keys()].sort(),
  };
}

describe('the remembered language (002 §9: local storage, key prefix hzw_)', () => {
  it('is stored under hzw_language', () => {
    const storage = memoryStorage();
    storeLanguage('zh', storage);
    expect(LANGUAGE_STORAGE_KEY).toBe('hzw_language');
    expect(storage.keys()).toEqual(['hzw_language']);
    expect(readStoredLanguage(storage)).toBe('zh');
  });

  it('moves a choice kept under the old key to the new one and removes the old key', () => {
    const storage = memoryStorage({ [OLD_LANGUAGE_STORAGE_KEY]: 'zh' });
    expect(readStoredLanguage(storage)).toBe('zh');
    expect(storage.keys()).toEqual(['hzw_language']);
    expect(storage.getItem('hzw_language')).toBe('zh');
  });

  it('prefers the new key over a leftover old one, and still removes the old one', () => {
    const storage = memoryStorage({ hzw_language: 'en', [OLD_LANGUAGE_STORAGE_KEY]: 'zh' });
    expect(readStoredLanguage(storage)).toBe('en');
    expect(storage.keys()).toEqual(['hzw_language']);
  });

  it('ignores values that are not a language and answers nothing when nothing is stored', () => {
    expect(readStoredLanguage(memoryStorage())).toBeUndefined();
    const storage = memoryStorage({ [OLD_LANGUAGE_STORAGE_KEY]: 'fr' });
    expect(readStoredLanguage(storage)).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });

  it('answers nothing when storage is unavailable or refuses', () => {
    expect(readStoredLanguage(undefined)).toBeUndefined();
    const refusing: LanguageStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStoredLanguage(refusing)).toBeUndefined();
  });
});

describe('the language of a first visit (issue 22 item 1: zh default, en the alternative)', () => {
  it('is Chinese when nothing is stored, or storage is unavailable', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh');
    expect(initialLanguage(memoryStorage())).toBe('zh');
    expect(initialLanguage(undefined)).toBe('zh');
    expect(initialLanguage(memoryStorage({ hzw_language: 'fr' }))).toBe('zh');
  });

  it('is the remembered choice when there is one', () => {
    expect(initialLanguage(memoryStorage({ hzw_language: 'en' }))).toBe('en');
    expect(initialLanguage(memoryStorage({ hzw_language: 'zh' }))).toBe('zh');
    expect(initialLanguage(memoryStorage({ [OLD_LANGUAGE_STORAGE_KEY]: 'en' }))).toBe('en');
  });
});
