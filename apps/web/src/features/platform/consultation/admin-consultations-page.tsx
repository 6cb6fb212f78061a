import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedUser } from '../../../api/auth-storage';
import type { ConsultationMessages } from '../../../i18n/resources/consultation-en';
import type { ConsultationPage } from './consultation-calls';
import { listConsultations } from './consultation-calls';
import { isNeed } from './consultation-values';

type Row = ConsultationPage['records'][number];
type ColumnKey = Exclude<keyof ConsultationMessages['admin']['columns'], 'user'>;

/** Shared tables: 10 a page, sizes 10/20/30 (002 §2.8). */
const PAGE_SIZES = [10, 20, 30];

/**
 * /personal-space/admin/consultations: the administrators' list of consultation requests, newest first,
 * with the server's keyword search (name, organisation, phone, e-mail) and paging. Other users are told
 * the page is for administrators; the server refuses them too.
 */
export function AdminConsultationsPage() {
  const { t } = useTranslation();
  const admin = storedUser()?.admin === true;
  const [query, setQuery] = useState({ current: 1, size: PAGE_SIZES[0]!, keyword: '' });
  // The page answered for a query; loading while it is not the query shown.
  const [loaded, setLoaded] = useState<{ for: typeof query; page: ConsultationPage }>();
  const columns = useColumns();

  useEffect(() => {
    if (!admin) return;
    const abort = new AbortController();
    listConsultations(query.current, query.size, query.keyword, abort.signal).then(
      (page) => !abort.signal.aborted && setLoaded({ for: query, page }),
      () => undefined, // shown by the shell's presenter
    );
    return () => abort.abort();
  }, [admin, query]);

  if (!admin) return <Result status="403" subTitle={t('consultation.admin.onlyAdmins')} />;
  return (
    <Card style={{ margin: 24 }} data-testid="admin-consultations">
      <Typography.Title level={3}>{t('consultation.admin.title')}</Typography.Title>
      <Input.Search
        allowClear
        placeholder={t('consultation.admin.search')}
        style={{ maxWidth: 360, marginBottom: 16 }}
        onSearch={(keyword) => setQuery((q) => ({ ...q, current: 1, keyword }))}
        data-testid="admin-consultations-search"
      />
      <Table<Row>
        rowKey="id"
        size="small"
        loading={loaded?.for !== query}
        columns={columns}
        dataSource={loaded?.page.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: loaded?.page.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('consultation.admin.total', { total }),
          onChange: (current, size) => setQuery((q) => ({ ...q, current, size })),
        }}
      />
    </Card>
  );
}

function useColumns(): ColumnsType<Row> {
  const { t } = useTranslation();
  const plain = (key: ColumnKey) => ({ key, dataIndex: key, title: t(`consultation.admin.columns.${key}`) });
  return [
    { ...plain('createdAt'), render: (v: string) => new Date(v).toLocaleString() },
    plain('customerName'),
    { ...plain('gender'), render: (g: Row['gender']) => t(`consultation.genders.${g}`) },
    plain('phoneNo'),
    plain('email'),
    plain('country'),
    plain('address'),
    plain('organ'),
    plain('department'),
    { ...plain('profession'), render: (v: Row['profession']) => t(`consultation.industries.${v}`) },
    { ...plain('jobTitle'), render: (v: Row['jobTitle']) => t(`consultation.jobTitles.${v}`) },
    {
      ...plain('focusContent'),
      render: (v: string | undefined) =>
        (v ?? '')
          .split(',')
          .filter(isNeed)
          .map((n) => t(`consultation.needs.${n}`))
          .join(', '),
    },
    plain('remarks'),
    plain('intention'),
    {
      key: 'userId',
      dataIndex: 'userId',
      title: t('consultation.admin.columns.user'),
      render: (id: number | null) => (id === null ? t('consultation.admin.anonymous') : `#${id}`),
    },
  ];
}
