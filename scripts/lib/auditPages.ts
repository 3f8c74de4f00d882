/** The six pages the accessibility tests and the performance benchmark audit, one per kind. */
export const AUDIT_PAGES = [
  {name: 'home', path: '/'},
  {name: 'guide page', path: '/guides/build-it-yourself/vpc/core-concepts'},
  {name: 'service reference page', path: '/reference/services/networking/virtual-private-cloud-vpc'},
  {name: 'knowledge-base article', path: '/discussions/knowledge-base/438'},
  {name: 'month of release notes', path: '/guides/stay-up-to-date/releases/2022-12/'},
  {name: 'tag page', path: '/tags/terraform'},
] as const;
