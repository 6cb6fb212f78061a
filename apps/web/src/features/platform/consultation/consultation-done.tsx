import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The dialog after a successful request (002 §2.6): it offers free registration — free compute, cloud
 * storage, software trials — and leads back to the home page or to registration.
 */
export function ConsultationDone({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  const perks = ['compute', 'storage', 'trials'] as const;
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={520} destroyOnHidden>
      <Result
        status="success"
        title={t('consultation.done.title')}
        subTitle={
          <div data-testid="consult-done">
            <p>{t('consultation.done.text')}</p>
            <ul style={{ display: 'inline-block', textAlign: 'left', margin: 0 }}>
              {perks.map((p) => (
                <li key={p}>{t(`consultation.done.perks.${p}`)}</li>
              ))}
            </ul>
          </div>
        }
        extra={[
          <Button key="home" onClick={() => go('/home')} data-testid="consult-done-home">
            {t('consultation.done.home')}
          </Button>,
          <Button
            key="register"
            type="primary"
            onClick={() => go('/register')}
            data-testid="consult-done-register"
          >
            {t('consultation.done.register')}
          </Button>,
        ]}
      />
    </Modal>
  );
}
