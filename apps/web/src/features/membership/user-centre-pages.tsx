import type { Profile, ProfileBody, WarningConfig } from '@topoforge/contract';
import {
  loginLogsRoute,
  profileRoute,
  REGISTRATION_JOB_TITLES,
  RESEARCH_DIRECTION_MAX,
  updateProfileRoute,
  warningConfigListRoute,
  warningConfigSaveRoute,
} from '@topoforge/contract';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import message from 'antd/es/message';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from './calls';
import { useAnswer } from './use-answer';

const required = (text: string) => ({ required: true, whitespace: true, message: text });

/** 002 §2.3 user-center/user-info: the profile, editable under the registration validators (§5). */
export function UserInfoPage() {
  const { t } = useTranslation();
  const { value: profile } = useAnswer((signal) => get(profileRoute, undefined, signal));
  const [busy, setBusy] = useState(false);
  if (!profile) return <Card loading />;
  const save = (values: ProfileBody) => {
    setBusy(true);
    const picked = profile.isDefineOrgan === 2 && values.organ === profile.organ;
    const body = {
      ...values,
      isDefineOrgan: picked ? 2 : 1,
      organId: picked ? (profile.organId ?? undefined) : undefined,
    };
    post(updateProfileRoute, body)
      .then(
        () => void message.success(t('membership.profile.saved')),
        () => undefined,
      )
      .finally(() => setBusy(false));
  };
  return (
    <Card title={t('membership.profile.title')} data-testid="user-info">
      <p>
        {t('membership.fields.username')}: {profile.username} · {t('membership.fields.level')}:{' '}
        {profile.userLevel}
      </p>
      <Form<ProfileBody>
        layout="vertical"
        initialValues={profileValues(profile)}
        onFinish={save}
        style={{ maxWidth: 520 }}
      >
        <Form.Item
          name="realName"
          label={t('membership.fields.realName')}
          rules={[required(t('membership.rules.realName')), { max: 50 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="organ"
          label={t('membership.fields.organ')}
          rules={[required(t('membership.rules.organ')), { max: 100 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="department"
          label={t('membership.fields.department')}
          rules={[required(t('membership.rules.department')), { max: 100 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="jobTitle"
          label={t('membership.fields.jobTitle')}
          rules={[{ required: true, message: t('membership.rules.jobTitle') }]}
        >
          <Select options={REGISTRATION_JOB_TITLES.map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Form.Item
          name="researchDirection"
          label={t('membership.fields.researchDirection')}
          rules={[required(t('membership.rules.researchDirection')), { max: RESEARCH_DIRECTION_MAX }]}
        >
          <Input.TextArea rows={2} maxLength={RESEARCH_DIRECTION_MAX} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('membership.profile.save')}
        </Button>
      </Form>
    </Card>
  );
}

const profileValues = (p: Profile) => ({
  realName: p.realName ?? '',
  organ: p.organ ?? '',
  department: p.department ?? '',
  jobTitle: p.jobTitle ?? undefined,
  researchDirection: p.researchDirection ?? '',
});

/** 002 §2.3 user-center/alert-setting: each warning on or off with its threshold (userWarning calls). */
export function AlertSettingPage() {
  const { t } = useTranslation();
  const { value, reload } = useAnswer((signal) => get(warningConfigListRoute, undefined, signal));
  const save = (row: WarningConfig, change: Partial<WarningConfig>) =>
    post(warningConfigSaveRoute, {
      code: row.code,
      enabled: row.enabled,
      threshold: row.threshold,
      ...change,
    }).then(reload, () => undefined);
  return (
    <Card title={t('membership.alerts.title')} data-testid="alert-setting">
      <Table<WarningConfig>
        rowKey="code"
        pagination={false}
        loading={value === undefined}
        dataSource={value ?? []}
        columns={[
          {
            key: 'code',
            title: t('membership.alerts.warning'),
            render: (_, r) => t(`membership.alerts.codes.${r.code}`),
          },
          {
            key: 'enabled',
            title: t('membership.alerts.enabled'),
            render: (_, r) => (
              <Switch checked={r.enabled} onChange={(enabled) => void save(r, { enabled })} />
            ),
          },
          {
            key: 'threshold',
            title: t('membership.alerts.threshold'),
            render: (_, r) => (
              <InputNumber
                min={0}
                defaultValue={r.threshold}
                addonAfter={r.unit}
                onBlur={(e) => void save(r, { threshold: Number(e.target.value) })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

/** 002 §2.3 user-center/login-record: the caller's login records (the issue 22 call). */
export function LoginRecordPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { value } = useAnswer(
    (signal) => get(loginLogsRoute, { current: String(current), size: '20' }, signal),
    [current],
  );
  return (
    <Card title={t('membership.logins.title')}>
      <Table
        rowKey="id"
        size="small"
        loading={value === undefined}
        dataSource={value?.records ?? []}
        pagination={{ current, pageSize: 20, total: value?.total ?? 0, onChange: setCurrent }}
        columns={[
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('membership.logins.time'),
            render: (v: string) => new Date(v).toLocaleString(),
          },
          { key: 'method', dataIndex: 'method', title: t('membership.logins.method') },
          {
            key: 'success',
            dataIndex: 'success',
            title: t('membership.logins.success'),
            render: (v: boolean) => (v ? '✓' : '✗'),
          },
          { key: 'ip', dataIndex: 'ip', title: 'IP' },
          { key: 'userAgent', dataIndex: 'userAgent', title: t('membership.logins.browser'), ellipsis: true },
        ]}
      />
    </Card>
  );
}
