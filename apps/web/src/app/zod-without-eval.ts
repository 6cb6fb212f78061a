import { config } from 'zod';

// The server's Content-Security-Policy forbids eval (apps/server/src/kernel/http/security-headers.ts), so
// zod must not probe for it with new Function(): the browser reports the probe as a violation. Imported
// first by main.tsx, before any module can parse with zod.
config({ jitless: true });
