import type { CreditEntry } from '@topoforge/contract';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hpcCalls } from './hpc-calls';
import { ElementOffer } from './element-offer';
import { formatCoreHours, formatDateTime, inTenThousands } from './job-rules';

type Quota = Awaited<ReturnType<typeof hpcCalls.quota>>;
type Balance = Awaited<ReturnType<typeof hpcCalls.balance>>;
const LEDGER_PAGE = 20; // 002 §9: lists default to 20 a page

/** The quota of 002 §3 (hashrate) in ten-thousand core-hours (§9), the credit and its records. */
function CreditCard() {
  const { t } = useTranslation();
  const [quota, setQuota] = useState<Quota | undefined>();
  const [balance, setBalance] = useState<Balance | undefined>();
  const [current, setCurrent] = useState(1);
  const [ledger, setLedger] = useState<{ records: CreditEntry[]; total: number }>({ records: [], total: 0 });
  useEffect(() => {
    const abort = new AbortController();
    hpcCalls.quota(abort.signal).then(setQuota, () => undefined);
    hpcCalls.balance(abort.signal).then(setBalance, () => undefined);
    return () => abort.abort();
  }, []);
  useEffect(() => {
    const abort = new AbortController();
    hpcCalls.ledger(current, LEDGER_PAGE, abort.signal).then(setLedger, () => undefined);
    return () => abort.abort();
  }, [current]);
  const r = (key: string) => t(`jobCentre.resources.${key}` as 'jobCentre.resources.title');
  const tenThousand = (v: number) => t('jobCentre.resources.tenThousand', { value: inTenThousands(v) });
  const hours = (v: number) => `${formatCoreHours(v)} ${r('unit')}`;
  const item = (key: string, value: string | undefined) => ({ key, label: r(key), children: value ?? '-' });
  return (
    <Card title={r('title')} data-testid="credit">
      <Descriptions
        size="small"
        column={2}
        items={[
          item('cluster', quota?.name),
          item('account', quota?.hpcAccountId),
          item('granted', quota === undefined ? undefined : tenThousand(quota.blockLimit)),
          item('used', quota === undefined ? undefined : tenThousand(quota.usedBlock)),
          item('balance', balance === undefined ? undefined : hours(balance.balanceCoreHours)),
          item('held', balance === undefined ? undefined : hours(balance.heldCoreHours)),
        ]}
      />
      <Typography.Title level={5}>{r('ledger')}</Typography.Title>
      <Table<CreditEntry>
        rowKey="id"
        size="small"
        dataSource={ledger.records}
        pagination={{ current, pageSize: LEDGER_PAGE, total: ledger.total, onChange: setCurrent }}
        columns={[
          { key: 'time', title: r('time'), render: (_, e) => formatDateTime(e.createdAt) },
          { key: 'kind', title: r('kind'), render: (_, e) => t(`jobCentre.resources.kinds.${e.kind}`) },
          { key: 'amount', title: r('amount'), render: (_, e) => formatCoreHours(e.coreHours) },
          { key: 'job', title: t('jobCentre.columns.jobId'), render: (_, e) => e.jobId ?? '' },
          { key: 'note', title: r('note'), dataIndex: 'note' },
        ]}
      />
    </Card>
  );
}

/** 002 §2.3 computing-resources: the job centre's periodic table, then the user's computing credit. */
export function ComputingResourcesPage() {
  return (
    <div style={{ display: 'grid', gap: 24 }} data-testid="computing-resources">
      <ElementOffer />
      <CreditCard />
    </div>
  );
}
