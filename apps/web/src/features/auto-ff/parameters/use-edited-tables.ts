import type { ParameterSet } from '@topoforge/contract';
import { useState } from 'react';
import type { EditedTables, Row, TableName } from '../../../widgets/parameter-tables/tables';
import { tablesOf, withEditedRow } from '../../../widgets/parameter-tables/tables';

export interface EditedTableState {
  /** The tables as edited so far. */
  readonly current: EditedTables;
  readonly save: (table: TableName, index: number, row: Row) => void;
}

/** Step 3's parameter tables as edited; a new parameter set (step 2's Next again) starts them afresh. */
export function useEditedTables(set: ParameterSet): EditedTableState {
  const [edited, setEdited] = useState<{ source: ParameterSet; tables: EditedTables }>(() => ({
    source: set,
    tables: tablesOf(set),
  }));
  const current = edited.source === set ? edited.tables : tablesOf(set);
  if (edited.source !== set) setEdited({ source: set, tables: current });
  const save = (table: TableName, index: number, row: Row) =>
    setEdited((e) => ({ source: e.source, tables: withEditedRow(e.tables, table, index, row) }));
  return { current, save };
}
