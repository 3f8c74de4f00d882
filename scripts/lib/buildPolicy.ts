/**
 * The Content-Security-Policy of a build, as both servers send it (nginx: scripts/render-nginx-conf.ts;
 * the edge: scripts/edge.ts): its inline scripts allowed by hash, and the hosted search and analytics
 * hosts only when ALGOLIA_* and GTAG_TRACKING_ID are set (the same variables as the build).
 */
import fs from 'node:fs';
import path from 'node:path';
import {buildContentSecurityPolicy, inlineScriptsIn} from './contentSecurityPolicy';
import {readSiteEnvironment} from '../../shared/lib/siteEnvironment';

export function contentSecurityPolicyOf(buildDir: string, env: Record<string, string | undefined>): string {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} has no index.html: run \`npm run build\` first.`);
  }
  const inlineScripts = new Set<string>();
  for (const file of fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.html'))) {
    for (const script of inlineScriptsIn(fs.readFileSync(path.join(buildDir, file), 'utf8'))) inlineScripts.add(script);
  }
  const site = readSiteEnvironment(env);
  return buildContentSecurityPolicy({
    inlineScripts,
    hostedSearch: site.hostedSearch !== null,
    analytics: site.gtagTrackingId !== null,
  });
}
