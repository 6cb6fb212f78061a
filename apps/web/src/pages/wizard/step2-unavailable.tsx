import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useTranslation } from 'react-i18next';
import { useWizardStore } from '../../store/wizard-store';
import { changeStep } from './use-busy';

/** Step 2 comes with the next version; until then this says so, and Previous goes back to step 1. */
export function Step2Unavailable() {
  const { t } = useTranslation();
  const { force, waterModel, atoms, update } = useWizardStore();
  return (
    <Flex vertical gap="middle" data-testid="step2">
      <Alert
        type="info"
        showIcon
        title={t('wizard.step2Unavailable')}
        description={t('wizard.step2Summary', { forces: force, water: waterModel, count: atoms.length })}
        data-testid="step2-unavailable"
      />
      <Flex>
        <Button onClick={() => void changeStep(() => update({ active: 1 }))} data-testid="wizard-previous">
          {t('wizard.previous')}
        </Button>
      </Flex>
    </Flex>
  );
}
