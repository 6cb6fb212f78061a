import type { Rule } from 'antd/es/form';
import { RESEARCH_DIRECTION_MAX } from '@topoforge/contract';
import type { TFunction } from 'i18next';
import { hasSensitiveWords, isCollegeEmail } from '../../../api/accounts';
import { accountFault, isEmailLike } from '../login/account-rules';

/**
 * Rules of the registration form (002 §5) that need the server: the university e-mail domain and the
 * sensitive-word check. Both run on blur and again before registering.
 */

/** Phone or e-mail; an e-mail must be a university's or research organisation's. */
export const registerAccountRules = (t: TFunction): Rule[] => [
  {
    validator: async (_, value: string | undefined) => {
      const v = (value ?? '').trim();
      const fault = accountFault(v);
      if (fault !== undefined) throw new Error(t(`accounts.rules.${fault}`));
      if (isEmailLike(v) && !(await isCollegeEmail(v))) throw new Error(t('accounts.rules.collegeEmail'));
    },
  },
];

/** A required free-text field (non-blank after trimming) free of listed sensitive words. */
export const profileTextRules = (t: TFunction, blank: string, max = 100): Rule[] => [
  { required: true, whitespace: true, message: blank },
  { max, message: max === RESEARCH_DIRECTION_MAX ? t('accounts.rules.researchMax') : undefined },
  {
    validateTrigger: 'onBlur',
    validator: async (_, value: string | undefined) => {
      const v = (value ?? '').trim();
      if (v !== '' && (await hasSensitiveWords(v))) throw new Error(t('accounts.rules.sensitive'));
    },
  },
];
