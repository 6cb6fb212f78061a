import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { BindPhoneForm } from './bind-phone-form';

/** 002 §9: the bind dialog is 740 px wide. */
export const BIND_MODAL_WIDTH = 740;

interface BindPhoneModalProps {
  readonly open: boolean;
  readonly onBound: () => void;
  /** "Not now": the user keeps the login without a phone. */
  readonly onSkip: () => void;
}

/** Shown after a password login on an account without a phone (002 §2.4, §4). */
export function BindPhoneModal({ open, onBound, onSkip }: BindPhoneModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={BIND_MODAL_WIDTH}
      title={t('accounts.bindTitle')}
      footer={null}
      onCancel={onSkip}
      maskClosable={false}
      destroyOnHidden
      rootClassName="bind-phone-modal"
    >
      <div data-testid="bind-phone-modal">
        <Typography.Paragraph type="secondary">{t('accounts.bindHint')}</Typography.Paragraph>
        <BindPhoneForm
          onBound={onBound}
          extra={
            <Button onClick={onSkip} data-testid="bind-skip">
              {t('accounts.buttons.skip')}
            </Button>
          }
        />
      </div>
    </Modal>
  );
}
