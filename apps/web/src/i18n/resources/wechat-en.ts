/** Texts of WeChat login and binding and of the after-login steps (002 §2.4, §4, §8). */
export const wechatEn = {
  scan: 'Scan the QR code with WeChat',
  scanHint: 'WeChat shows its QR code; scan it with the WeChat app on your phone to log in.',
  loading: 'Asking the server for the WeChat QR code…',
  unavailable: 'The WeChat QR code could not be loaded: {{message}}',
  stateMismatch: 'This WeChat login was not started on this page; scan the QR code again.',
  signingIn: 'Logging in with WeChat…',
  bindPending:
    'Your WeChat is not bound to an account yet. Log in to bind it, or register a new account with it.',
  registerWithWeChat: 'Register and bind WeChat',
  registerBinds: 'This registration also binds your WeChat.',
  status: {
    bound: 'WeChat bound successfully',
    already: 'This account is already bound to WeChat',
    failed: 'WeChat binding failed',
    countdown: 'Returning in {{seconds}} s…',
    done: 'Done',
  },
  tab: {
    openerGone: 'The original page has been closed; start the login again from the original page.',
    openerGoneTitle: 'Notice',
  },
};
