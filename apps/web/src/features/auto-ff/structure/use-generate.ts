import AntApp from 'antd/es/app';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cellToMol2, chargeOptions, convertToMol2 } from '../../../api/builder';
import type { SketcherHandle } from '../../../widgets/sketcher';
import { useWizardStore } from '../store/wizard-store';
import { mol2Atoms } from '../mol2/mol2-structure';
import type { ChargeList, UploadFlow } from '@topoforge/chem';
import { uploadExtension } from '@topoforge/chem';
import { useBuilderFlow, useUploadFlow } from '../engine/builder-context';
import { readStructureNotes } from '../upload/structure-notes';
import { checkUpload, utf8Bytes } from '../upload/upload-check';
import { whileBusy } from '../engine/use-busy';
import { uploadProblemText } from './use-upload-message';

export type SourceMode = 'create' | 'select' | 'smiles';

interface Source {
  readonly data: string;
  readonly inp: string;
  readonly gen3d: boolean;
}

/**
 * The generate-3D button (000 §2, §4): a sketch or a SMILES string (issue 15.8) goes to obabel/convert
 * with '--gen3d', a file is converted to mol2 — with '--gen3d' only when it is a flat (2D) molfile, a
 * file with 3D coordinates is shown as it is (issue 16.6); then the charge options are asked for. Stores
 * the mol2, its atoms and the charge options with the third as the default charge. In the crystal flow
 * (000 §5 crystal mode) the file is converted by the cell call, keeping its cell as CRYSIN.
 */
export function useGenerate(
  mode: SourceMode,
  sketcher: RefObject<SketcherHandle | null>,
  smiles: string,
): () => Promise<void> {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const update = useWizardStore((s) => s.update);
  const uploadFlow = useUploadFlow();
  const family = useBuilderFlow().chargeMethods ?? 'general';
  const crystal = uploadFlow === 'crystal';

  const sourceOf = async (): Promise<Source | undefined> => {
    if (mode === 'smiles') {
      if (smiles.trim() === '') {
        void message.warning(t('smiles.empty'));
        return undefined;
      }
      update({ originalFileName: '', originalFileContent: '', originalMol: '' });
      return { data: smiles.trim(), inp: 'smi', gen3d: true };
    }
    if (mode === 'create') {
      const handle = sketcher.current;
      const molfile = handle === null ? '' : await handle.getMolfile();
      // The same checks as for uploads apply to sketches (000 §5); an empty canvas has no atoms to count.
      const verdict = checkUpload(uploadFlow, 'sketch.mol', utf8Bytes(molfile), molfile);
      if (!verdict.ok) {
        void message.warning(
          verdict.problem.code === 'unreadable' || verdict.problem.code === 'empty'
            ? t('structure.emptySketch')
            : uploadProblemText(t, verdict.problem),
        );
        return undefined;
      }
      update({ originalMol: molfile });
      return { data: molfile, inp: 'mol', gen3d: true };
    }
    const { originalFileName: name, originalFileContent: text } = useWizardStore.getState();
    if (name === '' || text === '' || !checkUpload(uploadFlow, name, utf8Bytes(text), text).ok) {
      // 001 §5: the mineral and framework variants name their own file kinds.
      void message.warning(t(crystal ? 'structure.noCrystalFile' : 'structure.noFile'));
      return undefined;
    }
    return { data: text, inp: uploadExtension(name), gen3d: !readStructureNotes(name, text).has3d };
  };

  return async () => {
    const source = await sourceOf();
    if (source === undefined) return;
    await whileBusy(async () => {
      let mol2: string;
      try {
        // A crystal file goes through the cell conversion (001 §7 cif2mol2 …), which keeps its cell.
        mol2 = crystal
          ? await cellToMol2(source.data, source.inp)
          : await convertToMol2(source.data, source.inp, source.gen3d, uploadFlow);
      } catch (error) {
        console.warn('conversion failed', error); // the client showed the server's message (000 §8)
        return;
      }
      update({ originalMol2: mol2, mol2, atoms: mol2Atoms(mol2) });
      await storeChargeOptions(mol2, uploadFlow, family);
    });
  };
}

/**
 * Asks for the charge options of a new structure and stores them: the net charges with the default, the
 * charge types of the builder's list (`family`) with the default type. A failure is logged (000 §8).
 */
export async function storeChargeOptions(
  mol2: string,
  flow: UploadFlow | undefined,
  family: ChargeList,
): Promise<void> {
  try {
    const options = await chargeOptions(mol2, flow, family);
    useWizardStore.getState().update({
      chargeOptions: options.charges.options,
      charge: options.charges.defaultCharge,
      chargeTypeOptions: options.types,
      chargeType: options.defaultType,
    });
  } catch (error) {
    console.warn('charge options failed', error);
  }
}
