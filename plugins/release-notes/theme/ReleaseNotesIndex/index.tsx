import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {MonthSummary} from '@site/plugins/release-notes/lib/releases';
import styles from './styles.module.css';
import {STAY_UP_TO_DATE_PATH} from '@site/shared/lib/upgradeGuides';

interface Props {
  index: {months: MonthSummary[]; feedPath: string};
}

function groupByYear(months: MonthSummary[]): [string, MonthSummary[]][] {
  const years = new Map<string, MonthSummary[]>();
  for (const month of months) {
    const year = month.month.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), month]);
  }
  return [...years.entries()];
}

/** The release-notes index (the plugin's route): every month of releases, newest first. */
export default function ReleaseNotesIndex({index}: Props): ReactNode {
  const {months, feedPath} = index;
  const total = months.reduce((sum, m) => sum + m.releaseCount, 0);
  return (
    <Layout
      title="Release notes"
      description="Monthly release notes for the Gruntwork infrastructure-as-code library: every release of every repository, month by month.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Release notes</Heading>
        <p className={styles.lead}>
          Every release of the library&apos;s repositories, {total.toLocaleString('en')} in all across {months.length} months. Open a month
          to see which repositories changed and follow each release to its notes on GitHub. To be told about new releases, subscribe to the{' '}
          <Link to={`pathname://${feedPath}`}>Atom feed</Link>. Before you upgrade across several versions, read the{' '}
          <Link to={STAY_UP_TO_DATE_PATH}>guide to staying up to date</Link>.
        </p>
        {groupByYear(months).map(([year, yearMonths]) => (
          <section key={year} aria-labelledby={`year-${year}`}>
            <Heading as="h2" id={`year-${year}`}>
              {year}
            </Heading>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Releases</th>
                  <th scope="col">Repositories</th>
                </tr>
              </thead>
              <tbody>
                {yearMonths.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">
                      <Link to={month.path}>{month.label}</Link>
                    </th>
                    <td>{month.releaseCount}</td>
                    <td>{month.repositoryCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </main>
    </Layout>
  );
}
