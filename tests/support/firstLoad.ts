/**
 * What a first visit of a built page downloads, read from the build without a browser: the scripts and
 * styles its HTML names, and the chunks of every route its path matches (as the client loads them before
 * hydrating: routesChunkNames, then Docusaurus's client manifest for each chunk's group). Sizes are gzip
 * (level 9), measured by size-limit's file plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import sizeLimit from 'size-limit';
import filePlugin from '@size-limit/file';
import {chunkNamesOf, parseGeneratedRoutes, type GeneratedRoute} from '../../plugins/page-weight/routeShards';
import {PROJECT_ROOT, builtFileFor} from './builtSite';

interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]; css?: {file: string}[]}>;
}

export interface FirstLoad {
  /** Files of the build (relative to it), scripts then styles. */
  scripts: string[];
  styles: string[];
  /** The scripts that hold only the page's own content (its Markdown, compiled), which grows with what writers write. */
  contentScripts: string[];
}

/** Reads the generated files of the production build in the project (`.docusaurus/`). */
export function firstLoadReader(buildDir: string): (urlPath: string) => FirstLoad {
  const generated = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, '.docusaurus', file), 'utf8');
  const toConfig = (route: GeneratedRoute): RouteConfig & {key: string} => ({
    path: route.path,
    exact: route.exact,
    key: `${route.path}-${route.hash}`,
    routes: route.routes?.map(toConfig),
  });
  const routes = parseGeneratedRoutes(generated('routes.js')).map(toConfig);
  const chunkNames = JSON.parse(generated('routesChunkNames.json')) as Record<string, unknown>;
  const manifest = JSON.parse(generated('client-manifest.json')) as ClientManifest;
  return (urlPath) => {
    const file = builtFileFor(buildDir, urlPath);
    if (!file) throw new Error(`${urlPath} has no page in ${buildDir}`);
    const html = fs.readFileSync(file, 'utf8');
    const scripts = new Set([...html.matchAll(/<script src="?\/([^\s">]+\.js)"?/g)].map((match) => match[1]!));
    const styles = new Set([...html.matchAll(/<link rel="?stylesheet"? href="?\/([^\s">]+\.css)"?/g)].map((match) => match[1]!));
    const matched = matchRoutes(routes, urlPath) as {route: RouteConfig & {key: string}}[];
    if (matched.length === 0) throw new Error(`no route matches ${urlPath}`);
    const contentScripts = new Set<string>();
    for (const {route} of matched) {
      // A docs page's `content` chunk is its compiled Markdown (the chunk named after it, not the shared ones it needs).
      const entry = (chunkNames[route.key] ?? {}) as Record<string, unknown>;
      for (const name of chunkNamesOf(entry.content)) for (const asset of manifest.assets[name]?.js ?? []) contentScripts.add(asset.file);
      for (const name of chunkNamesOf(chunkNames[route.key])) {
        for (const chunk of manifest.origins[name] ?? [name]) {
          for (const asset of manifest.assets[chunk]?.js ?? []) scripts.add(asset.file);
          for (const asset of manifest.assets[chunk]?.css ?? []) styles.add(asset.file);
        }
      }
    }
    return {scripts: [...scripts], styles: [...styles], contentScripts: [...contentScripts]};
  };
}

/** Gzip size of each file (relative to `dir`), each measured once. */
export async function gzipSizes(dir: string, files: Iterable<string>): Promise<Map<string, number>> {
  const unique = [...new Set(files)];
  const results = (await sizeLimit(filePlugin, {checks: unique.map((file) => ({files: [path.join(dir, file)], gzip: true}))})) as {
    size: number;
  }[];
  return new Map(unique.map((file, index) => [file, results[index]!.size]));
}
