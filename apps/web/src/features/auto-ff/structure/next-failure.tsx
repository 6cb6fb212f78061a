import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';

/**
 * Why step 1's Next stayed in step 1 after the atom-type call (issue 16 item 2): shown in place above
 * Next until the structure, water model or force fields change, not as a toast that vanishes.
 */
export function NextFailure({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="step1-next-failure"
      message={t('forceFields.atomTypesFailed')}
      description={text}
    />
  );
}
