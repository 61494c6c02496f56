import { chromium } from '@playwright/test';
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const [url, w, name] = [process.argv[2]!, Number(process.argv[3] ?? 1280), process.argv[4] ?? 'shot'];
const p = await b.newPage({ viewport: { width: w, height: 900 } });
p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await p.goto(url);
await p.waitForTimeout(1500);
await p.screenshot({ path: `/tmp/${name}.png`, fullPage: false });
await b.close();
