import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cgForceFields } from './coarse-api';
import { useCoarse } from './coarse-state';

/**
 * Step 2's CG force-field selector (001 §2.3), fed by GET forcefield/coarse-grain: its first entry
 * (Martini3) is the default; a choice the server no longer lists falls back to it.
 */
export function CgForceFieldSelect() {
  const { t } = useTranslation();
  const chosen = useCoarse((s) => s.cgForce);
  const [offered, setOffered] = useState<readonly string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    cgForceFields(controller.signal).then(
      (list) => {
        setOffered(list);
        const { cgForce, update } = useCoarse.getState();
        if (!list.includes(cgForce) && list[0] !== undefined) update({ cgForce: list[0] });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('forcefield/coarse-grain failed', error);
      },
    );
    return () => controller.abort();
  }, []);
  return (
    <Flex align="center" gap="small" wrap>
      <Typography.Text strong>{t('coarse.forceField')}</Typography.Text>
      <Select
        value={chosen === '' ? undefined : chosen}
        onChange={(value: string) => useCoarse.getState().update({ cgForce: value })}
        options={offered.map((name) => ({ value: name, label: name }))}
        style={{ minWidth: 180 }}
        aria-label={t('coarse.forceField')}
        data-testid="cg-force-field"
      />
    </Flex>
  );
}
