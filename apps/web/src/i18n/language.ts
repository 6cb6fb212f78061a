export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Names shown in the switch, each in its own language. */
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = { zh: '中文', en: 'English' };

export const LANGUAGE_STORAGE_KEY = 'topoforge.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The stored choice if there is one, else the browser's preference (Chinese or, failing that, English). */
export function initialLanguage(): Language {
  const stored = readStored();
  if (stored !== undefined) return stored;
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be disabled (private mode, policy); the choice then lasts for this page only.
  }
}

function readStored(): Language | undefined {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
