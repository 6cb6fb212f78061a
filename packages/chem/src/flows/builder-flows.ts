import type { UploadFlow } from '../io/upload/flows.js';
import type { ForceFieldListRoute } from './list-routes.js';
import type { ComputingSoftwareId } from './softwares.js';
import { CRYSTAL_SOFTWARES, MOLECULE_SOFTWARES } from './softwares.js';

/** What the coarse-grained flow offers: the writers that write a CG set (writers/coarse-grained-forms.ts). */
const COARSE_GRAINED_SOFTWARES: readonly ComputingSoftwareId[] = ['gromacs', 'lammps'];

/**
 * The builder pages of spec 002 §2.3 ("Its pages are all-atom, united-atom, ion-liquid, carbon-material,
 * mof-cof, inorganic-crystals, polymers, multi-body, reactive-force and coarse"), in its order.
 */
export const BUILDER_FLOW_IDS = [
  'all-atom',
  'united-atom',
  'ion-liquid',
  'carbon-material',
  'mof-cof',
  'inorganic-crystals',
  'polymers',
  'multi-body',
  'reactive-force',
  'coarse',
] as const;
export type BuilderFlowId = (typeof BUILDER_FLOW_IDS)[number];

/**
 * The charge lists of 000 §9 (general molecules, paths containing 'polymer', paths containing 'mof-cof'):
 * the flow ids chargeMethodsFor (charges/shared/methods-for.ts) takes, which a test holds equal.
 */
export const CHARGE_LISTS = ['general', 'polymer', 'mof-cof'] as const;
export type ChargeList = (typeof CHARGE_LISTS)[number];

/**
 * What tells one builder page from another, as data. `null` means the page has no such control: no
 * file upload (the structure is built on the page), no force-field list, no charge step, no topology
 * dialog (the module browsers).
 */
export interface BuilderFlow {
  readonly id: BuilderFlowId;
  /** The page title of 002 §2.3, in English (the apps translate it). */
  readonly title: string;
  /** A three-step wizard, or a browser of potential modules (001 §2.7). */
  readonly kind: 'wizard' | 'module-browser';
  /** Whether TopoForge builds this page today; nothing offers a page that is not built. */
  readonly available: boolean;
  /** The upload rules (io/upload UPLOAD_FLOWS: extensions, 1 MB, atom limit) of the page's file input. */
  readonly upload: UploadFlow | null;
  /** The force-field list route step 1 offers (its first entry is the default, 000 §7). */
  readonly forceFieldList: ForceFieldListRoute | null;
  /** Which charge methods step 2 offers: chargeMethodsFor(elements, chargeMethods) picks them. */
  readonly chargeMethods: ChargeList | null;
  /** Whether step 1 shows the backup force-field selector. */
  readonly backup: boolean;
  /** Whether the topology dialog asks for a supercell; it does only for a structure with a cell. */
  readonly supercell: boolean;
  /** Software ids step 3 offers (000 §9); availability is the writers' (writers/registry.ts). */
  readonly softwares: readonly ComputingSoftwareId[];
  /** The topology dialog's resname default. */
  readonly defaultResname: 'UNK' | 'NUK' | null;
}

/**
 * A potential-module browser (001 §2.7: a periodic table and a table of EAM or ReaxFF modules): no
 * wizard control applies, and its files are downloaded as they are (001 §7), so no software is offered.
 */
const moduleBrowser = (id: BuilderFlowId, title: string): BuilderFlow => ({
  id,
  title,
  kind: 'module-browser',
  available: true, // issue 20 item 4: apps/web features/potentials, e2e/potentials.spec.ts
  upload: null,
  forceFieldList: null,
  chargeMethods: null,
  backup: false,
  supercell: false,
  softwares: [],
  defaultResname: null,
});

