import React, {type ComponentType, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {fillReaderValues, hasReaderValues} from '@site/src/lib/readerValues';
import {useReaderValues} from '@site/src/components/ReaderValues/readerValuesStore';
import ReaderValuesNote from '@site/src/components/ReaderValues/ReaderValuesNote';

/**
 * The theme registers its extra Prism languages from a client module, which puts
 * Prism in the main bundle of every page. The classic theme's `withoutClientModules`
 * (docusaurus.config.ts, internals/classicTheme.ts) turns that module off
 * and the languages are registered here instead, so Prism travels with the code
 * block: in the chunks of pages that render Markdown, not in the home page's or
 * the release pages' bundles.
 */
prismIncludeLanguages(Prism);

const CodeBlock = OriginalCodeBlock as ComponentType<Props>;

/** A block with reader values (`@@dev-account-id@@`): the examples, then, once hydrated, the reader's own. */
function CodeBlockWithReaderValues({code, ...props}: Props & {code: string}): ReactNode {
  const values = useReaderValues();
  return (
    <>
      <CodeBlock {...props}>{fillReaderValues(code, values)}</CodeBlock>
      <ReaderValuesNote />
    </>
  );
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const {children} = props;
  if (typeof children === 'string' && hasReaderValues(children)) return <CodeBlockWithReaderValues {...props} code={children} />;
  return <CodeBlock {...props} />;
}
