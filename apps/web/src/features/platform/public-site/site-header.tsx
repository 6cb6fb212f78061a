import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { MenuProps } from 'antd/es/menu';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '../layout/language-switch';
import { AccountEntry } from './account-entry';
import type { ProductLink } from './site-menu';
import { API_DOCS_PATH, CONSULTATION_PATH, PRODUCT_MENU_DELAY_S, UNIVERSITY_MENU } from './site-menu';

const HEADER_STYLE = { background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 24, height: 64 };

/** Header of the public site (002 §1, §2.2): product name, top menu, help/notice menu, account, language. */
export function SiteHeader({ products }: { products: readonly ProductLink[] }) {
  const { t } = useTranslation();
  return (
    <header style={HEADER_STYLE}>
      <Flex align="center" justify="space-between" style={{ height: '100%' }} gap="middle">
        <Flex align="center" gap="large">
          <Link to="/home" data-testid="product-name">
            <Typography.Text strong style={{ fontSize: 18 }}>
              {t('app.name')}
            </Typography.Text>
          </Link>
          <nav aria-label={t('site.menu.home')}>
            <Flex align="center" gap="small">
              <TopLink to="/home" label={t('site.menu.home')} testId="menu-home" />
              <ProductMenu products={products} />
              <UniversityMenu />
              <TopLink to="/news-realinfo/center" label={t('site.menu.news')} testId="menu-news" />
            </Flex>
          </nav>
        </Flex>
        <Flex align="center" gap="middle">
          <HelpMenu />
          <AccountEntry />
          <LanguageSwitch />
        </Flex>
      </Flex>
    </header>
  );
}

function TopLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <NavLink to={to} data-testid={testId}>
      {({ isActive }) => <Button type={isActive ? 'link' : 'text'}>{label}</Button>}
    </NavLink>
  );
}

/** Opens on hover after the short delay (002 §1); lists the builders and potential libraries there are. */
function ProductMenu({ products }: { products: readonly ProductLink[] }) {
  const { t } = useTranslation();
  const group = (key: ProductLink['group']) =>
    products
      .filter((p) => p.group === key)
      .map((p) => ({ key: p.id, label: <Link to={p.path}>{t(p.labelKey as 'app.name')}</Link> }));
  const items: MenuProps['items'] = [
    { type: 'group', key: 'builders', label: t('site.menu.productsBuilders'), children: group('builders') },
    { type: 'group', key: 'browsers', label: t('site.menu.productsBrowsers'), children: group('browsers') },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['hover']} mouseEnterDelay={PRODUCT_MENU_DELAY_S}>
      <Button type="text" data-testid="menu-products">
        {t('site.menu.products')}
      </Button>
    </Dropdown>
  );
}

function UniversityMenu() {
  const { t } = useTranslation();
  const items: MenuProps['items'] = UNIVERSITY_MENU.map((key) => ({
    key,
    label: <Link to={`/hzw-university/${key}`}>{t(`site.universityPages.${key}`)}</Link>,
  }));
  return (
    <Dropdown menu={{ items }} trigger={['hover']}>
      <Link to="/hzw-university/home-page" data-testid="menu-university">
        <Button type="text">{t('site.menu.university')}</Button>
      </Link>
    </Dropdown>
  );
}

function HelpMenu() {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    { key: 'news', label: <Link to="/news-realinfo/center">{t('site.menu.news')}</Link> },
    { key: 'consultation', label: <Link to={CONSULTATION_PATH}>{t('site.menu.consultation')}</Link> },
    {
      key: 'api',
      label: (
        <a href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer">
          {t('site.menu.apiDocs')}
        </a>
      ),
    },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['hover']}>
      <Button type="text" data-testid="menu-help">
        {t('site.menu.help')}
      </Button>
    </Dropdown>
  );
}
