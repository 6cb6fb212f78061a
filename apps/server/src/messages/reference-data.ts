import { fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/**
 * Registration's reference checks (spec 002 §5): the texts a call answers with when a field fails the
 * college e-mail domain list or the sensitive-word list (kernel/reference). zh as the spec gives them.
 */
export const REFERENCE_DATA_MESSAGES: MessageCatalogue = {
  'not-college-email': fixed(
    'enter the e-mail address of your university or organisation',
    '请输入正确的高校单位邮箱地址',
  ),
  'sensitive-words': fixed(
    'this may not contain content against the platform agreement, laws, regulations or policies',
    '不能使用违反平台协议，相关法律法规和政策的内容',
  ),
};
