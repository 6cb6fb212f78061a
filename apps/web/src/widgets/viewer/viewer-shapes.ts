import type { Component, Stage } from 'ngl';
import { Shape } from 'ngl';

type Point = readonly [number, number, number];

/**
 * Shapes drawn over the structure (the coarse-grained view, 002 §2.9): spheres (a bead's), cylinders
 * between sphere centres, and optional texts at the centres. Colours are CSS hex strings.
 */
export interface ViewerShapes {
  readonly spheres: readonly { readonly centre: Point; readonly radius: number }[];
  readonly sphereColor: string;
  readonly opacity: number;
  /** Pairs of sphere indices joined by a cylinder. */
  readonly cylinders: readonly (readonly [number, number])[];
  readonly cylinderColor: string;
  readonly cylinderRadius: number;
  /** One text per sphere ('' for none), drawn at its centre; undefined draws none. */
  readonly labels?: readonly string[];
  /** One sphere drawn as a wireframe (the current bead, 001 §9), or none. */
  readonly wireframe?: number;
}

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
};

/**
 * Adds the shapes to the stage as components (spheres translucent, the wireframe one apart, labels on top)
 * and returns a function that removes them again.
 */
export function addShapes(stage: Stage, shapes: ViewerShapes): () => void {
  const solid = unpickable('beads');
  // A wireframe needs a mesh: impostor spheres have none to draw.
  const wire = unpickable('current bead', { disableImpostor: true });
  const sphereColor = rgb(shapes.sphereColor);
  shapes.spheres.forEach((s, i) => {
    (i === shapes.wireframe ? wire : solid).addSphere([...s.centre], sphereColor, s.radius, `B${i + 1}`);
  });
  const cylinderColor = rgb(shapes.cylinderColor);
  for (const [a, b] of shapes.cylinders) {
    const from = shapes.spheres[a]?.centre;
    const to = shapes.spheres[b]?.centre;
    if (from && to) solid.addCylinder([...from], [...to], cylinderColor, shapes.cylinderRadius, '');
  }
  const components = [addShape(stage, solid, { opacity: shapes.opacity })];
  if (shapes.wireframe !== undefined) components.push(addShape(stage, wire, { wireframe: true }));
  const labels = shapes.labels ?? [];
  if (labels.some((l) => l !== '')) {
    const text = unpickable('bead numbers');
    labels.forEach((label, i) => {
      const centre = shapes.spheres[i]?.centre;
      if (label !== '' && centre) text.addText([...centre], [0.08, 0.08, 0.08], 2.4, label);
    });
    components.push(addShape(stage, text, {}));
  }
  return () => {
    // A new structure removes every component first (useLoadedStructure): remove only what is still there.
    for (const c of components) if (stage.compList.includes(c)) stage.removeComponent(c);
  };
}

/**
 * A shape whose buffers are not pickable, so a click through a bead sphere reaches the atom under it
 * (step 2 toggles atoms). NGL's Shape keeps only its own parameters, but hands its parameter object to
 * the buffers it makes, which read disablePicking from it; the representation's flag does not reach them.
 */
function unpickable(name: string, params: { disableImpostor?: boolean } = {}): Shape {
  const shape = new Shape(name, params);
  Object.assign(shape.parameters, { disablePicking: true });
  return shape;
}

function addShape(stage: Stage, shape: Shape, params: Record<string, unknown>): Component {
  const component = stage.addComponentFromObject(shape);
  if (component === undefined) throw new Error('NGL made no component of a shape');
  component.addRepresentation('buffer', params);
  return component;
}
