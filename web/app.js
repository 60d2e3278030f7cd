// app.js - the talon page: a form per command that writes the question in
// talon's own words (the line under it, which can be edited directly), the
// address that holds that question (index.html#best KK --players 4 --deck 32),
// and the answer: talon's JSON, rendered.  talon itself runs in worker.js
// (the CLI compiled to WebAssembly by scripts/web), so the figures, the
// refusals and their one-line reasons are the command line's own.
'use strict';

const TEXT = {
  en: {
    tagline: "French draw poker, hold'em: probabilities and the solved game, in your browser",
    cmd_best: 'Is my hand best?', cmd_advise: 'Advice', cmd_drawn: 'Cards drawn', cmd_equity: 'Equity',
    cmd_freq: 'Frequencies', cmd_atleast: 'Hands better than…', cmd_holdem: "Hold'em", cmd_strategy: 'Solved strategies',
    cmd_tables: "The article's tables", tables_title: "The article's tables, computed here",
    tables_headline: "The tables talon tables makes (tables/REPORT.md): click one and talon computes it in this page, with the report's command and seed; the article's figures stand beside talon's where it gives them.",
    question: "Question (talon's own words)", ask: 'Ask', stop: 'Stop',
    grid: 'Cards: click to add to the selected field', raw: "talon's JSON output", raw_md: "talon's Markdown output",
    notation: 'Notation:', nota_en: 'English (Ks Th)', nota_fr: 'French (Rp 10c)',
    footer: "The figures are talon's own: its C library compiled to WebAssembly, run in this page with the same seeds and blocks as the command line, so the numbers match talon … --format json digit for digit.",
    hand: 'Hand (5 cards, or a class: KK, 99, AKQ…)', hands: 'Hands or ranges (space-separated)', board: 'Board',
    dead: 'Dead cards', players: 'Players', position: 'Position (1 speaks first)', history: 'History (c, o1, =, …)',
    deck: 'Deck', trials: 'Trials', seed: 'Seed', ace_low: 'Ace low', any: 'default',
    loading: 'Loading talon…', ready: 'Ready.', running: 'Running…', stopped: 'Stopped.',
    answered: (s, n) => `Answered in ${s} s${n > 1 ? ` (${n} workers)` : ''}.`, fetched: (f) => ` Downloaded: ${f}.`,
    notes: 'Notes', details: 'Details', article: 'article', more: (n) => `${n} more files`,
  },
  fr: {
    tagline: 'Poker fermé, hold\'em : les probabilités et le jeu résolu, dans votre navigateur',
    cmd_best: 'Ma main est-elle la meilleure ?', cmd_advise: 'Conseil', cmd_drawn: 'Cartes demandées', cmd_equity: 'Équité',
    cmd_freq: 'Fréquences', cmd_atleast: 'Jeux ayant plus que…', cmd_holdem: "Hold'em", cmd_strategy: 'Stratégies résolues',
    cmd_tables: "Les tables de l'article", tables_title: "Les tables de l'article, calculées ici",
    tables_headline: "Les tables que fait talon tables (tables/REPORT.md) : un clic, et talon la calcule dans cette page, avec la commande et la graine du rapport ; les chiffres de l'article sont à côté de ceux de talon quand il les donne.",
    question: 'Question (dans les mots de talon)', ask: 'Demander', stop: 'Arrêter',
    grid: 'Cartes : cliquer pour ajouter au champ choisi', raw: 'La sortie JSON de talon', raw_md: 'La sortie Markdown de talon',
    notation: 'Notation :', nota_en: 'anglaise (Ks Th)', nota_fr: 'française (Rp 10c)',
    footer: 'Les chiffres sont ceux de talon : sa bibliothèque C compilée en WebAssembly, exécutée dans cette page avec les mêmes graines et blocs qu\'en ligne de commande ; les nombres sont ceux de talon … --format json, chiffre pour chiffre.',
    hand: 'Main (5 cartes, ou une classe : RR, 99…)', hands: 'Mains ou fourchettes (séparées par des espaces)', board: 'Tableau',
    dead: 'Cartes mortes', players: 'Joueurs', position: 'Position (1 parle en premier)', history: 'Historique (c, o1, =, …)',
    deck: 'Jeu', trials: 'Tirages', seed: 'Graine', ace_low: 'As bas', any: 'défaut',
    loading: 'Chargement de talon…', ready: 'Prêt.', running: 'Calcul…', stopped: 'Arrêté.',
    answered: (s, n) => `Réponse en ${s} s${n > 1 ? ` (${n} processus)` : ''}.`, fetched: (f) => ` Téléchargé : ${f}.`,
    notes: 'Notes', details: 'Détails', article: 'article', more: (n) => `${n} autres fichiers`,
  },
};

const DECKS = ['', '20', '24', '28', '32', '36', '40', '44', '48', '52'];
// Each command's fields: the positional words first (pos), then the options.
const COMMANDS = {
  best: { pos: 'hand', fields: ['hand', 'players', 'deck', 'trials', 'seed'], start: ['best', 'KK', '--players', '4', '--deck', '32'] },
  advise: { pos: 'hand', fields: ['hand', 'players', 'position', 'history', 'deck'],
    start: ['advise', 'KsKd9s8h7c', '--players', '4', '--position', '2', '--history', 'c'] },
  // with a hand: its 32 ways to draw (talon drawn HAND); without: the deck's table
  drawn: { pos: 'hand', fields: ['hand', 'deck', 'players'], start: ['drawn', '--deck', '32'] },
  equity: { fields: ['players', 'deck', 'trials', 'seed'], start: ['equity', '--players', '4', '--deck', '32', '--trials', '200000'] },
  freq: { fields: ['deck', 'ace-low'], start: ['freq', '--deck', '32'] },
  atleast: { fields: ['deck'], start: ['atleast', '--deck', '32'] },
  holdem: { pos: 'hands', fields: ['hands', 'board', 'dead', 'players', 'trials'], start: ['holdem', 'AsKs', 'QdQc'] },
  // the shipped solutions advise reads (each file's header only: its head, scripts/web)
  strategy: { fixed: ['list'], fields: [], start: ['strategy', 'list'] },
  // not a command: the list of the tables talon tables makes (showTables)
  tables: { fields: [], start: null },
};
// The commands the page reads talon's JSON for (its layouts, LAYOUTS); any
// other command typed in the question line, or asked from the tables list,
// is shown as talon's own Markdown (--format md), rendered.
const JSON_COMMANDS = new Set(['best', 'advise', 'drawn', 'equity', 'freq', 'atleast', 'holdem', 'strategy']);
const CARD_FIELDS = new Set(['hand', 'hands', 'board', 'dead']);
// The Monte Carlo commands, whose runs the workers share block by block
// (web/shim/web_split.c): one talon per worker, a worker per core but one
// (left to the page and the rest of the machine), at most 4; the address may
// say ?workers=N.  A run's blocks are the native engine's and are merged in
// the same order, so the answer is the native one whatever the number of
// workers.  On a 2-core machine that leaves one worker: there, with the cores
// busy with other work, two workers measured slower than one (the rounds
// wait for the slower part; web/README.md).
const SPLIT_COMMANDS = new Set(['best', 'equity', 'holdem', 'drawn']);
const PARTS = (() => {
  const w = Number(new URLSearchParams(location.search).get('workers'));
  return Number.isInteger(w) && w >= 1 && w <= 16 ? w : Math.max(1, Math.min((navigator.hardwareConcurrency || 1) - 1, 4));
})();
const SPLIT_PART = 80, SPLIT_YIELD = 81;   // a part's exit statuses (web/shim/include/web_split.h)

