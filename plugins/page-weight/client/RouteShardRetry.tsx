import React, {useState, type ReactNode} from 'react';
import type {RouteConfigComponentProps} from 'react-router-config';
import Loading from '@theme/Loading';
import type {RouteShards} from './routeShards';

type Props = RouteConfigComponentProps & {route: {routeShards: RouteShards}};

/**
 * What a reader sees when the route shard of the page they followed a link to failed to
 * download: the page loader's error and Retry, as for any chunk that fails (src/theme/Loading
 * reloads the page when a Retry fails too). A Retry that succeeds navigates to the same
 * location again, so the page is matched with its shard in place.
 */
export default function RouteShardRetry({route, location, history}: Props): ReactNode {
  const [retrying, setRetrying] = useState(false);
  const failure = route.routeShards.failureOf(location.pathname);
  const error = retrying ? null : ((failure?.cause as Error | undefined) ?? failure ?? null);
  const retry = () => {
    setRetrying(true);
    route.routeShards.ensure(location.pathname).then(
      () => history.replace({...location}),
      () => setRetrying(false),
    );
  };
  return <Loading isLoading={retrying} pastDelay={retrying} timedOut={false} error={error} retry={retry} />;
}
