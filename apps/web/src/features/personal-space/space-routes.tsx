import type { SpacePage } from '@topoforge/contract';
import { AUTO_FF_PAGE, PERSONAL_SPACE, SPACE_PAGES } from '@topoforge/contract';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { NotInstalledPage } from './not-installed-page';
import { RequireLogin } from './require-login';
import { SpaceLayout } from './space-layout';

function NotInstalledRoute({ page }: { readonly page: SpacePage }) {
  const { t } = useTranslation();
  return (
    <NotInstalledPage name={t(`personalSpace.pages.${page.name}` as 'personalSpace.pages.membercenter')} />
  );
}

/** Loads a page's component when the page is first opened (002 §2.3 lazy-loaded page groups). */
export type PageLoader = () => Promise<ComponentType>;

function spaceRoute(page: SpacePage, load: PageLoader | undefined): RouteObject {
  // Made lazy once, when the routes are made: the page's module loads when it is first opened.
  const Page = load === undefined ? undefined : lazy(async () => ({ default: await load() }));
  return {
    path: page.path.slice(1),
    element: <RequireLogin>{Page === undefined ? <NotInstalledRoute page={page} /> : <Page />}</RequireLogin>,
  };
}

/**
 * The personal space inside the root layout: /personal-space → membercenter, every §2.3 page, and the
 * pages that already lived under /personal-space (the builder, the administrators' pages), all in the
 * shell; `components` is app/space-registry.ts. The builder keeps working without a login, as before; the other pages need one.
 */
export function personalSpaceRoutes(
  components: Readonly<Record<string, PageLoader>>,
  inside: readonly RouteObject[],
): RouteObject {
  return {
    element: <SpaceLayout />,
    children: [
      { path: PERSONAL_SPACE.slice(1), element: <Navigate to={`${PERSONAL_SPACE}/membercenter`} replace /> },
      ...SPACE_PAGES.filter((page) => page.path !== AUTO_FF_PAGE).map((page) =>
        spaceRoute(page, components[page.name]),
      ),
      ...inside,
    ],
  };
}
