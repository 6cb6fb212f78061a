import type { LocalizedMessage, MessageCatalogue, MessageData } from './types.js';

export type { LocalizedMessage, MessageCatalogue, MessageData, MessageTemplate } from './types.js';

/**
 * The server's one message catalogue: every text a client can be shown, keyed by stable code, in English
 * and Chinese. Each area keeps its entries in its own file here; codes must not repeat (a test checks).
 */
export const MESSAGE_PARTS: readonly MessageCatalogue[] = [];

export const MESSAGES: MessageCatalogue = Object.assign({}, ...MESSAGE_PARTS) as MessageCatalogue;

/** The text of `code` filled from `data`, or undefined when the catalogue has no entry for it. */
export function message(code: string, data: MessageData = {}): LocalizedMessage | undefined {
  const template = MESSAGES[code];
  return template?.(data);
}
