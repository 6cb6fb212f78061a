import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { AppLayout } from './app-layout';
import { LoginPage } from './login-page';
import { ALL_ATOM_PATH } from './wizard-paths';

/**
 * Routes of this release. The root redirects to /home, /personal-space/auto-ff to its all-atom page
 * (002 §2). Only builder pages that work are routed: united-atom and ion-liquid arrive with their issues.
 * The wizard is its own chunk, so the home page does not load it.
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
      {
        path: 'personal-space/auto-ff/all-atom',
        lazy: async () => {
          const page = await import('../pages/wizard/all-atom-page');
          return { Component: page.AllAtomPage, loader: page.loader };
        },
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
