import type { Stage } from 'ngl';
import { clampCameraDistance } from './viewer-settings';

/**
 * Keeps the zoom between 0.125 and 8 times the view that fits the structure (000 §4). NGL's own limit is
 * only a minimum camera distance, so every camera change is checked and pulled back into range.
 * `onZoom` hears the zoom after each change. Returns the function that stops watching.
 */
export function clampZoom(stage: Stage, onZoom: (zoom: number) => void): () => void {
  const controls = stage.viewerControls;
  const onChange = (): void => {
    const component = stage.compList[0];
    if (component === undefined) return;
    const fit = Math.abs(component.getZoom());
    const distance = controls.getCameraDistance();
    const allowed = clampCameraDistance(distance, fit);
    // distance() signals a change again; inside the range this returns at once, so it cannot loop.
    if (Math.abs(allowed - distance) > 1e-6 * fit) controls.distance(allowed);
    else onZoom(fit / distance);
  };
  controls.signals.changed.add(onChange);
  return () => {
    controls.signals.changed.remove(onChange);
  };
}
