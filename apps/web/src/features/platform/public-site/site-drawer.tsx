import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Menu from 'antd/es/menu';
import type { MenuProps } from 'antd/es/menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountEntry } from './account-entry';
import { helpItems, productItems, universityItems } from './menu-items';
import type { ProductLink } from './site-menu';

/** Narrower than a 375 px phone, so the page edge stays visible beside the drawer. */
const DRAWER_WIDTH = 300;

/**
 * The header's menus on a phone (002 §1, §2.2 on a narrow screen): a menu button opens a drawer with the
 * top menu (its sub-menus unfold in place), the help/notice menu and the account entry. Choosing a page
 * closes it.
 */
export function SiteDrawer({ products }: { products: readonly ProductLink[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const items: MenuProps['items'] = [
    { key: 'home', label: <Link to="/home">{t('site.menu.home')}</Link> },
    { key: 'products', label: t('site.menu.products'), children: productItems(t, products) },
    { key: 'university', label: t('site.menu.university'), children: universityItems(t) },
    { key: 'news', label: <Link to="/news-realinfo/center">{t('site.menu.news')}</Link> },
    { key: 'help', label: t('site.menu.help'), children: helpItems(t) },
  ];
  return (
    <>
      <Button
        type="text"
        aria-label={t('site.menu.open')}
        aria-expanded={open}
        data-testid="menu-open"
        onClick={() => setOpen(true)}
        style={{ fontSize: 20 }}
      >
        {/* Three bars, the usual sign of a menu; the accessible name comes from aria-label. */}
        <span aria-hidden>☰</span>
      </Button>
      <Drawer
        open={open}
        onClose={close}
        size={DRAWER_WIDTH}
        title={t('site.menu.title')}
        closable={{ 'aria-label': t('site.menu.close') }}
        styles={{ body: { padding: 0 } }}
      >
        <nav aria-label={t('site.menu.title')}>
          <Menu mode="inline" items={items} onClick={close} selectable={false} />
        </nav>
        <div style={{ padding: 16 }} onClick={close}>
          <AccountEntry vertical />
        </div>
      </Drawer>
    </>
  );
}
