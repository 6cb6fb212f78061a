import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JobDetail } from './job-detail';

/** 002 §2.3 work-detail (a child of my-homework): the job named by ?jobId=. */
export function WorkDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const jobId = Number(params.get('jobId'));
  if (!Number.isInteger(jobId) || jobId <= 0)
    return <Alert type="warning" title={t('jobCentre.detail.missing')} />;
  return <JobDetail jobId={jobId} />;
}
