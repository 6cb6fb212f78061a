import type { CountryWire, RegionNodeWire } from '@topoforge/contract';
import {
  CONSULTATION_INDUSTRIES,
  CONSULTATION_JOB_TITLES,
  CONSULTATION_NEEDS,
  CONSULTATION_REMARKS_MAX,
} from '@topoforge/contract';
import Cascader from 'antd/es/cascader';
import type { DefaultOptionType as CascaderOption } from 'antd/es/cascader';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import type { ConsultationMessages } from '../../../i18n/resources/consultation-en';
import type { ConsultationVariant } from './consultation-rules';
import { consultationRules } from './consultation-rules';
import { isHomeCountry } from './consultation-values';

/** Phone input length (002 §9). */
const PHONE_MAX = 11;
const REGION_NAMES = { label: 'name', value: 'name', children: 'children' } as const;
type FieldLabel = keyof ConsultationMessages['fields'];

export interface ConsultationFieldsProps {
  readonly variant: ConsultationVariant;
  readonly regions: readonly RegionNodeWire[];
  readonly countries: readonly CountryWire[];
  /** The country chosen now: China gets the region cascader, other countries a text address. */
  readonly country: string | undefined;
}

/** The fields of 002 §2.6 in two columns; the lists' values are the Chinese names the server keeps. */
export function ConsultationFields({ variant, regions, countries, country }: ConsultationFieldsProps) {
  const { t } = useTranslation();
  const rules = consultationRules(t, variant);
  const label = (key: FieldLabel) => t(`consultation.fields.${key}`);
  const zh = currentLanguage() === 'zh';
  const choose = t('consultation.placeholders.select');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="customerName" label={label('customerName')} rules={rules.customerName}>
          <Input maxLength={50} data-testid="consult-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="gender" label={label('gender')} rules={rules.gender}>
          <Radio.Group
            options={(['0', '1'] as const).map((g) => ({ value: g, label: t(`consultation.genders.${g}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phoneNo" label={label('phoneNo')} rules={rules.phoneNo}>
          <Input maxLength={PHONE_MAX} inputMode="numeric" data-testid="consult-phone" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={label('email')} rules={rules.email}>
          <Input maxLength={254} data-testid="consult-email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="country" label={label('country')} rules={rules.country}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={choose}
            data-testid="consult-country"
            options={countries.map((c) => ({ value: c.zh, label: zh ? c.zh : c.en }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="address"
          label={label(isHomeCountry(country) ? 'address' : 'addressText')}
          rules={rules.address}
          required
        >
          {isHomeCountry(country) ? (
            <Cascader
              options={regions as unknown as CascaderOption[]}
              fieldNames={REGION_NAMES}
              changeOnSelect={false}
              showSearch
              placeholder={t('consultation.placeholders.address')}
              data-testid="consult-region"
            />
          ) : (
            <Input
              maxLength={200}
              placeholder={t('consultation.placeholders.addressText')}
              data-testid="consult-address"
            />
          )}
        </Form.Item>
      </Col>
      <WorkFields variant={variant} />
    </Row>
  );
}

/** Industry, organisation, department, job title, focus areas and remarks. */
function WorkFields({ variant }: { readonly variant: ConsultationVariant }) {
  const { t } = useTranslation();
  const rules = consultationRules(t, variant);
  const label = (key: FieldLabel) => t(`consultation.fields.${key}`);
  const choose = t('consultation.placeholders.select');
  const industries = CONSULTATION_INDUSTRIES.map((v) => ({
    value: v,
    label: t(`consultation.industries.${v}`),
  }));
  const jobTitles = CONSULTATION_JOB_TITLES.map((v) => ({
    value: v,
    label: t(`consultation.jobTitles.${v}`),
  }));
  const needs = CONSULTATION_NEEDS.map((v) => ({ value: v, label: t(`consultation.needs.${v}`) }));
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="profession" label={label('profession')} rules={rules.profession}>
          <Select placeholder={choose} options={industries} data-testid="consult-profession" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="organ" label={label('organ')} rules={rules.organ}>
          <Input maxLength={100} data-testid="consult-organ" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="department" label={label('department')} rules={rules.department}>
          <Input maxLength={100} data-testid="consult-department" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="jobTitle" label={label('jobTitle')} rules={rules.jobTitle}>
          <Select placeholder={choose} options={jobTitles} data-testid="consult-job-title" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="focusContent" label={label('focusContent')}>
          <Select mode="multiple" placeholder={choose} options={needs} data-testid="consult-focus" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remarks" label={label('remarks')} rules={rules.remarks}>
          <Input.TextArea
            rows={3}
            showCount
            maxLength={CONSULTATION_REMARKS_MAX}
            placeholder={t('consultation.placeholders.remarks')}
            data-testid="consult-remarks"
          />
        </Form.Item>
      </Col>
    </>
  );
}
