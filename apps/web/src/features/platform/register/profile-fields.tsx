import {
  REGISTRATION_JOB_TITLES,
  RESEARCH_DIRECTION_MAX,
  TEACHER_IMAGES_MAX,
  TEACHER_TITLES,
} from '@topoforge/contract';
import type { FormInstance } from 'antd/es/form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { CertificateUpload } from './certificate-upload';
import { OrganField } from './organ-field';
import type { RegisterValues } from './registration-body';
import { profileTextRules } from './register-rules';

const TEXT_TRIGGERS = ['onChange', 'onBlur'];

/**
 * The profile half of the registration form (002 §2.5, §5): real name, organisation (list or custom),
 * department, job title, research direction ≤ 200, all required and checked for sensitive words. A teacher
 * title shows the certificate upload (up to 9 images, sent as their URLs joined by '|').
 */
export function ProfileFields({ form }: { readonly form: FormInstance<RegisterValues> }) {
  const { t } = useTranslation();
  const jobTitle = Form.useWatch('jobTitle', form);
  const teacher = (TEACHER_TITLES as readonly string[]).includes(jobTitle ?? '');
  return (
    <>
      <Form.Item
        name="realName"
        label={t('accounts.fields.realName')}
        rules={profileTextRules(t, t('accounts.rules.realName'), 50)}
        validateTrigger={TEXT_TRIGGERS}
      >
        <Input data-testid="register-real-name" />
      </Form.Item>
      <Form.Item name="organId" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="organ"
        label={t('accounts.fields.organ')}
        rules={profileTextRules(t, t('accounts.rules.organ'))}
        validateTrigger={TEXT_TRIGGERS}
      >
        <OrganField onPick={(id) => form.setFieldValue('organId', id)} />
      </Form.Item>
      <Form.Item
        name="department"
        label={t('accounts.fields.department')}
        rules={profileTextRules(t, t('accounts.rules.department'))}
        validateTrigger={TEXT_TRIGGERS}
      >
        <Input data-testid="register-department" />
      </Form.Item>
      <Form.Item
        name="jobTitle"
        label={t('accounts.fields.jobTitle')}
        rules={[{ required: true, message: t('accounts.rules.jobTitle') }]}
      >
        <Select
          data-testid="register-job-title"
          options={REGISTRATION_JOB_TITLES.map((title) => ({
            value: title,
            label: t(`accounts.jobTitles.${title}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="researchDirection"
        label={t('accounts.fields.researchDirection')}
        rules={profileTextRules(t, t('accounts.rules.researchDirection'), RESEARCH_DIRECTION_MAX)}
        validateTrigger={TEXT_TRIGGERS}
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={RESEARCH_DIRECTION_MAX}
          data-testid="register-research"
        />
      </Form.Item>
      {teacher && (
        <Form.Item
          name="teacherQualificationImg"
          label={t('accounts.fields.certificate')}
          extra={t('accounts.certificateHint', { max: TEACHER_IMAGES_MAX })}
        >
          <CertificateUpload />
        </Form.Item>
      )}
    </>
  );
}
