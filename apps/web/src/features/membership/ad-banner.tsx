import { AD_SAME_TAB, adContentRoute } from '@topoforge/contract';
import Alert from 'antd/es/alert';
import { get } from './calls';
import { useAnswer } from './use-answer';

/** The enabled ads of an ad space (002 §3 ad entity); a link opens in a new tab unless its type is 2. */
export function AdBanner({ spaceCode }: { spaceCode: string }) {
  const { value } = useAnswer((signal) => get(adContentRoute, { spaceCode }, signal), [spaceCode]);
  if (!value || value.length === 0) return null;
  return (
    <div data-testid={`ads-${spaceCode}`} style={{ marginBottom: 16 }}>
      {value.map((ad) => (
        <Alert
          key={ad.id}
          type="info"
          style={{ marginBottom: 8 }}
          message={
            ad.adRedirectUrl ? (
              <a
                href={ad.adRedirectUrl}
                target={ad.redirectPageType === AD_SAME_TAB ? '_self' : '_blank'}
                rel="noreferrer"
              >
                {ad.adContent}
              </a>
            ) : (
              ad.adContent
            )
          }
        />
      ))}
    </div>
  );
}
