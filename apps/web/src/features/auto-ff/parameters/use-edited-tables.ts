import type { ParameterSet } from '@topoforge/contract';
import { useMemo } from 'react';
import type { EditedTables, Row, TableName } from '../../../widgets/parameter-tables/tables';
import { tablesOf, withEditedRow } from '../../../widgets/parameter-tables/tables';
import { useWizardStore } from '../store/wizard-store';

export interface EditedTableState {
  /** The tables as edited so far. */
  readonly current: EditedTables;
  readonly save: (table: TableName, index: number, row: Row) => void;
}

/**
 * Step 3's parameter tables as edited: the edits are kept in the wizard's store (so a reload keeps them)
 * and replayed over the parameter set; a new parameter set (step 2's Next again) starts them afresh.
 */
export function useEditedTables(set: ParameterSet): EditedTableState {
  const edits = useWizardStore((s) => s.parameterEdits);
  const current = useMemo(
    () => edits.reduce((tables, e) => withEditedRow(tables, e.table, e.index, e.row), tablesOf(set)),
    [set, edits],
  );
  const save = (table: TableName, index: number, row: Row) => {
    const { parameterEdits, update } = useWizardStore.getState();
    // The row's last edit replaces an earlier one: the list stays one entry per edited row.
    const others = parameterEdits.filter((e) => e.table !== table || e.index !== index);
    update({ parameterEdits: [...others, { table, index, row }] });
  };
  return { current, save };
}
