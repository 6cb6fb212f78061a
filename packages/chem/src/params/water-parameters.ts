import { massOf } from '../core/elements.js';
import type {
  HarmonicAngle,
  HarmonicBond,
  Provenance,
  RigidWater,
  SystemAtom,
  VirtualSite,
} from '../core/system.js';
import { KJ_PER_KCAL } from '../core/units.js';
import type { ForceFieldParameters } from '../forcefields/amber-dat/types.js';
import type { WaterSite } from '../forcefields/water/find-waters.js';
import type { WaterModel, WaterSiteType } from '../forcefields/water/models.js';

/** Parameters of water atoms come from the model's publication, never from the solute's force field. */
export const waterProvenance = (model: WaterModel): Provenance => ({
  forceField: model.name,
  source: model.citation,
  estimated: false,
});

/** O–H bond at the model's r(OH) with the stiff constant standing in for the rigid geometry. */
export const waterBond = (model: WaterModel): HarmonicBond => ({
  funct: 1,
  b0: model.rOH / 10,
  kb: model.flexible.kb,
  provenance: waterProvenance(model),
});

export const waterAngle = (model: WaterModel): HarmonicAngle => ({
  funct: 1,
  theta0: model.angleHOH,
  k: model.flexible.ktheta,
  provenance: waterProvenance(model),
});

/**
 * Mass, charge and Lennard-Jones of one water site; M is massless and has no LJ site, H has one only
 * where the model gives it (TIPS3P) and deuterium's mass in heavy-water models.
 */
export function waterAtom(model: WaterModel, type: WaterSiteType, label: string): SystemAtom {
  const site = {
    OW: { charge: model.chargeO, mass: massOf(8), sigma: model.sigmaO, epsilon: model.epsilonO },
    HW: {
      charge: model.chargeH,
      mass: model.massH ?? massOf(1),
      sigma: model.hydrogenLJ?.sigma ?? 0,
      epsilon: model.hydrogenLJ?.epsilon ?? 0,
    },
    MW: { charge: model.chargeM, mass: 0, sigma: 0, epsilon: 0 },
  }[type];
  return { label, forceField: model.name, type, ...site, provenance: waterProvenance(model) };
}

/**
 * a = b of the M site as GROMACS virtual_sites3 funct 1 (M = O + a (H1 − O) + b (H2 − O)) at the model's
 * rigid geometry: with a = b, M − O = a · r(OH) · (u1 + u2) and |u1 + u2| = 2 cos(θ/2), so
 * a = b = r(OM) / (2 · r(OH) · cos(θ/2)). This is the construction in GROMACS's own water topologies
 * (share/gromacs/top/oplsaa.ff/tip4p.itp: "const = distance (OD) / [cos (angle(DOH)) · distance (OH)]",
 * a = b = const / 2; TIP4P: 0.015 nm, 52.26°, 0.09572 nm → 0.128012065). 0 for 3-site models.
 */
export function waterSiteCoefficient(model: WaterModel): number {
  if (model.sites !== 4) return 0;
  return model.rOM / (2 * model.rOH * Math.cos((model.angleHOH * Math.PI) / 360));
}

/** The M site of one water of a 4-site model, or undefined when the water has none. */
export function waterVirtualSite(model: WaterModel, w: WaterSite): VirtualSite | undefined {
  if (model.sites !== 4 || w.m === undefined) return undefined;
  const a = waterSiteCoefficient(model);
  return { site: w.m, kind: 'linear3', atoms: [w.o, w.h1, w.h2], a, b: a };
}

/**
 * The model as an AMBER parameter set (types OW, HW, MW), merged into the solute's set so the
 * parameter cascade finds every water term; parameterizeWithWater then puts the model's own values
 * (GROMACS units, no round trip) back in place of what the cascade found.
 */
export function withWaterModel(
  ff: ForceFieldParameters | undefined,
  model: WaterModel,
): ForceFieldParameters {
  const line = 0;
  const rStar = (sigmaNm: number): number => (10 * sigmaNm * 2 ** (1 / 6)) / 2;
  const water = {
    masses: [
      ['OW', { type: 'OW', mass: massOf(8), line }],
      ['HW', { type: 'HW', mass: model.massH ?? massOf(1), line }],
      ['MW', { type: 'MW', mass: 0, line }],
    ],
    bonds: [
      ['OW-HW', { types: ['OW', 'HW'], k: model.flexible.kb / 2 / KJ_PER_KCAL / 100, r0: model.rOH, line }],
    ],
    angles: [
      [
        'HW-OW-HW',
        {
          types: ['HW', 'OW', 'HW'],
          k: model.flexible.ktheta / 2 / KJ_PER_KCAL,
          theta0: model.angleHOH,
          line,
        },
      ],
    ],
    nonbonded: [
      ['OW', { type: 'OW', rStar: rStar(model.sigmaO), epsilon: model.epsilonO / KJ_PER_KCAL, line }],
      [
        'HW',
        {
          type: 'HW',
          rStar: rStar(model.hydrogenLJ?.sigma ?? 0),
          epsilon: (model.hydrogenLJ?.epsilon ?? 0) / KJ_PER_KCAL,
          line,
        },
      ],
      ['MW', { type: 'MW', rStar: 0, epsilon: 0, line }],
    ],
  } as const;
  const merge = <V>(base: ReadonlyMap<string, V> | undefined, extra: readonly (readonly [string, V])[]) =>
    new Map<string, V>([...(base ?? new Map<string, V>()), ...extra]);
  return {
    name: ff?.name ?? model.name,
    ...(ff?.version === undefined ? {} : { version: ff.version }),
    source: ff?.source ?? model.citation,
    title: ff?.title ?? model.title,
    masses: merge(ff?.masses, water.masses),
    bonds: merge(ff?.bonds, water.bonds),
    angles: merge(ff?.angles, water.angles),
    dihedrals: ff?.dihedrals ?? new Map(),
    impropers: ff?.impropers ?? new Map(),
    nonbonded: merge(ff?.nonbonded, water.nonbonded),
  };
}

/**
 * The water held rigid at the model's geometry: dOH = r(OH), dHH = 2 r(OH) sin(θ/2), nm (as the
 * [ settles ] of GROMACS's spc.itp: 0.1, 0.16330).
 */
export function rigidWater(model: WaterModel, w: WaterSite): RigidWater {
  const dOH = model.rOH / 10;
  return { o: w.o, h1: w.h1, h2: w.h2, dOH, dHH: 2 * dOH * Math.sin((model.angleHOH * Math.PI) / 360) };
}
