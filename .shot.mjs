import {chromium} from '@playwright/test';
const [url, out, w, h, dark] = process.argv.slice(2);
const b = await chromium.launch({executablePath:'/usr/bin/chromium', args:['--no-sandbox']});
const p = await b.newPage({viewport:{width:+w||1280,height:+h||900}});
if (dark) await p.addInitScript(()=>localStorage.setItem('theme','dark'));
await p.goto(url); await p.waitForTimeout(2500);
if (process.env.SCROLL) await p.evaluate(y=>window.scrollTo(0,y), +process.env.SCROLL);
await p.screenshot({path: out, fullPage: !!process.env.FULL}); await b.close();
