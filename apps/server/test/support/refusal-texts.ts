import { errorEnvelopeSchema } from '@topoforge/contract';
import { expect } from 'vitest';

/** One call in a given Accept-Language, answering the HTTP status and the parsed body. */
export type CallIn = (language: string) => Promise<{ status: number; body: unknown }>;

/**
 * A refusal's text in English and Chinese: the call is made in both languages, each answer must be a 400
 * with the wire code invalid-request, and the Chinese text must hold Chinese characters.
 */
export async function refusalTexts(callIn: CallIn): Promise<{ en: string; zh: string }> {
  const texts: string[] = [];
  for (const language of ['en', 'zh-CN']) {
    const answer = await callIn(language);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const error = errorEnvelopeSchema.parse(answer.body);
    expect(error.code).toBe('invalid-request');
    texts.push(error.msg);
  }
  expect(texts[1]).toMatch(/[\u4e00-\u9fff]/);
  return { en: texts[0]!, zh: texts[1]! };
}
