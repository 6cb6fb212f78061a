import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodicTable } from '../../widgets/periodic-table';
import type { ModuleDetail, ModuleRow } from './api';
import { moduleDetail } from './api';
import type { PotentialType } from './element-key';
import { elementKey } from './element-key';
import { ModuleDetailPanel } from './module-detail';
import { ModuleTable } from './module-table';
import { TitleArea } from './title-area';
import { useModules } from './use-modules';

/** The page is wider than the shell's 960 px column: the table of 18 columns sits beside the module table. */
const WIDE = {
  width: 'min(1400px, calc(100vw - 48px))',
  position: 'relative',
  left: '50%',
  transform: 'translateX(-50%)',
} as const;

/** One module browser of 001 §2.7 (EAM at multi-body, ReaxFF at reactive-force). */
export function PotentialBrowserPage({ type }: { type: PotentialType }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [viewing, setViewing] = useState<{ row: ModuleRow; detail: ModuleDetail | null } | null>(null);
  const modules = useModules(type, chosen);

  const view = (row: ModuleRow) => {
    setViewing({ row, detail: null });
    const controller = new AbortController();
    moduleDetail(row.id, elementKey(chosen), controller.signal)
      .then((detail) => setViewing((v) => (v?.row.id === row.id ? { row, detail } : v)))
      .catch(() => setViewing((v) => (v?.row.id === row.id ? null : v)));
  };

  return (
    <Flex vertical gap="large" style={WIDE} data-testid={`potentials-${type}`}>
      <TitleArea type={type} selected={chosen} onClear={() => setChosen([])} />
      <Flex gap="large" align="flex-start" wrap>
        <PeriodicTable
          aria-label={t('potentials.table')}
          tableElements={modules.allowed}
          value={chosen}
          onChange={(report) => setChosen(report.selectedSymbols)}
          cellSize={32}
        />
        <div style={{ flex: '1 1 560px', minWidth: 0 }}>
          <ModuleTable
            rows={modules.rows}
            loading={modules.loading}
            chosen={chosen.length > 0}
            onView={view}
          />
        </div>
      </Flex>
      <ModuleDetailPanel
        open={viewing !== null}
        detail={viewing?.detail ?? null}
        chosen={chosen}
        onClose={() => setViewing(null)}
      />
    </Flex>
  );
}
