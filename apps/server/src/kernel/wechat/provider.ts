/**
 * WeChat login (spec 002 §2.4 QR tab, §4 bindCode) as a provider interface: the server only needs the
 * address of WeChat's QR page and, for the code WeChat sends back, who the user is. The one real
 * implementation is WeChat's open-platform website login (open-platform.ts); API tests implement this
 * interface with a small class of their own because WeChat's servers cannot be reached from a test.
 */
export interface WeChatProvider {
  /** WeChat's QR page for this login; WeChat sends the browser to `redirectUri` with `code` and `state`. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** The WeChat user a one-time `code` stands for (throws WeChatError when WeChat refuses or is unreachable). */
  identify(code: string): Promise<WeChatIdentity>;
}

/** Who a WeChat user is: openid per app, unionid across the apps of one open-platform account. */
export interface WeChatIdentity {
  readonly openid: string;
  /** Present when the app belongs to an open-platform account (the same person in every app). */
  readonly unionid: string | null;
  readonly nickname: string | null;
  readonly avatarUrl: string | null;
}

/** Why WeChat did not answer with an identity: its own error code, a bad answer, or no answer in time. */
export class WeChatError extends Error {
  constructor(
    readonly reason: 'refused' | 'unreachable' | 'malformed',
    message: string,
    /** WeChat's errcode (e.g. 40029 invalid code) when it sent one. */
    readonly errcode?: number,
  ) {
    super(message);
    this.name = 'WeChatError';
  }
}
