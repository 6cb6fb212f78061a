import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { useWizardStore } from '../store/wizard-store';
import { chargesFromForceField } from './force-field-charges';
import { NO_CHARGE_TYPE } from './use-step2-next';

/**
 * Step 2's charge type and charge scale (000 §2); where the chosen force fields bring their own charges
 * (TraPPE-UA, GROMOS 54A7, CL&P) a note says so instead, as the parameter call applies those.
 */
export function ChargeSettings() {
  const { t } = useTranslation();
  const selectedForces = useWizardStore((s) => s.selectedForces);
  const chargeType = useWizardStore((s) => s.chargeType);
  const chargeTypeOptions = useWizardStore((s) => s.chargeTypeOptions);
  const scale = useWizardStore((s) => s.scale);
  const update = useWizardStore((s) => s.update);

  if (chargesFromForceField(selectedForces)) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('step2.forceFieldCharges', { names: selectedForces.join(', ') })}
        data-testid="force-field-charges"
      />
    );
  }
  const chargeTypes = [
    ...chargeTypeOptions.filter((o) => o.available && o.id !== NO_CHARGE_TYPE).map((o) => o.id),
    NO_CHARGE_TYPE,
  ];
  return (
    <Flex gap="large" wrap>
      <Form.Item label={t('step2.chargeType')} htmlFor="charge-type">
        <Select
          value={chargeType}
          onChange={(value: string) => update({ chargeType: value })}
          options={chargeTypes.map((value) => ({ value, label: value }))}
          style={{ width: 200 }}
          id="charge-type"
          data-testid="charge-type"
        />
      </Form.Item>
      <Form.Item label={t('step2.chargeScale')} htmlFor="charge-scale">
        <InputNumber
          value={scale}
          min={0}
          onChange={(value) => {
            if (typeof value === 'number') update({ scale: value });
          }}
          style={{ width: 200 }}
          id="charge-scale"
          data-testid="charge-scale"
        />
      </Form.Item>
    </Flex>
  );
}