const $ = (id) => document.getElementById(id);
let lang = 'en', cmd = 'best', activeCards = null, notation = 'en';
let workers = [], wasmModule = null, manifest = null, runId = 0, running = null;
const timing = { start: performance.now() };
window.talonPage = { timing, runs: [], parts: PARTS };

function t(key) { return TEXT[lang][key] ?? TEXT.en[key] ?? key; }

// --- words -------------------------------------------------------------------
function splitWords(s) {
  const words = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  let m;
  while ((m = re.exec(s))) words.push(m[1] ?? m[2] ?? m[3]);
  return words;
}
function joinWords(words) {
  return words.map((w) => (/[\s"']/.test(w) || w === '' ? `'${w}'` : w)).join(' ');
}
// {cmd, pos: [...], opts: Map(name -> value), order: [...]} from words.
function parseQuestion(words) {
  const q = { cmd: words[0] || '', pos: [], opts: new Map() };
  for (let i = 1; i < words.length; i++) {
    const w = words[i];
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      if (eq > 0) q.opts.set(w.slice(2, eq), w.slice(eq + 1));
      else if (i + 1 < words.length && !words[i + 1].startsWith('--')) q.opts.set(w.slice(2), words[++i]);
      else q.opts.set(w.slice(2), '');
    } else q.pos.push(w);
  }
  return q;
}

// --- the form ----------------------------------------------------------------
function fieldInput(name) { return document.querySelector(`#fields [name="${name}"]`); }

function buildFields() {
  const box = $('fields');
  box.textContent = '';
  for (const name of COMMANDS[cmd].fields) {
    const div = document.createElement('div');
    div.className = 'field';
    const label = document.createElement('label');
    label.textContent = t(name.replace('-', '_'));
    label.htmlFor = 'f-' + name;
    let input;
    if (name === 'deck') {
      input = document.createElement('select');
      for (const d of DECKS) input.add(new Option(d || t('any'), d));
    } else if (name === 'ace-low') {
      input = document.createElement('select');
      for (const d of ['', 'on', 'off']) input.add(new Option(d || t('any'), d));
    } else {
      input = document.createElement('input');
      if (['players', 'position', 'trials', 'seed'].includes(name)) { input.type = 'number'; input.min = 1; }
      if (CARD_FIELDS.has(name)) {
        input.className = 'cards';
        input.spellcheck = false;
        input.addEventListener('focus', () => setActiveCards(input));
      }
    }
    input.name = name;
    input.id = 'f-' + name;
    input.addEventListener('input', formToQuestion);
    if (name === 'deck') input.addEventListener('change', dimGrid);
    const err = document.createElement('p');
    err.className = 'error';
    err.hidden = true;
    err.dataset.talon = 'error';
    err.id = 'error-' + name;
    div.append(label, input, err);
    box.append(div);
  }
  const first = [...box.querySelectorAll('input.cards')][0];
  setActiveCards(first || null);
  document.querySelectorAll('#commands button').forEach((b) => b.setAttribute('aria-selected', String(b.dataset.cmd === cmd)));
  $('grid-box').hidden = !first;
  dimGrid();
}

function setActiveCards(input) {
  if (activeCards) activeCards.classList.remove('active');
  activeCards = input;
  if (input) input.classList.add('active');
}

// The question line from the form, keeping options the form has no field for.
function formToQuestion() {
  const old = parseQuestion(splitWords($('question').value));
  const words = [cmd];
  const spec = COMMANDS[cmd];
  if (spec.fixed) words.push(...spec.fixed);
  if (spec.pos) words.push(...splitWords(fieldInput(spec.pos).value));
  for (const name of spec.fields) {
    if (name === spec.pos) continue;
    const v = fieldInput(name).value.trim();
    if (v !== '') words.push('--' + name, v);
  }
  if (old.cmd === cmd)
    for (const [k, v] of old.opts) if (!spec.fields.includes(k) && k !== 'lang') words.push('--' + k, ...(v === '' ? [] : [v]));
  if (lang === 'fr') words.push('--lang', 'fr');
  $('question').value = joinWords(words);
}

// The form from the question line (its command's fields).
function questionToForm() {
  const q = parseQuestion(splitWords($('question').value));
  if (COMMANDS[q.cmd] && q.cmd !== cmd) { cmd = q.cmd; buildFields(); }
  if (!COMMANDS[q.cmd]) return;
  const spec = COMMANDS[cmd];
  for (const name of spec.fields) {
    const input = fieldInput(name);
    input.value = name === spec.pos ? q.pos.join(' ') : (q.opts.get(name) ?? '');
  }
  dimGrid();
  setLang(q.opts.get('lang') === 'fr' ? 'fr' : 'en', false);
  setNotation(fieldsNotation() || lang, false);
}

// rewrite: the user switched (the question gains or loses --lang fr, and the
// cards in the fields follow the grid into the language's notation).
function setLang(l, rewrite = true) {
  if (l === lang && rewrite) return;
  lang = l;
  if (rewrite) setNotation(l, true);
  document.documentElement.lang = l;
  document.querySelectorAll('[data-i18n]').forEach((e) => { e.textContent = t(e.dataset.i18n); });
  document.querySelectorAll('.lang button').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.lang === l)));
  document.querySelectorAll('#fields label').forEach((lb) => { lb.textContent = t(lb.htmlFor.slice(2).replace('-', '_')); });
  document.querySelectorAll('#fields select option[value=""]').forEach((o) => { o.textContent = t('any'); });
  if (rewrite) {
    const words = splitWords($('question').value);
    const i = words.indexOf('--lang');
    if (i >= 0) words.splice(i, 2);
    if (l === 'fr') words.push('--lang', 'fr');
    $('question').value = joinWords(words);
  }
  if (document.body.dataset.state === 'tables') showTables();   // the list's titles in the new language
}

