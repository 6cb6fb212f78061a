import type { AdminUser, AdminUserPage } from '@topoforge/contract';
import { adminUserLevelRoute, adminUserListRoute, reminderSendRoute, USER_LEVELS } from '@topoforge/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import message from 'antd/es/message';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { get, post } from './calls';

/** 002 §7 adminUser/getUserList (size 20, page 1, keyword) with a level change per row. */
export function UsersTab({ t }: { t: TFunction }) {
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<AdminUserPage>();
  const load = useCallback(
    () =>
      get(adminUserListRoute, { size: '20', current: String(current), keyword }).then(
        setPage,
        () => undefined,
      ),
    [current, keyword],
  );
  useEffect(() => void load(), [load]);
  const setLevel = (user: AdminUser, userLevel: string) =>
    post(adminUserLevelRoute, { userId: user.id, userLevel }).then(
      () => load(),
      () => undefined,
    );
  return (
    <div data-testid="admin-users">
      <Input.Search
        placeholder={t('membership.admin.keyword')}
        onSearch={(v) => {
          setCurrent(1);
          setKeyword(v.trim());
        }}
        style={{ width: 280, marginBottom: 16 }}
        allowClear
      />
      <Table<AdminUser>
        rowKey="id"
        size="small"
        loading={page === undefined}
        dataSource={page?.records ?? []}
        pagination={{ current, pageSize: 20, total: page?.total ?? 0, onChange: setCurrent }}
        columns={[
          ...(['username', 'realName', 'phone', 'email', 'organ'] as const).map((key) => ({
            key,
            dataIndex: key,
            title: t(`membership.fields.${key}`),
          })),
          {
            key: 'userLevel',
            title: t('membership.fields.level'),
            render: (_: unknown, user: AdminUser) => (
              <Select
                size="small"
                value={user.userLevel}
                style={{ width: 110 }}
                aria-label={`level-${user.username}`}
                options={[...new Set([...USER_LEVELS, user.userLevel])].map((l) => ({ value: l, label: l }))}
                onChange={(v) => void setLevel(user, v)}
              />
            ),
          },
          {
            key: 'premium',
            title: t('membership.fields.premium'),
            render: (_: unknown, u: AdminUser) => (u.premium ? '✓' : '—'),
          },
        ]}
      />
    </div>
  );
}

/** An administrator's reminder to one user (by username) or to everyone. */
export function RemindTab({ t }: { t: TFunction }) {
  const [form] = Form.useForm<{ username?: string; title: string; text: string }>();
  const send = (v: { username?: string; title: string; text: string }) =>
    post(reminderSendRoute, { ...v, username: v.username?.trim() || undefined }).then(
      (answer) => {
        void message.success(t('membership.admin.sent', { count: answer.sent }));
        form.resetFields();
      },
      () => undefined,
    );
  return (
    <Form form={form} layout="vertical" onFinish={send} style={{ maxWidth: 520 }} data-testid="admin-remind">
      <Form.Item name="username" label={t('membership.fields.usernameOrAll')}>
        <Input />
      </Form.Item>
      <Form.Item name="title" label={t('membership.fields.title')} rules={[{ required: true, max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="text" label={t('membership.fields.text')} rules={[{ required: true, max: 2000 }]}>
        <Input.TextArea rows={4} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('membership.admin.send')}
      </Button>
    </Form>
  );
}
