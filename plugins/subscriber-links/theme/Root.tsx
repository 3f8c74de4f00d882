import React, {type ReactNode} from 'react';
import DocusaurusRoot from '@theme-init/Root';
import SubscriberLinkDialog from './SubscriberLinkDialog';

/** Mounts the subscriber-link warning, which lives outside any page, beside the site. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <DocusaurusRoot>
      {children}
      <SubscriberLinkDialog />
    </DocusaurusRoot>
  );
}
