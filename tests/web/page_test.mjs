// page_test.mjs - scripts/test --web: the talon page in a real browser.
//
// Serves build-web/site (scripts/web) on localhost with python3's
// http.server, drives Debian's chromium headless with puppeteer-core (never a
// downloaded browser), asks questions through the page's controls (tabs,
// fields, the card grid, Ask) and through the address (#best KK --players 4 ...),
// and checks each answer against the native talon run with the same words and
// --format json: the page's copy of the JSON byte for byte, the headline
// element (data-talon="headline") against the JSON's headline, and every
// number the page shows (each cell carries data-path and data-value) against
// the native value at that path, and every row label (ranking_best, two_pair:
// shown in words) against the words of the native --format md table.  A bad card must show talon's own one-line
// error beside the field and leave the page usable; Stop must end a long run.
// Screenshots of every answer go to $TALON_WEB_OUT (one in French, one of
// advise).  Also measured: the time to a first answer to
// best KK --players 4 --deck 32 after load (the page's workers share the
// Monte Carlo runs: checked with 1 and 3 workers too), and the page's time
// against the native talon on one thread and on all cores.
//
// Environment: TALON (the native binary), TALON_WEB_SITE, TALON_WEB_OUT,
// CHROMIUM (default /usr/bin/chromium).
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

const TALON = process.env.TALON;
const SITE = process.env.TALON_WEB_SITE;
const OUT = process.env.TALON_WEB_OUT;
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
if (!TALON || !SITE || !OUT) { console.error('page_test: set TALON, TALON_WEB_SITE and TALON_WEB_OUT'); process.exit(2); }
mkdirSync(OUT, { recursive: true });

let failures = 0, checks = 0;
function fail(what) { failures++; console.log(`FAIL ${what}`); }
function ok(cond, what) { checks++; if (!cond) fail(what); return cond; }

