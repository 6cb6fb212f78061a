import type { SpaceUsageWire } from '@topoforge/contract';
import { formatBytes } from '@topoforge/contract';
import Progress from 'antd/es/progress';
import { useTranslation } from 'react-i18next';

/** How much of the space's quota its files use (002 §9 byte formatting). */
export function UsageBar({ usage }: { readonly usage: SpaceUsageWire }) {
  const { t } = useTranslation();
  const percent = usage.quotaBytes > 0 ? Math.min(100, (usage.usedBytes / usage.quotaBytes) * 100) : 100;
  return (
    <div data-testid="storage-usage" style={{ minWidth: 240 }}>
      <Progress
        percent={Math.round(percent * 10) / 10}
        status={percent >= 95 ? 'exception' : 'normal'}
        showInfo={false}
      />
      <span>
        {t('storage.usage', { used: formatBytes(usage.usedBytes), quota: formatBytes(usage.quotaBytes) })}
      </span>
    </div>
  );
}
