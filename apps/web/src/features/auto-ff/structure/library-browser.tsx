import type { LibraryEntry } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLibrary, readLibraryFile } from '../../../api/builder';
import { useWizardStore } from '../store/wizard-store';
import { useUploadFlow } from '../engine/builder-context';
import { checkUpload, utf8Bytes } from '../upload/upload-check';
import { uploadProblemText } from './use-upload-message';

interface Listing {
  readonly path: string;
  readonly entries: readonly LibraryEntry[];
}

/**
 * The server's molecule library (000 §2): double-click enters a folder, a click selects a file (read and
 * checked like an upload), back-to-parent only inside a folder, a no-data text when a folder is empty.
 */
export function LibraryBrowser() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [folders, setFolders] = useState<readonly string[]>([]);
  const [listing, setListing] = useState<Listing | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const update = useWizardStore((s) => s.update);
  const uploadFlow = useUploadFlow();
  const path = folders.join('/');

  useEffect(() => {
    const controller = new AbortController();
    listLibrary(path, controller.signal).then(
      (entries) => setListing({ path, entries }),
      // The client already showed what the user needs to know (000 §8: list failures are only logged).
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('library listing failed', error);
          setListing({ path, entries: [] });
        }
      },
    );
    return () => controller.abort();
  }, [path]);

  const select = async (name: string): Promise<void> => {
    setSelected(name);
    let text: string;
    try {
      text = await readLibraryFile(path, name);
    } catch (error) {
      console.warn('library file failed', error);
      setSelected(null);
      return;
    }
    const verdict = checkUpload(uploadFlow, name, utf8Bytes(text), text);
    if (!verdict.ok) {
      void message.error(uploadProblemText(t, verdict.problem));
      setSelected(null);
      return;
    }
    update({ originalFileName: name, originalFileContent: text });
  };

  const loading = listing?.path !== path;
  const entries = listing?.entries ?? [];
  return (
    <Flex vertical gap="small" data-testid="library-browser" data-path={path}>
      <Flex align="center" gap="middle">
        <Typography.Text strong>{t('library.title')}</Typography.Text>
        <Typography.Text type="secondary" data-testid="library-path">
          /{path}
        </Typography.Text>
        {folders.length > 0 && (
          <Button
            size="small"
            onClick={() => {
              setFolders(folders.slice(0, -1));
              setSelected(null);
            }}
            data-testid="library-back"
          >
            {t('library.back')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{t('library.hint')}</Typography.Text>
      <Spin spinning={loading}>
        <div
          role="listbox"
          aria-label={t('library.title')}
          style={{
            maxHeight: 320,
            overflowY: 'auto',
            border: '1px solid #f0f0f0',
            borderRadius: 8,
            minHeight: 80,
          }}
        >
          {!loading && entries.length === 0 && (
            <Empty description={t('library.noData')} data-testid="library-empty" />
          )}
          {entries.map((entry) => (
            <div
              key={`${entry.type}:${entry.name}`}
              role="option"
              aria-selected={entry.type === 'file' && selected === entry.name}
              tabIndex={0}
              data-testid={entry.type === 'folder' ? 'library-folder' : 'library-file'}
              data-name={entry.name}
              style={{
                padding: '4px 12px',
                cursor: 'pointer',
                userSelect: 'none',
                background: entry.type === 'file' && selected === entry.name ? '#e6f4ff' : undefined,
              }}
              onClick={() => {
                if (entry.type === 'file') void select(entry.name);
              }}
              onDoubleClick={() => {
                if (entry.type === 'folder') {
                  setFolders([...folders, entry.name]);
                  setSelected(null);
                }
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                if (entry.type === 'folder') setFolders([...folders, entry.name]);
                else void select(entry.name);
              }}
            >
              {entry.type === 'folder' ? <Typography.Text strong>{entry.name}/</Typography.Text> : entry.name}
            </div>
          ))}
        </div>
      </Spin>
      {selected !== null && (
        <Typography.Text data-testid="library-selected">
          {t('library.selected', { name: selected })}
        </Typography.Text>
      )}
    </Flex>
  );
}
