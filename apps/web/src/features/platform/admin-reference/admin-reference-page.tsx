import type {
  ReferenceDomain,
  ReferenceUniversity,
  ReferenceUniversityBody,
  ReferenceWord,
  SensitiveEditKind,
} from '@topoforge/contract';
import {
  REFERENCE_NAME_MAX,
  REFERENCE_UNIVERSITY_ID,
  REFERENCE_WORD_MAX,
  SENSITIVE_EDIT_KINDS,
} from '@topoforge/contract';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { storedUser } from '../../../api/auth-storage';
import { referenceCalls } from './reference-calls';
import { domainRule, lengthRule } from './reference-rules';
import { ReferenceTab } from './reference-tab';

/** Who added a row and when: the last two columns of every list. */
function byWhoColumns<Row extends { createdBy: string | null; createdAt: string }>(t: TFunction) {
  return [
    { key: 'createdBy', dataIndex: 'createdBy', title: t('referenceAdmin.columns.createdBy') },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('referenceAdmin.columns.createdAt'),
      render: (at: string) => new Date(at).toLocaleString(),
    },
  ] as { key: string; dataIndex: keyof Row & string; title: string }[];
}

function UniversitiesTab({ t }: { t: TFunction }) {
  const column = (key: keyof ReferenceUniversity & string) => ({
    key,
    dataIndex: key,
    title: t(`referenceAdmin.columns.${key}`),
  });
  const optional = (name: 'province' | 'city' | 'authority') => (
    <Form.Item name={name} rules={[{ max: REFERENCE_NAME_MAX }]}>
      <Input placeholder={t(`referenceAdmin.columns.${name}`)} style={{ width: 120 }} />
    </Form.Item>
  );
  return (
    <ReferenceTab<ReferenceUniversity, ReferenceUniversityBody>
      testId="reference-universities"
      rowKey={(row) => row.id}
      list={referenceCalls.universities.list}
      add={referenceCalls.universities.add}
      remove={referenceCalls.universities.remove}
      columns={[
        ...['id', 'name', 'province', 'city', 'authority'].map((k) => column(k as 'id')),
        ...byWhoColumns(t),
      ]}
      fields={
        <>
          <Form.Item
            name="id"
            rules={[
              {
                required: true,
                pattern: REFERENCE_UNIVERSITY_ID,
                message: t('referenceAdmin.rules.universityId'),
              },
            ]}
          >
            <Input placeholder={t('referenceAdmin.columns.id')} style={{ width: 150 }} />
          </Form.Item>
          <Form.Item name="name" rules={[lengthRule(REFERENCE_NAME_MAX, t('referenceAdmin.rules.name'))]}>
            <Input placeholder={t('referenceAdmin.columns.name')} style={{ width: 220 }} />
          </Form.Item>
          {optional('province')}
          {optional('city')}
          {optional('authority')}
        </>
      }
    />
  );
}

function DomainsTab({ t }: { t: TFunction }) {
  return (
    <ReferenceTab<ReferenceDomain, { domain: string }>
      testId="reference-domains"
      rowKey={(row) => row.domain}
      list={referenceCalls.domains.list}
      add={referenceCalls.domains.add}
      remove={referenceCalls.domains.remove}
      columns={[
        { key: 'domain', dataIndex: 'domain', title: t('referenceAdmin.columns.domain') },
        ...byWhoColumns<ReferenceDomain>(t),
      ]}
      fields={
        <Form.Item name="domain" rules={[domainRule(t('referenceAdmin.rules.domain'))]}>
          <Input placeholder="example.edu.cn" style={{ width: 260 }} data-testid="reference-domain-input" />
        </Form.Item>
      }
    />
  );
}

function WordsTab({ t }: { t: TFunction }) {
  const kindLabel = (kind: SensitiveEditKind) => t(`referenceAdmin.kinds.${kind}`);
  return (
    <ReferenceTab<ReferenceWord, { word: string; kind: SensitiveEditKind }>
      testId="reference-words"
      rowKey={(row) => `${row.kind}:${row.word}`}
      list={referenceCalls.words.list}
      add={referenceCalls.words.add}
      remove={referenceCalls.words.remove}
      initialValues={{ kind: 'add' }}
      columns={[
        { key: 'word', dataIndex: 'word', title: t('referenceAdmin.columns.word') },
        { key: 'kind', dataIndex: 'kind', title: t('referenceAdmin.columns.kind'), render: kindLabel },
        ...byWhoColumns<ReferenceWord>(t),
      ]}
      fields={
        <>
          <Form.Item name="word" rules={[lengthRule(REFERENCE_WORD_MAX, t('referenceAdmin.rules.word'))]}>
            <Input placeholder={t('referenceAdmin.columns.word')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="kind">
            <Select
              style={{ width: 160 }}
              options={SENSITIVE_EDIT_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
            />
          </Form.Item>
        </>
      }
    />
  );
}

/**
 * /personal-space/admin/reference-lists (issue 22 item 3): administrators extend the university list and
 * the college e-mail domains and edit the sensitive words. Only their additions are listed; the shipped
 * lists stay as shipped. Other users are told the page is for administrators; the server refuses them too.
 */
export function AdminReferencePage() {
  const { t } = useTranslation();
  if (storedUser()?.admin !== true) {
    return (
      <Result status="403" subTitle={t('referenceAdmin.onlyAdmins')} data-testid="reference-forbidden" />
    );
  }
  return (
    <Card style={{ margin: 24 }} data-testid="admin-reference">
      <Typography.Title level={3}>{t('referenceAdmin.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('referenceAdmin.intro')}</Typography.Paragraph>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'universities',
            label: t('referenceAdmin.tabs.universities'),
            children: <UniversitiesTab t={t} />,
          },
          { key: 'domains', label: t('referenceAdmin.tabs.domains'), children: <DomainsTab t={t} /> },
          { key: 'words', label: t('referenceAdmin.tabs.words'), children: <WordsTab t={t} /> },
        ]}
      />
    </Card>
  );
}
