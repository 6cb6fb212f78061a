import type { SpaceEntryWire, StorageSpaceWire } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Breadcrumb from 'antd/es/breadcrumb';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EntryTable } from './entry-table';
import { MoveDialog } from './move-dialog';
import { folderAt, folderNames } from './shard-plan';
import { downloadUrl, moveEntry, removeEntry } from './storage-api';
import { StorageToolbar } from './storage-toolbar';
import { UsageBar } from './usage-bar';
import { useStorage } from './use-storage';

const spaceLabel = (t: TFunction, s: StorageSpaceWire): string =>
  s.kind === 'personal' ? t('storage.personalOption') : t('storage.groupOption', { name: s.name });

/**
 * Cloud storage (002 §2.3 cloud-space): the personal space or a research group's, with a space switch,
 * folder navigation, uploads by shards, download, move/rename, delete, and the usage against the quota.
 */
function StoragePage({ kind }: { readonly kind: 'personal' | 'group' }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const state = useStorage(kind);
  const [moving, setMoving] = useState<SpaceEntryWire | null>(null);
  const { space, folder, listing } = state;
  const names = folderNames(folder);
  const title = kind === 'personal' ? t('storage.titlePersonal') : t('storage.titleGroup');
  const noSpace = state.spaces !== undefined && space === undefined;
  return (
    <div data-testid="storage-page">
      <Typography.Title level={3}>{title}</Typography.Title>
      {noSpace && <Empty description={kind === 'group' ? t('storage.noGroups') : t('storage.empty')} />}
      {space !== undefined && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Space wrap align="center" size="large">
            <Select
              aria-label={t('storage.space')}
              data-testid="storage-space-select"
              style={{ minWidth: 240 }}
              value={space}
              onChange={state.choose}
              options={(state.spaces ?? []).map((s) => ({ value: s.space, label: spaceLabel(t, s) }))}
            />
            {listing && <UsageBar usage={listing.usage} />}
          </Space>
          <Breadcrumb
            items={[t('storage.root'), ...names].map((label, depth) => ({
              title: <a onClick={() => state.open(folderAt(names, depth))}>{label}</a>,
            }))}
          />
          <StorageToolbar space={space} folder={folder} onChanged={state.reload} />
          <EntryTable
            entries={listing?.entries ?? []}
            loading={state.loading}
            actions={{
              open: (entry) => state.open(entry.path),
              downloadHref: (entry) => downloadUrl(space, entry.path),
              move: setMoving,
              remove: async (entry) => {
                await removeEntry(space, entry.path);
                message.success(t('storage.deleted', { name: entry.name }));
                state.reload();
              },
            }}
          />
          <MoveDialog
            key={moving?.path ?? ''}
            entry={moving}
            onClose={() => setMoving(null)}
            onMove={async (entry, to) => {
              const moved = await moveEntry(space, entry.path, to);
              message.success(t('storage.moved', { path: moved.path }));
              state.reload();
            }}
          />
        </Space>
      )}
    </div>
  );
}

/** 002 §2.3 single-personspace. */
export const PersonalStoragePage = () => <StoragePage kind="personal" />;
/** 002 §2.3 research-groupspace. */
export const GroupStoragePage = () => <StoragePage kind="group" />;
