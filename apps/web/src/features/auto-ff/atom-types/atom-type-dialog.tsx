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

export interface AtomTypeDialogProps {
  readonly row: AtomTypeRow;
  /** The structure, for the picture of the atom's surroundings. */
  readonly mol2: string;
  readonly options: readonly AtomTypeOption[];
  readonly onOk: (choice: AtomTypeOption) => void;
  readonly onCancel: () => void;
}

/**
 * The type dialog of one atom (000 §2): radio options with name, type, a picture of an example of the
 * type and what the type means. Mounted
 * per atom (keyed by the parent), so the radio starts at the row's current choice.
 */
export function AtomTypeDialog({ row, mol2, options, onOk, onCancel }: AtomTypeDialogProps) {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState(() => Math.max(0, chosenIndex(options, row)));
  return (
    <Modal
      open
      title={t('step2.dialogTitle', { id: row.id, element: row.element })}
      okText={t('step2.ok')}
      cancelText={t('step2.cancel')}
      onOk={() => {
        const picked = options[choice];
        if (picked !== undefined) onOk(picked);
      }}
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
