import React, {type ReactNode} from 'react';
import A from '@theme-init/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import SubscriberLinkMark from '../SubscriberLinkMark';
import {useSubscriberLinkClassifier} from '../SubscriberLinkDialog/useSubscriberLinkClassifier';

type Props = WrapperProps<typeof AType>;

/** Content links into subscriber-only repositories carry a lock, rendered into the static HTML. */
export default function MDXA(props: Props): ReactNode {
  const classify = useSubscriberLinkClassifier();
  const {kind} = classify(props.href ?? '');
  if (kind === 'public') return <A {...props} />;
  return (
    <A {...props} data-subscriber-link={kind}>
      {props.children}
      <SubscriberLinkMark kind={kind} />
    </A>
  );
}