// Native answers, kept by their words: a question asked again (the same
// question on 1 and 2 workers) is run once (talon's answers depend on nothing else).
const nativeRuns = new Map();
function native(words) {
  const key = JSON.stringify(['json', ...words]);
  if (!nativeRuns.has(key)) nativeRuns.set(key, nativeJson(words));
  return nativeRuns.get(key);
}
function nativeJson(words) {
  try {
    return { code: 0, stdout: execFileSync(TALON, [...words, '--format', 'json'], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (e) {
    return { code: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

// talon's words for a question: the cells of its --format md tables (and the whole text).
function nativeMd(words) {
  const key = JSON.stringify(['md', ...words]);
  if (!nativeRuns.has(key)) nativeRuns.set(key, execFileSync(TALON, [...words, '--format', 'md'], { encoding: 'utf8', maxBuffer: 1 << 28 }));
  const md = nativeRuns.get(key);
  return { text: md, cells: new Set(md.split('\n').filter((l) => l.startsWith('|')).flatMap((l) => l.split('|').map((c) => c.trim()))) };
}

const freePort = () => new Promise((res) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => { const p = s.address().port; s.close(() => res(p)); });
});

const port = await freePort();
const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '-d', SITE], { stdio: 'ignore' });
const base = `http://127.0.0.1:${port}/index.html`;
for (let i = 0; i < 50; i++) {   // until it answers
  try { if ((await fetch(base)).ok) break; } catch { /* not yet */ }
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const page = await browser.newPage();
await page.setViewport({ width: 1000, height: 900 });
page.on('pageerror', (e) => fail(`page error: ${e.message}`));
const t0 = Date.now();

async function settled(timeout = 300000) {
  await page.waitForFunction(() => ['answered', 'error'].includes(document.body.dataset.state), { timeout });
}
async function lastRun() { return page.evaluate(() => window.talonPage.runs.at(-1)); }

// Compares the page's current answer with the native talon's for words.
// strip: for an answer that names the machine's folders (strategy list: the
// page's talon reads /data), the JSON less them must be the native one.
async function compare(name, words, shot, strip = null) {
  const want = native(words);
  const state = await page.evaluate(() => document.body.dataset.state);
  if (!ok(state === 'answered' && want.code === 0, `${name}: answered (page ${state}, native exit ${want.code})`)) return;
  const raw = await page.$eval('#raw', (e) => e.textContent);
  if (strip) ok(JSON.stringify(strip(JSON.parse(raw))) === JSON.stringify(strip(JSON.parse(want.stdout))),
    `${name}: the page's JSON equals native talon's but for the folders`);
  else ok(raw === want.stdout, `${name}: the page's JSON equals native talon's byte for byte`);
  const json = JSON.parse(want.stdout);
  const first = Array.isArray(json) ? json[0] : json;
  const headline = await page.$eval('[data-talon="headline"]', (e) => e.textContent);
  ok(headline === (first.headline || first.title) && headline.length > 0, `${name}: headline "${headline.slice(0, 60)}…"`);
  const cells = await page.$$eval('[data-path]', (es) => es.map((e) => [e.dataset.path, e.dataset.value, e.textContent]));
  let bad = 0;
  for (const [path, value] of cells) {
    let v = json;
    for (const k of path.split('.')) v = v?.[k];
    checks++;
    if (typeof v !== 'number' || Number(value) !== v) { bad++; if (bad < 4) fail(`${name}: ${path} shows ${value}, native ${v}`); }
  }
  if (!bad) console.log(`ok   ${name}: ${cells.length} numbers equal to native talon's`);
  ok(cells.length > 0, `${name}: numbers shown`);
  // The tables read as talon's own (--format md): headings, row labels
  // (ranking_best, two_pair, half: in words) and the figures as talon writes them.
  const md = nativeMd(words);
  const inMd = (what, list) => {
    const off = list.filter((l) => !md.cells.has(l));
    if (ok(off.length === 0, `${name}: ${what} not in talon --format md's tables: ${off.slice(0, 3).join(' | ')}`) && list.length)
      console.log(`ok   ${name}: ${list.length} ${what} as talon writes them (${list[0]}, …)`);
  };
  inMd('headings', await page.$$eval('#answer-body th', (es) => es.filter((e) => !('page' in e.dataset)).map((e) => e.textContent)));
  inMd('row labels', await page.$$eval('td.label', (es) => es.map((e) => e.textContent)));
  ok(await page.$$eval('#answer-body th[data-raw]', (es) => es.length) === 0, `${name}: every table has talon's layout (no JSON keys as headings)`);
  inMd('figures', await page.$$eval('#answer-body td.num:not(.article)', (es) => es.map((e) => e.textContent)));
  // and as many rows as talon's tables (drawn leaves out the final hands a draw never makes)
  const mdRows = md.text.split('\n').filter((l) => l.startsWith('|')).length - 2 * (md.text.match(/^\| ---/gm) || []).length;
  const pageRows = await page.$$eval('#answer-body tbody tr', (es) => es.length);
  ok(pageRows === mdRows, `${name}: ${pageRows} rows, talon's tables ${mdRows}`);
  for (const said of await page.$$eval('[data-talon="model"]', (es) => es.map((e) => e.textContent)))
    ok(md.text.includes(said), `${name}: the model reads as talon's notes: ${said.slice(0, 60)}`);
  await page.screenshot({ path: join(OUT, `${shot}.png`), fullPage: true });
}

// A question by the address; waits for its own answer (a new page, or a
// new run of the same page when only the #question changed).
let navigations = 0;
async function viaAddress(name, words, shot, query = '') {
  const mark = ++navigations;
  const before = await page.evaluate((m) => { window.testMark = m; return window.talonPage ? window.talonPage.runs.length : 0; }, mark)
    .catch(() => 0);
  await page.goto(`${base}${query}#${words.join(' ')}`);
  await page.waitForFunction((m, n) => window.talonPage && (window.testMark !== m || window.talonPage.runs.length > n),
    { timeout: 300000 }, mark, before);
  await settled();
  await compare(name, words, shot);
}
async function askWithControls() {
  await page.click('#ask');
  await page.waitForFunction(() => document.body.dataset.state === 'running' || window.talonPage.runs.length, { timeout: 5000 }).catch(() => {});
  await settled();
}
async function question() { return page.$eval('#question', (e) => e.value.split(/\s+/).filter(Boolean)); }
async function setField(name, value) {
  await page.$eval(`#f-${name}`, (e) => { e.value = ''; });
  await page.type(`#f-${name}`, value);
}

// 1. The first answer after load, through the address, and its time.
await viaAddress('best KK (address)', ['best', 'KK', '--players', '4', '--deck', '32'], '01-best-KK');
const firstRun = await lastRun();
const firstAnswer = firstRun.sinceNavigation;   // from the navigation's start (performance.now())
const ready = await page.evaluate(() => window.talonPage.timing.ready / 1000);
// What a first visit downloads before the first question's data: the page, talon.wasm, the
// manifest, the article's frequency table (bytes as served, uncompressed by python's server).
const firstVisit = await page.evaluate(() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .map((e) => [e.name.replace(/^.*\//, '').replace(/#.*$/, '') || 'index.html', e.decodedBodySize]));
// The Monte Carlo run shared between the page's workers (web/shim/web_split.c),
// one per core but one, up to 4: with two or more, best's two precision runs
// went in rounds.
const cores = await page.evaluate(() => navigator.hardwareConcurrency);
ok(firstRun.parts === Math.max(1, Math.min(cores - 1, 4)) && (firstRun.parts === 1 || firstRun.rounds > 1),
  `first answer: ${firstRun.parts} workers for ${cores} cores, ${firstRun.rounds} rounds`);
// The same question on one worker and on two (the times, for the record),
// and runs split three ways: a fixed run whose last block is short, and a
// precision run that stops inside a chunk (3 145 728 deals: 48 blocks of a
// chunk [32, 64)).
const byWorkers = {};
for (const w of [1, 2]) {
  await viaAddress(`best KK, ${w} worker${w > 1 ? 's' : ''} (address)`, ['best', 'KK', '--players', '4', '--deck', '32'], `01b-best-KK-${w}-workers`, `?workers=${w}`);
  byWorkers[w] = await lastRun();
  ok(byWorkers[w].parts === w && (w === 1 ? byWorkers[w].rounds === 1 : byWorkers[w].rounds === 5),
    `?workers=${w}: ${byWorkers[w].parts} workers, ${byWorkers[w].rounds} rounds`);
}
const oneWorker = byWorkers[1];
for (const [name, words] of [['best split 3 ways, short last block', ['best', 'KK', '--players', '4', '--deck', '32', '--trials', '1000003']],
  ['equity split 3 ways, precision stop inside a chunk', ['equity', '--players', '4', '--deck', '32', '--precision', '0.003']]]) {
  await viaAddress(`${name} (address)`, words, `01c-${words[0]}-3-workers`, '?workers=3');
  const r = await lastRun();
  ok(r.parts === 3 && r.rounds > 1, `${name}: ${r.parts} workers, ${r.rounds} rounds`);
}

// 2. The same hand in French, by the address.
await viaAddress('best KK in French (address)', ['best', 'KK', '--players', '4', '--deck', '32', '--lang', 'fr', '--trials', '200000'], '02-best-KK-fr');
ok(await page.$eval('html', (e) => e.lang) === 'fr', 'French: the page switched to French');
ok((await page.$eval('#ask', (e) => e.textContent)) === 'Demander', 'French: the controls are in French');

// 3. Advice (a strategy file fetched on demand), by the address.
await viaAddress('advise (address)', ['advise', 'KsKd9s8h7c', '--players', '4', '--position', '2', '--history', 'c'], '03-advise');
const adv = await lastRun();
ok(adv.fetched.some((f) => /draw-4p-32-(pot|half)\.tsf$/.test(f)), `advise: strategies fetched on demand (${adv.fetched.join(', ')})`);

// 3b. Advice in French: the games and actions in talon's French words (demi-pot, parler, ouvrir au pot).
await viaAddress('advise in French (address)', ['advise', 'KsKd9s8h7c', '--players', '4', '--position', '2', '--history', 'c', '--lang', 'fr'], '03b-advise-fr');
{
  const shownLabels = await page.$$eval('td.label', (es) => es.map((e) => e.textContent));
  ok(shownLabels.includes('demi-pot') && shownLabels.includes('parler'), `advise in French: the labels read ${shownLabels.join(', ')}`);
}

// 4. Advice in French card notation, by the address.
await viaAddress('advise, French notation (address)', ['advise', 'RpRk9p8c7t', '--players', '4', '--position', '2', '--history', 'c'], '04-advise-fr-notation');

// 5. Frequencies through the controls: the tab, the deck, Ask.
await page.goto(base);
await page.waitForFunction(() => document.body.dataset.state === 'ready');
await page.click('[data-cmd="freq"]');
await page.select('#f-deck', '32');
await page.select('#f-ace-low', 'off');
await askWithControls();
await compare('freq (controls)', await question(), '05-freq');
ok((await question()).join(' ') === 'freq --deck 32 --ace-low off', `freq: the question line reads ${(await question()).join(' ')}`);
ok(decodeURIComponent(await page.evaluate(() => location.hash)) === '#freq --deck 32 --ace-low off', 'freq: the address holds the question');
{
  // the article's column beside talon's: tables/article/frequencies.csv's 32-card, ace-high rows
  const csv = readFileSync(new URL('../../tables/article/frequencies.csv', import.meta.url), 'utf8').trim().split('\n').slice(1)
    .map((l) => l.split(',')).filter((c) => c[0] === '32' && c[1] === 'false' && c[2] !== 'total').map((c) => c[4]);
  const shownArticle = await page.$$eval('td.article', (es) => es.map((e) => e.dataset.article).filter(Boolean));
  ok(shownArticle.length === csv.length && shownArticle.every((v, i) => v === csv[i]),
    `freq: the article's column (${shownArticle.join(' ')}) is tables/article/frequencies.csv's (${csv.join(' ')})`);
}

// 6. Hands better than..., through the controls.
await page.click('[data-cmd="atleast"]');
await page.select('#f-deck', '32');
await askWithControls();
await compare('atleast (controls)', await question(), '06-atleast');
// The language switch: the question gains --lang fr and is asked again.
await page.click('#lang-fr');
await page.waitForFunction(() => window.talonPage.runs.at(-1).words.includes('fr') && document.body.dataset.state === 'answered', { timeout: 60000 });
ok((await question()).join(' ') === 'atleast --deck 32 --lang fr', `language switch: the question reads ${(await question()).join(' ')}`);
await compare('atleast in French (the switch)', await question(), '06-atleast-fr');
await page.click('#lang-en');
await page.waitForFunction(() => !window.talonPage.runs.at(-1).words.includes('fr') && document.body.dataset.state === 'answered', { timeout: 60000 });

// 7. best with a hand clicked on the card grid.
await page.click('[data-cmd="best"]');
await page.$eval('#f-hand', (e) => { e.value = ''; });
await page.focus('#f-hand');
for (const c of ['As', 'Ah', 'Kd', 'Qc', '7s']) await page.click(`#grid [data-card="${c}"]`);
await setField('players', '3');
await page.select('#f-deck', '32');
await setField('trials', '100000');
ok((await page.$eval('#f-hand', (e) => e.value)) === 'AsAhKdQc7s', 'card grid: the clicks wrote AsAhKdQc7s');
await askWithControls();
await compare('best, cards from the grid (controls)', await question(), '07-best-grid');

// 7b. The grid in French notation: the hand typed so far follows it, and the
// clicks write French cards (As Kd Th 9c 8s = Ap Rk 10c 9t 8p).
const handValue = () => page.$eval('#f-hand', (e) => e.value);
await page.click('#nota-fr');
ok(await handValue() === 'ApAcRkDt7p', `French notation: the hand became ${await handValue()} (ApAcRkDt7p)`);
ok((await page.$eval('#grid [data-card="Ts"]', (e) => e.textContent)) === '10\u2660', 'French notation: the grid shows 10\u2660 for Ts');
await page.$eval('#f-hand', (e) => { e.value = ''; });
await page.focus('#f-hand');
for (const c of ['As', 'Kd', 'Th', '9c', '8s']) await page.click(`#grid [data-card="${c}"]`);
ok(await handValue() === 'ApRk10c9t8p', `French notation: the clicks wrote ${await handValue()} (ApRk10c9t8p)`);
await askWithControls();
await compare('best, French cards from the grid (controls)', await question(), '07b-best-grid-fr');
await page.click('#nota-en');
ok(await handValue() === 'AsKdTh9c8s', `English notation again: the hand became ${await handValue()} (AsKdTh9c8s)`);

// 8. Hold'em through the controls: two hands typed, a board.
await page.click('[data-cmd="holdem"]');
await setField('hands', 'AsKs QdQc');
await setField('board', 'Qh7d2c');
await askWithControls();
await compare("holdem with a board (controls)", await question(), '08-holdem');

// 8b. What do I draw, through the controls: the hand typed in the drawn tab.
await page.click('[data-cmd="drawn"]');
await setField('hand', 'KsKd9s8h7c');
await askWithControls();
await compare('what to draw (controls)', await question(), '08b-drawn-hand');
ok((await question()).join(' ').startsWith('drawn KsKd9s8h7c'), `what to draw: the question line reads ${(await question()).join(' ')}`);

// 9.-11. By the address: ranges, cards drawn, equity.
await viaAddress('holdem ranges (address)', ['holdem', 'QQ+,AKs', 'random', '--board', 'Qh7d2c', '--trials', '100000'], '09-holdem-ranges');
await viaAddress('drawn (address)', ['drawn', '--deck', '32'], '10-drawn');
// what do I draw: a hand's 32 ways to draw (talon drawn HAND), by the address in French
await viaAddress('what to draw, in French (address)', ['drawn', 'RpRc9p8c7t', '--deck', '32', '--lang', 'fr'], '10b-drawn-hand-fr');
await viaAddress('equity (address)', ['equity', '--players', '4', '--deck', '32', '--trials', '100000'], '11-equity');
// equity's four models after the draw, in French: each table's model in talon's sentence
await viaAddress('equity after the draw in French (address)', ['equity', '--players', '4', '--deck', '32', '--trials', '100000', '--after-draw', '--lang', 'fr'], '11b-equity-after-draw-fr');
ok((await page.$$eval('[data-talon="model"]', (es) => es.length)) === 4, 'equity after the draw: four models, each in talon\'s words');

// 11c. The shipped strategies (talon strategy list), through the tab: each
// file's header read from its head (scripts/web), never the whole file.
await page.click('[data-cmd="strategy"]');
ok(/^strategy list( --lang fr)?$/.test((await question()).join(' ')), `strategy list: the question line reads ${(await question()).join(' ')}`);
await askWithControls();
await compare('strategy list (controls)', await question(), '11c-strategy-list',
  (j) => ({ ...j, notes: undefined, rows: j.rows.map((r) => ({ ...r, folder: undefined })) }));
{
  const r = await lastRun();
  const heads = Object.keys(JSON.parse(readFileSync(join(SITE, 'data', 'manifest.json'), 'utf8')).heads);
  ok(r.fetched.length === heads.length && r.fetched.every((f) => f.endsWith('.tsf.head')),
    `strategy list: downloaded the ${heads.length} heads only (${r.fetched.length} files: ${r.fetched.slice(0, 2).join(', ')}, …)`);
  const shownNames = await page.$$eval('#answer-body td', (es) => es.map((e) => e.textContent).filter((t) => t.endsWith('.tsf')));
  ok(shownNames.length === heads.length, `strategy list: ${shownNames.length} files shown`);
}

// 11d. The article's tables (the Tables tab): the list is tables/REPORT.md's, and
// a click computes a table here: freq by its JSON layout, bluff's (no form in the
// page) as talon's own Markdown, byte for byte, its tables rendered cell by cell.
await page.click('#lang-en');
await page.click('[data-cmd="tables"]');
await page.waitForFunction(() => document.body.dataset.state === 'tables' && document.querySelectorAll('#tables li').length > 0);
{
  const report = readFileSync(new URL('../../tables/REPORT.md', import.meta.url), 'utf8').split('\n')
    .filter((l) => l.startsWith('`talon ')).map((l) => l.slice(7, -1));
  const listed = await page.$$eval('#tables a', (es) => es.map((e) => e.dataset.command));
  ok(listed.length === report.length && listed.every((c, i) => c === report[i]),
    `tables: the list holds tables/REPORT.md's ${report.length} commands (${listed.length} listed)`);
  await page.screenshot({ path: join(OUT, '15-tables-list.png'), fullPage: true });
  // in French, each title in talon tables --lang fr's words (cmd_tables.c's, through scripts/web)
  await page.click('#lang-fr');
  await page.waitForFunction(() => document.querySelector('#tables a')?.textContent.startsWith('Fréquences'));
  const fr = await page.$$eval('#tables a', (es) => es.map((e) => e.textContent));
  ok(fr.length === report.length && fr[0] === "Fréquences des mains, 52 cartes, comme dans l'article (quinte blanche comptée)"
    && fr.every((t) => !t.startsWith('Hand frequencies') && !t.startsWith('Opening thresholds')),
    `tables in French: ${fr.length} titles in French (${fr[0]}, …)`);
  await page.screenshot({ path: join(OUT, '15a-tables-list-fr.png'), fullPage: true });
  await page.click('#lang-en');
  await page.waitForFunction(() => document.querySelector('#tables a')?.textContent.startsWith('Hand frequencies'));
  for (const [command, shot] of [['freq --deck 52 --ace-low on', '15b-table-freq'], ['bluff article', '15c-table-bluff']]) {
    await page.click('[data-cmd="tables"]');
    await page.waitForFunction(() => document.body.dataset.state === 'tables');
    const before = (await page.evaluate(() => window.talonPage.runs.length));
    await page.click(`#tables a[data-command="${command}"]`);
    await page.waitForFunction((n) => window.talonPage.runs.length > n && ['answered', 'error'].includes(document.body.dataset.state),
      { timeout: 120000 }, before);
    const words = command.split(' ');
    if (command.startsWith('freq')) { await compare(`table ${command} (tables tab)`, words, shot); continue; }
    const md = nativeMd(words), want = md.text;
    ok(await page.$eval('#raw', (e) => e.textContent) === want, `table ${command}: the page's Markdown equals native talon's byte for byte`);
    const shownCells = await page.$$eval('#answer-body th, #answer-body td', (es) => es.map((e) => e.textContent));
    const off = shownCells.filter((c) => !md.cells.has(c));
    ok(shownCells.length > 0 && off.length === 0, `table ${command}: ${shownCells.length} cells shown, all talon's (${off.slice(0, 3).join(' | ')})`);
    const mdHeadline = want.split('\n')[0].replace(/^### /, '');
    ok(await page.$eval('[data-talon="headline"]', (e) => e.textContent) === mdHeadline, `table ${command}: the headline is talon's first line`);
    await page.screenshot({ path: join(OUT, `${shot}.png`), fullPage: true });
  }
}

// 12. A bad card: talon's own error beside the field, and the page still answers.
await page.click('[data-cmd="best"]');
await setField('hand', 'KsXx');
await askWithControls();
const bad = native(['best', 'KsXx', '--players', '4', '--deck', '32']);
const badLine = (bad.stderr || '').trim().split('\n')[0];
const shown = await page.$eval('#error-hand', (e) => (e.hidden ? '' : e.textContent));
ok(bad.code !== 0 && shown === badLine && shown.length > 0, `bad card: "${shown}" beside the hand field (native: "${badLine}")`);
await page.screenshot({ path: join(OUT, '12-bad-card.png'), fullPage: true });
await setField('hand', 'KK');
await setField('trials', '100000');
await askWithControls();
ok(await page.$eval('#error-hand', (e) => e.hidden), 'bad card: the error is gone after a good question');
await compare('best after the error (controls)', await question(), '13-after-error');

// 13. Stop: a long run, shared by two workers, ended by the button, then another answer.
await page.goto(`${base}?workers=2#best KK --players 6 --deck 44 --trials 400000000`);
await page.waitForFunction(() => document.body.dataset.state === 'running', { timeout: 60000 });
await new Promise((r) => setTimeout(r, 2500));
const progressed = await page.$eval('#progress', (e) => e.value);
await page.click('#stop');
await page.waitForFunction(() => document.body.dataset.state === 'stopped', { timeout: 5000 });
ok(await page.evaluate(() => window.talonPage.parts) === 2 && progressed > 0,
  `stop: the run stopped, its two workers' progress at ${(100 * progressed).toFixed(1)}%`);
console.log(`ok   stop: progress bar at ${(100 * progressed).toFixed(1)}% when stopped`);
await page.click('[data-cmd="atleast"]');
await page.select('#f-deck', '40');
await askWithControls();
await compare('atleast after Stop (controls)', await question(), '14-after-stop');

await browser.close();
server.kill();

// Speed: the first question's talon time in the page against native talon,
// on one thread (against the page on one worker) and on all cores (against
// the page's workers).  Wall times: on a shared machine, read them with the load.
const nativeTime = (threads) => {
  const n0 = process.hrtime.bigint();
  execFileSync(TALON, ['best', 'KK', '--players', '4', '--deck', '32', ...(threads ? ['--threads', String(threads)] : []), '--format', 'json']);
  return Number(process.hrtime.bigint() - n0) / 1e9;
};
const nativeSecs = nativeTime(1), nativeAllSecs = nativeTime(null);
const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
const summary = {
  first_answer_after_load_s: firstAnswer, page_ready_s: ready, first_talon_run_s: firstRun.talonSeconds,
  first_visit_bytes: firstVisit.reduce((n, [, b]) => n + b, 0), first_visit_files: Object.fromEntries(firstVisit),
  first_answer_workers: firstRun.parts, first_answer_rounds: firstRun.rounds, cores,
  one_worker_talon_run_s: oneWorker.talonSeconds, two_workers_talon_run_s: byWorkers[2].talonSeconds, native_one_thread_s: nativeSecs, native_all_cores_s: nativeAllSecs,
  page_one_worker_over_native_one_thread: oneWorker.talonSeconds / nativeSecs,
  page_two_workers_over_native_all_cores: byWorkers[2].talonSeconds / nativeAllSecs, load_average_1min: Number(load),
  checks, failures, total_s: (Date.now() - t0) / 1000,
};
writeFileSync(join(OUT, 'summary.json'), JSON.stringify(summary, null, 2) + '\n');
console.log(`speed: best KK --players 4 --deck 32 (4 194 304 deals before and after the draw), load ${load}: ` +
  `page on one worker ${oneWorker.talonSeconds.toFixed(2)} s, native 1 thread ${nativeSecs.toFixed(2)} s ` +
  `(x${summary.page_one_worker_over_native_one_thread.toFixed(2)}); page on 2 workers ` +
  `${byWorkers[2].talonSeconds.toFixed(2)} s, native on all cores ${nativeAllSecs.toFixed(2)} s; ` +
  `first answer ${firstAnswer.toFixed(2)} s after load (page ready at ${ready.toFixed(2)} s)`);
console.log(`${failures ? 'FAILED' : 'passed'}: ${checks} checks, ${failures} failures, ${summary.total_s.toFixed(0)} s; screenshots in ${OUT}`);
process.exit(failures ? 1 : 0);
