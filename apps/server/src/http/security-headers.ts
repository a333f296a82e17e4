// Security headers on every response (helmet): a Content-Security-Policy for the web app, no
// framing by other sites, no referrer, nosniff, and HSTS behind a TLS-terminating proxy. Stored
// files (/api/files, /api/documents) set their own sandboxing policy, which replaces this one.
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

/**
 * What the single-page app needs, and nothing it does not: its own scripts only (no inline script,
 * no eval; WebAssembly for pdf.js's image decoders), inline styles (antd's CSS-in-JS and the
 * editor's style attributes), images from data:/blob: (upload checks, three.js textures) and https:
 * (style backgrounds may name an outside image), blob: media (the upload check reads a video's
 * length), the save socket on the same origin, same-origin frames (the style preview, PDFs).
 */
export const APP_CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "media-src": ["'self'", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", "blob:", "data:"],
  "worker-src": ["'self'"],
  "frame-src": ["'self'"],
  "frame-ancestors": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
    // TLS ends at the trusted proxy; a browser ignores the header on plain http anyway.
    strictTransportSecurity: config.trustProxy.length > 0 ? { maxAge: 31_536_000 } : false,
    referrerPolicy: { policy: "no-referrer" },
  });
}
