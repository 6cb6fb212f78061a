import type { Ad, Licence, MembershipCard, Product, ResearchGroupItem, Reward } from '@topoforge/contract';
import { USER_LEVELS } from '@topoforge/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import message from 'antd/es/message';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import * as c from '@topoforge/contract';
import { adminRecords, post } from './calls';
import { RecordsTab } from './records-tab';
import type { membershipEn } from '../../i18n/resources/membership-en';

type Field = keyof typeof membershipEn.fields;

const cols = <Row,>(t: TFunction, keys: Field[]): ColumnsType<Row> =>
  keys.map((key) => ({
    key,
    dataIndex: key,
    title: t(`membership.fields.${key}`),
    render: (v: unknown) =>
      typeof v === 'boolean' ? (v ? '✓' : '—') : Array.isArray(v) ? v.join('；') : String(v ?? ''),
  }));
const text = (t: TFunction, name: Field, required = true, width = 160) => (
  <Form.Item
    name={name}
    rules={required ? [{ required: true, message: t(`membership.fields.${name}`) }] : []}
  >
    <Input placeholder={t(`membership.fields.${name}`)} style={{ width }} aria-label={name} />
  </Form.Item>
);
const num = (t: TFunction, name: Field, required = true) => (
  <Form.Item
    name={name}
    rules={required ? [{ required: true, message: t(`membership.fields.${name}`) }] : []}
  >
    <InputNumber placeholder={t(`membership.fields.${name}`)} aria-label={name} />
  </Form.Item>
);
const flag = (t: TFunction, name: Field) => (
  <Form.Item name={name} valuePropName="checked" label={t(`membership.fields.${name}`)}>
    <Switch />
  </Form.Item>
);

export const ProductsTab = ({ t }: { t: TFunction }) => (
  <RecordsTab<Product>
    testId="admin-products"
    calls={adminRecords.products}
    columns={cols(t, ['prodName', 'cloudType', 'softwareType', 'status', 'isShow', 'sourceUrl'])}
    initialValues={{ cloudType: 1, softwareType: 1, status: 1, isShow: true }}
    fields={[
      text(t, 'prodName', true, 220),
      num(t, 'cloudType'),
      num(t, 'softwareType'),
      num(t, 'status'),
      flag(t, 'isShow'),
      text(t, 'sourceUrl', false),
    ]}
    toBody={(v) => ({ ...v, sourceUrl: v.sourceUrl || null })}
  />
);

export const LicencesTab = ({ t }: { t: TFunction }) => (
  <RecordsTab<Licence>
    testId="admin-licences"
    calls={adminRecords.licences}
    columns={cols(t, ['name', 'productName', 'username', 'seats', 'expiresAt', 'note'])}
    initialValues={{ seats: 1 }}
    fields={[text(t, 'name'), text(t, 'username', false), num(t, 'seats'), text(t, 'note', false)]}
    toBody={(v) => ({ ...v, username: v.username || null, note: v.note ?? '' })}
  />
);

export const AdsTab = ({ t }: { t: TFunction }) => (
  <RecordsTab<Ad>
    testId="admin-ads"
    calls={adminRecords.ads}
    columns={cols(t, ['spaceCode', 'adContent', 'adRedirectUrl', 'redirectPageType', 'popup', 'enabled'])}
    initialValues={{ redirectPageType: 1, popup: false, enabled: true }}
    fields={[
      text(t, 'spaceCode'),
      text(t, 'adContent', true, 240),
      text(t, 'adRedirectUrl', false),
      num(t, 'redirectPageType'),
      flag(t, 'popup'),
    ]}
    toBody={(v) => ({ ...v, adRedirectUrl: v.adRedirectUrl || null })}
  />
);

export const RewardsTab = ({ t }: { t: TFunction }) => (
  <RecordsTab<Reward>
    testId="admin-rewards"
    calls={adminRecords.rewards}
    columns={cols(t, ['coreHours', 'note', 'enabled', 'createdAt'])}
    fields={[num(t, 'coreHours'), text(t, 'note', false)]}
    toBody={(v) => ({ ...v, note: v.note ?? '' })}
  />
);

const levelSelect = (t: TFunction) => (
  <Form.Item name="level" rules={[{ required: true, message: t('membership.fields.level') }]}>
    <Select
      placeholder={t('membership.fields.level')}
      style={{ width: 120 }}
      options={USER_LEVELS.map((l) => ({ value: l, label: l }))}
    />
  </Form.Item>
);

export const CardsTab = ({ t }: { t: TFunction }) => (
  <RecordsTab<MembershipCard>
    testId="admin-cards"
    calls={adminRecords.cards}
    columns={cols(t, ['name', 'level', 'days', 'benefits', 'enabled'])}
    fields={[text(t, 'name'), levelSelect(t), num(t, 'days', false), text(t, 'benefits', false, 260)]}
    toBody={(v) => ({
      ...v,
      days: v.days ?? null,
      benefits: String(v.benefits ?? '')
        .split(/[;；\n]/)
        .map((b) => b.trim())
        .filter((b) => b !== ''),
    })}
    actions={(row) => <GrantButton t={t} cardId={row.id} />}
  />
);

function GrantButton({ t, cardId }: { t: TFunction; cardId: number }) {
  const [form] = Form.useForm<{ username: string }>();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(v) =>
        post(c.cardGrantRoute, { cardId, username: v.username }).then(
          () => form.resetFields(),
          () => undefined,
        )
      }
    >
      <Form.Item name="username" rules={[{ required: true, message: t('membership.fields.username') }]}>
        <Input
          size="small"
          placeholder={t('membership.fields.username')}
          style={{ width: 120 }}
          aria-label="grant-username"
        />
      </Form.Item>
      <Button size="small" htmlType="submit">
        {t('membership.admin.grant')}
      </Button>
    </Form>
  );
}

export const GroupsTab = ({ t }: { t: TFunction }) => (
  <RecordsTab<ResearchGroupItem>
    testId="admin-groups"
    calls={adminRecords.groups}
    columns={cols(t, ['name', 'leaderName', 'memberCount', 'description'])}
    fields={[text(t, 'name'), text(t, 'leaderUsername'), text(t, 'description', false)]}
    actions={(row) => <RechargeButton t={t} groupId={row.id} />}
  />
);

/** An administrator adds core-hours to a group's computing credit (the leader allocates them). */
function RechargeButton({ t, groupId }: { t: TFunction; groupId: number }) {
  const [form] = Form.useForm<{ coreHours: number }>();
  const recharge = (v: { coreHours: number }) =>
    post(c.groupRechargeRoute, { groupId, coreHours: v.coreHours }).then(
      (answer) => {
        form.resetFields();
        void message.success(t('membership.admin.balance', { hours: answer.balanceCoreHours }));
      },
      () => undefined,
    );
  return (
    <Form form={form} layout="inline" onFinish={recharge}>
      <Form.Item name="coreHours" rules={[{ required: true, message: t('membership.fields.coreHours') }]}>
        <InputNumber
          size="small"
          placeholder={t('membership.fields.coreHours')}
          aria-label="recharge-hours"
        />
      </Form.Item>
      <Button size="small" htmlType="submit">
        {t('membership.admin.recharge')}
      </Button>
    </Form>
  );
}
