import type { FunctionalGroupId, FunctionalOrientation } from '@topoforge/chem';
import {
  FUNCTIONAL_GROUP_IDS,
  FUNCTIONAL_ORIENTATIONS,
  SHEET_REPEAT_MAX,
  SHEET_REPEAT_MIN,
} from '@topoforge/chem';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { isPremiumUser } from '../../../api/auth-storage';
import type { MultiWallForm, TubeForm, TubeKind } from './carbon-forms';
import { tubeBounds } from './carbon-forms';
import { setCarbonForm, useCarbonState } from './carbon-state';

/** A number box of the forms: empty is null; Rcc has 2 decimals and steps of 0.01 (001 §5), the rest steps of 1. */
function NumberField({
  label,
  testId,
  value,
  onChange,
  min,
  max,
  rcc = false,
}: {
  label: string;
  testId: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min: number;
  max?: number;
  rcc?: boolean;
}) {
  return (
    <Form.Item label={label} htmlFor={testId}>
      <InputNumber<number>
        id={testId}
        value={value}
        min={min}
        {...(max === undefined ? {} : { max })}
        step={rcc ? 0.01 : 1}
        {...(rcc ? { precision: 2 } : {})}
        onChange={(v) => onChange(v ?? null)}
        data-testid={testId}
        style={{ width: 160 }}
      />
    </Form.Item>
  );
}

function RccAndTerminalH({
  rcc,
  terminalH,
  onChange,
}: {
  rcc: number | null;
  terminalH: boolean;
  onChange: (patch: { rcc?: number | null; terminalH?: boolean }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField
        label={t('carbon.fields.rcc')}
        testId="rcc"
        value={rcc}
        onChange={(v) => onChange({ rcc: v })}
        min={0.01}
        rcc
      />
      <Form.Item label={t('carbon.fields.terminalH')} extra={t('carbon.fields.terminalHHint')}>
        <Switch checked={terminalH} onChange={(v) => onChange({ terminalH: v })} data-testid="terminal-h" />
      </Form.Item>
    </>
  );
}

/** 001 §3 graphene: x, y (1–20), Rcc, terminal_H. */
export function GrapheneFields() {
  const { t } = useTranslation();
  const form = useCarbonState((s) => s.forms.graphene);
  const set = (patch: Partial<typeof form>) => setCarbonForm('graphene', { ...form, ...patch });
  const range = { min: SHEET_REPEAT_MIN, max: SHEET_REPEAT_MAX };
  return (
    <Form layout="inline" component="div" data-testid="graphene-form">
      <NumberField label="x" testId="sheet-x" value={form.x} onChange={(x) => set({ x })} {...range} />
      <NumberField label="y" testId="sheet-y" value={form.y} onChange={(y) => set({ y })} {...range} />
      <RccAndTerminalH rcc={form.rcc} terminalH={form.terminalH} onChange={set} />
      <Form.Item extra={t('carbon.fields.grapheneHint')} />
    </Form>
  );
}

/** 001 §3 single- and multi-wall nanotube: type, circle, period, Rcc, terminal_H, and walls. */
export function TubeFields({ walls }: { walls: boolean }) {
  const { t } = useTranslation();
  const key = walls ? 'mwnt' : 'swnt';
  const form: TubeForm | MultiWallForm = useCarbonState((s) => s.forms[key]);
  const set = (patch: Partial<MultiWallForm>) => setCarbonForm(key, { ...form, ...patch } as MultiWallForm);
  const bounds = tubeBounds(isPremiumUser());
  return (
    <Form layout="inline" component="div" data-testid={`${key}-form`}>
      <Form.Item label={t('carbon.fields.type')}>
        <Segmented<TubeKind>
          value={form.type}
          onChange={(type) => set({ type })}
          options={(['zigzag', 'armchair'] as const).map((value) => ({
            value,
            label: t(`carbon.fields.types.${value}`),
          }))}
          data-testid="tube-type"
        />
      </Form.Item>
      <NumberField
        label={t('carbon.fields.circle', bounds.circle)}
        testId="circle"
        value={form.circle}
        onChange={(circle) => set({ circle })}
        min={bounds.circle.min}
        max={bounds.circle.max}
      />
      <NumberField
        label={t('carbon.fields.period', bounds.period)}
        testId="period"
        value={form.period}
        onChange={(period) => set({ period })}
        {...bounds.period}
      />
      {'walls' in form && (
        <NumberField
          label={t('carbon.fields.walls', bounds.walls)}
          testId="walls"
          value={form.walls}
          onChange={(w) => set({ walls: w })}
          {...bounds.walls}
        />
      )}
      <RccAndTerminalH rcc={form.rcc} terminalH={form.terminalH} onChange={set} />
      <Form.Item extra={t('carbon.fields.tubeHint')} />
    </Form>
  );
}

/** 001 §3 functional group: group (_O_), count (1), orientation (random), on the current structure. */
export function FunctionalFields() {
  const { t } = useTranslation();
  const form = useCarbonState((s) => s.forms.functional);
  const set = (patch: Partial<typeof form>) => setCarbonForm('functional', { ...form, ...patch });
  return (
    <Form layout="inline" component="div" data-testid="functional-form">
      <Form.Item label={t('carbon.fields.group')} htmlFor="functional-group">
        <Select<FunctionalGroupId>
          id="functional-group"
          value={form.group}
          onChange={(group) => set({ group })}
          options={FUNCTIONAL_GROUP_IDS.map((id) => ({
            value: id,
            label: `${id} ${t(`carbon.groups.${id}`)}`,
          }))}
          style={{ width: 220 }}
          data-testid="functional-group"
        />
      </Form.Item>
      <NumberField
        label={t('carbon.fields.count')}
        testId="group-count"
        value={form.count}
        onChange={(count) => set({ count })}
        min={1}
      />
      <Form.Item label={t('carbon.fields.orientation')} htmlFor="orientation">
        <Select<FunctionalOrientation>
          id="orientation"
          value={form.orientation}
          onChange={(orientation) => set({ orientation })}
          options={FUNCTIONAL_ORIENTATIONS.map((o) => ({ value: o, label: t(`carbon.orientations.${o}`) }))}
          style={{ width: 160 }}
          data-testid="orientation"
        />
      </Form.Item>
      <Form.Item extra={t('carbon.fields.functionalHint')} />
    </Form>
  );
}
