import { currentLanguage } from '../../i18n/i18n';

/**
 * The viewer's one message, kept here so the lazily loaded chunk carries its own texts (the shared
 * resources in i18n/ stay with the pages).
 */
const LOAD_FAILED = {
  en: 'This structure could not be drawn: the mol2 text has no readable atoms.',
  zh: '无法显示该结构：mol2 文本中没有可读取的原子。',
} as const;

export function viewerLoadFailed(): string {
  return LOAD_FAILED[currentLanguage()];
}
