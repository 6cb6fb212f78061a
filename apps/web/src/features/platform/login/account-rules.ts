import type { Rule } from 'antd/es/form';
import { EMAIL_PATTERN, PHONE_PATTERN, passwordFaults } from '@topoforge/contract';
import type { TFunction } from 'i18next';

/**
 * The form rules of 002 §5, built on the contract's shared validators (the server checks the same) with the
 * interface language's messages, so a wrong field is shown before any call.
 */

/** '@' makes the value an e-mail, anything else a phone (002 §5 "an '@' triggers the e-mail check"). */
export const isEmailLike = (value: string): boolean => value.includes('@');

/** The message key of a phone-or-e-mail value's fault, undefined when it is well formed. */
export function accountFault(value: string): 'account' | 'emailFormat' | 'phoneFormat' | undefined {
  const v = value.trim();
  if (v === '') return 'account';
  if (isEmailLike(v)) return EMAIL_PATTERN.test(v) ? undefined : 'emailFormat';
  return PHONE_PATTERN.test(v) ? undefined : 'phoneFormat';
}

export const accountRules = (t: TFunction): Rule[] => [
  {
    validator: (_, value: string | undefined) => {
      const fault = accountFault(value ?? '');
      return fault === undefined
        ? Promise.resolve()
        : Promise.reject(new Error(t(`accounts.rules.${fault}`)));
    },
  },
];

export const phoneRules = (t: TFunction): Rule[] => [
  { required: true, whitespace: true, message: t('accounts.rules.phone') },
  { pattern: PHONE_PATTERN, message: t('accounts.rules.phoneFormat') },
];

export const codeRules = (t: TFunction): Rule[] => [
  { required: true, whitespace: true, message: t('accounts.rules.code') },
];

/** A new password under the spec's rule (checked on blur, 002 §5). */
export const newPasswordRules = (t: TFunction): Rule[] => [
  { required: true, message: t('accounts.rules.password') },
  {
    validateTrigger: 'onBlur',
    validator: (_, value: string | undefined) =>
      value === undefined || value === '' || passwordFaults(value).length === 0
        ? Promise.resolve()
        : Promise.reject(new Error(t('accounts.rules.passwordRule'))),
  },
];

/** The confirmation must be given and equal the password field named `field`. */
export const confirmRules = (t: TFunction, field: string): Rule[] => [
  { required: true, message: t('accounts.rules.confirm') },
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      value === undefined || value === '' || getFieldValue(field) === value
        ? Promise.resolve()
        : Promise.reject(new Error(t('accounts.rules.mismatch'))),
  }),
];
