import type { Configuration } from 'oidc-provider';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a browser sees when the provider cannot send it back to the app (an unknown client, a
 * redirect URI that is not registered …): the error in both languages, nothing of the request echoed
 * unescaped. Errors it can send back go to the app's redirect URI instead.
 */
export const renderError: NonNullable<Configuration['renderError']> = (ctx, out) => {
  const detail = [out.error, out.error_description].filter(Boolean).join(': ');
  ctx.type = 'html';
  ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>TopoForge</title></head><body>
<h1>授权请求无效 · The authorization request was refused</h1>
<p>${escape(detail)}</p>
<p>请返回原应用重新发起登录请求 · Go back to the application and start the login again.</p>
</body></html>`;
};
