import type { UploadFlow } from '@topoforge/chem';
import type { LibraryEntry } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLibrary, readLibraryFile } from '../../../api/builder';
import { useWizardStore } from '../store/wizard-store';
import { useUploadFlow } from '../engine/builder-context';
import { checkUpload, utf8Bytes } from '../upload/upload-check';
import type { LibraryMolecule } from './library-entries';
import { filterLibrary, groupLibraryEntries } from './library-entries';
import { LibraryPreview } from './library-preview';
import { uploadProblemText } from './use-upload-message';

/**
 * Where a library browser reads from: the molecule library, or a crystal library (minerals,
 * frameworks), whose name is shown above the list; the functions must be stable (module constants).
 */
export interface LibrarySource {
  readonly id: 'molecules' | 'minerals' | 'frameworks';
  readonly list: (path: string, signal?: AbortSignal) => Promise<LibraryEntry[]>;
  readonly read: (path: string, name: string, flow: UploadFlow) => Promise<string>;
}

/** The server's molecule library (000 §2), read under the builder's upload flow. */
export const MOLECULE_LIBRARY: LibrarySource = {
  id: 'molecules',
  list: listLibrary,
  read: readLibraryFile,
};

interface Listing {
  readonly path: string;
  readonly entries: readonly LibraryEntry[];
}

/** The molecule chosen: its name, the format picked for it, and the file text once read. */
interface Selection {
  readonly name: string;
  readonly format: string;
  readonly text?: string;
}

const fileOf = (s: Pick<Selection, 'name' | 'format'>): string => `${s.name}.${s.format}`;

/**
 * The server's molecule library (000 §2): double-click enters a folder, a click selects a molecule (read
 * and checked like an upload), back-to-parent only inside a folder, a no-data text when a folder is
 * empty. Each molecule is listed once with its formats as a choice, a search box filters the folder, and
 * the chosen molecule is previewed (issue 16.6).
 */
