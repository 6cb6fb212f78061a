import type { GroupMemberItem, MyGroup } from '@topoforge/contract';
import {
  groupAllocateRoute,
  groupAllocationsRoute,
  groupMemberAddRoute,
  groupMemberRemoveRoute,
  groupMembersRoute,
  myGroupsRoute,
} from '@topoforge/contract';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from './calls';
import { useAnswer } from './use-answer';

/** The caller's groups with a picker; `body` renders the chosen one. */
function WithGroup({
  title,
  testId,
  body,
}: {
  title: string;
  testId: string;
  body: (g: MyGroup) => ReactNode;
}) {
  const { t } = useTranslation();
  const { value } = useAnswer((signal) => get(myGroupsRoute, undefined, signal));
  const [chosen, setChosen] = useState<number>();
  const group = value?.find((g) => g.id === chosen) ?? value?.[0];
  return (
    <Card
      title={title}
      loading={value === undefined}
      data-testid={testId}
      extra={
        value && value.length > 1 ? (
          <Select
            value={group?.id}
            onChange={setChosen}
            options={value.map((g) => ({ value: g.id, label: g.name }))}
          />
        ) : null
      }
    >
      {group ? body(group) : <Empty description={t('membership.groups.none')} />}
    </Card>
  );
}

/** 002 §2.3 research-group/member-management: members; the leader adds and removes them. */
export function MemberManagementPage() {
  const { t } = useTranslation();
  return (
    <WithGroup
      title={t('membership.groups.members')}
      testId="member-management"
      body={(g) => <Members key={g.id} group={g} />}
    />
  );
}

function Members({ group }: { group: MyGroup }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ username: string }>();
  const { value, reload } = useAnswer(
    (signal) => get(groupMembersRoute, { groupId: String(group.id) }, signal),
    [group.id],
  );
  const leader = group.role === 'leader';
  const add = (v: { username: string }) =>
    post(groupMemberAddRoute, { groupId: group.id, username: v.username }).then(
      () => {
        form.resetFields();
        reload();
      },
      () => undefined,
    );
  const remove = (m: GroupMemberItem) =>
    post(groupMemberRemoveRoute, { groupId: group.id, userId: m.userId }).then(reload, () => undefined);
  return (
    <>
      <p>{group.name}</p>
      {leader ? (
        <Form form={form} layout="inline" onFinish={add} style={{ marginBottom: 16 }}>
          <Form.Item name="username" rules={[{ required: true, message: t('membership.fields.username') }]}>
            <Input placeholder={t('membership.fields.username')} aria-label="member-username" />
          </Form.Item>
          <Button htmlType="submit">{t('membership.groups.add')}</Button>
        </Form>
      ) : null}
      <Table<GroupMemberItem>
        rowKey="userId"
        size="small"
        loading={value === undefined}
        dataSource={value ?? []}
        pagination={false}
        columns={[
          { key: 'username', dataIndex: 'username', title: t('membership.fields.username') },
          { key: 'realName', dataIndex: 'realName', title: t('membership.fields.realName') },
          {
            key: 'role',
            dataIndex: 'role',
            title: t('membership.groups.role'),
            render: (r: GroupMemberItem['role']) => t(`membership.groups.roles.${r}`),
          },
          {
            key: 'joinedAt',
            dataIndex: 'joinedAt',
            title: t('membership.groups.joined'),
            render: (v: string) => new Date(v).toLocaleDateString(),
          },
          ...(leader
            ? [
                {
                  key: 'remove',
                  render: (_: unknown, m: GroupMemberItem) =>
                    m.role === 'leader' ? null : (
                      <Popconfirm title={t('membership.admin.confirmDelete')} onConfirm={() => remove(m)}>
                        <a>{t('membership.groups.remove')}</a>
                      </Popconfirm>
                    ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

/** 002 §2.3 research-group/homepage-group: compute allocation records; the leader allocates core-hours. */
export function HomepageGroupPage() {
  const { t } = useTranslation();
  return (
    <WithGroup
      title={t('membership.groups.allocations')}
      testId="homepage-group"
      body={(g) => <Allocations key={g.id} group={g} />}
    />
  );
}

function Allocations({ group }: { group: MyGroup }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [balance, setBalance] = useState(group.balanceCoreHours);
  const { value, reload } = useAnswer(
    (signal) =>
      get(groupAllocationsRoute, { groupId: String(group.id), current: String(current), size: '10' }, signal),
    [group.id, current],
  );
  const members = useAnswer(
    (signal) => get(groupMembersRoute, { groupId: String(group.id) }, signal),
    [group.id],
  ).value;
  const allocate = (v: { userId: number; coreHours: number; note?: string }) =>
    post(groupAllocateRoute, { groupId: group.id, ...v }).then(
      async () => {
        reload();
        const mine = await get(myGroupsRoute);
        setBalance(mine.find((g) => g.id === group.id)?.balanceCoreHours ?? null);
      },
      () => undefined,
    );
  return (
    <>
      {balance !== null ? (
        <p data-testid="group-balance">{t('membership.groups.balance', { hours: balance })}</p>
      ) : null}
      {group.role === 'leader' ? (
        <Form layout="inline" onFinish={allocate} style={{ marginBottom: 16 }}>
          <Form.Item name="userId" rules={[{ required: true, message: t('membership.fields.username') }]}>
            <Select
              style={{ width: 160 }}
              aria-label="allocate-member"
              placeholder={t('membership.fields.username')}
              options={(members ?? []).map((m) => ({ value: m.userId, label: m.username }))}
            />
          </Form.Item>
          <Form.Item name="coreHours" rules={[{ required: true, message: t('membership.fields.coreHours') }]}>
            <InputNumber
              min={0.01}
              placeholder={t('membership.fields.coreHours')}
              aria-label="allocate-hours"
            />
          </Form.Item>
          <Form.Item name="note">
            <Input placeholder={t('membership.fields.note')} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('membership.groups.allocate')}
          </Button>
        </Form>
      ) : null}
      <Table
        rowKey="id"
        size="small"
        loading={value === undefined}
        dataSource={value?.records ?? []}
        pagination={{ current, pageSize: 10, total: value?.total ?? 0, onChange: setCurrent }}
        columns={[
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('membership.logins.time'),
            render: (v: string) => new Date(v).toLocaleString(),
          },
          { key: 'username', dataIndex: 'username', title: t('membership.fields.username') },
          { key: 'coreHours', dataIndex: 'coreHours', title: t('membership.fields.coreHours') },
          { key: 'note', dataIndex: 'note', title: t('membership.fields.note') },
          { key: 'createdBy', dataIndex: 'createdBy', title: t('membership.groups.by') },
        ]}
      />
    </>
  );
}
