export { applySeminario } from './apply-seminario.js';
export type { SeminarioHessian, SeminarioMode, SeminarioOptions } from './apply-seminario.js';
export { bondConstant } from './bond-constant.js';
export type { BondFit } from './bond-constant.js';
export { angleConstant } from './angle-constant.js';
export type { AngleFit } from './angle-constant.js';
export { angleScalingFactors } from './angle-scaling.js';
export type { HessianFrame } from './seminario-geometry.js';
