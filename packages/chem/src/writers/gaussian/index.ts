export { GAUSSIAN_SUPPORTS, gaussianWriter } from './gaussian-writer.js';
export type { GaussianModel, GaussianOptions } from './gaussian-writer.js';
