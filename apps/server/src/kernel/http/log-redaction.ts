import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go when not to standard output (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

/** What a secret is replaced with in the log. */
export const REDACTED = '[redacted]';

/** Query parameters that carry a credential: the spec lets clients send the bearer token as `?access_token=`. */
const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['access_token']);

/**
 * The URL with the value of every secret query parameter replaced by `[redacted]`, everything else as
 * sent. Names are compared decoded (`access%5Ftoken` is the same parameter to the query parser), so no
 * spelling of the name slips through.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pairs = url.slice(mark + 1).split('&');
  let changed = false;
  const redacted = pairs.map((pair) => {
    const equals = pair.indexOf('=');
    const name = decodeName(equals < 0 ? pair : pair.slice(0, equals));
    if (!SECRET_QUERY_PARAMETERS.has(name)) return pair;
    changed = true;
    return `${pair.slice(0, equals < 0 ? pair.length : equals)}=${REDACTED}`;
  });
  return changed ? `${url.slice(0, mark)}?${redacted.join('&')}` : url;
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Fastify's request serializer with the URL redacted. Like Fastify's own it logs no headers, so the
 * Authorization header and cookies never reach the log.
 */
export function serializeRequest(request: FastifyRequest): Record<string, string | number | undefined> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * The server's logger options: the level from the configuration, the redacting request serializer, and
 * pino's redaction of credential headers for any log call that passes headers along. `stream` (tests)
 * receives the log lines instead of standard output.
 */
export function serverLoggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: REDACTED,
    },
    ...(stream === undefined ? {} : { stream }),
  };
}
