import Card from 'antd/es/card';
import type { ReactNode } from 'react';

interface AccountCardProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** The registration form is wider than the login box. */
  readonly width?: number;
  readonly testId?: string;
}

/** The centred card the login, registration, forgotten-password and phone-binding pages sit in. */
export function AccountCard({ title, children, width = 460, testId }: AccountCardProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '32px 16px' }}>
      <Card title={title} style={{ width: '100%', maxWidth: width }} data-testid={testId}>
        {children}
      </Card>
    </div>
  );
}
