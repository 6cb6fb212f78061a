import type { MenuProps } from 'antd/es/menu';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ProductLink } from './site-menu';
import { API_DOCS_PATH, CONSULTATION_PATH, UNIVERSITY_MENU } from './site-menu';

type Items = NonNullable<MenuProps['items']>;

/**
 * The entries of the header's menus, shared by the desktop drop-downs and the phone drawer so both list the
 * same pages.
 */
export function productItems(t: TFunction, products: readonly ProductLink[]): Items {
  const group = (key: ProductLink['group']) =>
    products
      .filter((p) => p.group === key)
      .map((p) => ({ key: p.id, label: <Link to={p.path}>{t(p.labelKey as 'app.name')}</Link> }));
  return [
    { type: 'group', key: 'builders', label: t('site.menu.productsBuilders'), children: group('builders') },
    { type: 'group', key: 'browsers', label: t('site.menu.productsBrowsers'), children: group('browsers') },
  ];
}

export function universityItems(t: TFunction): Items {
  return UNIVERSITY_MENU.map((key) => ({
    key: `university-${key}`,
    label: <Link to={`/hzw-university/${key}`}>{t(`site.universityPages.${key}`)}</Link>,
  }));
}

export function helpItems(t: TFunction): Items {
  return [
    { key: 'help-news', label: <Link to="/news-realinfo/center">{t('site.menu.news')}</Link> },
    { key: 'help-consultation', label: <Link to={CONSULTATION_PATH}>{t('site.menu.consultation')}</Link> },
    {
      key: 'help-api',
      label: (
        <a href={API_DOCS_PATH} target="_blank" rel="noopener noreferrer">
          {t('site.menu.apiDocs')}
        </a>
      ),
    },
  ];
}
