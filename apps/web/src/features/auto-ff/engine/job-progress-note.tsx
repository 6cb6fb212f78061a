import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackedJob } from './job-progress';
import { useTrackedJob } from './job-progress';

/** Seconds since `from`, ticking once a second while shown. */
function useSecondsSince(from: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [from]);
  return Math.max(0, Math.floor((now - from) / 1_000));
}

/** The loading overlay's text: the long call under way with its time, place in the queue and Cancel. */
export function JobProgressNote({ fallback }: { fallback: string }) {
  const job = useTrackedJob((s) => s.job);
  if (job === null) return <>{fallback}</>;
  return <TrackedJobNote job={job} />;
}

function TrackedJobNote({ job }: { job: TrackedJob }) {
  const { t } = useTranslation();
  const seconds = useSecondsSince(job.sentAt);
  const text =
    job.state === 'pending' && job.position !== null
      ? t('wizard.job.queued', { method: job.method, position: job.position, seconds })
      : t('wizard.job.running', { method: job.method, seconds });
  return (
    <Flex vertical align="center" gap="small" data-testid="job-progress" data-state={job.state ?? 'sent'}>
      <span data-testid="job-progress-text">{text}</span>
      <Button onClick={job.cancel} disabled={job.cancelling} data-testid="job-cancel">
        {job.cancelling ? t('wizard.job.cancelling') : t('wizard.job.cancel')}
      </Button>
    </Flex>
  );
}
