import helmet from 'helmet';
import type { App } from '../http/app-type.ts';

/**
 * Helmet with a CSP the console works under: scripts from this origin (and the origins remotes are
 * served from, e.g. a CDN named in the rollout file), inline styles because Emotion (Chakra)
 * injects them, data:/blob: images (attachments, PDFs) and blob: workers (pdf.js).
 *
 * Helmet itself, made once: @fastify/helmet made the same middleware again on every request, parsing
 * the policy each time. A route's own reply.header wins over these (see static.ts).
 */
export function registerSecurityHeaders(app: App, remoteOrigins: readonly string[]): void {
  const self = ["'self'", ...remoteOrigins];
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: self,
        styleSrc: [...self, "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        connectSrc: self,
        workerSrc: ["'self'", 'blob:', ...remoteOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        // Off: it would force https for every asset, breaking plain-http installs on a LAN.
        upgradeInsecureRequests: null,
      },
    },
    // Remotes are loaded by pages of other origins too; /remotes sets its own policy (see static.ts).
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
