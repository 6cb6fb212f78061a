/** Port of the server under test; set E2E_PORT when 18080 is taken (the config and the specs agree on it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The same server by name: the OAuth tests use it as the issuer's origin (localStorage is per origin). */
const E2E_NAMED_ORIGIN = `http://localhost:${E2E_PORT}`;

/**
 * A browser context's starting storage holding a remembered interface language (`hzw_language`). The app
 * opens in Chinese for a visitor with no choice stored (issue 22); the config gives every test English this
 * way, and a Chinese test passes its locale ('zh-CN', or 'zh') to get Chinese.
 */
export function languageState(locale: string) {
  const language = locale.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  const localStorage = [{ name: 'hzw_language', value: language }];
  return {
    cookies: [],
    origins: [E2E_ORIGIN, E2E_NAMED_ORIGIN].map((origin) => ({ origin, localStorage })),
  };
}
