import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsultationDone } from './consultation-done';
import { ConsultationForm } from './consultation-form';
import type { ConsultationVariant } from './consultation-rules';
import { intentionFrom } from './consultation-values';

export interface ConsultationModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** 'footer' (remarks required) unless a sales page opens the lead form. */
  readonly variant?: ConsultationVariant;
  /** Amount in yuan; default 10000 (002 §3). */
  readonly intention?: number;
}

/**
 * The consultation form as a dialog other pages can open (the footer, sales pages). On success the form
 * closes and the confirmation dialog opens (002 §2.6).
 */
export function ConsultationModal({ open, onClose, variant = 'footer', intention }: ConsultationModalProps) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  return (
    <>
      <Modal
        open={open}
        onCancel={onClose}
        footer={null}
        width={760}
        title={t('consultation.title')}
        destroyOnHidden
      >
        <ConsultationForm
          variant={variant}
          intention={intention ?? intentionFrom(null)}
          onDone={() => {
            onClose();
            setDone(true);
          }}
        />
      </Modal>
      <ConsultationDone open={done} onClose={() => setDone(false)} />
    </>
  );
}
