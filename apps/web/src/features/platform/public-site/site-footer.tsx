import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_DOCS_PATH, CONSULTATION_PATH } from './site-menu';

const FOOTER_STYLE = { background: '#001529', color: 'rgba(255,255,255,0.75)', padding: '32px 24px' };
const LINK_STYLE = { color: 'rgba(255,255,255,0.85)' };

/**
 * Footer (002 §1): links, the contact block and the consultation entry. The contact block gives the
 * consultation hours only: this installation has no configured phone number to show, and none is invented.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer style={FOOTER_STYLE} data-testid="site-footer">
      <Flex wrap gap={48} style={{ maxWidth: 1200, marginInline: 'auto' }}>
        <Flex vertical gap="small">
          <Typography.Text strong style={{ color: '#fff' }}>
            {t('site.footer.links')}
          </Typography.Text>
          <Link style={LINK_STYLE} to="/home">
            {t('site.menu.home')}
          </Link>
          <Link style={LINK_STYLE} to="/news-realinfo/center">
            {t('site.menu.news')}
          </Link>
          <Link style={LINK_STYLE} to="/hzw-university/home-page">
            {t('site.menu.university')}
          </Link>
          <a style={LINK_STYLE} href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer">
            {t('site.menu.apiDocs')}
          </a>
        </Flex>
        <Flex vertical gap="small">
          <Typography.Text strong style={{ color: '#fff' }}>
            {t('site.footer.contact')}
          </Typography.Text>
          <span data-testid="footer-hours">{t('site.footer.hours')}</span>
          <Link style={LINK_STYLE} to={CONSULTATION_PATH} data-testid="footer-consultation">
            {t('site.footer.consultation')}
          </Link>
        </Flex>
      </Flex>
      <div style={{ textAlign: 'center', marginTop: 24, fontSize: 12 }}>{t('site.footer.rights')}</div>
    </footer>
  );
}
