import type { ParameterRequest } from '@topoforge/contract';
import type { SeminarioMode, System, WaterModel, WaterSite } from '@topoforge/chem';
import {
  applySeminario,
  checkHessianMatches,
  HessianParseError,
  readHessian,
  restoreWaterParameters,
} from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';

/** Spec 000 §5 fitting dialog: the Hessian file is required. */
export const HESSIAN_REQUIRED = { en: 'please upload Hessian file', zh: '请上传Hessian文件' };

/**
 * use_mseminario 1–3: bonds, angles or both from the Hessian by the modified Seminario method, force
 * constants × vibrational_scaling². Water of a water model keeps the model's rigid geometry. Parse
 * errors answer the spec's Hessian messages (000 §5) in the request's language.
 */
export function fitFromHessian(
  system: System,
  req: ParameterRequest,
  water: { model: WaterModel; waters: readonly WaterSite[] } | undefined,
): System {
  const mode = req.use_mseminario as SeminarioMode;
  if (mode === 0) return system;
  const text = req.hessian ?? '';
  if (text.trim() === '') throw badRequest('hessian-required', HESSIAN_REQUIRED);
  let hessian;
  try {
    hessian = readHessian(text, { fileName: 'hessian' });
    checkHessianMatches(hessian, system.molecule.elements, 'hessian');
  } catch (e) {
    if (e instanceof HessianParseError) {
      throw badRequest('invalid-hessian', { kind: e.kind, detail: e.detail });
    }
    throw e;
  }
  const fitted = applySeminario(system, hessian, {
    mode,
    vibrationalScaling: req.vibrational_scaling,
    source: 'the uploaded Hessian',
  });
  return water ? restoreWaterParameters(fitted, water.model, water.waters) : fitted;
}
