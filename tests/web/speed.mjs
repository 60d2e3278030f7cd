// speed.mjs - the page's Monte Carlo speed against the native talon on one
// thread, and the time to a first answer (scripts/test --web prints one
// measurement; this repeats them on a quiet machine):
//   TALON=build/talon TALON_WEB_SITE=build-web/site node tests/web/speed.mjs [REPEATS] [WORDS...]
// Default question: best KK --players 4 --deck 32 (4 194 304 deals before
// the draw and as many after).  Reports the best of REPEATS (default 3) of
// each side, run alternately: a fresh page each time (so the first answer's
// time includes loading and compiling talon.wasm) and the native talon with
// --threads 1.
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';

const TALON = process.env.TALON, SITE = process.env.TALON_WEB_SITE;
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const repeats = Number(process.argv[2] || 3);
const words = process.argv.length > 3 ? process.argv.slice(3) : ['best', 'KK', '--players', '4', '--deck', '32'];
const port = await new Promise((res) => { const s = createServer(); s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => res(p)); }); });
const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '-d', SITE], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 700));
const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = [], nat = [], first = [];
for (let i = 0; i < repeats; i++) {
  const p = await browser.newPage();
  await p.goto(`http://127.0.0.1:${port}/index.html#${words.join(' ')}`);
  await p.waitForFunction(() => document.body.dataset.state === 'answered', { timeout: 600000 });
  const run = await p.evaluate(() => window.talonPage.runs.at(-1));
  page.push(run.talonSeconds);
  first.push(run.sinceNavigation);
  await p.close();
  const t = process.hrtime.bigint();
  execFileSync(TALON, [...words, '--threads', '1', '--format', 'json'], { stdio: 'ignore' });
  nat.push(Number(process.hrtime.bigint() - t) / 1e9);
}
await browser.close();
server.kill();
const best = (a) => Math.min(...a);
console.log(`question: ${words.join(' ')}`);
console.log(`page (talon.wasm in chromium, one worker): ${page.map((x) => x.toFixed(2)).join(' ')} s, best ${best(page).toFixed(2)} s`);
console.log(`native talon --threads 1:                 ${nat.map((x) => x.toFixed(2)).join(' ')} s, best ${best(nat).toFixed(2)} s`);
console.log(`page / native: x${(best(page) / best(nat)).toFixed(2)}; first answer after navigation: best ${best(first).toFixed(2)} s`);
