import fs from 'node:fs';
import path from 'node:path';

/** The HTML file the build wrote for a route, or null for the 404 page and routes without one. */
export function htmlFileFor(outDir: string, route: string, baseUrl: string): string | null {
  if (!route.startsWith(baseUrl) || /(^|\/)404(\.html)?$/.test(route)) return null;
  const relative = route.slice(baseUrl.length);
  const file = relative.endsWith('.html') ? path.join(outDir, relative) : path.join(outDir, relative, 'index.html');
  return fs.existsSync(file) ? file : null;
}
