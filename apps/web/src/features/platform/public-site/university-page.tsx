import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { BodyView } from './body-view';
import { fetchSitePage } from './content-api';
import { isUniversityKey } from './site-menu';
import { useRemote } from './use-remote';

/** /hzw-university/<key>: the page an administrator filled under that key, or the empty state. */
export function UniversityPage() {
  const { key } = useParams();
  if (!isUniversityKey(key)) return <Navigate to="/hzw-university/home-page" replace />;
  return <FilledPage pageKey={key} />;
}

function FilledPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  const remote = useRemote((signal) => fetchSitePage(pageKey, signal), pageKey);
  const heading = t(`site.universityPages.${pageKey}` as 'site.universityPages.home-page');
  return (
    <div>
      {remote.state === 'loading' && <Spin />}
      {remote.state === 'done' && remote.data === null && (
        <>
          <Typography.Title level={2}>{heading}</Typography.Title>
          <Empty data-testid="page-empty" description={t('site.pages.empty')} />
        </>
      )}
      {remote.state === 'done' && remote.data !== null && (
        <article>
          <Typography.Title level={2} data-testid="page-title">
            {remote.data.title}
          </Typography.Title>
          <BodyView body={remote.data.body} />
        </article>
      )}
    </div>
  );
}
