export { moltemplateWriter } from './moltemplate-writer.js';
export type { MoltemplateModel, MoltemplateOptions } from './moltemplate-writer.js';
