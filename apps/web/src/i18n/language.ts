export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Names shown in the switch, each in its own language. */
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = { zh: '中文', en: 'English' };

/** Local-storage keys carry the spec's prefix hzw_ (002 §9). */
export const LANGUAGE_STORAGE_KEY = 'hzw_language';
/** Where releases before the hzw_ prefix kept the choice; read once, moved, then removed. */
export const OLD_LANGUAGE_STORAGE_KEY = 'topoforge.language';

/** The part of the Web Storage interface used here (tests pass their own). */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language of a visitor who has chosen none: Chinese, the language of the product's users (issue 22;
 * spec 002 says the interface is in Chinese with English as the alternative). The browser's own language is
 * not consulted, so every first visit looks the same; the switch in the header changes it and is remembered.
 */
export const DEFAULT_LANGUAGE: Language = 'zh';

/** The stored choice if there is one, else the default. */
export function initialLanguage(storage: LanguageStorage | undefined = browserStorage()): Language {
  return readStoredLanguage(storage) ?? DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language, storage = browserStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled (private mode, policy); the choice then lasts for this page only.
  }
}

/**
 * The remembered choice. A choice kept under the old key moves to the new one (when the new key holds
 * none), so nobody loses it; the old key is removed either way.
 */
export function readStoredLanguage(storage: LanguageStorage | undefined): Language | undefined {
  if (storage === undefined) return undefined;
  try {
    const current = storage.getItem(LANGUAGE_STORAGE_KEY);
    const old = storage.getItem(OLD_LANGUAGE_STORAGE_KEY);
    if (old !== null) storage.removeItem(OLD_LANGUAGE_STORAGE_KEY);
    if (isLanguage(current)) return current;
    if (!isLanguage(old)) return undefined;
    storage.setItem(LANGUAGE_STORAGE_KEY, old);
    return old;
  } catch {
    return undefined;
  }
}

function browserStorage(): LanguageStorage | undefined {
  try {
    return localStorage;
  } catch {
    // Reading localStorage itself throws where storage is blocked (some privacy settings).
    return undefined;
  }
}
