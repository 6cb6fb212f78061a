import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childPath } from './shard-plan';
import { makeFolder, uploadByShards } from './storage-api';

interface Uploading {
  readonly name: string;
  readonly sent: number;
  readonly total: number;
}

/** Upload (by shards, with a progress bar), new folder and refresh, for the open folder of a space. */
export function StorageToolbar(props: {
  readonly space: string;
  readonly folder: string;
  readonly onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');

  const upload = async (file: File) => {
    setUploading({ name: file.name, sent: 0, total: file.size });
    try {
      await uploadByShards(file, props.space, props.folder, (sent) =>
        setUploading({ name: file.name, sent, total: file.size }),
      );
      message.success(t('storage.uploaded', { name: file.name }));
    } catch {
      // The server's reason (quota, name taken …) was shown by the client's presenter.
    } finally {
      setUploading(null);
      props.onChanged();
    }
  };
  const createFolder = async () => {
    await makeFolder(props.space, childPath(props.folder, name.trim()));
    message.success(t('storage.created', { name: name.trim() }));
    setNaming(false);
    setName('');
    props.onChanged();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button type="primary" disabled={uploading !== null} onClick={() => input.current?.click()}>
          {t('storage.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          data-testid="storage-file-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button onClick={() => setNaming(true)}>{t('storage.newFolder')}</Button>
        <Button onClick={props.onChanged}>{t('storage.refresh')}</Button>
      </Space>
      {uploading && (
        <div data-testid="storage-upload-progress">
          {t('storage.uploading', { name: uploading.name })}
          <Progress
            percent={uploading.total === 0 ? 100 : Math.floor((uploading.sent / uploading.total) * 100)}
          />
        </div>
      )}
      <Modal
        open={naming}
        title={t('storage.newFolder')}
        okText={t('storage.ok')}
        cancelText={t('storage.cancel')}
        okButtonProps={{ disabled: name.trim() === '' }}
        onCancel={() => setNaming(false)}
        onOk={() => createFolder().catch(() => undefined)}
      >
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-label={t('storage.folderName')}
          placeholder={t('storage.folderName')}
        />
      </Modal>
    </Space>
  );
}
