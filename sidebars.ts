import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {introSidebars} from './sidebars/intro';
import {guidesSidebars} from './sidebars/guides';

/** Every named sidebar of the site, composed from one module per family. */
const sidebars: SidebarsConfig = {
  ...introSidebars,
  ...guidesSidebars,
};

export default sidebars;
