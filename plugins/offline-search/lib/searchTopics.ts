/**
 * Topic pages and their names: each service's reference page and each tool's fundamentals page is
 * the main page of the names in its title ("Amazon EKS": `amazon eks` and `eks`; "Virtual Private
 * Cloud (VPC)": also `virtual private cloud` and `vpc`; "Terragrunt Fundamentals": `terragrunt`).
 * lib/searchVocabulary.ts gathers them with the site's other topic names. Pure: no DOM.
 */
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