// --- the card grid -----------------------------------------------------------
// Cards in either of talon's notations (src/core/card.h): English ranks
// 2-9 T J Q K A (also 10), suits s h d c; French ranks 2-10 V D R A, suits
// p c k t (pique, coeur, carreau, trefle: spades, hearts, diamonds, clubs).
// A grid button's data-card is the English card; the grid writes the cards
// in its notation (the buttons under the grid), which follows the language.
const RANK_FR = { T: '10', J: 'V', Q: 'D', K: 'R' }, SUIT_FR = { s: 'p', h: 'c', d: 'k', c: 't' };
const RANK_EN = { 10: 'T', V: 'J', D: 'Q', R: 'K' }, SUIT_EN = { p: 's', c: 'h', k: 'd', t: 'c' };
const CARD_RE = { en: /(10|[2-9TJQKA])([SHDC])/iy, fr: /(10|[2-9VDRA])([PCKT])/iy };
function cardText(en, nota) { return nota === 'fr' ? (RANK_FR[en[0]] ?? en[0]) + SUIT_FR[en[1]] : en; }
// The cards of a word written in notation `from`, as English cards, or null
// when the word is not a list of cards in it (a class KK, a range AKs, random).
function parseCards(word, from) {
  const re = CARD_RE[from], out = [];
  for (let i = 0; i < word.length;) {
    if (word[i] === ',' || word[i] === '-') { i++; continue; }   // talon's separators
    re.lastIndex = i;
    const m = re.exec(word);
    if (!m) return null;
    const r = m[1].toUpperCase(), su = m[2].toLowerCase();
    out.push(from === 'fr' ? (RANK_EN[r] ?? r) + SUIT_EN[su] : (r === '10' ? 'T' : r) + su);
    i = re.lastIndex;
  }
  return out.length ? out : null;
}
// As talon reads a word (card_detect): English when it reads in both.
function wordNotation(word) { return parseCards(word, 'en') ? 'en' : parseCards(word, 'fr') ? 'fr' : null; }
function convertWord(word, to) {
  const from = wordNotation(word);
  return from && from !== to ? parseCards(word, from).map((c) => cardText(c, to)).join('') : word;
}
// The notation of the first cards in the card fields, or null.
function fieldsNotation() {
  for (const input of document.querySelectorAll('#fields input.cards'))
    for (const w of splitWords(input.value)) { const n = wordNotation(w); if (n) return n; }
  return null;
}

function buildGrid() {
  const grid = $('grid');
  for (const s of 'shdc')
    for (const r of 'AKQJT98765432') {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.card = r + s;
      if (s === 'h' || s === 'd') b.classList.add('red');
      b.addEventListener('click', () => {
        if (!activeCards) return;
        const v = activeCards.value;
        // hold'em: a space after each hand of two cards
        const last = v.split(/\s+/).pop(), held = last && parseCards(last, wordNotation(last) || 'en');
        const sep = activeCards.name === 'hands' && held && held.length >= 2 ? ' ' : '';
        activeCards.value = v + sep + cardText(b.dataset.card, notation);
        formToQuestion();
      });
      grid.append(b);
    }
  document.querySelectorAll('.notation button').forEach((b) => b.addEventListener('click', () => setNotation(b.dataset.nota, true)));
  setNotation(notation, false);
}

// The grid's notation; convert: the cards already in the fields too (talon
// reads both, so the question asks the same).
function setNotation(n, convert) {
  notation = n;
  const sym = { s: '\u2660', h: '\u2665', d: '\u2666', c: '\u2663' };
  document.querySelectorAll('#grid button').forEach((b) => {
    const c = b.dataset.card;
    b.textContent = (n === 'fr' ? RANK_FR[c[0]] ?? c[0] : c[0]) + sym[c[1]];
    b.title = cardText(c, n);
  });
  document.querySelectorAll('.notation button').forEach((b) => b.setAttribute('aria-pressed', String(b.dataset.nota === n)));
  if (!convert) return;
  let changed = false;
  document.querySelectorAll('#fields input.cards').forEach((input) => {
    const v = splitWords(input.value).map((w) => convertWord(w, n)).join(' ');
    if (v !== splitWords(input.value).join(' ')) { input.value = v; changed = true; }
  });
  if (changed) formToQuestion();
}

// --- running talon -----------------------------------------------------------
function startWorkers() {
  workers = [];
  for (let i = 0; i < PARTS; i++) {
    const w = new Worker('worker.js');
    w.postMessage({ type: 'init', module: wasmModule, manifest });
    w.onmessage = (ev) => fromWorker(i, ev.data);
    workers.push(w);
  }
}

// One round: every part runs the question with the blocks of the runs done
// so far (running.inputs); a question not shared goes to worker 0 alone.
function launchRound() {
  const r = running;
  r.results = new Array(r.parts).fill(null);
  r.fractions = new Array(r.parts).fill(0);
  r.roundStart = performance.now();
  for (let i = 0; i < r.parts; i++)
    workers[i].postMessage({ type: 'run', id: r.id, args: r.args,
      split: r.parts > 1 ? { part: i, parts: r.parts, inputs: r.inputs } : null });
}

function fromWorker(i, m) {
  const r = running;
  if (!r || m.id !== r.id) return;
  if (m.type === 'progress') {
    r.fractions[i] = m.fraction;
    const f = r.fractions.reduce((a, b) => a + b, 0) / r.parts;
    $('progress').hidden = false;
    $('progress').value = f;
    $('status-text').textContent = `${t('running')} ${(100 * f).toFixed(1)}%`
      + (r.parts > 1 && r.round > 0 ? ` (${r.round + 1})` : '');
    return;
  }
  if (m.type !== 'done') return;
  r.results[i] = m;
  r.fetched.push(...m.fetched.filter((f) => !r.fetched.includes(f)));
  r.cpu += m.seconds;
  const p0 = r.results[0];
  if (p0 && p0.code !== SPLIT_PART) {   // the answer (or talon's refusal), from part 0
    r.talon += (performance.now() - r.roundStart) / 1000;
    finish(p0);
    return;
  }
  if (r.results.some((x) => !x)) return;
  r.talon += (performance.now() - r.roundStart) / 1000;
  if (r.results.every((x) => x.code === SPLIT_PART && x.blocks)) {
    r.results.forEach((x, k) => r.inputs.set(`in/${r.round}.${k}`, x.blocks));
    r.round++;
  } else {   // a part failed (it should not): the question again, on one worker
    r.parts = 1;
    r.inputs = new Map();
  }
  launchRound();
}

