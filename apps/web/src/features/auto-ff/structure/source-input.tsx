import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import type { RefObject } from 'react';
import Input from 'antd/es/input';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { trackClick } from '../../../api/tracking';
import type { SketcherHandle } from '../../../widgets/sketcher';
import { MoleculeSketcher } from '../../../widgets/sketcher';
import { StructureDownloadDialog } from '../download/structure-download-dialog';
import { useWizardStore } from '../store/wizard-store';
import { readStructureNotes } from '../upload/structure-notes';
import { LibraryBrowser } from './library-browser';
import type { SourceMode } from './use-generate';

/** Where the structure comes from (000 §2 step 1): the method selector, then the sketcher or the library. */
export function SourceInput({
  mode,
  onMode,
  sketcher,
  smiles,
  onSmiles,
  onGenerate,
}: {
  mode: SourceMode;
  onMode: (mode: SourceMode) => void;
  sketcher: RefObject<SketcherHandle | null>;
  smiles: string;
  onSmiles: (smiles: string) => void;
  onGenerate: () => Promise<void>;
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
            { value: 'smiles', label: t('method.smiles') },
          ]}
          data-testid="method-selector"
        />
      </Flex>
      {mode === 'smiles' ? (
        <SmilesInput value={smiles} onChange={onSmiles} onGenerate={onGenerate} />
      ) : mode === 'create' ? (
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

/** The SMILES box (issue 15.8): one line; Enter generates, like the button. */
function SmilesInput({
  value,
  onChange,
  onGenerate,
}: {
  value: string;
  onChange: (smiles: string) => void;
  onGenerate: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('smiles.label')}</Typography.Text>
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPressEnter={() => void onGenerate()}
        placeholder={t('smiles.placeholder')}
        aria-label={t('smiles.label')}
        spellCheck={false}
        autoComplete="off"
        data-testid="smiles-input"
        style={{ fontFamily: 'monospace', maxWidth: 640 }}
      />
      <Typography.Text type="secondary">{t('smiles.hint')}</Typography.Text>
    </Flex>
  );
}

/**
 * Whether the generate button only shows the loaded file (it has 3D coordinates: issue 16.6) rather than
 * generating 3D coordinates (a sketch, a SMILES string, a flat file).
 */
function useShowsFileAsIs(mode: SourceMode): boolean {
  const name = useWizardStore((s) => s.originalFileName);
  const text = useWizardStore((s) => s.originalFileContent);
  const has3d = useMemo(() => name !== '' && readStructureNotes(name, text).has3d, [name, text]);
  return mode === 'select' && has3d;
}

/** Generate 3D, the show-model switch and the structure download (000 §2 step 1). */
export function GenerateBar({ onGenerate, mode }: { onGenerate: () => Promise<void>; mode: SourceMode }) {
  const { t } = useTranslation();
  const showsAsIs = useShowsFileAsIs(mode);
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
        {showsAsIs ? t('structure.show3d') : t('structure.generate')}
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
