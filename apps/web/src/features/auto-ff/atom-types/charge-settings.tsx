import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizardStore } from '../store/wizard-store';
import { chargesFromForceField } from './force-field-charges';
import { parseChargeScale } from './atom-type-logic';
import { NO_CHARGE_TYPE } from './use-step2-next';
import { chargeSourceNoteKey } from './charge-source';

/**
 * Step 2's charge type and charge scale (000 §2); where the chosen force fields bring their own charges
 * (TraPPE-UA, GROMOS 54A7, CL&P) a note says so instead, as the parameter call applies those.
 */
export function ChargeSettings() {
  const { t } = useTranslation();
  const selectedForces = useWizardStore((s) => s.selectedForces);
  const chargeType = useWizardStore((s) => s.chargeType);
  const chargeTypeOptions = useWizardStore((s) => s.chargeTypeOptions);
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
          onChange={(value: string) => update({ chargeType: value, chargeSource: '' })}
          options={chargeTypes.map((value) => ({ value, label: value }))}
          style={{ width: 200 }}
          id="charge-type"
          data-testid="charge-type"
        />
      </Form.Item>
      <ChargeScale />
      <ChargeSourceNote />
    </Flex>
  );
}

/**
 * Where the last charges came from when AM1 needed a fallback run (the charge-source header of the charge
 * call): a note that stays in step 2 until the charges are computed again or the charge type changes.
 */
export function ChargeSourceNote() {
  const { t } = useTranslation();
  const key = chargeSourceNoteKey(useWizardStore((s) => s.chargeSource));
  if (key === undefined) return null;
  return <Alert type="warning" showIcon title={t(key)} data-testid="charge-source-note" />;
}

/**
 * The charge scale as text: a number of 0 or more is stored; anything else marks the field and stores
 * NaN, so step 2's Next refuses it instead of sending the last good value (issue 16 item 6).
 */
function ChargeScale() {
  const { t } = useTranslation();
  const scale = useWizardStore((s) => s.scale);
  const update = useWizardStore((s) => s.update);
  const [text, setText] = useState(() => (Number.isFinite(scale) ? String(scale) : ''));
  const valid = parseChargeScale(text) !== undefined;
  return (
    <Form.Item
      label={t('step2.chargeScale')}
      htmlFor="charge-scale"
      validateStatus={valid ? undefined : 'error'}
      help={valid ? undefined : t('step2.chargeScaleInvalid')}
    >
      <Input
        value={text}
        inputMode="decimal"
        onChange={(e) => {
          setText(e.target.value);
          update({ scale: parseChargeScale(e.target.value) ?? Number.NaN });
        }}
        style={{ width: 200 }}
        id="charge-scale"
        data-testid="charge-scale"
      />
    </Form.Item>
  );
}
