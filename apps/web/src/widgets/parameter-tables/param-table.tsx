import type { ParameterSet } from '@topoforge/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { Dispatch, HTMLAttributes, SetStateAction } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cell, IndexedRow, Row } from './tables';
import { atBottom, firstPage, formatCell, nextPage } from './tables';

type Provenance = ParameterSet['provenance']['bonds'][number];

/** One column of a parameter table: which cell of the wire row it shows and how. */
/** A column that shows the row's 1-based id (the atoms table has no id cell). */
export const ROW_ID = -1;

export interface ParamColumn {
  readonly title: string;
  /** Index of the cell in the wire row, or ROW_ID. */
  readonly cell: number;
  /** Ids and function types are whole numbers; parameters are shown with 3 decimals. */
  readonly kind: 'int' | 'number' | 'text';
  readonly editable: boolean;
}

export interface ParamTableProps {
  readonly rows: readonly IndexedRow[];
  readonly columns: readonly ParamColumn[];
  readonly onSave: (index: number, row: Row) => void;
  readonly provenance?: readonly Provenance[];
  /** False for rows that keep their values (water-model atoms). */
  readonly rowEditable?: (row: Row) => boolean;
  readonly testId: string;
}

interface Editing {
  readonly index: number;
  readonly draft: readonly Cell[];
}

const show = (value: Cell | undefined, kind: ParamColumn['kind']): string =>
  kind === 'number' ? formatCell(value) : String(value ?? '');

/**
 * A parameter table of step 3 (000 §2): 30 rows at first and 30 more each time its box is scrolled to
 * the bottom; a row is viewed, edited, then saved or cancelled.
 */
export function ParamTable(props: ParamTableProps) {
  const { rows, testId } = props;
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => firstPage(rows.length));
  const [editing, setEditing] = useState<Editing | null>(null);
  const visible = rows.slice(0, Math.max(shown, firstPage(rows.length)));
  const tableColumns = useTableColumns(props, editing, setEditing);

  return (
    <div
      style={{ maxHeight: 420, overflowY: 'auto' }}
      onScroll={(e) => {
        if (atBottom(e.currentTarget)) setShown((n) => nextPage(Math.max(n, visible.length), rows.length));
      }}
      data-testid={testId}
      data-shown={visible.length}
      data-total={rows.length}
    >
      <Table<IndexedRow>
        size="small"
        pagination={false}
        rowKey="index"
        columns={tableColumns}
        dataSource={visible}
        onRow={({ index }) => ({ 'data-row': index }) as HTMLAttributes<HTMLElement>}
        footer={
          rows.length > visible.length
            ? () => t('topology.rowsShown', { shown: visible.length, total: rows.length })
            : undefined
        }
      />
    </div>
  );
}

/** The table's columns: the parameter cells (an input in the row being edited), the source, the actions. */
function useTableColumns(
  { columns, onSave, provenance, rowEditable, testId }: ParamTableProps,
  editing: Editing | null,
  setEditing: Dispatch<SetStateAction<Editing | null>>,
): ColumnsType<IndexedRow> {
  const { t } = useTranslation();
  const setDraft = (cell: number, value: string) =>
    setEditing((e) => (e === null ? e : { ...e, draft: e.draft.map((c, i) => (i === cell ? value : c)) }));

  const tableColumns: ColumnsType<IndexedRow> = columns.map((column) => ({
    key: String(column.cell),
    title: column.title,
    render: (_: unknown, { index, row }: IndexedRow) =>
      editing?.index === index && column.editable ? (
        <Input
          size="small"
          value={String(editing.draft[column.cell] ?? '')}
          onChange={(e) => setDraft(column.cell, e.target.value)}
          aria-label={column.title}
          data-testid={`${testId}-input`}
          data-cell={column.cell}
          style={{ minWidth: 90 }}
        />
      ) : column.cell === ROW_ID ? (
        String(index + 1)
      ) : (
        show(row[column.cell], column.kind)
      ),
  }));
  if (provenance !== undefined) {
    tableColumns.push({
      key: 'source',
      title: t('topology.col.source'),
      render: (_: unknown, { index }: IndexedRow) => <ProvenanceTags provenance={provenance[index]} />,
    });
  }
  tableColumns.push({
    key: 'actions',
    title: t('topology.col.actions'),
    render: (_: unknown, { index, row }: IndexedRow) => (
      <RowActions
        index={index}
        row={row}
        editable={rowEditable === undefined || rowEditable(row)}
        editing={editing}
        setEditing={setEditing}
        onSave={onSave}
        testId={testId}
      />
    ),
  });
  return tableColumns;
}

/** Edit, or save and cancel while the row is edited; a row that keeps its values says so. */
function RowActions({
  index,
  row,
  editable,
  editing,
  setEditing,
  onSave,
  testId,
}: {
  index: number;
  row: Row;
  editable: boolean;
  editing: Editing | null;
  setEditing: (editing: Editing | null) => void;
  onSave: (index: number, row: Row) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!editable) return <Typography.Text type="secondary">{t('topology.notEditable')}</Typography.Text>;
  if (editing?.index === index) {
    return (
      <Flex gap="small">
        <Button
          size="small"
          type="primary"
          onClick={() => {
            onSave(index, editing.draft);
            setEditing(null);
          }}
          data-testid={`${testId}-save`}
        >
          {t('topology.save')}
        </Button>
        <Button size="small" onClick={() => setEditing(null)} data-testid={`${testId}-cancel`}>
          {t('topology.cancel')}
        </Button>
      </Flex>
    );
  }
  return (
    <Button
      size="small"
      disabled={editing !== null}
      onClick={() => setEditing({ index, draft: [...row] })}
      data-testid={`${testId}-edit`}
    >
      {t('topology.edit')}
    </Button>
  );
}

/** Where a row's parameters came from; estimated and edited rows stand out (000 §2, issue 6). */
function ProvenanceTags({ provenance }: { provenance: Provenance | undefined }) {
  const { t } = useTranslation();
  if (provenance === undefined) return null;
  return (
    <Flex gap={4} wrap>
      <Tag>{provenance.forceField}</Tag>
      {provenance.estimated && (
        <Tag color="orange" data-testid="estimated">
          {provenance.estimatedFrom === undefined
            ? t('topology.estimated')
            : t('topology.estimatedFrom', { from: provenance.estimatedFrom })}
        </Tag>
      )}
      {provenance.derivedFrom !== undefined && (
        <Tag color="blue" data-testid="derived">
          {t(`topology.derived.${provenance.derivedFrom}`)}
        </Tag>
      )}
    </Flex>
  );
}
