import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '../layout/language-switch';
import { AccountEntry } from './account-entry';
import { helpItems, productItems, universityItems } from './menu-items';
import { SiteDrawer } from './site-drawer';
import type { ProductLink } from './site-menu';
import { PRODUCT_MENU_DELAY_S } from './site-menu';

const HEADER_STYLE = { background: '#fff', borderBottom: '1px solid #f0f0f0', height: 64 };

/**
 * Header of the public site (002 §1, §2.2): product name, top menu, help/notice menu, account, language.
 * Below Ant Design's xl breakpoint (1200 px: phones, tablets, small laptops) the menus and the account
 * entry move into a drawer behind a menu button, so the header fits down to a 375 px phone; the full row
 * needs about 1100 px in English. Before the first measure the breakpoints are unknown and the wide
 * header is drawn.
 */
export function SiteHeader({ products }: { products: readonly ProductLink[] }) {
  const narrow = Grid.useBreakpoint().xl === false;
  return (
    <header
      style={{ ...HEADER_STYLE, paddingInline: narrow ? 16 : 24 }}
      data-layout={narrow ? 'narrow' : 'wide'}
    >
      <Flex align="center" justify="space-between" style={{ height: '100%' }} gap="middle">
        <Flex align="center" gap="large">
          <ProductName />
          {!narrow && <TopMenu products={products} />}
        </Flex>
        {narrow ? (
          <Flex align="center" gap="small">
            <LanguageSwitch />
            <SiteDrawer products={products} />
          </Flex>
        ) : (
          <Flex align="center" gap="middle">
            <HelpMenu />
            <AccountEntry />
            <LanguageSwitch />
          </Flex>
        )}
      </Flex>
    </header>
  );
}

function ProductName() {
  const { t } = useTranslation();
  return (
    <Link to="/home" data-testid="product-name">
      <Typography.Text strong style={{ fontSize: 18, whiteSpace: 'nowrap' }}>
        {t('app.name')}
      </Typography.Text>
    </Link>
  );
}

function TopMenu({ products }: { products: readonly ProductLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('site.menu.home')}>
      <Flex align="center" gap="small">
        <TopLink to="/home" label={t('site.menu.home')} testId="menu-home" />
        <ProductMenu products={products} />
        <UniversityMenu />
        <TopLink to="/news-realinfo/center" label={t('site.menu.news')} testId="menu-news" />
      </Flex>
    </nav>
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
  return (
    <Dropdown
      menu={{ items: productItems(t, products) }}
      trigger={['hover']}
      mouseEnterDelay={PRODUCT_MENU_DELAY_S}
    >
      <Button type="text" data-testid="menu-products">
        {t('site.menu.products')}
      </Button>
    </Dropdown>
  );
}

function UniversityMenu() {
  const { t } = useTranslation();
  return (
    <Dropdown menu={{ items: universityItems(t) }} trigger={['hover']}>
      <Link to="/hzw-university/home-page" data-testid="menu-university">
        <Button type="text">{t('site.menu.university')}</Button>
      </Link>
    </Dropdown>
  );
}

function HelpMenu() {
  const { t } = useTranslation();
  return (
    <Dropdown menu={{ items: helpItems(t) }} trigger={['hover']}>
      <Button type="text" data-testid="menu-help">
        {t('site.menu.help')}
      </Button>
    </Dropdown>
  );
}
