import { CONSULTATION_HOME_COUNTRY } from '@topoforge/contract';
import type { ConsultationBody } from '@topoforge/contract';
import { HttpError } from '../../../kernel/http/errors.js';
import { buildCountryList } from '../../../kernel/reference/countries.js';
import type { RegionNode } from '../../../kernel/reference/regions.js';
import { buildRegionTree } from '../../../kernel/reference/regions.js';

/**
 * What the form's rules cannot say alone: the country is one of the country list (Chinese or English
 * name), and a Chinese address is a path of the region tree — province, then city, then district, each a
 * child of the one before (1 to 3 levels, as a municipality's district path may be short).
 */
export interface ConsultationChecks {
  check(body: ConsultationBody): void;
}

export function createConsultationChecks(): ConsultationChecks {
  const countries = new Set(buildCountryList().flatMap((c) => [c.zh, c.en]));
  let regions: RegionNode[] | undefined;
  const isRegionPath = (names: readonly string[]): boolean => {
    regions ??= buildRegionTree();
    let level: readonly RegionNode[] | undefined = regions;
    for (const name of names) {
      const node: RegionNode | undefined = level?.find((n) => n.name === name);
      if (!node) return false;
      level = node.children;
    }
    return names.length > 0;
  };
  return {
    check(body) {
      if (!countries.has(body.country))
        throw new HttpError(400, 'consultation-unknown-country', { country: body.country });
      if (body.country === CONSULTATION_HOME_COUNTRY) {
        const path = body.address.split('/').map((p) => p.trim());
        if (path.length > 3 || !isRegionPath(path)) {
          throw new HttpError(400, 'consultation-unknown-region', { address: body.address });
        }
      }
    },
  };
}
