import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BodyView, dayOf } from './body-view';
import { fetchNewsItem } from './content-api';
import { useRemote } from './use-remote';

/** /news-realinfo/detail?id=: one published news item. */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const remote = useRemote(
    (signal) => (/^\d+$/.test(id) ? fetchNewsItem(id, signal) : Promise.reject(new Error('no id'))),
    id,
  );
  return (
    <div>
      <Link to="/news-realinfo/center">{t('site.news.back')}</Link>
      {remote.state === 'loading' && <Spin />}
      {remote.state === 'failed' && <Empty data-testid="news-missing" description={t('site.news.missing')} />}
      {remote.state === 'done' && (
        <article>
          <Typography.Title level={2} data-testid="news-title">
            {remote.data.title}
          </Typography.Title>
          {remote.data.publishedAt !== null && (
            <Typography.Text type="secondary">
              {t('site.news.published', { date: dayOf(remote.data.publishedAt) })}
            </Typography.Text>
          )}
          <BodyView body={remote.data.body} />
        </article>
      )}
    </div>
  );
}
