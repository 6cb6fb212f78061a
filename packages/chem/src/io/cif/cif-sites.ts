import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { Vec3 } from '../../core/vec3.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import type { CifBlock, CifValue } from './cif-blocks.js';
import { cifNumber, isMissing } from './cif-values.js';
import { waterLabelSites } from './cif-formula.js';
import type { CifSite } from './expand-sites.js';
import { elementFromLabel, elementFromTypeSymbol } from './site-element.js';

export interface SiteList {
  readonly sites: CifSite[];
  /** True when the coordinates are Cartesian (_atom_site_Cartn_*), in Å; fractional otherwise. */
  readonly cartesian: boolean;
}

const FRACT = ['_atom_site_fract_x', '_atom_site_fract_y', '_atom_site_fract_z'];
const CARTN = ['_atom_site_cartn_x', '_atom_site_cartn_y', '_atom_site_cartn_z'];

export const hasSites = (block: CifBlock): boolean =>
  block.columns.has(FRACT[0] ?? '') || block.columns.has(CARTN[0] ?? '');

/** The atom-site loop of a block, one CifSite per row. */
export function readSites(block: CifBlock, ctx: TextContext, diagnostics: Diagnostic[]): SiteList {
  const cartesian = !block.columns.has(FRACT[0] ?? '');
  const coordinateTags = cartesian ? CARTN : FRACT;
  const column = (tag: string, required: boolean): readonly CifValue[] | undefined => {
    const c = block.columns.get(tag);
    if (c === undefined && required)
      fail(ctx, block.line, `data_${truncate(block.name)} has no ${tag} column.`);
    return c;
  };
  const [xs, ys, zs] = coordinateTags.map((t) => column(t, true) ?? []) as [
    CifValue[],
    CifValue[],
    CifValue[],
  ];
  const labels = column('_atom_site_label', false);
  const types = column('_atom_site_type_symbol', false);
  const occupancies = column('_atom_site_occupancy', false);
  const charges = column('_atom_site_charge', false);
  for (const c of [ys, zs, labels, types, occupancies, charges]) {
    if (c !== undefined && c.length !== xs.length) {
      fail(
        ctx,
        c[0]?.line ?? block.line,
        `the atom-site columns of data_${truncate(block.name)} have different lengths.`,
      );
    }
  }
  if (xs.length === 0) fail(ctx, block.line, `data_${truncate(block.name)} lists no atom sites.`);
  const fromLabel: number[] = [];
  const sites = xs.map((x, i): CifSite => {
    const line = x.line;
    const label = labels?.[i]?.text ?? '';
    const element = siteElement(types?.[i], label, line, ctx, () => fromLabel.push(i));
    const coordinate = (v: CifValue | undefined, axis: string): number =>
      isMissing(v)
        ? fail(ctx, line, `site '${truncate(label)}' has no ${axis} coordinate.`)
        : cifNumber(ctx, v as CifValue, `${axis} coordinate of site '${truncate(label)}'`);
    const fractional: Vec3 = [coordinate(x, 'x'), coordinate(ys[i], 'y'), coordinate(zs[i], 'z')];
    const occ = occupancies?.[i];
    const occupancy = isMissing(occ)
      ? undefined
      : cifNumber(ctx, occ as CifValue, `occupancy of site '${truncate(label)}'`);
    const q = charges?.[i];
    const charge = isMissing(q)
      ? undefined
      : cifNumber(ctx, q as CifValue, `charge of site '${truncate(label)}'`);
    return { label: label || `${i + 1}`, element, fractional, occupancy, charge, line };
  });
  if (fromLabel.length > 0) {
    diagnostics.push(
      warning(
        'cif-element-from-label',
        `data_${block.name} has no _atom_site_type_symbol for ${fromLabel.length} site(s); their elements were taken from the leading letters of their labels, as the CIF core dictionary describes.`,
        { line: xs[fromLabel[0] ?? 0]?.line },
      ),
    );
  }
  return { sites: waterLabelSites(block, sites, fromLabel, diagnostics), cartesian };
}

function siteElement(
  type: CifValue | undefined,
  label: string,
  line: number,
  ctx: TextContext,
  usedLabel: () => void,
): number {
  if (!isMissing(type)) {
    const text = (type as CifValue).text;
    const z = elementFromTypeSymbol(text);
    if (z === undefined)
      fail(
        ctx,
        line,
        `site '${truncate(label)}' has type symbol '${truncate(text)}', which does not start with an element symbol.`,
      );
    return z;
  }
  const z = elementFromLabel(label);
  if (z === undefined)
    fail(
      ctx,
      line,
      `site '${truncate(label)}' has no type symbol and its label does not start with an element symbol.`,
    );
  usedLabel();
  return z;
}
