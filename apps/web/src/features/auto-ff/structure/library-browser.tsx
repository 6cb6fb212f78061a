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
  const [folders, setFolders] = useState<readonly string[]>([]);
  const path = folders.join('/');
  const listing = useLibraryListing(path);
  const { selected, setSelected, select } = useLibrarySelection(path);
  /** Into a folder: a double-click also clears the selection, Enter keeps it. */
  const enter = (name: string, clearSelection: boolean) => {
    setFolders([...folders, name]);
    if (clearSelection) setSelected(null);
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
        <div role="listbox" aria-label={t('library.title')} style={LIST_STYLE}>
          {!loading && entries.length === 0 && (
            <Empty description={t('library.noData')} data-testid="library-empty" />
          )}
          {entries.map((entry) => (
            <LibraryItem
              key={`${entry.type}:${entry.name}`}
              entry={entry}
              selected={entry.type === 'file' && selected === entry.name}
              onSelect={(name) => void select(name)}
              onEnter={enter}
            />
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

const LIST_STYLE = {
  maxHeight: 320,
  overflowY: 'auto',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  minHeight: 80,
} as const;

/** The entries of one library folder, asked for whenever the path changes; a failure lists none. */
function useLibraryListing(path: string): Listing | null {
  const [listing, setListing] = useState<Listing | null>(null);
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
  return listing;
}

/**
 * The library file chosen: read under the builder's upload flow, checked like an upload, then stored as
 * the file to convert; a refused or unreadable file is not kept.
 */
function useLibrarySelection(path: string) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [selected, setSelected] = useState<string | null>(null);
  const update = useWizardStore((s) => s.update);
  const uploadFlow = useUploadFlow();

  const select = async (name: string): Promise<void> => {
    setSelected(name);
    let text: string;
    try {
      text = await readLibraryFile(path, name, uploadFlow);
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
  return { selected, setSelected, select };
}

/** One folder or file of the listing: a click selects a file, a double-click or Enter opens a folder. */
function LibraryItem({
  entry,
  selected,
  onSelect,
  onEnter,
}: {
  entry: LibraryEntry;
  selected: boolean;
  onSelect: (name: string) => void;
  onEnter: (name: string, clearSelection: boolean) => void;
}) {
  const folder = entry.type === 'folder';
  return (
    <div
      role="option"
      aria-selected={selected}
      tabIndex={0}
      data-testid={folder ? 'library-folder' : 'library-file'}
      data-name={entry.name}
      style={{
        padding: '4px 12px',
        cursor: 'pointer',
        userSelect: 'none',
        background: selected ? '#e6f4ff' : undefined,
      }}
      onClick={() => {
        if (!folder) onSelect(entry.name);
      }}
      onDoubleClick={() => {
        if (folder) onEnter(entry.name, true);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        if (folder) onEnter(entry.name, false);
        else onSelect(entry.name);
      }}
    >
      {folder ? <Typography.Text strong>{entry.name}/</Typography.Text> : entry.name}
    </div>
  );
}