export function LibraryBrowser({ source = MOLECULE_LIBRARY }: { source?: LibrarySource }) {
  const { t } = useTranslation();
  const [folders, setFolders] = useState<readonly string[]>([]);
  const [query, setQuery] = useState('');
  const path = folders.join('/');
  const listing = useLibraryListing(source, path);
  const { selected, setSelected, select } = useLibrarySelection(source, path);
  const title = t(source.id === 'molecules' ? 'library.title' : `library.${source.id}`);
  const view = useMemo(() => groupLibraryEntries(listing?.entries ?? []), [listing]);
  const shown = filterLibrary(view, query);
  /** Into a folder: a double-click also clears the selection, Enter keeps it. */
  const enter = (name: string, clearSelection: boolean) => {
    setFolders([...folders, name]);
    setQuery('');
    if (clearSelection) setSelected(null);
  };

  const loading = listing?.path !== path;
  const empty = shown.folders.length === 0 && shown.molecules.length === 0;
  return (
    <Flex vertical gap="small" data-testid="library-browser" data-library={source.id} data-path={path}>
      <Flex align="center" gap="middle" wrap>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary" data-testid="library-path">
          /{path}
        </Typography.Text>
        {folders.length > 0 && (
          <Button
            size="small"
            onClick={() => {
              setFolders(folders.slice(0, -1));
              setQuery('');
              setSelected(null);
            }}
            data-testid="library-back"
          >
            {t('library.back')}
          </Button>
        )}
        <Input.Search
          allowClear
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('library.search')}
          aria-label={t('library.search')}
          data-testid="library-search"
          style={{ maxWidth: 280 }}
        />
      </Flex>
      <Typography.Text type="secondary">
        {t(source.id === 'molecules' ? 'library.hint' : 'library.crystalHint')}
      </Typography.Text>
      <Flex gap="middle" align="start" wrap>
        <Spin spinning={loading} wrapperClassName="library-list">
          <div role="listbox" aria-label={title} style={LIST_STYLE}>
            {!loading && empty && <Empty description={t('library.noData')} data-testid="library-empty" />}
            {shown.folders.map((name) => (
              <FolderItem key={`folder:${name}`} name={name} onEnter={enter} />
            ))}
            {shown.molecules.map((molecule) => (
              <MoleculeItem
                key={`molecule:${molecule.name}`}
                molecule={molecule}
                selected={selected?.name === molecule.name ? selected : null}
                onSelect={(format) => void select(molecule.name, format)}
              />
            ))}
          </div>
        </Spin>
        {selected?.text !== undefined && <LibraryPreview name={fileOf(selected)} text={selected.text} />}
      </Flex>
      {selected !== null && (
        <Typography.Text data-testid="library-selected">
          {t('library.selected', { name: fileOf(selected) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

const LIST_STYLE = {
  maxHeight: 320,
  minWidth: 360,
  overflowY: 'auto',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  minHeight: 80,
} as const;

const ITEM_STYLE = { padding: '4px 12px', cursor: 'pointer', userSelect: 'none' } as const;

/** The entries of one library folder, asked for whenever the path changes; a failure lists none. */
function useLibraryListing(source: LibrarySource, path: string): Listing | null {
  const [listing, setListing] = useState<Listing | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    source.list(path, controller.signal).then(
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
  }, [source, path]);
  return listing;
}

/**
 * The library molecule chosen, in the format picked: read under the builder's upload flow, checked like
 * an upload, then stored as the file to convert; a refused or unreadable file is not kept.
 */
function useLibrarySelection(source: LibrarySource, path: string) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [selected, setSelected] = useState<Selection | null>(null);
  const update = useWizardStore((s) => s.update);
  const uploadFlow = useUploadFlow();

  const select = async (name: string, format: string): Promise<void> => {
    const file = fileOf({ name, format });
    setSelected({ name, format });
    let text: string;
    try {
      text = await source.read(path, file, uploadFlow);
    } catch (error) {
      console.warn('library file failed', error);
      setSelected(null);
      return;
    }
    const verdict = checkUpload(uploadFlow, file, utf8Bytes(text), text);
    if (!verdict.ok) {
      void message.error(uploadProblemText(t, verdict.problem));
      setSelected(null);
      return;
    }
    setSelected({ name, format, text });
    update({ originalFileName: file, originalFileContent: text });
  };
  return { selected, setSelected, select };
}

/** A folder of the listing: a double-click or Enter opens it. */
function FolderItem({ name, onEnter }: { name: string; onEnter: (name: string, clear: boolean) => void }) {
  return (
    <div
      role="option"
      aria-selected={false}
      tabIndex={0}
      data-testid="library-folder"
      data-name={name}
      style={ITEM_STYLE}
      onDoubleClick={() => onEnter(name, true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter(name, false);
      }}
    >
      <Typography.Text strong>{name}/</Typography.Text>
    </div>
  );
}

/** A molecule: a click (or Enter) selects it in the format shown; the format choice selects it too. */
function MoleculeItem({
  molecule,
  selected,
  onSelect,
}: {
  molecule: LibraryMolecule;
  selected: Selection | null;
  onSelect: (format: string) => void;
}) {
  const { t } = useTranslation();
  const [format, setFormat] = useState(molecule.formats[0] ?? '');
  return (
    <Flex
      role="option"
      aria-selected={selected !== null}
      tabIndex={0}
      align="center"
      justify="space-between"
      gap="small"
      data-testid="library-file"
      data-name={molecule.name}
      style={{ ...ITEM_STYLE, background: selected !== null ? '#e6f4ff' : undefined }}
      onClick={(event) => {
        // The format list is a portal: its clicks bubble here through React, not through the row.
        if (event.currentTarget.contains(event.target as Node)) onSelect(format);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onSelect(format);
      }}
    >
      <span>{molecule.name}</span>
      <Select<string>
        size="small"
        value={selected?.format ?? format}
        aria-label={t('library.format')}
        data-testid="library-format"
        options={molecule.formats.map((f) => ({ value: f, label: `.${f}` }))}
        onClick={(event) => event.stopPropagation()}
        onChange={(value) => {
          setFormat(value);
          onSelect(value);
        }}
        style={{ width: 84 }}
      />
    </Flex>
  );
}
