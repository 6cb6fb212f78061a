import type { AtomTypeOption } from '@topoforge/contract';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AtomTypeRow } from '../store/wizard-defaults';
import { AtomEnvironmentPicture } from './atom-environment-picture';
import { chosenIndex } from './atom-type-logic';
import { AtomTypePicture } from './atom-type-picture';
import { describeType } from './type-descriptions';
import { checkTypedType, TypedTypeInput, useTypedType } from './typed-type';

export interface AtomTypeDialogProps {
  readonly row: AtomTypeRow;
  /** The structure, for the picture of the atom's surroundings. */
  readonly mol2: string;
  readonly options: readonly AtomTypeOption[];
  /** The water model and force fields selected in step 1: a type may also be entered by name in one. */
  readonly forceFields: readonly string[];
  readonly onOk: (choice: AtomTypeOption) => void;
  readonly onCancel: () => void;
}

/**
 * The type dialog of one atom (000 §2): radio options with name, type, a picture of an example of the
 * type and what the type means, and a last option to enter a type by name in one of the selected force
 * fields (checked by the server before it is taken, issue 16 item 6). Mounted per atom (keyed by the
 * parent), so the radio starts at the row's current choice.
 */
export function AtomTypeDialog({ row, mol2, options, forceFields, onOk, onCancel }: AtomTypeDialogProps) {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState(() => Math.max(0, chosenIndex(options, row)));
  const typed = useTypedType(forceFields, row.atomtype);
  const [checking, setChecking] = useState(false);
  const custom = options.length;
  const confirm = async (): Promise<void> => {
    if (choice !== custom) {
      const picked = options[choice];
      if (picked !== undefined) onOk(picked);
      return;
    }
    const { option } = typed;
    if (option.name === '' || option.type === '') {
      typed.setError(t('step2.typedRequired'));
      return;
    }
    setChecking(true);
    const check = await checkTypedType(option);
    setChecking(false);
    if (check.ok) onOk(option);
    else typed.setError(check.unknown ? t('step2.typedUnknown', option) : check.message);
  };
  return (
    <Modal
      open
      title={t('step2.dialogTitle', { id: row.id, element: row.element })}
      okText={t('step2.ok')}
      cancelText={t('step2.cancel')}
      onOk={() => void confirm()}
      confirmLoading={checking}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="atom-type-dialog"
    >
      <Flex vertical align="center" gap="small" style={{ marginBottom: 12 }}>
        <AtomEnvironmentPicture
          mol2={mol2}
          index0={row.id - 1}
          title={t('step2.environment', { id: row.id, element: row.element })}
        />
        <Typography.Text type="secondary">
          {t('step2.environment', { id: row.id, element: row.element })}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary">{t('step2.descriptionNote')}</Typography.Paragraph>
      <Radio.Group
        value={choice}
        onChange={(e) => setChoice(Number(e.target.value))}
        style={{ width: '100%' }}
      >
        <Flex vertical gap="small">
          {options.map((option, i) => (
            <Radio
              key={`${option.name}:${option.type}`}
              value={i}
              data-testid="atom-type-option"
              data-name={option.name}
              data-type={option.type}
            >
              <OptionBody option={option} description={describeType(option, i18n.language)} />
            </Radio>
          ))}
          <Radio value={custom} data-testid="atom-type-option-typed">
            <TypedTypeInput state={typed} forceFields={forceFields} onFocus={() => setChoice(custom)} />
          </Radio>
        </Flex>
      </Radio.Group>
    </Modal>
  );
}

/** Name, type, the type's picture (when one exists) and what the type means. */
function OptionBody({ option, description }: { option: AtomTypeOption; description: string | undefined }) {
  const { t } = useTranslation();
  const text = description ?? t('step2.noDescription');
  return (
    <Flex gap="middle" align="center">
      <AtomTypePicture option={option} description={text} />
      <Flex vertical>
        <Typography.Text>
          {t('step2.optionName')}: <strong>{option.name}</strong> · {t('step2.optionType')}:{' '}
          <strong>{option.type}</strong>
        </Typography.Text>
        <Typography.Text type="secondary">{text}</Typography.Text>
      </Flex>
    </Flex>
  );
}
