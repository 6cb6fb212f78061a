export * from './models.js';
export * from './find-waters.js';
export { addWaterVirtualSites, virtualSitePosition } from './four-point.js';
