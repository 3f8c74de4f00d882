import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

// The theme registers extra languages from a client module that would put Prism in
// every page's bundle; plugins/lean-bundle turns that module off and this does it instead.
prismIncludeLanguages(Prism);

export default OriginalCodeBlock as ComponentType<Props>;
