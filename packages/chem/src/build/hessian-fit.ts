import type { Diagnostic } from '../core/diagnostics.js';
import { warning } from '../core/diagnostics.js';
import type { System } from '../core/system.js';
import { checkHessianMatches } from '../io/hessian/matrix-check.js';
import { readHessian } from '../io/hessian/read-hessian.js';
import type { ModelWater } from '../params/models/force-field-models.js';
import { applySeminario } from '../params/seminario/apply-seminario.js';
import { restoreWaterParameters } from '../params/water-system.js';
import { buildError } from './build-error.js';
import type { SeminarioRequest } from './build-request.js';

/**
 * Bonds, angles or both from the Hessian by the modified Seminario method, force constants ×
 * vibrational scaling². Model water keeps its rigid geometry. A file that cannot be read, or is for
 * another structure, throws the reader's HessianParseError (the spec's Hessian messages, 000 §5).
 */
export function fitFromHessian(
  system: System,
  fit: SeminarioRequest,
  water: ModelWater | undefined,
  notes: Diagnostic[],
): System {
  if (fit.mode === 0) return system;
  if (fit.text.trim() === '')
    throw buildError('hessian-required', undefined, 'Please upload the Hessian file.');
  const hessian = readHessian(fit.text, { fileName: fit.fileName });
  checkHessianMatches(hessian, system.molecule.elements, fit.fileName);
  if (!hessian.positions) {
    notes.push(
      warning(
        'hessian-no-geometry',
        `${fit.fileName} has no geometry; the structure's coordinates are used and must be the ones the Hessian was computed at.`,
      ),
    );
  }
  const fitted = applySeminario(system, hessian, {
    mode: fit.mode,
    vibrationalScaling: fit.vibrationalScaling,
    source: fit.source,
  });
  return water ? restoreWaterParameters(fitted, water.model, water.waters) : fitted;
}
