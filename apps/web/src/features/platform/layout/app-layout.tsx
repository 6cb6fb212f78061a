import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ApiFeedback } from './api-feedback';
import { LanguageSwitch } from './language-switch';

const HEADER_STYLE = { background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 24 };
const CONTENT_STYLE = { padding: 24, maxWidth: 960, width: '100%', marginInline: 'auto' };

/** The frame of every page: header with the product name and the language switch. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ApiFeedback />
      <Layout.Header style={HEADER_STYLE}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Link to="/home" data-testid="product-name">
            <Typography.Text strong style={{ fontSize: 18 }}>
              {t('app.name')}
            </Typography.Text>
          </Link>
          <LanguageSwitch />
        </Flex>
      </Layout.Header>
      <Layout.Content style={CONTENT_STYLE}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
