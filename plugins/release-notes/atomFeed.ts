import {releaseTag, type Release} from '../../src/lib/releases';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface FeedOptions {
  title: string;
  siteUrl: string;
  pageUrl: string;
  feedUrl: string;
  releases: Release[];
}

/** An Atom 1.0 feed with one entry per release, newest first. */
export function renderAtomFeed({title, siteUrl, pageUrl, feedUrl, releases}: FeedOptions): string {
  const updated = releases[0] ? `${releases[0].published}T00:00:00Z` : new Date(0).toISOString();
  const entries = releases.map((release) => {
    const name = `${release.repo} ${releaseTag(release)}`;
    return [
      '  <entry>',
      `    <title>${escapeXml(name)}</title>`,
      `    <id>${escapeXml(release.url)}</id>`,
      `    <link rel="alternate" href="${escapeXml(release.url)}"/>`,
      `    <updated>${release.published}T00:00:00Z</updated>`,
      `    <summary>${escapeXml(`${name} was published on ${release.published}.`)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(title)}</title>`,
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <link rel="self" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" href="${escapeXml(pageUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>Gruntwork</name><uri>${escapeXml(siteUrl)}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
