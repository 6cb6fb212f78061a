import { AD_SAME_TAB, adContentRoute, closeAdRoute, popupAdRoute } from '@topoforge/contract';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import { useState } from 'react';
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

/** The space's pop-up ad the user has not closed yet; closing it is remembered on the server. */
export function PopupAd({ spaceCode }: { spaceCode: string }) {
  const { value } = useAnswer((signal) => get(popupAdRoute, { spaceCode }, signal), [spaceCode]);
  const [closed, setClosed] = useState(false);
  if (!value || closed) return null;
  const close = () => {
    setClosed(true);
    void get(closeAdRoute, { adId: String(value.id) }).catch(() => undefined);
  };
  return (
    <Modal open footer={null} onCancel={close} data-testid={`popup-${spaceCode}`}>
      {value.adRedirectUrl ? (
        <a
          href={value.adRedirectUrl}
          target={value.redirectPageType === AD_SAME_TAB ? '_self' : '_blank'}
          rel="noreferrer"
        >
          {value.adContent}
        </a>
      ) : (
        value.adContent
      )}
    </Modal>
  );
}
