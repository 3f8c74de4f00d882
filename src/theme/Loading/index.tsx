import React, {useEffect, useRef, type ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LoadingType>;

/**
 * The page loader, with one change: when a Retry fails too, the page reloads. A deploy deletes
 * the hashed chunks of the previous build, so asking for the same file again cannot succeed;
 * the reloaded page names the new build's chunks.
 */
export default function LoadingWrapper(props: Props): ReactNode {
  const retried = useRef(false);
  const reloading = Boolean(props.error) && retried.current;
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  if (reloading) return <Loading {...props} error={null} pastDelay />;
  const retry = () => {
    retried.current = true;
    props.retry();
  };
  return <Loading {...props} retry={retry} />;
}
