import path from 'node:path';

/** The project's root folder (where package.json is), for the Node code that reads or builds the site. */
export const PROJECT_ROOT = path.join(__dirname, '..');
