import type { HpcJobDetail } from '@topoforge/contract';
import { JOB_STATUS, formatBytes } from '@topoforge/contract';
import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hpcCalls } from './hpc-calls';
import { JobStatusTag } from './job-status-tag';
import { formatCoreHours, formatDateTime, formatDuration, formatMinutes } from './job-rules';

/** The §8 sentence for a job that has not finished well, if any. */
function stateNote(job: HpcJobDetail, t: (key: 'jobCentre.detail.calculating') => string) {
  if (job.status === JOB_STATUS.running)
    return <Alert type="info" title={t('jobCentre.detail.calculating')} />;
  if (job.status === JOB_STATUS.pending)
    return <Alert type="warning" title={t('jobCentre.detail.pending' as 'jobCentre.detail.calculating')} />;
  if (job.status === JOB_STATUS.failed)
    return <Alert type="error" title={t('jobCentre.detail.failed' as 'jobCentre.detail.calculating')} />;
  return null;
}

function DetailView({ job }: { readonly job: HpcJobDetail }) {
  const { t } = useTranslation();
  const item = (key: string, label: string, children: React.ReactNode) => ({ key, label, children });
  return (
    <div data-testid="job-detail">
      {stateNote(job, t)}
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 12 }}
        items={[
          item('status', t('jobCentre.columns.status'), <JobStatusTag job={job} />),
          item(
            'raw',
            'Slurm',
            [job.rawState, job.reason, job.exitCode].filter((v) => v !== null).join(' · '),
          ),
          item('slurm', t('jobCentre.detail.slurmJobId'), job.slurmJobId ?? '-'),
          item('app', t('jobCentre.columns.appName'), job.appName),
          item('partition', t('jobCentre.columns.partitionDisplayName'), job.partitionDisplayName),
          item('cores', t('jobCentre.columns.allocCpus'), job.allocCpus),
          item('limit', t('jobCentre.detail.timeLimit'), formatMinutes(job.timeLimitMinutes)),
          item('submit', t('jobCentre.columns.submitTime'), formatDateTime(job.submitTime)),
          item('start', t('jobCentre.detail.startTime'), formatDateTime(job.startTime)),
          item('end', t('jobCentre.columns.endTime'), formatDateTime(job.endTime)),
          item('elapsed', t('jobCentre.columns.elapsed'), formatDuration(job.elapsed)),
          item('charged', t('jobCentre.detail.charged'), formatCoreHours(job.chargedCoreHours)),
          item('refund', t('jobCentre.columns.rebateCoreTime'), formatCoreHours(job.rebateCoreTime)),
          item(
            'dir',
            t('jobCentre.detail.directory'),
            <Typography.Text code>{job.directory}</Typography.Text>,
          ),
          item('input', t('jobCentre.detail.input'), <Typography.Text code>{job.inputPath}</Typography.Text>),
        ]}
      />
      <Typography.Title level={5}>{t('jobCentre.detail.files')}</Typography.Title>
      <Table
        size="small"
        rowKey="path"
        pagination={false}
        dataSource={job.files}
        locale={{ emptyText: t('jobCentre.detail.noFiles') }}
        data-testid="job-files"
        columns={[
          {
            key: 'path',
            dataIndex: 'path',
            title: t('jobCentre.detail.path'),
            render: (path: string) => (
              <a href={hpcCalls.fileHref(job.jobId, path)} download>
                {path}
              </a>
            ),
          },
          {
            key: 'size',
            dataIndex: 'size',
            title: t('jobCentre.detail.size'),
            render: (n: number) => formatBytes(n),
          },
        ]}
      />
    </div>
  );
}

/** One job with its files (002 §2.3 work-detail; also the list's drawer). `version` asks again. */
export function JobDetail({ jobId, version = 0 }: { readonly jobId: number; readonly version?: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ id: number; job?: HpcJobDetail; missing?: boolean }>({ id: jobId });
  useEffect(() => {
    const abort = new AbortController();
    hpcCalls.job(jobId, abort.signal).then(
      (job) => setState({ id: jobId, job }),
      () => !abort.signal.aborted && setState({ id: jobId, missing: true }),
    );
    return () => abort.abort();
  }, [jobId, version]);
  if (state.id !== jobId) return null;
  if (state.missing === true) return <Alert type="warning" title={t('jobCentre.detail.missing')} />;
  return state.job === undefined ? null : <DetailView job={state.job} />;
}
