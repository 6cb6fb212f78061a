import type { Partition } from '@topoforge/contract';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hpcCalls } from './hpc-calls';
import { formatMinutes } from './job-rules';

/** 002 §2.3 supercompute-resources: the cluster's partitions; the price coefficient is the discount. */
export function PartitionsPage() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Partition[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const abort = new AbortController();
    hpcCalls.partitions(abort.signal).then(
      (answer) => {
        setRows(answer);
        setLoading(false);
      },
      () => setLoading(false),
    );
    return () => abort.abort();
  }, []);
  const title = (key: string) => t(`jobCentre.partitions.${key}` as 'jobCentre.partitions.name');
  return (
    <div data-testid="partitions">
      <Typography.Title level={3}>{t('jobCentre.partitions.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('jobCentre.partitions.coefficientHelp')}
      </Typography.Paragraph>
      <Table<Partition>
        rowKey="name"
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'displayName', dataIndex: 'displayName', title: title('displayName') },
          { key: 'name', dataIndex: 'name', title: title('name') },
          { key: 'priceCoefficient', dataIndex: 'priceCoefficient', title: title('priceCoefficient') },
          {
            key: 'available',
            title: title('available'),
            render: (_, p) => (
              <Tag color={p.available ? 'green' : 'red'}>{p.available ? title('up') : title('down')}</Tag>
            ),
          },
          { key: 'nodes', dataIndex: 'nodes', title: title('nodes') },
          { key: 'cpus', dataIndex: 'cpus', title: title('cpus') },
          {
            key: 'maxTime',
            title: title('maxTime'),
            render: (_, p) =>
              p.maxTimeMinutes === null ? title('noLimit') : formatMinutes(p.maxTimeMinutes),
          },
        ]}
      />
    </div>
  );
}
