import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsultationDone } from './consultation-done';
import { ConsultationForm } from './consultation-form';
import { intentionFrom } from './consultation-values';

/**
 * /consultation (002 §2.6). Sales pages link here with intentionId (the amount in yuan) and get the lead
 * form's rules; without it — the footer's entry — the remarks are required as in the footer form (§5).
 * On success the form closes and the confirmation dialog opens.
 */
export function ConsultationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [done, setDone] = useState(false);
  const intentionId = params.get('intentionId');
  return (
    <Card style={{ maxWidth: 860, margin: '24px auto' }} data-testid="consultation-page">
      <Typography.Title level={3}>{t('consultation.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('consultation.intro')}</Typography.Paragraph>
      {!done && (
        <ConsultationForm
          variant={intentionId === null ? 'footer' : 'lead'}
          intention={intentionFrom(intentionId)}
          onDone={() => setDone(true)}
        />
      )}
      <ConsultationDone open={done} onClose={() => setDone(false)} />
    </Card>
  );
}
