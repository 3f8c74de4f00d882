/**
 * Classifies links into the provider's GitHub organisation: private
 * repositories are visible only to subscribers, the CIS repository is its own
 * subscriber type, and everything else is public. Pure: no DOM, no storage.
 */
import {CIS_REPOSITORY, GITHUB_ORG_URL} from './constants';

export type SubscriberLinkKind = 'private' | 'cis' | 'public';

export interface SubscriberLinkClassification {
  kind: SubscriberLinkKind;
  /** The repository the link points into, when it points into one. */
  repository: string | null;
}

const PUBLIC: SubscriberLinkClassification = {kind: 'public', repository: null};
const ORG = new URL(GITHUB_ORG_URL);
const ORG_NAME = ORG.pathname.split('/').filter(Boolean)[0].toLowerCase();

/** GitHub repository names: letters, digits, ".", "-" and "_". */
const REPOSITORY_NAME = /^[A-Za-z0-9._-]+$/;

/**
 * `private` for a link into https://github.com/gruntwork-io/<repo> whose
 * repository is not on the public allow-list, `cis` for the CIS service
 * catalog, `public` for everything else (other hosts, other organisations,
 * the organisation page itself, relative and malformed URLs).
 */
export function classifySubscriberLink(href: string, publicRepositories: ReadonlySet<string>): SubscriberLinkClassification {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return PUBLIC;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return PUBLIC;
  if (url.hostname.toLowerCase() !== ORG.hostname) return PUBLIC;
  const [owner, repository] = url.pathname.split('/').filter(Boolean);
  if (owner?.toLowerCase() !== ORG_NAME || !repository) return PUBLIC;
  const name = repository.replace(/\.git$/i, '');
  if (!REPOSITORY_NAME.test(name)) return PUBLIC;
  const lower = name.toLowerCase();
  if (lower === CIS_REPOSITORY) return {kind: 'cis', repository: name};
  return publicRepositories.has(lower) ? PUBLIC : {kind: 'private', repository: name};
}

/** Reads the allow-list file: one repository name a line; blank lines and # comments are skipped. */
export function parsePublicRepositories(text: string, source = 'data/public-repos.txt'): string[] {
  return text
    .split('\n')
    .map((line, index) => ({name: line.trim(), line: index + 1}))
    .filter(({name}) => name && !name.startsWith('#'))
    .map(({name, line}) => {
      if (!REPOSITORY_NAME.test(name)) {
        throw new Error(`${source}:${line}: "${name}" is not a repository name (letters, digits, ".", "-", "_").`);
      }
      return name.toLowerCase();
    });
}
