import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './language';
import { DEFAULT_LANGUAGE, initialLanguage, isLanguage, storeLanguage } from './language';
import { en } from './resources/en';
import type { Messages } from './resources/en';
import { zh } from './resources/zh';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['zh', 'en'],
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
});

syncDocument(currentLanguage());
i18n.on('languageChanged', (lng) => {
  if (!isLanguage(lng)) return;
  storeLanguage(lng);
  syncDocument(lng);
});

export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

function syncDocument(language: Language): void {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}
