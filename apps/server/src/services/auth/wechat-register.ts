import type { RegistrationBody } from '@topoforge/contract';
import { bindWithCode, peekBindCode } from '../../kernel/wechat/bindings.js';
import type { WeChatProvider } from '../../kernel/wechat/provider.js';
import type { RegistrationDeps } from './registration.js';
import { registerAccount } from './registration.js';
import { bindRefusal, configured } from './wechat-login.js';

/**
 * Registration with a bindCode (002 §4 "Registration": registration and WeChat binding in one step). The
 * code is checked before the account is made, so a stale one costs the user neither the form nor the
 * verification code; the binding of a brand-new account can then only fail if the same WeChat user was
 * bound elsewhere in between, and the account stands either way (the user binds at the next login).
 */
export async function registerWithWeChat(
  deps: RegistrationDeps,
  provider: WeChatProvider | null,
  body: RegistrationBody,
  code: string,
  ip: string,
): Promise<{ readonly id: number; readonly username: string; readonly bound: boolean }> {
  configured(provider);
  const bindCode = body.bindCode?.trim() ?? '';
  if ((await peekBindCode(deps.db, bindCode)) === null) throw bindRefusal('code-gone');
  const account = await registerAccount(deps, body, code, ip);
  const outcome = await bindWithCode(deps.db, account.id, bindCode);
  return { ...account, bound: outcome === 'bound' };
}
