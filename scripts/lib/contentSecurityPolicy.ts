/**
 * Builds the Content-Security-Policy for the static site: only the site itself,
 * plus the hosted search and analytics services when they are configured.
 * Inline scripts are allowed by their SHA-256 hashes, never by 'unsafe-inline'.
 * Pure: the caller reads the build and the environment.
 */
import {createHash} from 'node:crypto';

export interface PolicyOptions {
  /** Text of every inline <script> in the build that the browser executes. */
  inlineScripts: Iterable<string>;
  hostedSearch: boolean;
  analytics: boolean;
}

export const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];
export const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
export const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Inline scripts in an HTML document that a browser would execute (not JSON-LD or other data blocks). */
export function inlineScriptsIn(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    if (match[2].length > 0) scripts.push(match[2]);
  }
  return scripts;
}

export function buildContentSecurityPolicy({inlineScripts, hostedSearch, analytics}: PolicyOptions): string {
  const hashes = [...new Set([...inlineScripts].map(scriptHash))].sort();
  const scriptSrc = ["'self'", ...hashes, "'wasm-unsafe-eval'", ...(analytics ? ANALYTICS_SCRIPT_HOSTS : [])];
  const connectSrc = ["'self'", ...(hostedSearch ? ALGOLIA_HOSTS : []), ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    // Pagefind runs its search in a worker loaded from the site.
    ['worker-src', ["'self'"]],
    // React and the theme set style attributes at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Small images are inlined as data: URIs by the build.
    ['img-src', ["'self'", 'data:', ...(analytics ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com'] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSrc],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
