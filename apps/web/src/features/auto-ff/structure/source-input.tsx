import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import type { RefObject } from 'react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { trackClick } from '../../../api/tracking';
import type { SketcherHandle } from '../../../widgets/sketcher';
import { MoleculeSketcher } from '../../../widgets/sketcher';
import { StructureDownloadDialog } from '../download/structure-download-dialog';
import { useWizardStore } from '../store/wizard-store';
import { LibraryBrowser } from './library-browser';
import type { SourceMode } from './use-generate';

/** Where the structure comes from (000 §2 step 1): the method selector, then the sketcher or the library. */
export function SourceInput({
  mode,
  onMode,
  sketcher,
}: {
  mode: SourceMode;
  onMode: (mode: SourceMode) => void;
  sketcher: RefObject<SketcherHandle | null>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Flex align="center" gap="middle" wrap>
        <Typography.Text strong>{t('method.label')}</Typography.Text>
        <Segmented<SourceMode>
          value={mode}
          onChange={onMode}
          options={[
            { value: 'create', label: t('method.create') },
            { value: 'select', label: t('method.select') },
          ]}
          data-testid="method-selector"
        />
      </Flex>
      {mode === 'create' ? (
        <Suspense
          fallback={<Typography.Text type="secondary">{t('method.sketcherLoading')}</Typography.Text>}
        >
          <MoleculeSketcher ref={sketcher} height={450} />
        </Suspense>
      ) : (
        <LibraryBrowser />
      )}
    </>
  );
}

/** Generate 3D, the show-model switch and the structure download (000 §2 step 1). */
export function GenerateBar({ onGenerate }: { onGenerate: () => Promise<void> }) {
  const { t } = useTranslation();
  const modelHidden = useWizardStore((s) => s.modelHidden);
  const update = useWizardStore((s) => s.update);
  return (
    <Flex align="center" gap="middle" wrap>
      <Button
        type="primary"
        onClick={() => {
          trackClick('generate3d');
          void onGenerate();
        }}
        data-testid="generate-3d"
      >
        {t('structure.generate')}
      </Button>
      <Flex align="center" gap="small">
        <Switch
          checked={!modelHidden}
          onChange={(checked) => update({ modelHidden: !checked })}
          data-testid="show-model"
        />
        <Typography.Text>{t('structure.showModel')}</Typography.Text>
      </Flex>
      <StructureDownloadDialog />
    </Flex>
  );
}
