import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import type { FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizardStore } from '../store/wizard-store';
import type { FitAlgorithm } from './atom-type-logic';
import { seminarioMode, validScaling } from './atom-type-logic';

interface FittingForm {
  hessian: string;
  fitBond: boolean;
  fitAngle: boolean;
  scaling: string;
  algorithm: FitAlgorithm;
}

/**
 * The force-field parameter fitting dialog (000 §2, §3 "Fitting form", §5): a Hessian file (required),
 * fit-bond and fit-angle flags, vibrational scaling ≥ 0 and the algorithm; OK stores use_mseminario
 * (0–3), vibrational_scaling and the Hessian text.
 */
export function FittingDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [fileName, setFileName] = useState('');
  const [form] = Form.useForm<FittingForm>();
  const mode = useWizardStore((s) => s.use_mseminario);
  const scaling = useWizardStore((s) => s.vibrational_scaling);
  const update = useWizardStore((s) => s.update);

  const openDialog = () => {
    const { hessian, use_mseminario: m, vibrational_scaling: v } = useWizardStore.getState();
    form.setFieldsValue({
      hessian,
      fitBond: m === 1 || m === 3,
      fitAngle: m === 2 || m === 3,
      scaling: String(v),
      algorithm: m === 0 && hessian !== '' ? 'none' : 'mSeminario',
    });
    setOpen(true);
  };

  const save = async () => {
    const values = await form.validateFields();
    update({
      hessian: values.hessian,
      use_mseminario: seminarioMode(values.algorithm, values.fitBond, values.fitAngle),
      vibrational_scaling: Number(values.scaling),
    });
    setOpen(false);
  };

  return (
    <>
      <Button onClick={openDialog} data-testid="fitting-open">
        {t('step2.fitting')}
      </Button>
      <Typography.Text type="secondary" data-testid="fitting-summary">
        {mode === 0 ? t('step2.fittingOff') : t('step2.fittingOn', { mode, scaling })}
      </Typography.Text>
      <Modal
        open={open}
        title={t('step2.fitting')}
        okText={t('step2.ok')}
        cancelText={t('step2.cancel')}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        forceRender
        data-testid="fitting-dialog"
      >
        <FittingFields
          form={form}
          fileName={fileName}
          onHessian={(name, text) => {
            setFileName(name);
            form.setFieldValue('hessian', text);
            void form.validateFields(['hessian']).catch(() => undefined);
          }}
        />
      </Modal>
    </>
  );
}

/** The fitting form's fields (000 §3 "Fitting form"): Hessian, fit flags, scaling, algorithm. */
function FittingFields({
  form,
  fileName,
  onHessian,
}: {
  form: FormInstance<FittingForm>;
  fileName: string;
  onHessian: (name: string, text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form form={form} layout="vertical" component="div">
      <Form.Item
        name="hessian"
        label={t('step2.hessian')}
        rules={[{ required: true, whitespace: true, message: t('step2.hessianRequired') }]}
      >
        <HessianUpload fileName={fileName} onText={onHessian} />
      </Form.Item>
      <Form.Item name="fitBond" valuePropName="checked" noStyle>
        <Checkbox data-testid="fit-bond">{t('step2.fitBond')}</Checkbox>
      </Form.Item>
      <Form.Item name="fitAngle" valuePropName="checked">
        <Checkbox data-testid="fit-angle">{t('step2.fitAngle')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="scaling"
        label={t('step2.scaling')}
        rules={[
          {
            validator: (_, value) =>
              validScaling(value) ? Promise.resolve() : Promise.reject(new Error(t('step2.scalingInvalid'))),
          },
        ]}
      >
        <Input style={{ maxWidth: 200 }} data-testid="vibrational-scaling" />
      </Form.Item>
      <Form.Item name="algorithm" label={t('step2.algorithm')}>
        <Select
          style={{ maxWidth: 200 }}
          options={[
            { value: 'mSeminario', label: 'mSeminario' },
            { value: 'none', label: t('step2.algorithmNone') },
          ]}
          data-testid="fit-algorithm"
        />
      </Form.Item>
    </Form>
  );
}

function HessianUpload({
  fileName,
  onText,
}: {
  fileName: string;
  onText: (name: string, text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <span>
      <Upload
        accept=".hess,.fchk,.hessian,.txt,.out,.log"
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then((text) => onText(file.name, text));
          return false;
        }}
      >
        <Button data-testid="hessian-upload">{t('step2.hessianUpload')}</Button>
      </Upload>{' '}
      {fileName !== '' && <Typography.Text>{t('step2.hessianLoaded', { name: fileName })}</Typography.Text>}
    </span>
  );
}
