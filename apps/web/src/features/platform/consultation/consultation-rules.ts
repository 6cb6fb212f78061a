import type { Rule } from 'antd/es/form';
import { CONSULTATION_REMARKS_MAX, EMAIL_PATTERN, MAINLAND_MOBILE } from '@topoforge/contract';
import type { TFunction } from 'i18next';
import type { ConsultationMessages } from '../../../i18n/resources/consultation-en';

/**
 * The two rule sets of 002 §5. The lead form (sales pages) requires every field but the focus areas and the
 * remarks; the footer form also requires the remarks ("请输入您所关注的其他服务需求"). Both cap the
 * remarks at 300 characters (§9) and check the phone and e-mail with the patterns the server uses.
 */
export type ConsultationVariant = 'lead' | 'footer';

type Field =
  | 'customerName'
  | 'gender'
  | 'phoneNo'
  | 'email'
  | 'country'
  | 'address'
  | 'profession'
  | 'organ'
  | 'department'
  | 'jobTitle'
  | 'remarks';

const blank = (message: string): Rule => ({ required: true, whitespace: true, message });

/** An address is a non-empty region path for China and non-blank text elsewhere. */
const addressRule = (message: string): Rule => ({
  validator: (_, value: unknown) => {
    const filled = Array.isArray(value) ? value.length > 0 : String(value ?? '').trim() !== '';
    return filled ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

export function consultationRules(t: TFunction, variant: ConsultationVariant): Record<Field, Rule[]> {
  const m = (key: keyof ConsultationMessages['rules']) => t(`consultation.rules.${key}`);
  const remarksMax: Rule = {
    max: CONSULTATION_REMARKS_MAX,
    message: t('consultation.rules.remarksMax', { max: CONSULTATION_REMARKS_MAX }),
  };
  return {
    customerName: [blank(m('customerName'))],
    gender: [{ required: true, message: m('gender') }],
    phoneNo: [blank(m('phoneNo')), { pattern: MAINLAND_MOBILE, message: m('phoneFormat') }],
    email: [blank(m('email')), { pattern: EMAIL_PATTERN, message: m('emailFormat') }],
    country: [{ required: true, message: m('country') }],
    address: [addressRule(m('address'))],
    profession: [{ required: true, message: m('profession') }],
    organ: [blank(m('organ'))],
    department: [blank(m('department'))],
    jobTitle: [{ required: true, message: m('jobTitle') }],
    remarks: variant === 'footer' ? [blank(m('remarks')), remarksMax] : [remarksMax],
  };
}
