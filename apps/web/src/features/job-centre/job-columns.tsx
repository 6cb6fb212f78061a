import type { HpcJob } from '@topoforge/contract';
import { jobCancellable } from '@topoforge/contract';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { JobStatusTag } from './job-status-tag';
import { formatCoreHours, formatDateTime, formatDuration } from './job-rules';

export interface JobActions {
  readonly onDetail: (job: HpcJob) => void;
  readonly onCancel: (job: HpcJob) => void;
}

/** The 13 columns of 002 §2.8, in its order. */
export function jobColumns(t: TFunction, actions: JobActions): ColumnsType<HpcJob> {
  const title = (key: string) => t(`jobCentre.columns.${key}` as 'jobCentre.columns.jobId');
  const plain = (key: keyof HpcJob & string) => ({ key, dataIndex: key, title: title(key) });
  return [
    plain('jobId'),
    plain('jobName'),
    plain('projectName'),
    plain('appName'),
    plain('partitionDisplayName'),
    { ...plain('submitTime'), render: (v: string) => formatDateTime(v) },
    { ...plain('endTime'), render: (v: string | null) => formatDateTime(v) },
    { ...plain('elapsed'), render: (v: number) => formatDuration(v) },
    plain('allocCpus'),
    {
      key: 'status',
      title: title('status'),
      fixed: 'right', // in view without scrolling the 13 columns sideways
      render: (_: unknown, job) => <JobStatusTag job={job} />,
    },
    { ...plain('rebateTag'), render: (v: 0 | 1) => (v === 1 ? t('jobCentre.yes') : t('jobCentre.no')) },
    { ...plain('rebateCoreTime'), render: (v: number) => formatCoreHours(v) },
    {
      key: 'operations',
      title: title('operations'),
      fixed: 'right',
      render: (_: unknown, job) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => actions.onDetail(job)}
            data-testid={`job-detail-${job.jobId}`}
          >
            {t('jobCentre.list.detail')}
          </Button>
          {jobCancellable(job.status) && (
            <Popconfirm
              title={t('jobCentre.list.cancelConfirm', { id: job.jobId, name: job.jobName })}
              onConfirm={() => actions.onCancel(job)}
            >
              <Button type="link" size="small" danger data-testid={`job-cancel-${job.jobId}`}>
                {t('jobCentre.list.cancel')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
