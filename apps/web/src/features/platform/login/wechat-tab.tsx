import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client';
import { fetchWeChatQrcode } from './wechat-api';
import { rememberDeparture } from './wechat-return';

type QrState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'off' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly url: string };

/**
 * The WeChat tab (002 §2.4): WeChat's own QR page, reached from here; WeChat sends the browser back to
 * /login?loginType=wechat with a code. Without WeChat credentials on the server (its 503) the tab says so.
 */
export function WeChatTab() {
  const { t } = useTranslation();
  const [qr, setQr] = useState<QrState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchWeChatQrcode(controller.signal).then(
      ({ url }) => setQr({ kind: 'ready', url }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        if (e instanceof ApiRequestError && e.status === 503) setQr({ kind: 'off' });
        else setQr({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => controller.abort();
  }, []);

  if (qr.kind === 'loading')
    return (
      <Typography.Paragraph type="secondary" data-testid="wechat-loading">
        <Spin size="small" /> {t('wechat.loading')}
      </Typography.Paragraph>
    );
  if (qr.kind === 'off')
    return (
      <Alert type="warning" showIcon message={t('accounts.wechatDisabled')} data-testid="wechat-disabled" />
    );
  if (qr.kind === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        message={t('wechat.unavailable', { message: qr.message })}
        data-testid="wechat-failed"
      />
    );
  const go = () => {
    rememberDeparture(qr.url, window.location.search);
    window.location.assign(qr.url);
  };
  return (
    <div data-testid="wechat-ready">
      <Typography.Paragraph type="secondary">{t('wechat.scanHint')}</Typography.Paragraph>
      <Button type="primary" block onClick={go} data-testid="wechat-scan">
        {t('wechat.scan')}
      </Button>
    </div>
  );
}
