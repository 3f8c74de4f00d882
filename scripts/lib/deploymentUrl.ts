/**
 * The site URL a build was made for, read back from its sitemap (or, without one, from the home
 * page's canonical link), and the refusal of a deployment of a build made for this machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isLocalSiteUrl} from '../../shared/lib/siteEnvironment';

/** The origin of the URLs the build gives (its SITE_URL), or null when it holds none. */
export function builtSiteUrl(buildDir: string): string | null {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (fs.existsSync(sitemap)) {
    const location = /<loc>([^<]+)<\/loc>/.exec(fs.readFileSync(sitemap, 'utf8'))?.[1];
    if (location) return new URL(location).origin;
  }
  const home = path.join(buildDir, 'index.html');
  if (fs.existsSync(home)) {
    const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(fs.readFileSync(home, 'utf8'))?.[1];
    if (canonical) return new URL(canonical).origin;
  }
  return null;
}

/** Throws, saying how to fix it, when the build was made for localhost: a deployment would point readers there. */
export function refuseLocalBuild(buildDir: string, command: string): void {
  const siteUrl = builtSiteUrl(buildDir);
  if (siteUrl && isLocalSiteUrl(siteUrl)) {
    throw new Error(
      `${path.relative(process.cwd(), buildDir) || buildDir} was built for ${siteUrl}, so its canonical links, sitemap, llms.txt and MCP answers point there. ` +
        `Build it with the site's address first (SITE_URL=https://docs.example.com npm run build), then run ${command} again.`,
    );
  }
}
