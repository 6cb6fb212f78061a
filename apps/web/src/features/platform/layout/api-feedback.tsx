import AntApp from 'antd/es/app';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rememberPath } from '../../../api/auth-storage';
import { setErrorPresenter } from '../../../api/client';

/**
 * Shows failed calls the way the spec's client does (002 §8, 000 §8): the server's error as a toast, the
 * time-out notice as an alert, "network disconnected" as a toast while the browser is offline, a 401 off the public pages → remember the path and go to /login.
 */
export function ApiFeedback() {
  const { message, modal } = AntApp.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(
    () =>
      setErrorPresenter((reaction) => {
        switch (reaction.kind) {
          case 'message':
            void message.error(reaction.text);
            return;
          case 'generic':
            void message.error(t('api.generic'));
            return;
          case 'offline':
            void message.error(t('api.offline'));
            return;
          case 'timeout':
            modal.warning({
              title: t('api.noticeTitle'),
              content: t('api.timeout'),
              okText: t('api.confirm'),
            });
            return;
          case 'login':
            rememberPath(window.location.pathname + window.location.search);
            void navigate('/login');
            return;
          case 'silent':
            return;
        }
      }),
    [message, modal, navigate, t],
  );
  return null;
}
