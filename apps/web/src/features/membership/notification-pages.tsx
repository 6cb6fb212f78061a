import type { Reminder } from '@topoforge/contract';
import {
  consoleWarningRoute,
  noticeListRoute,
  reminderListRoute,
  reminderReadRoute,
  spacePath,
} from '@topoforge/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { get, post } from './calls';
import { useAnswer } from './use-answer';

/** 002 §2.3 website-notice: the site's published notices (the content service's), each with a detail page. */
export function WebsiteNoticePage() {
  const { t } = useTranslation();
  const { value } = useAnswer((signal) => get(noticeListRoute, undefined, signal));
  return (
    <Card title={t('membership.notices.website')} loading={value === undefined}>
      <List
        dataSource={value ?? []}
        locale={{ emptyText: <Empty description={t('membership.notices.none')} /> }}
        renderItem={(n) => (
          <List.Item>
            <Link to={spacePath('notice-detail', { id: String(n.id) }) ?? '#'}>{n.title}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** 002 §2.3 notice-detail: one published notice by id. */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { value } = useAnswer((signal) => get(noticeListRoute, undefined, signal));
  const notice = value?.find((n) => String(n.id) === params.get('id'));
  if (value !== undefined && !notice) return <Empty description={t('membership.notices.none')} />;
  return (
    <Card title={notice?.title} loading={value === undefined}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{notice?.text}</Typography.Paragraph>
      {notice?.link ? <a href={notice.link}>{notice.link}</a> : null}
    </Card>
  );
}

/** 002 §2.3 remind-event: the caller's reminders (getFdcEventPageList), unread first marked. */
export function RemindEventPage() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const { value, reload } = useAnswer(
    (signal) => get(reminderListRoute, { current: String(current), size: '20' }, signal),
    [current],
  );
  const read = (id?: number) =>
    post(reminderReadRoute, id === undefined ? {} : { id }).then(reload, () => undefined);
  return (
    <Card
      title={t('membership.notices.remind', { count: value?.unread ?? 0 })}
      extra={<Button onClick={() => void read()}>{t('membership.notices.readAll')}</Button>}
      data-testid="remind-event"
    >
      <List<Reminder>
        loading={value === undefined}
        dataSource={value?.records ?? []}
        pagination={{ current, pageSize: 20, total: value?.total ?? 0, onChange: setCurrent }}
        locale={{ emptyText: <Empty description={t('membership.notices.none')} /> }}
        renderItem={(r) => (
          <List.Item
            actions={
              r.read
                ? []
                : [
                    <a key="read" onClick={() => void read(r.id)}>
                      {t('membership.notices.markRead')}
                    </a>,
                  ]
            }
          >
            <List.Item.Meta
              title={<span style={{ fontWeight: r.read ? 'normal' : 'bold' }}>{r.title}</span>}
              description={`${new Date(r.createdAt).toLocaleString()} · ${r.text}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** 002 §2.3 warning-info: the caller's warnings now, under their alert settings. */
export function WarningInfoPage() {
  const { t, i18n } = useTranslation();
  const { value } = useAnswer((signal) => get(consoleWarningRoute, undefined, signal), [i18n.language]);
  return (
    <Card title={t('membership.notices.warnings')} loading={value === undefined} data-testid="warning-info">
      {value?.length === 0 ? <Empty description={t('membership.notices.noWarnings')} /> : null}
      {value?.map((w) => (
        <Alert key={w.code} type="warning" showIcon message={w.message} style={{ marginBottom: 8 }} />
      ))}
      <Link to={spacePath('alert-setting') ?? '#'}>{t('membership.alerts.title')}</Link>
    </Card>
  );
}