/*
 * Shared readings, cited once:
 * - resname: 000 §5 "default UNK in one reading, NUK in another"; 001 §1 "resname NUK (polymer flows;
 *   the coarse-grained flow: same dialog)", so NUK there and UNK in the other wizards.
 * - softwares: 000 §9 "Gaussian, ORCA, Gear for non-crystal materials only"; 001 §7 lists all thirteen
 *   for the polymer download.
 * - charges: 000 §9 "Paths containing 'polymer' … Paths containing 'mof-cof' …", the general lists
 *   otherwise.
 * - supercell: 000 §5 topology dialog; 001 §2.1 "for crystal materials, supercell x, y, z", 001 §2.5.
 * - backup: 000 §2 Step 1 "in the non-crystal flow a backup force-field selector"; 001 §2.2 likewise.
 */
export const BUILDER_FLOWS: readonly BuilderFlow[] = [
  {
    id: 'all-atom',
    title: 'all-atom force field', // 002 §2.3
    kind: 'wizard',
    available: true,
    upload: 'molecule', // 000 §5 molecule flow (4000 atoms); 001 §5 "Molecule flow (non-polymer wizard)"
    forceFieldList: 'supported', // 000 §7 general list; 000 §9 default GAFF
    chargeMethods: 'general', // 000 §9 general molecules
    backup: true, // 000 §2 non-crystal flow; 000 §9 default backup OPLS-AA/L
    supercell: true, // 000 §5: asked when the structure has a cell (a pdb CRYST1, a mol2 CRYSIN)
    softwares: MOLECULE_SOFTWARES, // 000 §9
    defaultResname: 'UNK', // 000 §5
  },
  {
    id: 'united-atom',
    title: 'united-atom', // 002 §2.3
    kind: 'wizard',
    available: true,
    upload: 'molecule', // 000 §1 a variant of the same wizard; 000 §5
    forceFieldList: 'ua', // 000 §7 united-atom list; 001 §7 "united-atom (first flow)"
    chargeMethods: 'general', // 000 §9
    backup: false, // a backup supplies all-atom parameters, wrong for united-atom sites
    supercell: true, // 000 §5
    softwares: MOLECULE_SOFTWARES, // 000 §9
    defaultResname: 'UNK', // 000 §5
  },
  {
    id: 'ion-liquid',
    title: 'ionic liquid', // 002 §2.3
    kind: 'wizard',
    available: true,
    upload: 'molecule', // 000 §5 (ions are molecules here; the crystal flow has its own page)
    forceFieldList: 'il', // 000 §7 ion/crystal list
    chargeMethods: 'general', // 000 §9
    backup: false, // CL&P ions take no all-atom backup
    supercell: true, // 000 §5
    softwares: MOLECULE_SOFTWARES, // 000 §9
    defaultResname: 'UNK', // 000 §5
  },
  {
    id: 'carbon-material',
    title: 'carbon material', // 002 §2.3
    kind: 'wizard',
    available: true, // issue 19 item 6: e2e/carbon-flows.spec.ts walks it to a zip
    upload: null, // 001 §2.4: fullerene, graphene, nanotube and graphyne builders, no file input
    forceFieldList: 'carbon', // 001 §7 carbon list
    chargeMethods: 'general', // 001 §2.4 steps as in the polymer flow; path has neither 'polymer' nor 'mof-cof'
    backup: false, // 001 §2.4 names only the force-field selector
    supercell: true, // graphene and graphyne sheets may come with a cell (001 §7 gdy unit_cell)
    softwares: MOLECULE_SOFTWARES, // 000 §9: not a crystal flow (fullerenes are molecules)
    defaultResname: 'UNK', // 000 §5; 001 §1 keeps NUK to the polymer and coarse-grained flows
  },
  {
    id: 'mof-cof',
    title: 'metal/covalent organic frameworks', // 002 §2.3
    kind: 'wizard',
    available: true, // issue 17 item 6: e2e/crystal-flows.spec.ts walks it to a zip
    upload: 'crystal', // 000 §5 crystal mode; 001 §5 "Mineral/framework variants: .cif, .vasp, .gif or .car"
    forceFieldList: 'mof', // 002 §7 forcefield/mof
    chargeMethods: 'mof-cof', // 000 §9 "Paths containing 'mof-cof'"
    backup: false, // 000 §2 backup only in the non-crystal flow
    supercell: true, // 001 §2.1 crystal materials
    // 000 §9; variant D may narrow this to lammps and moltemplate by the first atom's type (001 §2.6).
    softwares: CRYSTAL_SOFTWARES,
    defaultResname: 'UNK', // 000 §5
  },
  {
    id: 'inorganic-crystals',
    title: 'crystal materials', // 002 §2.3
    kind: 'wizard',
    available: true, // issue 17 item 6: e2e/crystal-flows.spec.ts walks it to a zip
    upload: 'crystal', // 000 §5 crystal mode (four-format reading); 001 §5 crystal flow, 1000 atoms
    forceFieldList: 'inorganic', // 001 §7 inorganic list; 002 §7 forcefield/inorganic
    chargeMethods: 'general', // 001 §2.5 "Steps 2 and 3 as above"; 000 §9
    backup: false, // 000 §2 backup only in the non-crystal flow
    supercell: true, // 001 §2.5 "supercell in the download dialog"
    softwares: CRYSTAL_SOFTWARES, // 000 §9
    defaultResname: 'UNK', // 000 §5
  },
  {
    id: 'polymers',
    title: 'polymer modelling', // 002 §2.3
    kind: 'wizard',
    available: true, // issue 18: apps/web features/builders/polymers
    upload: null, // 001 §2.1: homopolymer, block, random and 2D tabs build the chain, no file input
    forceFieldList: 'aminoacid', // 001 §7 Polymer "GET amino-acid force-field options; the first becomes the default"
    chargeMethods: 'polymer', // 000 §9 "Paths containing 'polymer'"
    backup: false, // 001 §2.1 step 1 has no force-field or backup selector
    supercell: false, // a built chain has no cell (001 §2.1 asks it only for crystal materials)
    softwares: MOLECULE_SOFTWARES, // 001 §7 the polymer download lists all thirteen
    defaultResname: 'NUK', // 001 §1, §5
  },
  moduleBrowser('multi-body', 'many-body potential'), // 002 §2.3; 001 §2.7 the EAM module browser
  moduleBrowser('reactive-force', 'reactive force field'), // 002 §2.3; 001 §2.7 the ReaxFF module browser
  {
    id: 'coarse',
    title: 'coarse-graining', // 002 §2.3
    kind: 'wizard',
    available: true, // issue 21 item 4: apps/web features/builders/coarse, e2e/coarse-flow.spec.ts
    upload: 'coarse-grained', // 000 §5 "5000 in the small-molecule and coarse-grained flow"; 001 §5
    // 001 §2.2 the small-molecule front has the general force-field selector (002 §2.9 resets it to GAFF);
    // step 2's CG selector is fed by its own route (contract coarse.ts CG_FORCEFIELD_LIST_ROUTE).
    forceFieldList: 'supported',
    chargeMethods: null, // 001 §2.3 step 2 cuts beads; no charge selector
    backup: true, // 001 §2.2 the small-molecule front: "in the non-crystal flow a backup force-field selector"
    supercell: false, // beads of a molecule, no cell (001 §2.3 step 3)
    // Only the GROMACS and LAMMPS writers write a CG set (constraints, nrexcl, Martini non-bonded); the
    // others refuse one (writers/coarse-grained-forms.ts), so the page offers these two.
    softwares: COARSE_GRAINED_SOFTWARES,
    defaultResname: 'NUK', // 001 §1 "the coarse-grained flow: same dialog"
  },
];

/** The row of a builder page; throws for an id that is not one (a programming error). */
export function builderFlow(id: BuilderFlowId): BuilderFlow {
  const flow = BUILDER_FLOWS.find((f) => f.id === id);
  if (flow === undefined) throw new Error(`unknown builder flow '${id}'`);
  return flow;
}

export const isBuilderFlowId = (name: string): name is BuilderFlowId =>
  (BUILDER_FLOW_IDS as readonly string[]).includes(name);
