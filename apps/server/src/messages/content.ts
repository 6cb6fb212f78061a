import { entry } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The public site's content (services/content): a notice, news item or page that is not there. */
export const CONTENT_MESSAGES: MessageCatalogue = {
  'content-not-found': entry<{ what: string; id: number | string }>(({ what, id }) => {
    const zh = what === 'notice' ? '公告' : what === 'news' ? '新闻' : '页面';
    return { en: `no ${what} ${id} (or it is not published)`, zh: `${zh} ${id} 不存在或未发布` };
  }),
};
