import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /login?bindCode=… : an unbound WeChat user logs in to bind, or registers with the same bind code. */
export function WeChatBindPending({ bindCode }: { readonly bindCode: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="wechat-bind-pending"
      message={t('wechat.bindPending')}
      action={
        <Link to={`/register?${new URLSearchParams({ bindCode }).toString()}`}>
          {t('wechat.registerWithWeChat')}
        </Link>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
