import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { AppLayout } from './app-layout';

/** Routes of this release. The root redirects to /home as the spec says (002 §routes). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
