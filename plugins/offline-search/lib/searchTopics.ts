/**
 * Topics: the page a one-word query is about. Each service's reference page and each tool's
 * fundamentals page is the topic page of the names in its title ("Amazon EKS": `amazon eks` and
 * `eks`; "Virtual Private Cloud (VPC)": also `virtual private cloud` and `vpc`; "Terragrunt
 * Fundamentals": `terragrunt`). The index records them as a Pagefind filter (`topic`), so search
 * can show the topic page first, before the many pages that mention the word, and answer a
 * near miss (`terragrnt`) with the topic it was close to. Pure: no DOM.
 */
import leven from 'leven';

/** The Pagefind filter that holds a page's topic names. */
export const TOPIC_FILTER = 'topic';

/** Pages that are a topic's own page: a service's reference page, a tool's fundamentals page. */
export function isTopicPage(urlPath: string): boolean {
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return /^reference\/services\/(?!intro\/)[^/]+\/[^/]+$/.test(trimmed) || /^intro\/tool-fundamentals\/[^/]+$/.test(trimmed);
}

/** The names a page of this title is the topic page of, lower case. */
export function topicNames(title: string): string[] {
  const base = title
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ fundamentals$/, '');
  if (!base) return [];
  const names = new Set([base]);
  const acronym = /^(.+?) \(([^()]+)\)$/.exec(base);
  if (acronym) {
    names.add(acronym[1]);
    names.add(acronym[2]);
  }
  for (const name of [...names]) {
    const vendorless = /^(?:amazon|aws) (.+)$/.exec(name);
    if (vendorless) names.add(vendorless[1]);
  }
  return [...names];
}

export interface TopicMatch {
  /** The topic name the query is, or was probably meant as. */
  name: string;
  /** Whether the query was that name, or a near miss of it. */
  exact: boolean;
}

/** How far a query may be from a name and still be read as it: one edit up to five letters, two beyond. */
const allowedDistance = (word: string) => (word.length < 4 ? 0 : word.length <= 5 ? 1 : 2);

/**
 * The topic a query names: itself when it is a topic name (any case, surrounding space ignored), or
 * the single closest name within a small edit distance, when no other name is as close. Names of
 * more than one word are matched only exactly.
 */
export function topicFor(query: string, names: Iterable<string>): TopicMatch | null {
  const wanted = query.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!wanted) return null;
  const all = [...new Set(names)];
  if (all.includes(wanted)) return {name: wanted, exact: true};
  if (wanted.includes(' ')) return null;
  const limit = allowedDistance(wanted);
  if (limit === 0) return null;
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const name of all) {
    if (name.includes(' ')) continue;
    const distance = leven(wanted, name);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) {
      tie = true;
    }
  }
  return best !== null && bestDistance <= limit && !tie ? {name: best, exact: false} : null;
}

/** The HTML of a page with its topic names recorded for the index, as empty elements inside `<main>`. */
export function withTopicFilters(html: string, names: readonly string[]): string {
  if (names.length === 0) return html;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const marks = names.map((name) => `<span data-pagefind-filter="${TOPIC_FILTER}:${escape(name)}"></span>`).join('');
  return html.replace(/<main\b[^>]*>/i, (open) => open + marks);
}

/** The text of a page's first `<h1>`, without tags and with the common entities decoded. */
export function firstHeading(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match) return null;
  return match[1]
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39|#x27);/g,
      (_, entity: string) => ({amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'"})[entity]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
}
