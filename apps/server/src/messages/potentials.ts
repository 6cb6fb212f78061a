import { entry } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The EAM/ReaxFF module browsers (user-center-service/autoff) and their file download. */
export const POTENTIAL_MESSAGES: MessageCatalogue = {
  'potential-not-found': entry<{ id: string }>(({ id }) => ({
    en: `no potential module with id "${id}"`,
    zh: `没有 id 为“${id}”的势函数模块`,
  })),
  'potential-file-not-found': entry<{ fileId: string }>(({ fileId }) => ({
    en: `no module file with fileId "${fileId}"`,
    zh: `没有 fileId 为“${fileId}”的模块文件`,
  })),
  'potential-elements': entry<{ id: string; held: string; missing: string }>(({ id, held, missing }) => ({
    en: `${id} holds ${held}; not ${missing}`,
    zh: `${id} 只包含 ${held}，不包含 ${missing}`,
  })),
};
