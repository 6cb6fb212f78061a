import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AtomTypeRow } from '../store/wizard-defaults';
import { useWizardStore } from '../store/wizard-store';
import { MoleculeViewer, toggleAtom } from '../../../widgets/viewer';
import type { WizardStep } from '../engine/builder';
import { useStepNav } from '../engine/step-nav';
import { AtomTypeDialog } from './atom-type-dialog';
import { ChargeSettings } from './charge-settings';
import { mol2Bonds } from '../mol2/mol2-structure';
import { allTyped, applyChoice } from './atom-type-logic';
import { FittingDialog } from './fitting-dialog';
import { isMergedRow, mergedHost, pickableOptions } from './merged-atoms';
import { useAtomTypes } from './use-atom-types';
import { useStep2Next } from './use-step2-next';

/** Hydrogens merged into a united atom: greyed, and not a type to choose. */
const MERGED_ROW_STYLE = { color: 'rgba(0, 0, 0, 0.35)', cursor: 'default' } as const;

/** The shared atom-type step (000 §2 step 2), as the builders list it. */
export const ATOM_TYPE_STEP: WizardStep = { title: 'atomTypes', Component: AtomTypeStep };

/**
 * Step 2, atom types (000 §2): the viewer and the table of types, the type dialog, structure-reuse
 * switches, fitting, search mode, charge type and scale (or a note that the force field brings its own
 * charges), Previous and Next (shown only when all is typed).
 */
function AtomTypeStep() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  useAtomTypes();
  const next = useStep2Next();
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const s = useWizardStore();
  const { update } = s;
  const nav = useStepNav();
  const rows = s.atomTypeTable;
  const editingRow = editing === null ? undefined : rows[editing];
  const bonds = useMemo(() => mol2Bonds(s.mol2), [s.mol2]);
  const mergedText = (row: AtomTypeRow): string => {
    const host = mergedHost(bonds, row.id - 1);
    return host === undefined ? t('step2.mergedNoHost') : t('step2.merged', { host });
  };

  // A hydrogen merged into its united atom has no type to choose: say where it went instead.
  const openAtom = (index0: number) => {
    setSelected((current) => toggleAtom(current, index0));
    const row = rows[index0];
    if (row === undefined) return;
    if (isMergedRow(row)) void message.info(mergedText(row));
    else setEditing(index0);
  };

  return (
    <Flex vertical gap="middle" data-testid="step2">
      <Flex gap="large" wrap align="start">
        <Flex vertical gap="small">
          <Typography.Text type="secondary">{t('step2.viewerHint')}</Typography.Text>
          <Suspense
            fallback={<Typography.Text type="secondary">{t('structure.viewerLoading')}</Typography.Text>}
          >
            <MoleculeViewer
              mol2={s.mol2}
              step={2}
              hidden={s.modelHidden}
              selected={selected}
              onAtomClick={openAtom}
            />
          </Suspense>
          <Typography.Text data-testid="step2-selected">
            {t('step2.selected', { ids: selected.map((i) => i + 1).join(', ') || '—' })}
          </Typography.Text>
        </Flex>
        <div style={{ flex: 1, minWidth: 360 }} data-testid="atom-type-table">
          <Table<AtomTypeRow>
            size="small"
            rowKey="key"
            dataSource={[...rows]}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            rowClassName={(row) => (selected.includes(row.id - 1) ? 'ant-table-row-selected' : '')}
            onRow={(row) => ({
              onClick: () => openAtom(row.id - 1),
              style: isMergedRow(row) ? MERGED_ROW_STYLE : { cursor: 'pointer' },
            })}
            columns={[
              { title: t('step2.columns.id'), dataIndex: 'id', width: 70 },
              { title: t('step2.columns.element'), dataIndex: 'element', width: 90 },
              { title: t('step2.columns.forceField'), dataIndex: 'atomtype' },
              {
                title: t('step2.columns.atomType'),
                dataIndex: 'type',
                render: (type: string, row) =>
                  isMergedRow(row) ? (
                    <Tooltip title={mergedText(row)}>
                      <span
                        data-testid="merged-type"
                        data-atom={row.id}
                        data-host={mergedHost(bonds, row.id - 1)}
                        aria-label={mergedText(row)}
                      >
                        {type}
                      </span>
                    </Tooltip>
                  ) : (
                    type
                  ),
              },
            ]}
          />
        </div>
      </Flex>
      <Form layout="vertical" component="div">
        <Flex gap="large" wrap align="center">
          <Flex align="center" gap="small">
            <Switch
              checked={s.useBondLength}
              onChange={(checked) => update({ useBondLength: checked })}
              data-testid="use-bond-length"
            />
            <Typography.Text>{t('step2.useBondLength')}</Typography.Text>
          </Flex>
          <Flex align="center" gap="small">
            <Switch
              checked={s.useBondAngle}
              onChange={(checked) => update({ useBondAngle: checked })}
              data-testid="use-bond-angle"
            />
            <Typography.Text>{t('step2.useBondAngle')}</Typography.Text>
          </Flex>
          <Flex align="center" gap="small">
            <FittingDialog />
          </Flex>
        </Flex>
        <Form.Item label={t('step2.searchMode')} style={{ marginTop: 16 }}>
          <Radio.Group
            value={s.searchMode}
            onChange={(e) => update({ searchMode: e.target.value === 'accurate' ? 'accurate' : 'fuzzy' })}
            options={[
              { value: 'fuzzy', label: t('step2.fuzzy') },
              { value: 'accurate', label: t('step2.accurate') },
            ]}
            data-testid="search-mode"
          />
        </Form.Item>
        <ChargeSettings />
      </Form>
      <Flex justify="space-between">
        <Button onClick={() => void nav.back()} data-testid="wizard-previous">
          {t('wizard.previous')}
        </Button>
        {allTyped(rows) && (
          <Button type="primary" onClick={() => void next()} data-testid="wizard-next">
            {t('wizard.next')}
          </Button>
        )}
      </Flex>
      {editing !== null && editingRow !== undefined && (
        <AtomTypeDialog
          key={editing}
          row={editingRow}
          mol2={s.mol2}
          options={pickableOptions(editingRow, s.atomTypeOriginal[editing] ?? [])}
          onOk={(choice) => {
            update({ atomTypeTable: applyChoice(rows, editing, choice) });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
