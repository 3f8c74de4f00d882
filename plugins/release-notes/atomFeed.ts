import {Feed} from 'feed';
import {releaseTag, type Release} from './lib/releases';

interface FeedOptions {
  title: string;
  siteUrl: string;
  pageUrl: string;
  feedUrl: string;
  releases: Release[];
  copyright: string;
}

const dateOf = (published: string) => new Date(`${published}T00:00:00Z`);

/** An Atom 1.0 feed with one entry per release, newest first (the `feed` package, as Docusaurus's blog uses). */
export function renderAtomFeed({title, siteUrl, pageUrl, feedUrl, releases, copyright}: FeedOptions): string {
  const feed = new Feed({
    title,
    id: feedUrl,
    link: pageUrl,
    feedLinks: {atom: feedUrl},
    updated: releases[0] ? dateOf(releases[0].published) : new Date(0),
    author: {name: 'Gruntwork', link: siteUrl},
    copyright,
  });
  for (const release of releases) {
    const name = `${release.repo} ${releaseTag(release)}`;
    feed.addItem({
      title: name,
      id: release.url,
      link: release.url,
      date: dateOf(release.published),
      description: `${name} was published on ${release.published}.`,
    });
  }
  return feed.atom1();
}
