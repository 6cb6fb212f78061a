import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { AdminNewsPage } from './admin-news-page';
import { AdminNoticesPage } from './admin-notices-page';
import { AdminPagesPage } from './admin-pages-page';
import { NewsCenterPage } from './news-center-page';
import { NewsDetailPage } from './news-detail-page';
import { UniversityPage } from './university-page';

/** The public site's pages (002 §2.1): news center and detail, the university pages by key; content admin. */
export function publicSiteRoutes(): RouteObject[] {
  return [
    { path: 'news-realinfo', element: <Navigate to="/news-realinfo/center" replace /> },
    { path: 'news-realinfo/center', element: <NewsCenterPage /> },
    { path: 'news-realinfo/detail', element: <NewsDetailPage /> },
    { path: 'hzw-university', element: <Navigate to="/hzw-university/home-page" replace /> },
    { path: 'hzw-university/:key', element: <UniversityPage /> },
    { path: 'personal-space/admin/news', element: <AdminNewsPage /> },
    { path: 'personal-space/admin/notices', element: <AdminNoticesPage /> },
    { path: 'personal-space/admin/pages', element: <AdminPagesPage /> },
  ];
}
