import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { Key } from 'react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoleculeViewer } from '../../../widgets/viewer';
import type { WizardStep } from '../../auto-ff/engine/builder';
import { useStepNav } from '../../auto-ff/engine/step-nav';
import { mol2Molecules } from '../../auto-ff/mol2/mol2-structure';
import type { WizardAtom } from '../../auto-ff/store/wizard-defaults';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { beadShapes } from './bead-shapes';
import { BeadTree, BeadTreeButtons } from './bead-tree';
import type { Bead } from './beads';
import { addBead, currentAfterRemoval, removeAtom, removeBead, toggleAtom, uncutHeavyAtoms } from './beads';
import { CgForceFieldSelect } from './cg-force-field-select';
import { useCoarse } from './coarse-state';
import { useBeadNext } from './use-bead-next';

/** Step 2, cut beads (001 §2.3). */
export const BEAD_STEP: WizardStep = { title: 'cutBeads', Component: BeadStep };

/** At most 20 ids are named: a large molecule just opened may have thousands not yet in a bead. */
const shownIds = (ids: readonly number[]): string =>
  ids.length > 20 ? `${ids.slice(0, 20).join(', ')}, …` : ids.join(', ');

const allKeys = (beads: readonly Bead[]): Key[] => beads.map((b) => b.nodeId);

/** Edited beads replace the tree; the current bead stays within it. */
function setBeads(beads: Bead[], current: number): void {
  const inRange = Math.min(current, beads.length - 1);
  useCoarse.getState().update({ beads, edited: true, current: inRange });
}

function BeadStep() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const mapping = useCoarse((s) => s.mapping);
  const beads = useCoarse((s) => s.beads);
  const current = useCoarse((s) => s.current);
  const mol2 = useWizardStore((s) => s.mol2);
  const atoms = useWizardStore((s) => s.atoms);
  const nav = useStepNav();
  const next = useBeadNext();
  const molecule = useMemo(() => mol2Molecules(mol2)[0], [mol2]);
  const shapes = useMemo(
    () => (molecule ? beadShapes(molecule, beads, { atomsShown: true, numbers: false, current }) : undefined),
    [molecule, beads, current],
  );
  const selected = useMemo(() => beads[current]?.children.map((c) => c.id - 1) ?? [], [beads, current]);

  const onAtomClick = (index0: number) => {
    const atom = atoms[index0];
    if (atom === undefined || atom.label === 'H') return; // hydrogens follow their heavy atom
    const result = toggleAtom(beads, current, atom);
    if (result.kind === 'taken') void message.warning(t('coarse.taken', { bead: result.bead }));
    else if (result.kind === 'noBead') void message.warning(t('coarse.noCurrent'));
    else setBeads(result.beads, current);
  };

  const previous = (
    <Button onClick={() => void nav.back()} data-testid="wizard-previous">
      {t('wizard.previous')}
    </Button>
  );
  if (mapping === null) {
    return (
      <Flex vertical gap="middle" data-testid="step2">
        <Alert type="info" showIcon title={t('coarse.noMapping')} />
        <Flex>{previous}</Flex>
      </Flex>
    );
  }
  return (
    <Flex
      vertical
      gap="middle"
      data-testid="step2"
      data-bead-count={beads.length}
      data-uncut={uncutHeavyAtoms(beads, atoms).length}
    >
      <Typography.Text type="secondary">{t('coarse.clickHint')}</Typography.Text>
      <Flex gap="large" wrap align="flex-start">
        <Suspense
          fallback={<Typography.Text type="secondary">{t('structure.viewerLoading')}</Typography.Text>}
        >
          <MoleculeViewer
            mol2={mol2}
            step={2}
            // Ball and stick whatever step 1's switch says: atoms drawn as lines cannot be clicked into beads.
            hidden={false}
            selected={selected}
            onAtomClick={onAtomClick}
            {...(shapes ? { shapes } : {})}
          />
        </Suspense>
        <BeadPanel beads={beads} atoms={atoms} current={current} />
      </Flex>
      <Flex justify="space-between">
        {previous}
        <Button type="primary" onClick={() => void next()} data-testid="wizard-next">
          {t('wizard.next')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** The tree of beads with its buttons, the uncut atoms and the CG force-field selector. */
function BeadPanel({
  beads,
  atoms,
  current,
}: {
  beads: readonly Bead[];
  atoms: readonly WizardAtom[];
  current: number;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<readonly Key[]>(() => allKeys(beads));
  const uncut = uncutHeavyAtoms(beads, atoms);
  const onAdd = () => {
    const added = addBead(beads);
    const name = added[added.length - 1]?.nodeId;
    useCoarse.getState().update({ beads: added, edited: true, current: added.length - 1 });
    if (name !== undefined) setExpanded([...expanded, name]);
  };
  return (
    <Flex vertical gap="small" style={{ minWidth: 300, flex: 1 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('coarse.beads')}
      </Typography.Title>
      <BeadTreeButtons
        onAdd={onAdd}
        onCollapse={() => setExpanded([])}
        onExpand={() => setExpanded(allKeys(beads))}
      />
      <Typography.Text data-testid="current-bead">
        {beads[current] ? t('coarse.current', { name: beads[current].nodeId }) : t('coarse.noCurrent')}
      </Typography.Text>
      <BeadTree
        beads={beads}
        atoms={atoms}
        current={current}
        expanded={expanded}
        onExpand={setExpanded}
        onCurrent={(index) => useCoarse.getState().update({ current: index })}
        onRemoveBead={(index) => {
          const rest = removeBead(beads, index);
          setBeads(rest, currentAfterRemoval(current, index, rest.length));
        }}
        onRemoveAtom={(index, atomId) => setBeads(removeAtom(beads, index, atomId), current)}
      />
      {uncut.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('coarse.uncutCount', { count: uncut.length, ids: shownIds(uncut) })}
          data-testid="uncut-atoms"
        />
      )}
      <CgForceFieldSelect />
    </Flex>
  );
}
