import Breadcrumb from 'antd/es/breadcrumb';
import Menu from 'antd/es/menu';
import type { MenuProps } from 'antd/es/menu';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { storedUser } from '../../api/auth-storage';
import { menuTarget, pageOfPath, sectionOfKey, selectedMenuKey, sideMenuFor } from './space-menu';
import { routeMeta } from './space-meta';

const SIDER_WIDTH = 208;

/** The side menu's items: a section with entries opens; a leaf section navigates like an entry. */
function useMenuItems(): MenuProps['items'] {
  const { t } = useTranslation();
  const label = (key: string, name: string, title: string) => {
    const to = menuTarget(key);
    return to === undefined ? (
      title
    ) : (
      <Link to={to} data-testid={`space-menu-${name}`}>
        {title}
      </Link>
    );
  };
  return sideMenuFor(storedUser()?.userLevel).map((entry) =>
    entry.children === undefined
      ? { key: entry.key, label: label(entry.key, entry.key, t(`personalSpace.sections.${entry.key}`)) }
      : {
          key: entry.key,
          label: (
            <span data-testid={`space-menu-${entry.key}`}>{t(`personalSpace.sections.${entry.key}`)}</span>
          ),
          children: entry.children.map((name) => ({
            key: name,
            label: label(name, name, t(`personalSpace.pages.${name}` as 'personalSpace.pages.membercenter')),
          })),
        },
  );
}

/** The trail above a page: the section, the page's parents, the page (002 §2.2 parent breadcrumb). */
function SpaceBreadcrumb({ pathname }: { readonly pathname: string }) {
  const { t } = useTranslation();
  const page = pageOfPath(pathname);
  if (page === undefined) return null;
  const title = (name: string) => t(`personalSpace.pages.${name}` as 'personalSpace.pages.membercenter');
  const parents = routeMeta(page).breadcrumb.map((name) => {
    const to = menuTarget(name);
    return { title: to === undefined ? title(name) : <Link to={to}>{title(name)}</Link> };
  });
  return (
    <Breadcrumb
      data-testid="space-breadcrumb"
      style={{ marginBottom: 16 }}
      items={[
        { title: t(`personalSpace.sections.${page.section}`) },
        ...parents,
        { title: title(page.name) },
      ]}
    />
  );
}

/**
 * The personal-space shell (002 §2.3): the side menu by keys beside the page; the builder and the
 * administrators' pages sit inside it too. Route meta (002 §2.2) is on the frame as data attributes.
 */
export function SpaceLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useMenuItems();
  const selected = selectedMenuKey(pathname);
  const section = selected === undefined ? undefined : sectionOfKey(selected);
  const page = pageOfPath(pathname);
  const meta = page === undefined ? undefined : routeMeta(page);
  return (
    <div
      style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}
      data-testid="personal-space"
      data-top-menu-key={meta?.topMenuKey ?? ''}
    >
      <nav aria-label={t('personalSpace.menuLabel')} style={{ width: SIDER_WIDTH, flex: 'none' }}>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selected === undefined ? [] : [selected]}
          defaultOpenKeys={section === undefined ? [] : [section]}
          key={section ?? 'none'}
        />
      </nav>
      <main style={{ flex: 1, minWidth: 0 }}>
        <SpaceBreadcrumb pathname={pathname} />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
