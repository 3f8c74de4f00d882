import fs from 'node:fs';
import {pageToMarkdown} from './plugins/markdown-twins/htmlToMarkdown';
const html = fs.readFileSync('build/reference/services/networking/management-vpc/index.html','utf8');
const md = pageToMarkdown(html, 'https://x.io/reference/services/networking/management-vpc', 'Gruntwork Docs').markdown;
const i = md.indexOf('## Inputs'); console.log(md.slice(i, i+2500));
