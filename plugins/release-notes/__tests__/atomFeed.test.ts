import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as cheerio from 'cheerio';
import {renderAtomFeed} from '../atomFeed';

const releases = [
  {
    repo: 'terraform-aws-vpc',
    version: 'v0.22.3',
    url: 'https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/v0.22.3',
    published: '2022-12-14',
  },
  {
    repo: 'terraform-aws-eks',
    version: 'v0.55.2',
    url: 'https://github.com/gruntwork-io/terraform-aws-eks/releases/tag/v0.55.2',
    published: '2022-12-01',
  },
];

const render = () =>
  cheerio.load(
    renderAtomFeed({
      title: 'Docs: library releases & more',
      siteUrl: 'https://docs.example.com/',
      pageUrl: 'https://docs.example.com/releases/',
      feedUrl: 'https://docs.example.com/releases/atom.xml',
      releases,
      copyright: 'Copyright Example',
    }),
    {xml: true},
  );

test('the release feed is Atom with its title, self link, page link, author and the newest release as its update time', () => {
  const $ = render();
  assert.equal($('feed').attr('xmlns'), 'http://www.w3.org/2005/Atom');
  assert.equal($('feed > title').text(), 'Docs: library releases & more');
  assert.equal($('feed > id').text(), 'https://docs.example.com/releases/atom.xml');
  assert.equal($('feed > link[rel="self"]').attr('href'), 'https://docs.example.com/releases/atom.xml');
  assert.equal($('feed > link[rel="alternate"]').attr('href'), 'https://docs.example.com/releases/');
  assert.equal($('feed > author > name').text(), 'Gruntwork');
  assert.equal($('feed > author > uri').text(), 'https://docs.example.com/');
  assert.equal(new Date($('feed > updated').text()).toISOString(), '2022-12-14T00:00:00.000Z');
});

test('each release is an entry, newest first, identified and linked by its release page, dated by its publication', () => {
  const $ = render();
  const entries = $('entry')
    .toArray()
    .map((entry) => ({
      title: $(entry).find('title').text(),
      id: $(entry).find('id').text(),
      link: $(entry).find('link').attr('href'),
      updated: new Date($(entry).find('updated').text()).toISOString(),
      summary: $(entry).find('summary').text(),
    }));
  assert.deepEqual(entries, [
    {
      title: 'terraform-aws-vpc v0.22.3',
      id: releases[0].url,
      link: releases[0].url,
      updated: '2022-12-14T00:00:00.000Z',
      summary: 'terraform-aws-vpc v0.22.3 was published on 2022-12-14.',
    },
    {
      title: 'terraform-aws-eks v0.55.2',
      id: releases[1].url,
      link: releases[1].url,
      updated: '2022-12-01T00:00:00.000Z',
      summary: 'terraform-aws-eks v0.55.2 was published on 2022-12-01.',
    },
  ]);
});
