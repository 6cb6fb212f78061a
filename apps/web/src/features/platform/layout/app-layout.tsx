import Layout from 'antd/es/layout';
import { Outlet, useLocation } from 'react-router';
import { MobilePrompt } from '../mobile-prompt/mobile-prompt';
import { NoticeBanner } from '../public-site/notice-banner';
import { SiteFooter } from '../public-site/site-footer';
import { SiteHeader } from '../public-site/site-header';
import type { ProductLink } from '../public-site/site-menu';
import { ApiFeedback } from './api-feedback';
import { usePageViews } from './use-page-views';

const CONTENT_STYLE = { padding: 24, maxWidth: 960, width: '100%', marginInline: 'auto' };
/** The personal space has its side menu beside the page, so it takes a wider column. */
const SPACE_CONTENT_STYLE = { ...CONTENT_STYLE, maxWidth: 1280 };

/** Pages whose route meta hides the footer (002 §2.2): the personal space, where the tools need the room. */
const hidesFooter = (pathname: string): boolean => pathname.startsWith('/personal-space');

/**
 * The root layout of every page (002 §2.1): header with the top menu, the notice banner, the page, the
 * footer; a page view is tracked after each navigation.
 */
export function AppLayout({ products = [] }: { products?: readonly ProductLink[] }) {
  const { pathname } = useLocation();
  usePageViews();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ApiFeedback />
      <MobilePrompt />
      <SiteHeader products={products} />
      <NoticeBanner />
      <Layout.Content style={hidesFooter(pathname) ? SPACE_CONTENT_STYLE : CONTENT_STYLE}>
        <Outlet />
      </Layout.Content>
      {!hidesFooter(pathname) && <SiteFooter />}
    </Layout>
  );
}
