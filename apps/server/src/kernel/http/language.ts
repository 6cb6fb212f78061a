export type Language = 'en' | 'zh';

/**
 * The interface language a request asks for: Chinese when `Accept-Language` prefers any zh variant over
 * English, English otherwise (q-values honoured; the first listed wins on a tie).
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  let best: { lang: Language; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    const lang: Language | undefined = base === 'zh' ? 'zh' : base === 'en' ? 'en' : undefined;
    if (!lang) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? 'en';
}
