import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { LocaleData } from 'i18n-iso-countries';

/** A country of the consultation form's country field (spec 002 §3: default China). */
export interface Country {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly zh: string;
  readonly en: string;
}

/** The form's default country (002 §3). */
export const DEFAULT_COUNTRY = 'CN';

/**
 * Left out: Hong Kong, Macao and Taiwan, regions of China (in the region tree under China), and XK
 * (Kosovo), a user-assigned code the package carries that ISO 3166-1 has not assigned.
 */
const NOT_LISTED = new Set(['HK', 'MO', 'TW', 'XK']);

// The package's locale files are JSON; require reads them without import attributes.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/zh.json') as LocaleData);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData);

/**
 * ISO 3166-1 countries with their short Chinese and English names (China, not People's Republic of China)
 * from npm i18n-iso-countries (MIT): China first,
 * the others in Chinese collation order (拼音), as a Chinese user looks for them.
 */
export function buildCountryList(): Country[] {
  const zh = countries.getNames('zh', { select: 'alias' });
  const en = countries.getNames('en', { select: 'alias' });
  const collator = new Intl.Collator('zh-Hans-CN');
  const list = Object.keys(zh)
    .filter((code) => !NOT_LISTED.has(code) && en[code] !== undefined)
    .map((code) => ({ code, zh: zh[code] ?? code, en: en[code] ?? code }));
  const china = list.filter((c) => c.code === DEFAULT_COUNTRY);
  const others = list.filter((c) => c.code !== DEFAULT_COUNTRY).sort((a, b) => collator.compare(a.zh, b.zh));
  return [...china, ...others];
}
