import type { SpaceEntryWire } from '@topoforge/contract';
import { formatBytes } from '@topoforge/contract';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';

const pad = (n: number): string => String(n).padStart(2, '0');

/** 002 §9: year-month-day with the time, in the browser's zone. */
export function formatModified(millis: number): string {
  const d = new Date(millis);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface EntryActions {
  open(entry: SpaceEntryWire): void;
  downloadHref(entry: SpaceEntryWire): string;
  move(entry: SpaceEntryWire): void;
  remove(entry: SpaceEntryWire): Promise<void>;
}

/** A folder's entries: name (a folder opens), size, modified, and download / move / delete. */
export function EntryTable(props: {
  readonly entries: readonly SpaceEntryWire[];
  readonly loading: boolean;
  readonly actions: EntryActions;
}) {
  const { t } = useTranslation();
  const { actions } = props;
  return (
    <Table<SpaceEntryWire>
      data-testid="storage-table"
      rowKey="path"
      size="middle"
      loading={props.loading}
      dataSource={[...props.entries]}
      pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('storage.empty') }}
      columns={[
        {
          title: t('storage.columns.name'),
          dataIndex: 'name',
          render: (name: string, entry) =>
            entry.kind === 'folder' ? (
              <Button type="link" onClick={() => actions.open(entry)} style={{ padding: 0 }}>
                📁 {name}
              </Button>
            ) : (
              name
            ),
        },
        {
          title: t('storage.columns.size'),
          dataIndex: 'size',
          render: (size: number, entry) =>
            entry.kind === 'folder' ? t('storage.folder') : formatBytes(size),
        },
        { title: t('storage.columns.modified'), dataIndex: 'modifiedAt', render: formatModified },
        {
          title: t('storage.columns.actions'),
          key: 'actions',
          render: (_, entry) => (
            <Space>
              {entry.kind === 'file' && (
                <a href={actions.downloadHref(entry)} download={entry.name}>
                  {t('storage.download')}
                </a>
              )}
              <Button type="link" onClick={() => actions.move(entry)}>
                {t('storage.move')}
              </Button>
              <Popconfirm
                title={t('storage.deleteConfirm', { name: entry.name })}
                okText={t('storage.ok')}
                cancelText={t('storage.cancel')}
                onConfirm={() => actions.remove(entry)}
              >
                <Button type="link" danger>
                  {t('storage.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