function clearErrors() {
  document.querySelectorAll('.error').forEach((e) => { e.hidden = true; e.textContent = ''; });
}

function ask() {
  if (!workers.length) return;
  clearErrors();
  const words = splitWords($('question').value);
  if (words[0] === 'talon') words.shift();   // the command line's own prefix, pasted
  if (!words.length) return;
  history.replaceState(null, '', '#' + joinWords(words));
  const format = JSON_COMMANDS.has(words[0]) ? 'json' : 'md';
  const args = words.includes('--format') ? words : [...words, '--format', format];
  if (running) stop(false);
  const parts = SPLIT_COMMANDS.has(words[0]) ? PARTS : 1;
  running = { id: ++runId, words, args, format, start: performance.now(), parts, round: 0, inputs: new Map(),
    fetched: [], cpu: 0, talon: 0 };
  $('stop').disabled = false;
  $('progress').hidden = false;
  $('progress').removeAttribute('value');
  $('status-text').textContent = t('running');
  document.body.dataset.state = 'running';
  launchRound();
}

function stop(report = true) {
  if (!running) return;
  workers.forEach((w) => w.terminate());
  running = null;
  startWorkers();
  $('stop').disabled = true;
  $('progress').hidden = true;
  if (report) { $('status-text').textContent = t('stopped'); document.body.dataset.state = 'stopped'; }
}

function finish(m) {
  const r = running;
  running = null;
  $('stop').disabled = true;
  $('progress').hidden = true;
  const secs = ((performance.now() - r.start) / 1000).toFixed(2);
  // talonSeconds: the rounds' time (wall), cpuSeconds: every part's talon time together
  window.talonPage.runs.push({ words: r.words, code: m.code, seconds: Number(secs), talonSeconds: r.talon,
    cpuSeconds: r.cpu, parts: r.parts, rounds: r.round + 1, fetched: r.fetched,
    sinceNavigation: performance.now() / 1000 });
  const files = r.fetched.length > 3 ? [...r.fetched.slice(0, 2), t('more')(r.fetched.length - 2)] : r.fetched;
  $('status-text').textContent = t('answered')(secs, r.parts) + (files.length ? t('fetched')(files.join(', ')) : '');
  if (m.code !== 0) {
    showError(m.stderr.trim().split('\n')[0] || `talon: exit status ${m.code}`);
    document.body.dataset.state = 'error';
    return;
  }
  if (r.format === 'md' && !r.words.includes('--format')) {
    renderMd(m.stdout);
    document.body.dataset.state = 'answered';
    return;
  }
  let json;
  try { json = JSON.parse(m.stdout); } catch (e) {
    $('answer').hidden = false;
    $('answer-title').textContent = '';
    $('headline').textContent = '';
    $('answer-body').textContent = '';
    showRaw(m.stdout, 'json');
    document.body.dataset.state = 'answered';
    return;
  }
  render(json, m.stdout);
  document.body.dataset.state = 'answered';
}

// The CLI's one-line reason beside the question and beside the field it names.
function showError(line) {
  const q = $('question-error');
  q.textContent = line;
  q.hidden = false;
  const text = line.toLowerCase();
  const spec = COMMANDS[cmd];
  const order = ['board', 'dead', 'history', 'position', 'players', 'deck', 'trials', 'seed', 'hand', 'card', 'range'];
  for (const key of order) {
    if (!text.includes(key)) continue;
    let name = key === 'card' || key === 'range' || key === 'hand' ? spec.pos : key;
    const el = name && $('error-' + name);
    if (el) { el.textContent = line; el.hidden = false; break; }
  }
}

// --- rendering ---------------------------------------------------------------
const PERCENT_KEY = /(probability|equity|^win|^tie|ci_low|ci_high|^p$|share|frequency|freq)/;
// row: the table row v is in, if any (an interval of an EV, in antes, is no percentage).
function formatValue(key, v, row) {
  if (typeof v === 'number') {
    if (Number.isInteger(v)) return v.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-US');
    const ev = row && ('ev' in row || 'value' in row) && /^ci_/.test(key);
    if (PERCENT_KEY.test(key) && !ev && v >= 0 && v <= 1) return (100 * v).toFixed(3) + '%';
    return String(Number(v.toPrecision(6)));
  }
  if (typeof v === 'boolean') return v ? '✓' : '–';
  return v === null ? '' : String(v);
}
function cell(tag, key, v, path, row) {
  const c = document.createElement(tag);
  c.textContent = formatValue(key, v, row);
  if (typeof v === 'number') { c.className = 'num'; c.dataset.value = String(v); c.dataset.path = path; }
  return c;
}
// Column names are talon's JSON keys; in French, the usual ones are translated.
const KEY_FR = { figure: 'chiffre', probability: 'probabilité', ci_low: 'borne basse', ci_high: 'borne haute',
  exact: 'exact', trials: 'tirages', category: 'catégorie', combinations: 'combinaisons', total: 'total',
  equity: 'équité', win: 'gagne', tie: 'égalité', hand: 'main', player: 'joueur', combos: 'combinaisons',
  action: 'action', frequency: 'fréquence', ev: 'espérance', game: 'jeu', code: 'code', deck: 'jeu',
  players: 'joueurs', threshold: 'seuil', diff: 'écart', differs: 'diffère', reason: 'raison', seed: 'graine',
  article: 'article', drawn: 'demandées', position: 'position', final: 'main finale', cards_drawn: 'cartes',
  threshold: 'plus que' };
function humanKey(k) { return (lang === 'fr' && KEY_FR[k]) || k.replace(/_/g, ' '); }

