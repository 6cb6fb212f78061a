import type { BuilderLink, ModuleBrowserLink } from '../home/home-page';
import type { ProductLink } from './site-menu';

/** The product menu's entries: the routed builder pages and module browsers of this installation. */
export function productLinks(
  builders: readonly BuilderLink[],
  browsers: readonly ModuleBrowserLink[],
): ProductLink[] {
  return [
    ...builders.map((b) => ({
      id: b.id,
      path: b.path,
      labelKey: `wizard.titles.${b.titleKey}`,
      group: 'builders' as const,
    })),
    ...browsers.map((b) => ({
      id: b.id,
      path: b.path,
      labelKey: `potentials.homeLinks.${b.type}`,
      group: 'browsers' as const,
    })),
  ];
}
