import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EndGroupDialog, MonomerDialog } from './choice-dialogs';
import type { ChainSettings, Choice, Polytype } from './polymer-forms';
import { NO_CHOICE, POLYMER_BOUNDS } from './polymer-forms';

/** A chosen monomer's name and the button that opens the monomer chooser. */
export function MonomerPicker({
  value,
  onChange,
  testId,
}: {
  value: Choice;
  onChange: (choice: Choice) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Flex align="center" gap="small">
      <Typography.Text data-testid={`${testId}-name`} type={value.id === '' ? 'secondary' : undefined}>
        {value.id === '' ? t('polymer.none') : value.name}
      </Typography.Text>
      <Button size="small" onClick={() => setOpen(true)} data-testid={testId}>
        {t('polymer.chooseMonomer')}
      </Button>
      {open && (
        <MonomerDialog
          onOk={(choice) => {
            onChange(choice);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </Flex>
  );
}

function EndGroupPicker({
  end,
  value,
  onChange,
}: {
  end: 'head' | 'tail';
  value: Choice;
  onChange: (choice: Choice) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Form.Item label={t(end === 'head' ? 'polymer.head' : 'polymer.tail')}>
      <Flex align="center" gap="small">
        <Typography.Text data-testid={`${end}-name`} type={value.id === '' ? 'secondary' : undefined}>
          {value.id === '' ? t('polymer.none') : value.name}
        </Typography.Text>
        <Button size="small" onClick={() => setOpen(true)} data-testid={`choose-${end}`}>
          {t('polymer.chooseEndGroup')}
        </Button>
        {value.id !== '' && (
          <Button size="small" type="link" onClick={() => onChange(NO_CHOICE)}>
            {t('polymer.clear')}
          </Button>
        )}
      </Flex>
      {open && (
        <EndGroupDialog
          end={end}
          onOk={(choice) => {
            onChange(choice);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      )}
    </Form.Item>
  );
}

type AngleSettings = Pick<ChainSettings, 'torsion' | 'randomTorsion' | 'hasSeed' | 'seed'>;

/** The torsion angle (−180…180, or random) and the random-seed switch with its seed (1–10), 001 §3, §9. */
export function AngleFields<F extends AngleSettings>({
  form,
  onChange,
}: {
  form: F;
  onChange: (form: F) => void;
}) {
  const { t } = useTranslation();
  const [min, max] = POLYMER_BOUNDS.torsion;
  return (
    <>
      <Form.Item label={t('polymer.torsion')}>
        <Flex align="center" gap="middle">
          <InputNumber<number>
            value={form.torsion}
            min={min}
            max={max}
            disabled={form.randomTorsion}
            onChange={(torsion) => onChange({ ...form, torsion })}
            data-testid="torsion"
          />
          <Checkbox
            checked={form.randomTorsion}
            onChange={(e) => onChange({ ...form, randomTorsion: e.target.checked })}
            data-testid="random-torsion"
          >
            {t('polymer.randomTorsion')}
          </Checkbox>
        </Flex>
      </Form.Item>
      <Form.Item label={t('polymer.seed')}>
        <Flex align="center" gap="middle">
          <Switch
            checked={form.hasSeed}
            onChange={(hasSeed) => onChange({ ...form, hasSeed })}
            data-testid="seed-switch"
          />
          {form.hasSeed && (
            <InputNumber<number>
              value={form.seed}
              min={POLYMER_BOUNDS.seed[0]}
              max={POLYMER_BOUNDS.seed[1]}
              precision={0}
              onChange={(seed) => onChange({ ...form, seed })}
              data-testid="seed"
            />
          )}
        </Flex>
      </Form.Item>
    </>
  );
}

/**
 * What every chain build asks (001 §3): head and tail end groups, the polymerisation mode (ht, hh, rd;
 * default ht), the degree of polymerisation (1 to `maxDegree`), the angle and the seed.
 */
export function ChainFields<F extends ChainSettings>({
  form,
  onChange,
  maxDegree,
}: {
  form: F;
  onChange: (form: F) => void;
  maxDegree: number;
}) {
  const { t } = useTranslation();
  const polytypes: Polytype[] = ['ht', 'hh', 'rd'];
  return (
    <>
      <Flex gap="large" wrap>
        <EndGroupPicker end="head" value={form.head} onChange={(head) => onChange({ ...form, head })} />
        <EndGroupPicker end="tail" value={form.tail} onChange={(tail) => onChange({ ...form, tail })} />
      </Flex>
      <Flex gap="large" wrap>
        <Form.Item label={t('polymer.polytype')}>
          <Select<Polytype>
            value={form.polytype}
            onChange={(polytype) => onChange({ ...form, polytype })}
            options={polytypes.map((p) => ({ value: p, label: t(`polymer.polytypes.${p}`) }))}
            style={{ minWidth: 180 }}
            data-testid="polytype"
          />
        </Form.Item>
        <Form.Item label={t('polymer.dp')}>
          <InputNumber<number>
            value={form.dp}
            min={1}
            max={maxDegree}
            precision={0}
            onChange={(dp) => onChange({ ...form, dp })}
            data-testid="degree"
          />
        </Form.Item>
      </Flex>
      <AngleFields form={form} onChange={onChange} />
    </>
  );
}
