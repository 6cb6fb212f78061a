import './app/zod-without-eval';
import 'antd/dist/reset.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { followRootFontSize } from './app/root-font';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
followRootFontSize(window);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
