/**
 * Hooks the site takes from @docusaurus/theme-common's internal entry, which has no
 * stability promise. Components import them from here, so an upgrade that moves one
 * fails in one place (tests/unit/docusaurus-internals/internals.test.ts) rather than in each component.
 */
export {useLockBodyScroll} from '@docusaurus/theme-common/internal';
export {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
