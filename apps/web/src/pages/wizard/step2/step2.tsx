import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AtomTypeRow } from '../../../store/wizard-defaults';
import { useWizardStore } from '../../../store/wizard-store';
import { MoleculeViewer, toggleAtom } from '../../../viewer';
import { changeStep } from '../use-busy';
import { AtomTypeDialog } from './atom-type-dialog';
import { allTyped, applyChoice } from './atom-type-logic';
import { FittingDialog } from './fitting-dialog';
import { useAtomTypes } from './use-atom-types';
import { NO_CHARGE_TYPE, useStep2Next } from './use-step2-next';

/**
 * Step 2, atom types (000 §2): the viewer and the table of types, the type dialog, structure-reuse
 * switches, fitting, search mode, charge type and scale, Previous and Next (shown only when all is typed).
 */
export function Step2() {
  const { t } = useTranslation();
  useAtomTypes();
  const next = useStep2Next();
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const s = useWizardStore();
  const { update } = s;
  const rows = s.atomTypeTable;
  const editingRow = editing === null ? undefined : rows[editing];

  const openAtom = (index0: number) => {
    setSelected((current) => toggleAtom(current, index0));
    if (index0 < rows.length) setEditing(index0);
  };
  const chargeTypes = [
    ...s.chargeTypeOptions.filter((o) => o.available && o.id !== NO_CHARGE_TYPE).map((o) => o.id),
    NO_CHARGE_TYPE,
  ];

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
            onRow={(row) => ({ onClick: () => openAtom(row.id - 1), style: { cursor: 'pointer' } })}
            columns={[
              { title: t('step2.columns.id'), dataIndex: 'id', width: 70 },
              { title: t('step2.columns.element'), dataIndex: 'element', width: 90 },
              { title: t('step2.columns.forceField'), dataIndex: 'atomtype' },
              { title: t('step2.columns.atomType'), dataIndex: 'type' },
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
        <Flex gap="large" wrap>
          <Form.Item label={t('step2.chargeType')} htmlFor="charge-type">
            <Select
              value={s.chargeType}
              onChange={(value: string) => update({ chargeType: value })}
              options={chargeTypes.map((value) => ({ value, label: value }))}
              style={{ width: 200 }}
              id="charge-type"
              data-testid="charge-type"
            />
          </Form.Item>
          <Form.Item label={t('step2.chargeScale')} htmlFor="charge-scale">
            <InputNumber
              value={s.scale}
              min={0}
              onChange={(value) => {
                if (typeof value === 'number') update({ scale: value });
              }}
              style={{ width: 200 }}
              id="charge-scale"
              data-testid="charge-scale"
            />
          </Form.Item>
        </Flex>
      </Form>
      <Flex justify="space-between">
        <Button onClick={() => void changeStep(() => update({ active: 1 }))} data-testid="wizard-previous">
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
          options={s.atomTypeOriginal[editing] ?? []}
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
