import React, {type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import OfflineSearch from '@site/src/components/OfflineSearch';

/** Hosted DocSearch when it is configured, offline search otherwise. */
export default function SearchBarWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.themeConfig.algolia ? <SearchBar /> : <OfflineSearch />;
}
