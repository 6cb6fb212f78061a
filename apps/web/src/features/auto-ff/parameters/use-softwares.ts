import type { ComputingSoftwareId } from '@topoforge/chem';
import type { ParameterSet, TopfileSoftware } from '@topoforge/contract';
import { RESNAME_DEFAULT } from '@topoforge/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTopfileSoftwares, topfileSoftwares } from '../../../api/builder';
import type { ComputerRule } from '../engine/builder';
import type { EditedTables } from '../../../widgets/parameter-tables/tables';
import { buildPayload } from '../download/topology-payload';
import { offeredSoftwares } from './software-choice';

/** The builder's computer list (variant D, 001 §4), asked once when step 3 shows; null until it came or without a rule. */
export function useComputerList(rule: ComputerRule | undefined): readonly string[] | null {
  const [listed, setListed] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (rule === undefined) return undefined;
    const controller = new AbortController();
    rule.load(controller.signal).then(setListed, (error: unknown) => {
      // 000 §8: list failures are only logged; the full list stays offered.
      if (!controller.signal.aborted) console.warn('computer list failed', error);
    });
    return () => controller.abort();
  }, [rule]);
  return listed;
}

/** Tables edited in a burst are checked once, this long after the last edit (ms). */
const CHECK_DELAY_MS = 400;

/**
 * The computing softwares the server lists that the builder's flow offers, each marked available only
 * when its writer can write this parameter set (POST topfile/softwares, asked again after the tables
 * change), with the writer's reason in the interface language otherwise. Until that answer comes (or
 * when it fails), the plain list of GET topfile/softwares stands.
 */
export function useSoftwares(
  flowSoftwares: readonly ComputingSoftwareId[],
  set: ParameterSet,
  tables: EditedTables,
): readonly TopfileSoftware[] {
  const { i18n } = useTranslation();
  const [listed, setListed] = useState<readonly TopfileSoftware[]>([]);
  const [checked, setChecked] = useState<readonly TopfileSoftware[]>();
  useEffect(() => {
    const controller = new AbortController();
    topfileSoftwares(controller.signal).then(setListed, (error: unknown) => {
      // The client has told the user already; the dropdown stays empty and Download stays disabled.
      if (!controller.signal.aborted) console.warn('topfile/softwares failed', error);
    });
    return () => controller.abort();
  }, []);
  const language = i18n.language;
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkTopfileSoftwares(buildPayload(set, tables, RESNAME_DEFAULT), {
        signal: controller.signal,
        language,
      }).then(setChecked, (error: unknown) => {
        if (controller.signal.aborted) return;
        setChecked(undefined);
        console.warn('POST topfile/softwares failed', error);
      });
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [set, tables, language]);
  return offeredSoftwares(checked ?? listed, flowSoftwares, set.meta.cell !== null);
}
