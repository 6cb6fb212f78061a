import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fetchMiniProgramLink } from './mobile-calls';
import { needsMobilePrompt } from './mobile-rules';

/** Seconds the prompt stays before the page goes to the mini-program (long enough to choose to stay). */
export const MOBILE_REDIRECT_SECONDS = 5;

/**
 * The mini-program prompt (002 §1, §4 "Mobile redirect"), mounted once in the root layout: on a mobile
 * browser outside the mobile pages it asks the server for the link; with a link it shows the prompt and
 * goes there after a visible countdown unless the visitor stays on the web page (for the rest of the
 * visit); without one (null, or no answer) it shows nothing.
 */
export function MobilePrompt() {
  const { pathname, search } = useLocation();
  const [stayed, setStayed] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const wanted = !stayed && needsMobilePrompt(pathname, navigator.userAgent, navigator.maxTouchPoints);
  const known = link !== null;
  useEffect(() => {
    if (!wanted || known) return;
    const controller = new AbortController();
    fetchMiniProgramLink(pathname + search, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setLink(answer);
      },
      () => undefined, // no answer: stay on the web page
    );
    return () => controller.abort();
  }, [wanted, known, pathname, search]);
  if (!wanted || link === null) return null;
  return <PromptDialog link={link} onStay={() => setStayed(true)} />;
}

/** At the top left of the page, where a phone opens it (the visible part when the page is not scrolled). */
const DIALOG_STYLE = { top: 0, margin: 0, paddingBottom: 0 };

/**
 * The phone's visible width: a page wider than the screen widens the layout viewport on mobile browsers,
 * and a dialog as wide as (or centred in) that would sit partly off the screen.
 */
function visibleWidth(): number {
  return Math.min(window.visualViewport?.width ?? window.innerWidth, window.innerWidth);
}

function PromptDialog({ link, onStay }: { link: string; onStay: () => void }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(MOBILE_REDIRECT_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      window.location.assign(link);
      return;
    }
    const timer = window.setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, link]);
  return (
    <Modal
      open
      width={visibleWidth()}
      style={DIALOG_STYLE}
      closable={false}
      mask={{ closable: false }}
      footer={null}
    >
      <Result
        data-testid="mobile-prompt"
        data-seconds={seconds}
        status="info"
        title={t('mobilePrompt.title')}
        subTitle={
          <>
            {t('mobilePrompt.text')}
            <br />
            {seconds > 0 ? t('mobilePrompt.countdown', { seconds }) : t('mobilePrompt.opening')}
          </>
        }
        extra={[
          <Button key="open" type="primary" onClick={() => window.location.assign(link)}>
            {t('mobilePrompt.open')}
          </Button>,
          <Button key="stay" onClick={onStay}>
            {t('mobilePrompt.stay')}
          </Button>,
        ]}
      />
    </Modal>
  );
}