// Row labels: the columns whose JSON values are keys (ranking_best,
// straight_flush, two-pair, KK) show the words of talon's own text output
// (scripts/test --web checks them against talon --format md), in English or
// French, with the key as the cell's title.
const CAT_WORDS = { straight_flush: ['Straight flush', 'Quinte flush'], quads: ['Four of a kind', 'Carré'],
  full_house: ['Full house', 'Main pleine'], flush: ['Flush', 'Couleur'], straight: ['Straight', 'Quinte'],
  trips: ['Three of a kind', 'Brelan'], two_pair: ['Two pair', 'Double paire'], pair: ['Pair', 'Paire'],
  high_card: ['High card', 'Carte haute'] };
const PAIR_WORDS = { A: ['aces', "d'as"], K: ['kings', 'de rois'], Q: ['queens', 'de dames'], J: ['jacks', 'de valets'],
  T: ['tens', 'de dix'], 9: ['nines', 'de neuf'], 8: ['eights', 'de huit'], 7: ['sevens', 'de sept'], 6: ['sixes', 'de six'],
  5: ['fives', 'de cinq'], 4: ['fours', 'de quatre'], 3: ['threes', 'de trois'], 2: ['twos', 'de deux'] };
const FIGURE_WORDS = {   // talon best (src/report/rep_best.c)
  ranking_best: ['best outright, by ranking', 'seule la meilleure, par le classement'],
  ranking_tie: ['tied for best, by ranking', 'meilleure à égalité, par le classement'],
  article_best: ['best outright, article view', "seule la meilleure, vue de l'article"],
  article_tie: ['tied for best, article view', "meilleure à égalité, vue de l'article"],
  class_not_beaten: ['no other hand of a higher class', "aucune autre main d'une classe plus haute"],
  after_draw_best: ['best outright after the draw', "seule la meilleure après l'échange"],
  after_draw_tie: ['tied for best after the draw', "meilleure à égalité après l'échange"] };
// talon's out_percent: three decimals, four significant digits under 1%.
function percentText(p) {
  const pct = 100 * p;
  const dec = pct > 0 && pct < 1 ? Math.min(3 - Math.floor(Math.log10(pct)), 12) : 3;
  return pct.toFixed(dec) + '%';
}
const LABEL_COLUMNS = new Set(['figure', 'category', 'final', 'threshold', 'game', 'action']);
// talon advise's action words in French (src/cli/cmd_advise.c, say()): the
// data keep the game's names (open 0.5), people read poker fermé's words.
const VERB_FR = { check: 'parler', open: 'ouvrir', bet: 'miser', fold: 'passer', call: 'suivre', raise: 'relancer', draw: 'demander' };
function actionFr(name) {
  const [word, num] = name.split(' ');
  const w = VERB_FR[word] ?? word, x = Number(num);
  if (num === undefined) return w;
  if (word === 'draw') return `${w} ${x} carte${x > 1 ? 's' : ''}`;
  return x === 1 ? `${w} au pot` : x === 0.5 ? `${w} à demi-pot` : `${w} à ${x} pot`;
}
function rowLabel(col, v, row) {
  const L = lang === 'fr' ? 1 : 0;
  const pairRank = typeof v === 'string' && /^([2-9TJQKA])\1$/.test(v) ? v[0] : null;
  if (col === 'game') return L ? ({ pot: 'pot', half: 'demi-pot', file: 'fichier' }[v] ?? v) : v;
  if (col === 'action') return L ? actionFr(v) : v;
  if (col === 'figure') {
    if (FIGURE_WORDS[v]) return FIGURE_WORDS[v][L];
    // the shortcut (1-q)^n, n = the other players: q from the row's probability
    const n = row.players - 1, q = 1 - Math.pow(row.probability, 1 / n);
    if (v === 'shortcut_exact_q') return L ? `raccourci (1-q)^${n}, notre q exact = ${percentText(q)}` : `shortcut (1-q)^${n}, our exact q = ${percentText(q)}`;
    if (v === 'shortcut_article_q') return L ? `raccourci (1-q)^${n}, q de l'article = ${(100 * q).toFixed(1)}%` : `shortcut (1-q)^${n}, article's q = ${(100 * q).toFixed(1)}%`;
  } else if (col === 'threshold') {   // talon atleast
    if (v === 'two-pair') return CAT_WORDS.two_pair[L];
    if (v === 'draw') return ['Draw', 'Tirage'][L];
    if (pairRank) return L ? `Paire ${PAIR_WORDS[pairRank][1]}` : `Pair of ${PAIR_WORDS[pairRank][0]}`;
  } else {   // freq, equity (category), drawn (final)
    if (v === 'asked') return ['(asked)', '(demandées)'][L];
    if (v === 'draw') return ['draw (played)', 'tirage (joué)'][L];
    if (v === 'pair_unimproved') return ['pair, unimproved', 'paire non améliorée'][L];
    if (pairRank) return L ? (RANK_FR[pairRank] ?? pairRank).repeat(2) : v;   // KK -> RR, TT -> 1010
  }
  return CAT_WORDS[v]?.[L] ?? v;
}

function renderTable(obj, path, into) {
  const sec = document.createElement('section');
  if (obj.title && path !== '') {
    const h = document.createElement('h3');
    h.textContent = obj.title;
    sec.append(h);
  }
  // scalar facts and nested objects (conventions, after_draw, ...) as a list
  const facts = document.createElement('dl');
  facts.className = 'notes';
  const add = (k, v, p) => {
    const dt = document.createElement('dt');
    dt.textContent = humanKey(k);
    // equity's model: talon's sentence for it (its notes), the key as the title
    const said = k === 'model' && obj.notes ? obj.notes.model ?? obj.notes['modèle'] : null;
    if (typeof said === 'string') {
      const dd = document.createElement('dd');
      dd.textContent = said;
      dd.title = v;
      dd.dataset.talon = 'model';
      facts.append(dt, dd);
      return;
    }
    facts.append(dt, cell('dd', k, v, p));
  };
  const walk = (o, prefix, p) => {
    for (const [k, v] of Object.entries(o)) {
      if (['title', 'headline', 'rows', 'notes'].includes(k) && prefix === '') continue;
      if (Array.isArray(v)) {
        if (v.length && typeof v[0] === 'object') renderRows(v, `${p}${k}`, sec, k);
        else add(prefix + k, v.join(', '), `${p}${k}`);
      } else if (v && typeof v === 'object') walk(v, `${prefix}${k}.`, `${p}${k}.`);
      else add(prefix + k, v, `${p}${k}`);
    }
  };
  walk(obj, '', path);
  if (obj.rows) renderRows(obj.rows, `${path}rows`, sec, null, obj);
  if (facts.children.length) {
    const d = document.createElement('details');
    const s = document.createElement('summary');
    s.textContent = t('details');
    d.append(s, facts);
    sec.append(d);
  }
  if (obj.notes && typeof obj.notes === 'object') {
    const d = document.createElement('details');
    const s = document.createElement('summary');
    s.textContent = t('notes');
    const dl = document.createElement('dl');
    dl.className = 'notes';
    for (const [k, v] of Object.entries(obj.notes)) {
      const dt = document.createElement('dt');
      dt.textContent = k;
      const dd = document.createElement('dd');
      dd.textContent = typeof v === 'object' ? JSON.stringify(v) : String(v);
      dl.append(dt, dd);
    }
    d.append(s, dl);
    sec.append(d);
  }
  into.append(sec);
}

