import type { HpcJob, JobStatusCode } from '@topoforge/contract';
import { JOB_PAGE_SIZES, JOB_STATUS } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from './use-go';
import { hpcCalls } from './hpc-calls';
import { jobColumns } from './job-columns';
import { JobDetail } from './job-detail';
import { useJobPage } from './use-job-page';
import { STATUS_KEYS } from './job-rules';

const STATUSES = Object.values(JOB_STATUS) as JobStatusCode[];

interface ToolbarProps {
  readonly status: JobStatusCode | undefined;
  readonly active: boolean;
  readonly onStatus: (status: JobStatusCode | undefined) => void;
  readonly onKeyword: (keyword: string) => void;
  readonly onReload: () => void;
}

/** The status filter, the search, refresh and submit; says when the list refreshes itself. */
function JobToolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  const go = useGo();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('jobCentre.list.statusFilter')}
        data-testid="job-status-filter"
        style={{ width: 160 }}
        value={props.status ?? 0}
        onChange={(v: number) => props.onStatus(v === 0 ? undefined : (v as JobStatusCode))}
        options={[
          { value: 0, label: t('jobCentre.list.allStatuses') },
          ...STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) })),
        ]}
      />
      <Input.Search
        allowClear
        placeholder={t('jobCentre.list.keyword')}
        onSearch={(v) => props.onKeyword(v.trim())}
      />
      <Button onClick={props.onReload}>{t('jobCentre.list.refresh')}</Button>
      <Button type="primary" onClick={() => go('submit-job')}>
        {t('jobCentre.list.submit')}
      </Button>
      {props.active && <Typography.Text type="secondary">{t('jobCentre.list.autoRefresh')}</Typography.Text>}
    </Space>
  );
}

/** My jobs (002 §2.3 my-homework, §2.8 list): the 13 columns, pages of 10/20/30, a status filter. */
export function JobListPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const go = useGo();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(JOB_PAGE_SIZES[0]);
  const [status, setStatus] = useState<JobStatusCode | undefined>();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<HpcJob | undefined>();
  const page = useJobPage({ current, size, status, keyword });
  const { reload } = page;
  const columns = useMemo(
    () =>
      jobColumns(t, {
        onDetail: setOpen,
        onCancel: (job) =>
          void hpcCalls.cancel(job.jobId).then(() => {
            void message.success(t('jobCentre.list.cancelled', { id: job.jobId }));
            reload();
          }),
      }),
    [t, message, reload],
  );
  return (
    <div data-testid="job-list">
      <JobToolbar
        status={status}
        active={page.active}
        onStatus={(next) => {
          setStatus(next);
          setCurrent(1);
        }}
        onKeyword={(next) => {
          setKeyword(next);
          setCurrent(1);
        }}
        onReload={reload}
      />
      <Table<HpcJob>
        rowKey="jobId"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={page.loading}
        columns={columns}
        dataSource={page.records}
        pagination={{
          current,
          pageSize: size,
          total: page.total,
          pageSizeOptions: JOB_PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (next, nextSize) => {
            setCurrent(nextSize === size ? next : 1);
            setSize(nextSize);
          },
        }}
      />
      <Drawer
        open={open !== undefined}
        size="large"
        title={open === undefined ? '' : t('jobCentre.detail.title', { id: open.jobId })}
        onClose={() => setOpen(undefined)}
        extra={
          open !== undefined && (
            <Button onClick={() => go('work-detail', { jobId: String(open.jobId) })}>
              {t('personalSpace.pages.work-detail')}
            </Button>
          )
        }
      >
        {open !== undefined && <JobDetail jobId={open.jobId} />}
      </Drawer>
    </div>
  );
}
