/**
 * nginx and the edge answer every case of the serving table alike: the same status and the same
 * values of the headers that matter (caching, the whole Content-Security-Policy, security headers,
 * content type and encoding, the Vary keys), not only values that both match a pattern.
 * Two things are compared for what they mean rather than as text: a content type by its media
 * type, with the registered synonyms taken as one (application/javascript and text/javascript,
 * RFC 9239; application/xml and text/xml, RFC 7303) and charset left aside (every text file is
 * UTF-8); and a redirect by its status, location, caching and security headers (its body is
 * nobody's to read).
 */
import {test, expect} from './fixtures';
import {headerOf, SECURITY_HEADER_NAMES, servingCases} from '../support/servingCases';
import {E2E_PORTS, loopback} from '../support/e2ePorts';

const SYNONYMS: Record<string, string> = {'application/javascript': 'text/javascript', 'text/xml': 'application/xml'};
const mediaType = (contentType: string | null) => {
  if (contentType === null) return null;
  const essence = contentType.split(';')[0].trim().toLowerCase();
  return SYNONYMS[essence] ?? essence;
};
/** What a redirect is compared on. */
const REDIRECT_KEYS = new Set(['status', 'location', 'cache-control', ...SECURITY_HEADER_NAMES]);

const COMPARED = ['cache-control', ...SECURITY_HEADER_NAMES, 'content-type', 'content-encoding'];

test('nginx and the edge give the same answer to each case of the serving table', async ({playwright}) => {
  const servers = {nginx: loopback(E2E_PORTS.nginx), edge: loopback(E2E_PORTS.edge)};
  const contexts = await Promise.all(Object.values(servers).map((baseURL) => playwright.request.newContext({baseURL})));
  const differences: string[] = [];
  try {
    for (const {path, request} of servingCases()) {
      const [nginx, edge] = await Promise.all(contexts.map((context) => context.get(path, {headers: request ?? {}, maxRedirects: 0})));
      const answer = (response: typeof nginx) => {
        const value = (name: string) => headerOf(response, name);
        const vary = (value('vary') ?? '')
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean)
          .sort();
        return {
          status: response.status(),
          // Each server names its own origin.
          location: value('location') && new URL(value('location')!, 'http://x').pathname + new URL(value('location')!, 'http://x').search,
          ...Object.fromEntries(COMPARED.map((name) => [name, value(name)])),
          'content-type': mediaType(value('content-type')),
          vary: vary.join(', '),
        };
      };
      const [fromNginx, fromEdge] = [answer(nginx), answer(edge)];
      const redirect = fromNginx.status >= 300 && fromNginx.status < 400;
      for (const key of Object.keys(fromNginx) as (keyof typeof fromNginx)[]) {
        if (redirect && !REDIRECT_KEYS.has(key)) continue;
        if (fromNginx[key] !== fromEdge[key])
          differences.push(`${path} ${key}: nginx ${JSON.stringify(fromNginx[key])}, edge ${JSON.stringify(fromEdge[key])}`);
      }
    }
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
  expect(differences).toEqual([]);
});
