import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { AppLayout } from './app-layout';
import { LoginPage } from './login-page';
import { ALL_ATOM_PATH } from './wizard-paths';
import { WIZARD_VARIANTS } from './wizard-variants';

/**
 * Routes of this release. The root redirects to /home, /personal-space/auto-ff to its all-atom page
 * (002 §2). Only builder pages that work are routed: the wizard variants of wizard-variants.ts (all-atom,
 * united-atom, ion-liquid), one shared wizard chunk, so the home page does not load it.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'personal-space/auto-ff', element: <Navigate to={ALL_ATOM_PATH} replace /> },
      ...WIZARD_VARIANTS.map((variant): RouteObject => ({
        path: variant.path.slice(1),
        lazy: async () => {
          const page = await import('../pages/wizard/wizard-page');
          return { Component: page.pageOf(variant.id), loader: page.loader };
        },
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
