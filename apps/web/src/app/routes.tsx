import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { builderRoute } from '../features/auto-ff/engine/builder-route';
import { BUILDER_PAGES } from './builder-table';
import { allAtomPage } from '../features/builders/all-atom/page';
import { MODULE_BROWSER_PAGES, moduleBrowserRoutes } from '../features/potentials/pages';
import { HomePage } from '../features/platform/home/home-page';
import { AppLayout } from '../features/platform/layout/app-layout';
import { AdminReferencePage } from '../features/platform/admin-reference/admin-reference-page';
import { AdminPlatformPage } from '../features/membership/admin-platform-page';
import { AdminConsultationsPage } from '../features/platform/consultation/admin-consultations-page';
import { ConsultationPage } from '../features/platform/consultation/consultation-page';
import { ForgotPasswordPage } from '../features/platform/forgot-password/forgot-password-page';
import { LoginPage } from '../features/platform/login/login-page';
import { OAuthLoginRedirect } from '../features/platform/login/oauth-login-route';
import { NotFoundPage } from '../features/platform/not-found/not-found-page';
import { PhoneBindPage } from '../features/platform/phone-bind/phone-bind-page';
import { RegisterPage } from '../features/platform/register/register-page';
import { productLinks } from '../features/platform/public-site/product-links';
import { publicSiteRoutes } from '../features/platform/public-site/site-routes';
import { personalSpaceRoutes } from '../features/personal-space/space-routes';
import { SPACE_PAGE_COMPONENTS } from './space-registry';

/**
 * Routes of this release. The root redirects to /home, /personal-space/auto-ff to its all-atom page
 * (002 §2). Only builder pages that work are routed: those of the builder table (features/builders),
 * each loading the wizard and its steps when opened, so the home page does not load them; and the two
 * module browsers (multi-body: EAM, reactive-force: ReaxFF; 001 §2.7), which are not wizards. Everything
 * under /personal-space sits in its shell (features/personal-space: side menu, every §2.3 route by name).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout products={productLinks(BUILDER_PAGES, MODULE_BROWSER_PAGES)} />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage builders={BUILDER_PAGES} browsers={MODULE_BROWSER_PAGES} /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'oauth-login', element: <OAuthLoginRedirect /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forget-password', element: <ForgotPasswordPage /> },
      { path: 'phone-bind', element: <PhoneBindPage /> },
      { path: 'consultation', element: <ConsultationPage /> },
      personalSpaceRoutes(SPACE_PAGE_COMPONENTS, [
        { path: 'personal-space/admin/consultations', element: <AdminConsultationsPage /> },
        { path: 'personal-space/admin/reference-lists', element: <AdminReferencePage /> },
        { path: 'personal-space/admin/platform', element: <AdminPlatformPage /> },
        { path: 'personal-space/auto-ff', element: <Navigate to={allAtomPage.path} replace /> },
        ...BUILDER_PAGES.map((page) => builderRoute(page, BUILDER_PAGES)),
        ...moduleBrowserRoutes(),
        ...publicSiteRoutes().filter((route) => route.path?.startsWith('personal-space/') === true),
      ]),
      ...publicSiteRoutes().filter((route) => route.path?.startsWith('personal-space/') !== true),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
