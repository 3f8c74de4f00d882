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

/**
 * The `count` names nearest to `name`, nearest first: those that hold it, or that it holds, before
 * the others, then by edit distance. For a miss where any suggestion helps more than none.
 */
export function closestNames(name: string, names: Iterable<string>, count = 3): string[] {
  const wanted = name.toLowerCase();
  const scored = [...new Set(names)].map((candidate) => {
    const lower = candidate.toLowerCase();
    const related = lower.includes(wanted) || wanted.includes(lower) ? 0 : 1;
    return {candidate, related, distance: leven(wanted, lower)};
  });
  scored.sort((a, b) => a.related - b.related || a.distance - b.distance || a.candidate.localeCompare(b.candidate));
  return scored.slice(0, count).map(({candidate}) => candidate);
}
