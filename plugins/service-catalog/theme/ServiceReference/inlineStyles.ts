import type {CSSProperties} from 'react';

/**
 * The reference's layout, as inline styles on top of Infima's classes. A CSS module would put the
 * site's stylesheet chunk in the chunk list of every service page's route, and that list is part of
 * the route registry every page of the site downloads; these objects travel only with the
 * service pages.
 */
export const referenceStyles = {
  filter: {display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center', marginBottom: '1rem'},
  filterInput: {
    minWidth: '16rem',
    padding: '0.35rem 0.6rem',
    border: '1px solid var(--ifm-color-emphasis-500)',
    borderRadius: 'var(--ifm-global-radius)',
    background: 'var(--ifm-background-color)',
    color: 'var(--ifm-font-color-base)',
    font: 'inherit',
  },
  list: {margin: 0, padding: 0, listStyle: 'none'},
  entry: {
    padding: '0.75rem 0',
    borderTop: '1px solid var(--ifm-color-emphasis-300)',
    scrollMarginTop: 'calc(var(--ifm-navbar-height) + 0.5rem)',
  },
  header: {display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center'},
  name: {fontWeight: 'var(--ifm-font-weight-semibold)', overflowWrap: 'anywhere'},
  /** Required inputs keep the neutral badge colours (they pass contrast in both modes), outlined. */
  required: {boxShadow: 'inset 0 0 0 1px var(--ifm-font-color-base)'},
  copy: {marginLeft: 'auto'},
  facts: {display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.15rem 0.75rem', margin: '0.5rem 0 0'},
  term: {margin: 0, fontWeight: 'normal'},
  value: {margin: 0, minWidth: 0},
  description: {margin: '0.5rem 0 0'},
} satisfies Record<string, CSSProperties>;
