import type { SpaceEntryWire } from '@topoforge/contract';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for an entry's new path in the space (a rename is a move within the same folder). */
export function MoveDialog(props: {
  readonly entry: SpaceEntryWire | null;
  readonly onMove: (entry: SpaceEntryWire, to: string) => Promise<void>;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  // The page keys the dialog by the entry, so each opening starts from the entry's path.
  const [to, setTo] = useState(props.entry?.path ?? '');
  const [busy, setBusy] = useState(false);
  const entry = props.entry;
  return (
    <Modal
      open={entry !== null}
      title={t('storage.moveTitle', { name: entry?.name ?? '' })}
      okText={t('storage.ok')}
      cancelText={t('storage.cancel')}
      confirmLoading={busy}
      onCancel={props.onClose}
      onOk={async () => {
        if (entry === null) return;
        setBusy(true);
        try {
          await props.onMove(entry, to.trim());
          props.onClose();
        } catch {
          // The client's presenter has shown the server's reason; the dialog stays open to correct the path.
        } finally {
          setBusy(false);
        }
      }}
    >
      <label>
        {t('storage.newPath')}
        <Input value={to} onChange={(e) => setTo(e.target.value)} aria-label={t('storage.newPath')} />
      </label>
    </Modal>
  );
}
