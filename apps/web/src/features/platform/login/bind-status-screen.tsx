import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The status screens return by themselves after this many seconds (002 §2.4, §9). */
export const STATUS_COUNTDOWN_SECONDS = 4;

/** What binding WeChat came to: bound, already bound (the server's status 2000), or the server's refusal. */
export type BindStatus =
  | { readonly kind: 'bound' }
  | { readonly kind: 'already' }
  | { readonly kind: 'failed'; readonly message: string };

interface BindStatusScreenProps {
  readonly status: BindStatus;
  /** The done button, or the end of the countdown: the login goes on (002 §4 steps 4–8). */
  readonly onDone: () => void;
}

/** The screens that follow a WeChat binding (002 §2.4): a done button and a visible 4-second countdown. */
export function BindStatusScreen({ status, onDone }: BindStatusScreenProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(STATUS_COUNTDOWN_SECONDS);
  const done = useRef(false);
  const finish = useRef(onDone);
  useEffect(() => {
    finish.current = onDone;
  }, [onDone]);
  const leave = () => {
    // Once: the button and the countdown may both end the screen.
    if (done.current) return;
    done.current = true;
    finish.current();
  };

  useEffect(() => {
    if (left <= 0) {
      leave();
      return;
    }
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const title =
    status.kind === 'bound'
      ? t('wechat.status.bound')
      : status.kind === 'already'
        ? t('wechat.status.already')
        : t('wechat.status.failed');
  return (
    <Result
      status={status.kind === 'bound' ? 'success' : 'error'}
      title={<span data-testid="bind-status-title">{title}</span>}
      subTitle={
        <>
          {status.kind === 'failed' && <div data-testid="bind-status-message">{status.message}</div>}
          <div data-testid="bind-status-countdown">{t('wechat.status.countdown', { seconds: left })}</div>
        </>
      }
      extra={
        <Button type="primary" onClick={leave} data-testid="bind-status-done">
          {t('wechat.status.done')}
        </Button>
      }
      data-testid={`bind-status-${status.kind}`}
    />
  );
}
