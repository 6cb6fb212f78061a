import Empty from 'antd/es/empty';
import List from 'antd/es/list';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { CONTENT_PAGE_SIZE } from '@topoforge/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dayOf } from './body-view';
import { fetchNews } from './content-api';
import { useRemote } from './use-remote';

/** /news-realinfo/center: published news, newest first, 20 a page (002 §2.1, §9); ?current= is the page. */
export function NewsCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get('current') ?? '1') || 1);
  const remote = useRemote((signal) => fetchNews(current, CONTENT_PAGE_SIZE, signal), String(current));
  return (
    <div>
      <Typography.Title level={2}>{t('site.news.title')}</Typography.Title>
      {remote.state === 'loading' && <Spin />}
      {remote.state === 'done' && remote.data.total === 0 && (
        <Empty data-testid="news-empty" description={t('site.news.empty')} />
      )}
      {remote.state === 'done' && remote.data.total > 0 && (
        <List
          data-testid="news-list"
          dataSource={remote.data.records}
          pagination={{
            current,
            pageSize: CONTENT_PAGE_SIZE,
            total: remote.data.total,
            onChange: (page) => setParams({ current: String(page) }),
          }}
          renderItem={(item) => (
            <List.Item key={item.id}>
              <List.Item.Meta
                title={<Link to={`/news-realinfo/detail?id=${item.id}`}>{item.title}</Link>}
                description={
                  <>
                    {item.publishedAt !== null && (
                      <div>{t('site.news.published', { date: dayOf(item.publishedAt) })}</div>
                    )}
                    {item.summary}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
