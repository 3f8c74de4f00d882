import React, {type ReactNode} from 'react';
import SubscriberLinkDialog from '@site/src/components/SubscriberLinkDialog';

/** Mounts site-wide UI that lives outside any page: the subscriber-link warning. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <SubscriberLinkDialog />
    </>
  );
}
