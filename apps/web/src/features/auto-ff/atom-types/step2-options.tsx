import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useWizardStore } from '../store/wizard-store';
import { ChargeSettings } from './charge-settings';
import { FittingDialog } from './fitting-dialog';

/**
 * Step 2's options (000 §2): reuse of the structure's bond lengths and angles, fitting, search mode, and
 * the charge type and scale (or the note that the force field brings its own charges).
 */
export function Step2Options() {
  const { t } = useTranslation();
  const searchMode = useWizardStore((s) => s.searchMode);
  const update = useWizardStore((s) => s.update);
  return (
    <Form layout="vertical" component="div">
      <Flex gap="large" wrap align="center">
        <StructureReuseSwitch
          field="useBondLength"
          label={t('step2.useBondLength')}
          testId="use-bond-length"
        />
        <StructureReuseSwitch field="useBondAngle" label={t('step2.useBondAngle')} testId="use-bond-angle" />
        <Flex align="center" gap="small">
          <FittingDialog />
        </Flex>
      </Flex>
      <Form.Item label={t('step2.searchMode')} style={{ marginTop: 16 }}>
        <Radio.Group
          value={searchMode}
          onChange={(e) => update({ searchMode: e.target.value === 'accurate' ? 'accurate' : 'fuzzy' })}
          options={[
            { value: 'fuzzy', label: t('step2.fuzzy') },
            { value: 'accurate', label: t('step2.accurate') },
          ]}
          data-testid="search-mode"
        />
      </Form.Item>
      <ChargeSettings />
    </Form>
  );
}

/** One "use the current structure's …" switch (000 §3 use_current_structure). */
function StructureReuseSwitch({
  field,
  label,
  testId,
}: {
  field: 'useBondLength' | 'useBondAngle';
  label: string;
  testId: string;
}) {
  const checked = useWizardStore((s) => s[field]);
  const update = useWizardStore((s) => s.update);
  return (
    <Flex align="center" gap="small">
      <Switch checked={checked} onChange={(on) => update({ [field]: on })} data-testid={testId} />
      <Typography.Text>{label}</Typography.Text>
    </Flex>
  );
}
