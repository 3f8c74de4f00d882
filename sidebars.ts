import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {introSidebars} from './sidebars/intro';
import {guidesSidebars} from './sidebars/guides';
import {upgradeGuideSidebars} from './sidebars/upgradeGuides';
import {referenceSidebars} from './sidebars/reference';
import {faqSidebars} from './sidebars/faq';

/** Every named sidebar of the site, composed from one module per family. */
const sidebars: SidebarsConfig = {
  ...introSidebars,
  ...guidesSidebars,
  ...upgradeGuideSidebars,
  ...referenceSidebars,
  ...faqSidebars,
};

export default sidebars;
