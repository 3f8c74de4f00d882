/** "Did you mean" for an unknown name, by edit distance (leven, which Docusaurus itself uses). */
import leven from 'leven';

/** The closest of `names`, when it is close enough to be a likely misspelling. */
export function closestName(name: string, names: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of names) {
    const distance = leven(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

/** ` Did you mean \`name\`?`, or nothing when no name is close. */
export const didYouMean = (name: string, names: Iterable<string>) => {
  const closest = closestName(name, names);
  return closest ? ` Did you mean \`${closest}\`?` : '';
};
