import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalContent from '@theme-init/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {BROWSER_HIGHLIGHTING} from './browserHighlighting';

/**
 * The theme's own Content, which highlights in the browser with Prism: loaded only where code is
 * made in the browser. The theme registers the site's extra languages from a client module on
 * every page; that module is turned off (docusaurus.config.ts) and they are registered here.
 */
prismIncludeLanguages(Prism);

export default function PrismContent(props: Props): ReactNode {
  return <OriginalContent {...props} />;
}
// Names the chunk for tests/build/pageWeight.test.ts, which checks only this chunk brings Prism.
PrismContent.displayName = BROWSER_HIGHLIGHTING;
