import Button from 'antd/es/button';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { ModuleRow } from './api';

const doiLink = (doi: string | null) =>
  doi === null || doi === '' || doi === 'unknown' ? (
    <Typography.Text type="secondary">{doi ?? '—'}</Typography.Text>
  ) : (
    <Typography.Link href={`https://doi.org/${doi}`} target="_blank" rel="noreferrer">
      {doi}
    </Typography.Link>
  );

/**
 * 001 §2.7's module table: ID, supported elements, potential function type, authors, year, DOI (a link)
 * and the view icon; a click on a row or on its view icon opens the module's detail.
 */
export function ModuleTable({
  rows,
  loading,
  chosen,
  onView,
}: {
  rows: readonly ModuleRow[];
  loading: boolean;
  chosen: boolean;
  onView: (row: ModuleRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<ModuleRow> = [
    { title: t('potentials.columns.id'), dataIndex: 'modelId', key: 'id', width: 150 },
    {
      title: t('potentials.columns.elements'),
      key: 'elements',
      render: (_, row) => row.elements.join(', '),
    },
    {
      title: t('potentials.columns.type'),
      key: 'type',
      // The enum (EAM/ReaxFF) and the LAMMPS pair style that tells the EAM forms apart (eam/alloy, eam/fs, adp…).
      render: (_, row) => `${row.potentialFunctionType} (${row.pairStyle})`,
    },
    { title: t('potentials.columns.authors'), dataIndex: 'authors', key: 'authors', ellipsis: true },
    { title: t('potentials.columns.year'), dataIndex: 'year', key: 'year', width: 70 },
    { title: t('potentials.columns.doi'), key: 'doi', render: (_, row) => doiLink(row.doi), ellipsis: true },
    {
      title: t('potentials.columns.view'),
      key: 'view',
      width: 64,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          aria-label={t('potentials.view', { id: row.modelId })}
          onClick={(event) => {
            event.stopPropagation();
            onView(row);
          }}
        >
          <EyeIcon />
        </Button>
      ),
    },
  ];
  return (
    <Table<ModuleRow>
      data-testid="module-table"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={chosen ? [...rows] : []}
      loading={loading}
      pagination={false}
      scroll={{ y: 520 }}
      locale={{ emptyText: chosen ? t('potentials.noMatch') : t('potentials.empty') }}
      onRow={(row) => ({ onClick: () => onView(row), style: { cursor: 'pointer' } })}
    />
  );
}

/** The view icon: an eye, drawn here so the page needs no icon package. */
function EyeIcon() {
  return (
    <svg width="1.1em" height="1.1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <circle cx="8" cy="8" r="2.2" fill="currentColor" />
    </svg>
  );
}
