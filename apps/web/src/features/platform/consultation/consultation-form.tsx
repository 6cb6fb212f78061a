import AntApp from 'antd/es/app';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedAccessToken } from '../../../api/auth-storage';
import { saveConsultation } from './consultation-calls';
import { ConsultationFields } from './consultation-fields';
import type { ConsultationVariant } from './consultation-rules';
import type { ConsultationValues } from './consultation-values';
import { addressFor, consultationBody, emptyConsultation } from './consultation-values';
import { useConsultationData } from './use-consultation-data';

export interface ConsultationFormProps {
  readonly variant: ConsultationVariant;
  /** Amount in yuan (002 §3: the page's intentionId, default 10000). */
  readonly intention: number;
  /** Called after the server accepted the request; the caller closes the form and opens the dialog. */
  readonly onDone: () => void;
}

/**
 * The consultation form of 002 §2.6. A logged-in user's earlier request fills it and submitting edits that
 * request (§4); otherwise it adds one. A new country empties the address (§4). The consent box must be
 * ticked before anything is checked or sent (§5); a refused call shows the server's message (§8).
 */
export function ConsultationForm({ variant, intention, onDone }: ConsultationFormProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<ConsultationValues>();
  const country = Form.useWatch('country', form);
  const { regions, countries, prefill } = useConsultationData();
  const recordId = useRef<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!prefill) return;
    recordId.current = prefill.id;
    form.setFieldsValue(prefill.values);
  }, [prefill, form]);

  const submit = async () => {
    if (form.getFieldValue('consent') !== true) {
      void message.warning(t('consultation.rules.consent'));
      return;
    }
    let values: ConsultationValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows each field's message
    }
    setBusy(true);
    try {
      const saved = await saveConsultation(consultationBody(values, intention), recordId.current);
      // The server keeps one request per account: a logged-in user's next submission edits it.
      if (storedAccessToken() !== undefined) recordId.current = saved.id;
      onDone();
    } catch {
      // The presenter showed the server's message as an error toast (002 §8); the form stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<ConsultationValues>
      form={form}
      layout="vertical"
      initialValues={emptyConsultation()}
      onValuesChange={(changed: Partial<ConsultationValues>) => {
        if ('country' in changed) form.setFieldValue('address', addressFor(changed.country));
      }}
      data-testid="consultation-form"
    >
      {prefill && (
        <Alert type="info" showIcon title={t('consultation.editing')} style={{ marginBottom: 16 }} />
      )}
      <ConsultationFields variant={variant} regions={regions} countries={countries} country={country} />
      <Form.Item name="consent" valuePropName="checked">
        <Checkbox data-testid="consult-consent">{t('consultation.consent')}</Checkbox>
      </Form.Item>
      <Button type="primary" block loading={busy} onClick={() => void submit()} data-testid="consult-submit">
        {t('consultation.submit')}
      </Button>
    </Form>
  );
}
