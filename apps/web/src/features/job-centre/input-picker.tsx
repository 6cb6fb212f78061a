import type { SpaceEntryWire } from '@topoforge/contract';
import { formatBytes } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Upload from 'antd/es/upload';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPersonal, uploadToPersonal } from './storage-calls';

const parentOf = (folder: string): string => folder.replace(/\/[^/]+\/?$/, '') || '/';

/** A folder browser over the personal space: open folders, choose a file. */
function FolderBrowser({ onChoose }: { readonly onChoose: (path: string) => void }) {
  const { t } = useTranslation();
  const [folder, setFolder] = useState('/');
  const [entries, setEntries] = useState<SpaceEntryWire[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    listPersonal(folder, abort.signal).then(
      (listing) => setEntries(listing.entries),
      () => setEntries([]),
    );
    return () => abort.abort();
  }, [folder]);
  return (
    <>
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" disabled={folder === '/'} onClick={() => setFolder(parentOf(folder))}>
          {t('jobCentre.submit.folderUp')}
        </Button>
        <code>{folder}</code>
      </Space>
      <Table<SpaceEntryWire>
        size="small"
        rowKey="path"
        pagination={false}
        dataSource={entries}
        data-testid="input-browser"
        columns={[
          {
            key: 'name',
            title: t('jobCentre.detail.path'),
            render: (_, entry) =>
              entry.kind === 'folder' ? (
                <Button type="link" size="small" onClick={() => setFolder(entry.path)}>
                  {entry.name}/
                </Button>
              ) : (
                <Button type="link" size="small" onClick={() => onChoose(entry.path)}>
                  {entry.name}
                </Button>
              ),
          },
          {
            key: 'size',
            title: t('jobCentre.detail.size'),
            render: (_, entry) => (entry.kind === 'file' ? formatBytes(entry.size) : ''),
          },
        ]}
      />
    </>
  );
}

/**
 * The input of a job (002 §2.3 submit-job): a file of the personal space, chosen in a folder browser or
 * uploaded first (the single-file upload of cloud storage). `onChange` gets the file's path in the space.
 */
export function InputPicker({ onChange }: { readonly onChange: (path: string) => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [open, setOpen] = useState(false);
  return (
    <Space>
      <Button onClick={() => setOpen(true)} data-testid="input-pick">
        {t('jobCentre.submit.pick')}
      </Button>
      <Upload
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) => {
          uploadToPersonal(file as File).then(
            (stored) => {
              onChange(stored.entry.path);
              void message.success(t('jobCentre.submit.uploaded', { name: stored.entry.name }));
              onSuccess?.(stored);
            },
            (e: unknown) => {
              void message.error(e instanceof Error ? e.message : String(e));
              onError?.(e instanceof Error ? e : new Error(String(e)));
            },
          );
        }}
      >
        <Button data-testid="input-upload">{t('jobCentre.submit.upload')}</Button>
      </Upload>
      <Modal
        open={open}
        title={t('jobCentre.submit.pick')}
        footer={null}
        onCancel={() => setOpen(false)}
        width={640}
      >
        {open && (
          <FolderBrowser
            onChoose={(path) => {
              onChange(path);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </Space>
  );
}
