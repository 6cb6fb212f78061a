import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { ParamColumn } from './columns';
import { ROW_ID } from './columns';
import type { Cell, Row } from './tables';
import { atomLabel, formatCell, formatWhole } from './tables';

/** The row being edited: its index in the whole table and the cells as typed so far. */
export interface Editing {
  readonly index: number;
  readonly draft: readonly Cell[];
}

/**
 * One cell as viewed: the row id, an atom id with the atom's name and type ("3 C2 (ca)"), a whole number,
 * a parameter with 3 decimals whose full value shows on hover (000 §9), or text as written.
 */
export function ViewCell({
  column,
  index,
  row,
  atoms,
}: {
  column: ParamColumn;
  index: number;
  row: Row;
  atoms: readonly Row[] | undefined;
}) {
  if (column.cell === ROW_ID) return String(index + 1);
  const value = row[column.cell];
  switch (column.kind) {
    case 'atom':
      return (
        <span style={{ whiteSpace: 'nowrap' }}>
          {atoms === undefined ? formatWhole(value) : atomLabel(atoms, value)}
        </span>
      );
    case 'int':
      return formatWhole(value);
    case 'text':
      return String(value ?? '');
    case 'number': {
      const full = String(value ?? '');
      return (
        <Tooltip title={full} mouseEnterDelay={0.3}>
          <span data-full={full}>{formatCell(value)}</span>
        </Tooltip>
      );
    }
  }
}

/** A cell of the row being edited: it starts with the full value, not the 3 decimals shown. */
export function EditInput({
  column,
  value,
  onChange,
  testId,
}: {
  column: ParamColumn;
  value: Cell | undefined;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <Input
      size="small"
      value={String(value ?? '')}
      onChange={(e) => onChange(e.target.value)}
      aria-label={column.title}
      data-testid={`${testId}-input`}
      data-cell={column.cell}
      style={{ minWidth: 90 }}
    />
  );
}

/** Edit, or save and cancel while the row is edited; a row that keeps its values says so. */
export function RowActions({
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