// Each table as talon's text output shows it (talon --format md): its
// columns, in its order, under its headings, in English or French, the
// figures written as talon writes them (out_percent's digits, an EV's sign,
// digits grouped by spaces); the JSON keys it leaves out (a row's deck, raw
// counts) are in the JSON below.  A table is known by a key only it has.
const H = (en, fr) => [en, fr];
const HEAD = {
  figure: H('Figure', 'Chiffre'), probability: H('Probability', 'Probabilité'), ci: H('95% interval', 'Intervalle à 95 %'),
  game: H('Game', 'Jeu'), action: H('Action', 'Action'), code: H('Code', 'Code'), frequency: H('Frequency', 'Fréquence'),
  ev: H('EV (antes)', 'Espérance (antes)'), deals: H('Deals', 'Donnes'), cards_drawn: H('Cards', 'Cartes'),
  final: H('Final hand', 'Main finale'), article: H('Article', 'Article'), diff: H('Diff (points)', 'Écart (points)'),
  differs: H('Flag', 'Signal'), reason: H('Reason', 'Raison'), pat: H('Pat', 'Servi'), quads: H('Four of a kind', 'Carré'),
  two_pair: H('Two pair', 'Double paire'), draw: H('Draw', 'Tirage'), trips: H('Three of a kind', 'Brelan'),
  pair: H('Pair', 'Paire'), nothing: H('Nothing', 'Rien'), category: H('Hand', 'Main'), win: H('Win', 'Gagne'),
  tie: H('Tie', 'Partage'), share: H('Share', 'Part'), hands: H('Hands', 'Mains'),
  combinations: H('Combinations', 'Combinaisons'), threshold: H('Better than', 'Plus que'), player: H('Player', 'Joueur'),
  hand: H('Hand', 'Main'), combos: H('Combos', 'Combinaisons'), equity: H('Equity', 'Espérance'),
  win_ci: H('95% interval', 'Intervalle à 95 %'), tie_ci: H('95% interval', 'Intervalle à 95 %'),
  name: H('Name', 'Nom'), format: H('Format', 'Format'), players: H('Players', 'Joueurs'), deck: H('Deck', 'Jeu'),
  open: H('Open', 'Ouverture'), sets: H('Sets', 'Ensembles'), bytes: H('Bytes', 'Octets'), folder: H('Folder', 'Dossier'),
  fits: H('Fits', 'Accord'),
  keep: H('Keep', 'Garder'), straight_flush: H('Straight flush', 'Quinte flush'), full_house: H('Full house', 'Main pleine'),
  flush: H('Flush', 'Couleur'), straight: H('Straight', 'Quinte'), high_card: H('High card', 'Carte haute'),
  improves: H('Improves', 'Améliore'), strategy: H('Strategy', 'Stratégie'),
};
// talon drawn HAND's own headings for the columns other tables name otherwise
const KEEP_HEAD = { draw: H('Draw', 'Demande'), sets: H('Replacements', 'Remplacements') };
const LAYOUTS = [   // [the key, the columns ('ci': the interval ci_low..ci_high), headings of its own]
  ['figure', ['figure', 'probability', 'ci']],
  ['action', ['game', 'action', 'code', 'frequency', 'ev', 'ci', 'deals']],
  ['cards_drawn', ['cards_drawn', 'final', 'probability', 'ci', 'article', 'diff', 'differs', 'reason']],
  ['pat', ['final', 'pat', 'quads', 'two_pair', 'draw', 'trips', 'pair', 'nothing']],
  ['share', ['category', 'win', 'tie', 'share', 'hands', 'ci', 'article', 'fits']],
  ['combinations', ['category', 'combinations', 'probability'], { category: H('Category', 'Main') }],
  ['threshold', ['threshold', 'probability', 'article', 'diff', 'differs', 'reason']],
  ['combos', ['player', 'hand', 'combos', 'equity', 'ci', 'win', 'win_ci', 'tie', 'tie_ci'], { win: H('Win', 'Gain') }],
  // talon drawn HAND: its columns in talon's order (the categories follow the rules' order);
  // before 'sets', a key its rows share with strategy list's
  ['keep', null, KEEP_HEAD],
  ['sets', ['name', 'format', 'players', 'deck', 'open', 'sets', 'bytes', 'folder']],
];
const INT_COLS = new Set(['deals', 'hands', 'combinations', 'combos', 'player', 'players', 'deck', 'sets', 'bytes']);
const groupDigits = (v) => String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');   // out_group_digits
function figureText(col, v, table) {
  if (table === 'keep' && col === 'draw') return String(v);   // cards drawn, not a probability
  if (typeof v === 'boolean') return v ? (lang === 'fr' ? 'oui' : 'yes') : (lang === 'fr' ? 'non' : 'no');   // equity's fits
  if (typeof v !== 'number') return v === null || v === undefined ? '' : String(v);
  if (INT_COLS.has(col) && Number.isInteger(v)) return groupDigits(v);
  if (col === 'ev') return (v >= 0 ? '+' : '') + v.toFixed(3);   // %+.3f
  if (col === 'diff') return (v >= 0 ? '+' : '') + v.toFixed(2);   // points, %+.2f
  if (col === 'article')   // drawn and atleast: to a tenth of a point; equity: the article's own digits
    return table === 'share' ? `${parseFloat((100 * v).toFixed(6))}%` : `${(100 * v).toFixed(1)}%`;
  if (col === 'cards_drawn') return String(v);
  return percentText(v);
}
// A cell of figures: each number in a span carrying its JSON path and value.
function figureCell(td, col, parts, row, path, table) {
  parts.forEach((k, j) => {
    if (j === 0 && parts.length === 2) td.append('[');
    if (j === 1) td.append(', ');
    const v = row[k];
    const sp = document.createElement('span');
    sp.textContent = figureText(col, v, table);
    if (typeof v === 'number') { sp.className = 'num'; sp.dataset.value = String(v); sp.dataset.path = `${path}.${k}`; }
    td.append(sp);
    if (j === 1) td.append(']');
  });
}

