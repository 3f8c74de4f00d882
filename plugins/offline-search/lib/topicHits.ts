/**
 * The hits of the main pages of the topic a query names or was probably meant as, loaded only when it
 * names one: each from its card (a small file the build writes beside the index), not from the
 * page's whole text. Pure: no DOM; the card is read through `readCard`.
 */
import {queryWords, bare, type TopicCard, type TopicMatch, type TopicVocabulary} from './searchVocabulary';

/**
 * A main page's card as the data of a Pagefind result: `locations` are its words that begin with a
 * word of `words` (the query, or the name it was read as), for the excerpt's highlights.
 */
export function cardResult(card: TopicCard, words: string): TopicCard & {locations: number[]} {
  const wanted = queryWords(words);
  const locations = card.content
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word, index) => (wanted.some((want) => bare(word).startsWith(want)) ? [index] : []));
  return {...card, locations};
}

export interface TopicHit {
  /** The page's Pagefind result id. */
  id: string;
  data: TopicCard & {locations: number[]};
  /** The name the query was read as, when it was a near miss. */
  suggested: string | null;
}

/** The main pages of `match`, the best first; a page whose card cannot be read is left out. */
export async function topicHits(
  query: string,
  match: TopicMatch,
  vocabulary: TopicVocabulary,
  readCard: (id: string) => Promise<TopicCard>,
): Promise<TopicHit[]> {
  const found = await Promise.all(
    match.pages.map(async (pageIndex, position): Promise<TopicHit | null> => {
      const id = vocabulary.pages[pageIndex];
      const card = await readCard(id).catch(() => null);
      // Only the name the query is exactly is not a suggestion.
      const suggested = match.exact && position === 0 ? null : match.names[position];
      return card && {id, data: cardResult(card, suggested ?? query), suggested};
    }),
  );
  return found.filter((hit) => hit !== null);
}
