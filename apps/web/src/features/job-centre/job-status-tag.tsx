import type { HpcJob } from '@topoforge/contract';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS, STATUS_KEYS } from './job-rules';

/** The status of 002 §4 in its colour; the raw Slurm state, reason and exit code on hover (issue 23). */
export function JobStatusTag({ job }: { readonly job: HpcJob }) {
  const { t } = useTranslation();
  const raw = [
    t('jobCentre.raw', { state: job.rawState }),
    job.reason === null ? undefined : t('jobCentre.reason', { reason: job.reason }),
    job.exitCode === null ? undefined : t('jobCentre.exitCode', { code: job.exitCode }),
  ].filter((line) => line !== undefined);
  return (
    <Tooltip
      title={raw.map((line) => (
        <div key={line}>{line}</div>
      ))}
    >
      <Tag color={STATUS_COLOURS[job.status]} data-testid={`job-status-${job.jobId}`} data-raw={job.rawState}>
        {t(STATUS_KEYS[job.status])}
      </Tag>
    </Tooltip>
  );
}
