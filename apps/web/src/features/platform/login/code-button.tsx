import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '../../../api/accounts';
import { sendCode } from '../../../api/accounts';

/** 002 §9: the send button counts down 60 s before it may send again. */
export const RESEND_SECONDS = 60;

interface CodeButtonProps {
  readonly purpose: CodePurpose;
  /**
   * Validates the fields the code goes to and answers the phone or e-mail, or undefined to send nothing
   * (a check failed and the form shows why).
   */
  readonly target: () => Promise<string | undefined>;
  readonly testId?: string;
}

/**
 * "Get code" (002 §4 SMS send button): sends the code, shows the server's message, then stays disabled and
 * counts down from the server's resend wait (60 s) before it reads "get" again.
 */
export function CodeButton({ purpose, target, testId = 'send-code' }: CodeButtonProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const to = await target();
    if (to === undefined) return;
    setSending(true);
    try {
      const sent = await sendCode(to, purpose);
      void message.success(sent.message);
      setLeft(Math.max(sent.resendSeconds, RESEND_SECONDS));
    } catch {
      // The shell's presenter showed the server's reason (e.g. 429 with the wait).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button data-testid={testId} disabled={left > 0} loading={sending} onClick={() => void send()}>
      {left > 0 ? t('accounts.buttons.resend', { seconds: left }) : t('accounts.buttons.getCode')}
    </Button>
  );
}
