import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/language';
import { LANGUAGE_LABELS, LANGUAGES } from '../../../i18n/language';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

/** 中文 / English; i18n stores the choice in localStorage when it changes. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      aria-label={t('app.languageSwitch')}
      options={OPTIONS}
      value={currentLanguage()}
      onChange={(language) => void i18n.changeLanguage(language)}
    />
  );
}
