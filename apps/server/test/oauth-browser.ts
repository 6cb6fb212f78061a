import { createServer } from 'node:net';

/** A free loopback port now (the OAuth tests need the issuer's URL, PUBLIC_URL, before the server starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * What a browser does in the OAuth flow, by hand: it keeps the cookies the provider sets (by name; all
 * requests go to one server) and does not follow redirects, so each step's Location can be read.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { ...headers, cookie: this.cookieHeader() },
    });
    this.keep(response);
    return response;
  }

  async send(url: string, method: string, body: unknown, token?: string): Promise<Response> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      cookie: this.cookieHeader(),
    };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const response = await fetch(url, { method, redirect: 'manual', headers, body: JSON.stringify(body) });
    this.keep(response);
    return response;
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The Location of a redirect (absolute, resolved on the request's URL). */
export function locationOf(response: Response, base: string): URL {
  const location = response.headers.get('location');
  if (location === null) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, base);
}