function renderRows(rows, path, into, caption, meta = {}) {
  const layout = LAYOUTS.find(([key]) => rows.some((r) => key in r));
  if (!layout) { renderRawRows(rows, path, into, caption); return; }
  const [, fixed, own = {}] = layout;
  const cols = fixed ?? Object.keys(rows[0]).filter((k) => !['deck', 'ace_low', 'hand'].includes(k));
  const L = lang === 'fr' ? 1 : 0;
  const keysOf = (c) => (c === 'ci' ? ['ci_low', 'ci_high'] : c.endsWith('_ci') ? [`${c}_low`, `${c}_high`] : [c]);
  const allExact = rows.every((r) => r.exact === true);
  const shown = cols.filter((c) => rows.some((r) => keysOf(c).every((k) => k in r))
    && !(c.endsWith('_ci') && allExact)   // hold'em: an exact answer has no intervals for win and tie
    && !(c === 'game' && rows.every((r) => r.game === rows[0].game)));   // advise on one file
  const table = document.createElement('table');
  if (caption) table.createCaption().textContent = humanKey(caption);
  const head = table.createTHead().insertRow();
  for (const c of shown) { const th = document.createElement('th'); th.textContent = (own[c] ?? HEAD[c])[L]; head.append(th); }
  // talon freq's rows beside the article's own table (tables/article/frequencies.csv): the page's column
  const article = layout[0] === 'combinations' ? articleFreq : null;
  if (article) { const th = document.createElement('th'); th.textContent = HEAD.article[L]; th.dataset.page = 'article'; head.append(th); }
  const body = table.createTBody();
  rows.forEach((r, i) => {
    // drawn: talon's text leaves out a final hand this draw never makes that the article does not print
    if (layout[0] === 'cards_drawn' && r.probability === 0 && (r.article ?? '') === '' && r.final !== 'asked') return;
    // and marks a draw no hand asks under the strategy as a memo row, its article's "-"
    const memo = layout[0] === 'cards_drawn' && r.asked === 0 && r.players === 1;
    const tr = body.insertRow();
    for (const c of shown) {
      const v = r[c], td = document.createElement('td');
      if (LABEL_COLUMNS.has(c) && typeof v === 'string' && v !== '') {
        td.className = 'label';
        td.textContent = rowLabel(c, v, r);
        td.title = v;
        td.dataset.key = v;
        if (c === 'category' && !CAT_WORDS[v]) td.classList.add('sub');   // equity's pair and draw rows, under their category
      } else if (c === 'article' && v === '' && typeof r.article_low === 'number') {
        td.className = 'num';   // equity: the article's range for the pair and draw rows (20-25%)
        for (const [k, text] of [['article_low', parseFloat((100 * r.article_low).toFixed(6))], ['article_high', figureText(c, r.article_high, 'share')]]) {
          const sp = document.createElement('span');
          sp.textContent = text;
          sp.className = 'num';
          sp.dataset.value = String(r[k]);
          sp.dataset.path = `${path}.${i}.${k}`;
          if (k === 'article_high') td.append('-');
          td.append(sp);
        }
      } else if (keysOf(c).length === 2 && r.exact === true && c === 'ci') {
        // talon's word for an interval it need not give (best's figures are feminine in French)
        td.textContent = L && layout[0] === 'figure' ? 'exacte' : 'exact';
        td.className = 'num';
      } else if (keysOf(c).length === 2) {
        td.className = 'num';
        figureCell(td, c === 'ci' && 'ev' in r ? 'ev' : 'probability', keysOf(c), r, `${path}.${i}`, layout[0]);
      } else if (typeof v === 'number') {
        td.className = 'num';
        figureCell(td, c, [c], r, `${path}.${i}`, layout[0]);
      } else if (layout[0] === 'keep' && (c === 'keep' || c === 'strategy')) {
        // as talon's text: "(none)" for drawing five; the strategy's name on its keep
        td.textContent = c === 'keep' ? (v === '' ? (L ? '(rien)' : '(none)') : v) : (v ? meta.strategy ?? '' : '');
        if (c === 'keep') td.className = 'label';
      } else td.textContent = figureText(c, v, layout[0]);
      if (memo && c === 'cards_drawn') td.textContent += L ? ' (mémo)' : ' (memo)';
      if (memo && c === 'article' && v === '' && r.final === 'asked') td.textContent = '-';
      tr.append(td);
    }
    if (article) {
      const a = article.get(`${r.deck},${r.ace_low},${r.category}`);
      const td = document.createElement('td');
      td.className = 'num article';
      td.textContent = a ? a.percent + '%' : '';
      if (a) td.dataset.article = a.percent;
      tr.append(td);
    }
  });
  into.append(table);
}

// A table the page has no layout for: one column per JSON key, less the
// columns that are the same in every row of a table of several rows.
function renderRawRows(rows, path, into, caption) {
  const keys = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!keys.includes(k)) keys.push(k);
  const shown = keys.filter((k) => rows.length < 2 || rows.some((r) => JSON.stringify(r[k]) !== JSON.stringify(rows[0][k])));
  const table = document.createElement('table');
  if (caption) table.createCaption().textContent = humanKey(caption);
  const head = table.createTHead().insertRow();
  for (const k of shown) { const th = document.createElement('th'); th.textContent = humanKey(k); th.dataset.raw = ''; head.append(th); }
  const body = table.createTBody();
  rows.forEach((r, i) => {
    const tr = body.insertRow();
    for (const k of shown) {
      const v = r[k];
      tr.append(cell('td', k, v && typeof v === 'object' ? JSON.stringify(v) : v ?? '', `${path}.${i}.${k}`, r));
    }
  });
  into.append(table);
}

function render(json, raw) {
  const tables = Array.isArray(json) ? json : [json];
  const first = tables[0] || {};
  $('answer').hidden = false;
  $('answer-title').textContent = first.title || '';
  $('headline').textContent = first.headline || first.title || '';
  const body = $('answer-body');
  body.textContent = '';
  tables.forEach((tb, i) => renderTable(tb, Array.isArray(json) ? `${i}.` : '', body));
  showRaw(raw, 'json');
}

