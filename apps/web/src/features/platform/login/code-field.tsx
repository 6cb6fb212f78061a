import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '../../../api/accounts';
import { codeRules } from './account-rules';
import { CodeButton } from './code-button';

interface CodeFieldProps {
  readonly purpose: CodePurpose;
  readonly target: () => Promise<string | undefined>;
  /** Test ids of the input and its send button. */
  readonly inputId: string;
  readonly buttonId: string;
}

/** The 6-digit code input (form field `code`, required, 002 §5) with its send button beside it. */
export function CodeField({ purpose, target, inputId, buttonId }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('accounts.fields.code')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={codeRules(t)}>
          <Input maxLength={6} autoComplete="one-time-code" data-testid={inputId} />
        </Form.Item>
        <CodeButton purpose={purpose} target={target} testId={buttonId} />
      </Space.Compact>
    </Form.Item>
  );
}
