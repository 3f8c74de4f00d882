/**
 * How the built site is served, whichever server serves it: the response headers, the caching rules
 * and the Markdown negotiation. nginx (deploy/nginx-site.conf.template, rendered by
 * scripts/render-nginx-conf.ts) and the Cloudflare edge (deploy/edge: the `_headers` file written by
 * scripts/edge.ts and the Worker) both take them from here; tests/support/servingCases.ts checks
 * both servers against one table. Pure: no Node or Worker API, so the Worker bundles it too.
 */

/** Security headers on every response (the Content-Security-Policy, computed from the build, aside). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
};

/** Hashed bundles never change: cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Images and other static files: cached briefly, revalidated after. */
export const SHORT_LIVED = 'public, max-age=3600';
/** HTML, twins, search index entry points, sitemap, feeds: always revalidated. */
export const REVALIDATE = 'no-cache';

/** The folder of hashed bundles, from the site's root. */
export const HASHED_ASSETS_FOLDER = '/assets/';
/** Files cached SHORT_LIVED wherever they are (outside HASHED_ASSETS_FOLDER). */
export const SHORT_LIVED_EXTENSIONS = ['png', 'svg', 'ico', 'webp', 'jpg'] as const;

/** Image formats already compressed: sent as they are, so without `Vary: Accept-Encoding`. */
export const UNCOMPRESSED_EXTENSIONS = ['png', 'jpg', 'webp'] as const;

/** The Cache-Control of a path, as both servers send it. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(HASHED_ASSETS_FOLDER)) return IMMUTABLE;
  // Case-sensitive, as nginx's map and the edge's `_headers` patterns are.
  const extension = /\.([a-z0-9]+)$/.exec(pathname)?.[1];
  if (extension && (SHORT_LIVED_EXTENSIONS as readonly string[]).includes(extension)) return SHORT_LIVED;
  return REVALIDATE;
}

/** The content type of the Markdown twins. */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/**
 * A request's Accept header asks for Markdown when it names text/markdown without refusing it with
 * q=0. Browsers, which never name it, get HTML. A regular expression that nginx (PCRE) and
 * JavaScript read alike, so both servers decide the same way.
 */
export const MARKDOWN_ACCEPT = /text\/markdown(?!\s*;\s*q\s*=\s*0(\.0*)?\s*(,|$))/i;

export function wantsMarkdown(accept: string | null | undefined): boolean {
  return MARKDOWN_ACCEPT.test(accept ?? '');
}

/** Pages and their twins answer by Accept, so caches must key on it (and on the encoding). */
export const PAGE_VARY = 'Accept, Accept-Encoding';