// talon's Markdown (--format md), as it is: the paragraph before the first
// heading is the headline (else the first heading), "### " headings, "- key:
// text" notes, and tables (a "| --- |" line under the first row; "---:"
// aligns right).
function renderMd(text) {
  const body = $('answer-body');
  body.textContent = '';
  const lines = text.split('\n');
  let headline = null, title = null, sec = body, list = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '') { list = null; continue; }
    if (line.startsWith('### ')) {
      sec = document.createElement('section');
      body.append(sec);
      list = null;
      if (title === null) { title = line.slice(4); continue; }   // the answer's title, shown once
      const h = document.createElement('h3');
      h.textContent = line.slice(4);
      sec.append(h);
    } else if (line.startsWith('|') && lines[i + 1]?.startsWith('| ---')) {
      const cells = (l) => l.slice(1, l.endsWith('|') ? -1 : undefined).split(' | ').map((c) => c.trim());
      const right = cells(lines[i + 1]).map((c) => c.endsWith(':'));
      const table = document.createElement('table');
      const head = table.createTHead().insertRow();
      cells(line).forEach((c) => { const th = document.createElement('th'); th.textContent = c; head.append(th); });
      const tb = table.createTBody();
      for (i += 2; i < lines.length && lines[i].startsWith('|'); i++) {
        const tr = tb.insertRow();
        cells(lines[i]).forEach((c, k) => { const td = tr.insertCell(); td.textContent = c; if (right[k]) td.className = 'num'; });
      }
      i--;
      sec.append(table);
      list = null;
    } else if (line.startsWith('- ')) {
      if (!list) { list = document.createElement('ul'); list.className = 'notes'; sec.append(list); }
      const li = document.createElement('li');
      li.textContent = line.slice(2);
      list.append(li);
    } else if (headline === null && title === null) {
      headline = line;
    } else {
      const para = document.createElement('p');
      para.textContent = line;
      sec.append(para);
    }
  }
  $('answer').hidden = false;
  $('answer-title').textContent = title ?? '';
  $('headline').textContent = headline ?? title ?? '';
  showRaw(text, 'md');
}

// talon's output as it came, under the answer (its JSON, or its Markdown).
function showRaw(text, format) {
  $('raw').textContent = text;
  $('raw').dataset.format = format;
  $('raw-box').hidden = text === '';
  $('raw-summary').textContent = t(format === 'md' ? 'raw_md' : 'raw');
}

// The Tables tab: the tables talon tables makes (article/tables.json, from
// tables/REPORT.md by scripts/web, each title also in French), each a link
// to its question.
let tableList = null;
async function showTables() {
  if (!tableList) {
    try { tableList = await (await fetch('article/tables.json')).json(); } catch { tableList = []; }
  }
  $('answer').hidden = false;
  $('answer-title').textContent = t('tables_title');
  $('headline').textContent = t('tables_headline');
  $('status-text').textContent = '';
  showRaw('', 'json');
  const body = $('answer-body');
  body.textContent = '';
  const ol = document.createElement('ol');
  ol.id = 'tables';
  for (const { title, title_fr: titleFr, command } of tableList) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    const words = [...splitWords(command), ...(lang === 'fr' ? ['--lang', 'fr'] : [])];
    a.href = '#' + joinWords(words);
    a.textContent = lang === 'fr' && titleFr ? titleFr : title;
    a.dataset.command = command;
    const code = document.createElement('code');
    code.textContent = 'talon ' + command;
    li.append(a, ' ', code);
    ol.append(li);
  }
  body.append(ol);
  document.body.dataset.state = 'tables';
}

// The article's frequency table, for freq's rows: key "deck,ace_low,category".
let articleFreq = null;
async function loadArticle() {
  try {
    const text = await (await fetch('article/frequencies.csv')).text();
    const lines = text.trim().split('\n');
    const cols = lines[0].split(',');
    articleFreq = new Map();
    for (const line of lines.slice(1)) {
      const r = Object.fromEntries(line.split(',').map((v, i) => [cols[i], v]));
      articleFreq.set(`${r.deck},${r.ace_low},${r.category}`, r);
    }
  } catch { articleFreq = null; }
}

// Cards outside the chosen deck are dimmed on the grid (still clickable:
// talon says why such a card is refused).
function dimGrid() {
  const d = fieldInput('deck');
  const deck = Number(d && d.value) || (cmd === 'holdem' || cmd === 'freq' ? 52 : 32);
  const ranks = 'AKQJT98765432'.slice(0, deck / 4);
  document.querySelectorAll('#grid button').forEach((b) => b.classList.toggle('out', !ranks.includes(b.dataset.card[0])));
}

// --- start -------------------------------------------------------------------
function fromHash() {
  let h = location.hash.slice(1);
  try { h = decodeURIComponent(h); } catch { /* a stray %: the words as they are */ }
  h = h.trim();
  if (!h) return false;
  $('question').value = h;
  questionToForm();
  return true;
}

async function boot() {
  buildGrid();
  document.querySelectorAll('#commands button').forEach((b) => b.addEventListener('click', () => {
    cmd = b.dataset.cmd;
    buildFields();
    if (cmd === 'tables') { showTables(); return; }
    $('question').value = joinWords([...COMMANDS[cmd].start, ...(lang === 'fr' ? ['--lang', 'fr'] : [])]);
    const nota = notation;
    questionToForm();
    setNotation(nota, true);   // the example's cards in the grid's notation
  }));
  document.querySelectorAll('.lang button').forEach((b) => b.addEventListener('click', () => {
    setLang(b.dataset.lang);
    if (document.body.dataset.state === 'tables') showTables();
    else if (!$('answer').hidden || document.body.dataset.state === 'error') ask();
  }));
  $('question').addEventListener('change', questionToForm);
  $('form').addEventListener('submit', (e) => { e.preventDefault(); ask(); });
  $('stop').addEventListener('click', () => stop(true));
  window.addEventListener('hashchange', () => { if (fromHash()) ask(); });
  buildFields();
  setLang('en', false);
  const hashed = fromHash();
  if (!hashed) { $('question').value = joinWords(COMMANDS.best.start); questionToForm(); }
  $('status-text').textContent = t('loading');
  const [m, man] = await Promise.all([
    WebAssembly.compileStreaming(fetch('talon.wasm')),
    fetch('data/manifest.json').then((r) => r.json()),
    loadArticle(),
  ]);
  wasmModule = m;
  manifest = man;
  startWorkers();
  timing.ready = performance.now();
  $('status-text').textContent = t('ready');
  document.body.dataset.state = 'ready';
  if (hashed) ask();
}
boot();
