import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TOC from '@theme/TOC';
import {usePluralForm} from '@docusaurus/theme-common';
import type {MonthPageData} from '@site/plugins/release-notes/lib/releases';
import {SEARCH_WEIGHTS} from '@site/shared/lib/searchIndex';
import styles from './styles.module.css';
import {STAY_UP_TO_DATE_PATH} from '@site/shared/lib/upgradeGuides';

interface Props {
  month: MonthPageData;
}

/** One month of releases: a section per repository, each release linked to its notes. */
export default function ReleaseMonthPage({month}: Props): ReactNode {
  const {selectMessage} = usePluralForm();
  return (
    <Layout
      title={`Release notes: ${month.label}`}
      description={`${selectMessage(month.releaseCount, `1 release|${month.releaseCount} releases`)} of the Gruntwork infrastructure-as-code library in ${month.label}, by repository, with links to each release's notes.`}>
      <ReleaseMonth month={month} />
    </Layout>
  );
}

/** The page body, inside the layout so that an error here keeps the navbar and shows the crash message. */
function ReleaseMonth({month}: Props): ReactNode {
  const toc = month.repositories.map((group) => ({value: group.repo, id: group.anchor, level: 2}));
  const repositoryCount = month.repositories.length;
  const {selectMessage} = usePluralForm();
  return (
    <div className="container margin-vert--lg">
      <div className="row">
        <main className="col col--9">
          <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
            <Link to={STAY_UP_TO_DATE_PATH}>Stay up to date</Link> / <Link to={month.indexPath}>Release notes</Link>
          </nav>
          <Heading as="h1">Release notes: {month.label}</Heading>
          <p className={styles.summary}>
            {selectMessage(month.releaseCount, `1 release|${month.releaseCount} releases`)} across{' '}
            {selectMessage(repositoryCount, `1 repository|${repositoryCount} repositories`)}. Each version links to its release notes on
            GitHub, where subscribers can read what changed and any migration steps.
          </p>
          {month.repositories.map((group) => (
            <section
              key={group.repo}
              className={styles.repository}
              data-repository={group.repo}
              data-pagefind-weight={SEARCH_WEIGHTS.releaseNotes}>
              <Heading as="h2" id={group.anchor}>
                {group.repo}
              </Heading>
              <ul className={styles.releases}>
                {group.releases.map((release) => (
                  <li key={release.url} data-release-tag={release.tag}>
                    {/* Spaces between the parts keep them separate words in copied text and in search. */}
                    <Link to={release.url} className={styles.version}>
                      {release.tag}
                    </Link>{' '}
                    {release.title && <span className={styles.title}>{release.title}</span>}{' '}
                    <time dateTime={release.published} className={styles.date}>
                      {release.published}
                    </time>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <nav className="pagination-nav" aria-label="Other months">
            {month.previous && (
              <Link className="pagination-nav__link pagination-nav__link--prev" to={month.previous.path}>
                <div className="pagination-nav__sublabel">Earlier month</div>
                <div className="pagination-nav__label">{month.previous.label}</div>
              </Link>
            )}
            {month.next && (
              <Link className="pagination-nav__link pagination-nav__link--next" to={month.next.path}>
                <div className="pagination-nav__sublabel">Later month</div>
                <div className="pagination-nav__label">{month.next.label}</div>
              </Link>
            )}
          </nav>
        </main>
        <aside className="col col--3" aria-label="Repositories this month">
          <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={2} />
        </aside>
      </div>
    </div>
  );
}
