import {useCallback, useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {classifySubscriberLink, type SubscriberLinkClassification} from '@site/plugins/subscriber-links/lib/subscriberLinks';

/** The classifier bound to the site's allow-list (data/public-repos.txt). */
export function useSubscriberLinkClassifier(): (href: string) => SubscriberLinkClassification {
  const {publicRepositories} = usePluginData('subscriber-links') as {publicRepositories: string[]};
  const allowList = useMemo(() => new Set(publicRepositories), [publicRepositories]);
  return useCallback((href: string) => classifySubscriberLink(href, allowList), [allowList]);
}
