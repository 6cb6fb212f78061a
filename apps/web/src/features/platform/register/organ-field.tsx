import type { UniversityItemWire } from '@topoforge/contract';
import AutoComplete from 'antd/es/auto-complete';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchUniversities } from '../../../api/accounts';

interface OrganFieldProps {
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  /** The picked university's id, or undefined when the text is typed (isDefineOrgan 1). */
  readonly onPick: (id: string | undefined) => void;
}

/** Waits this long after the last key before searching, so typing a name is one call, not one per key. */
const SEARCH_DELAY_MS = 250;

/**
 * The organisation (002 §2.5): an AutoComplete over the university list (getUniversityByName) that also
 * takes any typed name. A name of the list records its id; any other text is a custom entry.
 */
export function OrganField({ value, onChange, onPick }: OrganFieldProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<UniversityItemWire[]>([]);
  const keyword = (value ?? '').trim();
  const shown = keyword === '' ? [] : options;

  useEffect(() => {
    if (keyword === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchUniversities(keyword, controller.signal).then(setOptions, () => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  return (
    <AutoComplete
      value={value}
      placeholder={t('accounts.placeholders.organ')}
      options={shown.map((u) => ({ value: u.name, label: u.name }))}
      onChange={(text: string) => {
        onChange?.(text);
        // A name of the list (picked or typed exactly) is that university; anything else is custom.
        onPick(options.find((u) => u.name === text.trim())?.id);
      }}
      data-testid="register-organ"
    />
  );
}
