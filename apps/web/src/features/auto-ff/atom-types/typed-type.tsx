import type { AtomTypeOption } from '@topoforge/contract';
import { atomTableRoute } from '@topoforge/contract';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, postJson } from '../../../api/client';

/** The check of a type entered by name: the server's atom table knows every type of a force field. */
export type TypedTypeCheck =
  { readonly ok: true } | { readonly ok: false; readonly unknown: boolean; readonly message: string };

/**
 * Whether `option.type` is a type of `option.name`: forcefield/atom answers its parameters (mass, σ, ε from
 * the force field's own files) or refuses a type the force field does not have (400).
 */
export async function checkTypedType(option: AtomTypeOption): Promise<TypedTypeCheck> {
  try {
    await postJson(atomTableRoute.path, { atomtype: [option] }, atomTableRoute.answer.data);
    return { ok: true };
  } catch (error) {
    const unknown = error instanceof ApiRequestError && error.status === 400;
    return { ok: false, unknown, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * State of the dialog's "type by name" entry: the force field (one of those selected; at first the row's
 * own when it is one of them) and the type text.
 */
export function useTypedType(forceFields: readonly string[], initial: string) {
  const [name, setName] = useState(forceFields.includes(initial) ? initial : (forceFields[0] ?? ''));
  const [type, setType] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    text: type,
    option: { name, type: type.trim() },
    error,
    setError,
    setName: (value: string) => {
      setName(value);
      setError(null);
    },
    setType: (value: string) => {
      setType(value);
      setError(null);
    },
  };
}

export type TypedTypeState = ReturnType<typeof useTypedType>;

/** The entry itself: force field, type, and the check's message under them. */
export function TypedTypeInput({
  state,
  forceFields,
  onFocus,
}: {
  state: TypedTypeState;
  forceFields: readonly string[];
  onFocus: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      <Typography.Text>{t('step2.typedTitle')}</Typography.Text>
      <Flex gap="small" wrap>
        <Select
          value={state.option.name}
          onChange={state.setName}
          onFocus={onFocus}
          options={forceFields.map((value) => ({ value, label: value }))}
          style={{ width: 160 }}
          aria-label={t('step2.optionName')}
          data-testid="typed-type-force-field"
        />
        <Input
          value={state.text}
          onChange={(e) => state.setType(e.target.value)}
          onFocus={onFocus}
          placeholder={t('step2.typedPlaceholder')}
          status={state.error === null ? undefined : 'error'}
          style={{ width: 180 }}
          aria-label={t('step2.optionType')}
          data-testid="typed-type-name"
        />
      </Flex>
      {state.error !== null && (
        <Typography.Text type="danger" role="alert" data-testid="typed-type-error">
          {state.error}
        </Typography.Text>
      )}
    </Flex>
  );
}
