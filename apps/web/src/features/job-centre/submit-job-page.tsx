import type { Application, JobSubmitBody, Partition } from '@topoforge/contract';
import {
  JOB_CORES_MAX,
  JOB_NAME_MAX,
  JOB_PROJECT_MAX,
  JOB_TIME_LIMIT_MAX_MINUTES,
} from '@topoforge/contract';
import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import type { SelectProps } from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { useGo } from './use-go';
import { hpcCalls } from './hpc-calls';
import { InputPicker } from './input-picker';
import { formatCoreHours, holdEstimate } from './job-rules';
import { useSubmitOptions } from './use-submit-options';

type Values = Required<Omit<JobSubmitBody, 'projectName'>> & { projectName?: string };

/** The §8 text for a refused submission: the recharge sentence when the credit does not cover it. */
const refusal = (e: unknown, recharge: string): string =>
  e instanceof ApiRequestError && e.code === 'hpc-credit-insufficient'
    ? recharge
    : e instanceof Error
      ? e.message
      : String(e);

/** The run's fields: application, partition with its price coefficient, cores, time limit. */
function RunFields(props: { readonly applications: Application[]; readonly partitions: Partition[] }) {
  const { t } = useTranslation();
  const required = (field: string) => [
    { required: true, message: t('jobCentre.submit.required', { field }) },
  ];
  const { applications, partitions } = props;
  const count = (name: string, label: string, max: number) => (
    <Form.Item name={name} label={label} rules={required(label)}>
      <InputNumber min={1} max={max} precision={0} />
    </Form.Item>
  );
  const choice = (name: string, label: string, options: SelectProps['options']) => (
    <Form.Item name={name} label={label} rules={required(label)}>
      <Select data-testid={`submit-${name}`} options={options} />
    </Form.Item>
  );
  return (
    <>
      {choice(
        'applicationId',
        t('jobCentre.submit.application'),
        applications.map((a) => ({ value: a.id, label: `${a.name} (${a.engine})` })),
      )}
      {choice(
        'partition',
        t('jobCentre.submit.partition'),
        partitions.map((p) => ({
          value: p.name,
          disabled: !p.available,
          label: `${p.displayName} — ${t('jobCentre.submit.coefficient', { value: p.priceCoefficient })}${p.available ? '' : ` (${t('jobCentre.submit.unavailable')})`}`,
        })),
      )}
      {count('cores', t('jobCentre.submit.cores'), JOB_CORES_MAX)}
      {count('timeLimitMinutes', t('jobCentre.submit.timeLimit'), JOB_TIME_LIMIT_MAX_MINUTES)}
    </>
  );
}

/** Submit a job (002 §2.3 submit-job): name, project, application, partition and price, cores, time, input. */
export function SubmitJobPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const go = useGo();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { applications, partitions, balance } = useSubmitOptions();
  const cores = Number(Form.useWatch('cores', form) ?? 1);
  const minutes = Number(Form.useWatch('timeLimitMinutes', form) ?? 0);
  const partitionName = Form.useWatch('partition', form);
  const coefficient = partitions.find((p) => p.name === partitionName)?.priceCoefficient;
  const required = (field: string) => [
    { required: true, message: t('jobCentre.submit.required', { field }) },
  ];

  const submit = (values: Values) => {
    setBusy(true);
    hpcCalls.submit(values).then(
      () => {
        void message.success(t('jobCentre.submit.success'));
        go('my-homework');
      },
      (e: unknown) => {
        setBusy(false);
        void message.error(refusal(e, t('jobCentre.submit.recharge')));
      },
    );
  };

  return (
    <div style={{ maxWidth: 640 }} data-testid="submit-job">
      <Typography.Title level={3}>{t('jobCentre.submit.title')}</Typography.Title>
      {balance !== undefined && (
        <Typography.Paragraph data-testid="credit-balance">
          {t('jobCentre.submit.balance', { value: formatCoreHours(balance) })}
        </Typography.Paragraph>
      )}
      {applications?.length === 0 && <Alert type="warning" title={t('jobCentre.submit.noApplications')} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ cores: 1, timeLimitMinutes: 10, projectName: '' }}
      >
        <Form.Item
          name="jobName"
          label={t('jobCentre.submit.jobName')}
          rules={[...required(t('jobCentre.submit.jobName')), { max: JOB_NAME_MAX }]}
        >
          <Input maxLength={JOB_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="projectName"
          label={t('jobCentre.submit.projectName')}
          rules={[{ max: JOB_PROJECT_MAX }]}
        >
          <Input maxLength={JOB_PROJECT_MAX} />
        </Form.Item>
        <RunFields applications={applications ?? []} partitions={partitions} />
        <Form.Item label={t('jobCentre.submit.input')} extra={t('jobCentre.submit.inputHelp')} required>
          <Form.Item name="inputPath" noStyle rules={required(t('jobCentre.submit.input'))}>
            <Input readOnly data-testid="submit-input" style={{ marginBottom: 8 }} />
          </Form.Item>
          <InputPicker onChange={(path) => form.setFieldValue('inputPath', path)} />
        </Form.Item>
        {coefficient !== undefined && (
          <Typography.Paragraph type="secondary" data-testid="hold-estimate">
            {t('jobCentre.submit.estimate', {
              value: formatCoreHours(holdEstimate(cores, minutes, coefficient)),
            })}
          </Typography.Paragraph>
        )}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="submit-job-button">
          {t('jobCentre.submit.submit')}
        </Button>
      </Form>
    </div>
  );
}
