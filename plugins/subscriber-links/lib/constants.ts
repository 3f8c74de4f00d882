/** Where the site's repositories live; a link under it is classified (subscriberLinks.ts). */
export const GITHUB_ORG_URL = 'https://github.com/gruntwork-io/';
/** The CIS Service Catalog: its links get their own wording and their own "don't warn me" choice. */
export const CIS_REPOSITORY = 'terraform-aws-cis-service-catalog';

/** The browser-storage keys of the reader's "don't show this again" for each kind of subscriber link. */
export const DONT_WARN_STORAGE_KEYS = {github: 'dontWarnGitHubLinks', cis: 'dontWarnCISLinks'} as const;

/** The dialog: body scrolling is restored this long after it closes. */
export const DIALOG_SCROLL_LOCK_RELEASE_MS = 300;
