import type { LoginResult, RegistrationBody } from '@topoforge/contract';
import {
  loginSettingsRoute,
  wechatBindRoute,
  wechatCallbackRoute,
  wechatQrcodeRoute,
  wechatRegisterRoute,
} from '@topoforge/contract';
import { z } from 'zod';
import { getJson, postJson } from '../../../api/client';

/** The WeChat and after-login calls of the login and registration pages (002 §7). */

export type LoginSettings = z.infer<(typeof loginSettingsRoute)['answer']['data']>;

/** Quiet: without an answer the page falls back to the safe defaults (no AI site, own host only). */
export const fetchLoginSettings = (signal?: AbortSignal): Promise<LoginSettings> =>
  getJson(loginSettingsRoute.path, loginSettingsRoute.answer.data, signal, undefined, { quiet: true });

/** WeChat's QR page address; quiet, because the tab says itself when WeChat is not configured (503). */
export const fetchWeChatQrcode = (signal?: AbortSignal): Promise<{ url: string }> =>
  getJson(wechatQrcodeRoute.path, wechatQrcodeRoute.answer.data, signal, undefined, { quiet: true });

export type WeChatCallbackAnswer =
  | { readonly kind: 'login'; readonly login: LoginResult }
  | { readonly kind: 'bind'; readonly bindCode: string };

export const weChatCallback = (code: string, state: string): Promise<WeChatCallbackAnswer> =>
  postJson(wechatCallbackRoute.path, { code, state }, wechatCallbackRoute.answer.data);

/** 200 bound, 2000 already bound (002 §4 step 3); quiet: the status screen shows a failure itself. */
export const bindWeChat = (bindCode: string): Promise<{ status: 200 | 2000 }> =>
  postJson(wechatBindRoute.path, { bindCode }, wechatBindRoute.answer.data, { quiet: true });

/** Registration and WeChat binding in one step (002 §4 "Registration" with a bindCode). */
export const registerWithWeChat = (
  code: string,
  body: RegistrationBody,
): Promise<{ id: number; username: string }> =>
  postJson(
    `${wechatRegisterRoute.path}?${new URLSearchParams({ verification: code }).toString()}`,
    body,
    z.object({ id: z.number(), username: z.string() }),
  );
