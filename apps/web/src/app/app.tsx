import AntApp from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { currentLanguage } from '../i18n/i18n';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/**
 * Ant Design follows the interface language, so its own texts (empty states, pagers) match ours; its App
 * gives toasts and dialogs that follow the theme and locale (api-feedback, the wizard).
 */
export function App() {
  useTranslation(); // re-render on language change
  return (
    <ConfigProvider locale={currentLanguage() === 'zh' ? zhCN : enUS}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}
