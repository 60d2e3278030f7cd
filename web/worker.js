// worker.js - runs talon (talon.wasm, compiled once by the page and handed
// over) in a Web Worker, one question at a time, so that a long Monte Carlo
// run never blocks the page; Stop ends the worker (the page starts another).
// Messages in:  {type: 'init', module, manifest}; {type: 'run', id, args,
//               split: null or {part, parts, inputs: Map 'in/<chunk>.<part>' -> bytes}}.
// Messages out: {type: 'progress', id, fraction}; {type: 'done', id, code,
//               stdout, stderr, seconds, fetched: [paths downloaded],
//               blocks: this part's blocks (web/shim/web_split.c) or null}.
'use strict';
importScripts('wasi.js');

let wasmModule = null, tree = null, fetched = [];

// A data file, synchronously (allowed in a worker): talon reads its files
// with plain blocking calls, and the worker has nothing else to do meanwhile.
function load(path) {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', 'data/' + path, false);
  xhr.overrideMimeType('text/plain; charset=x-user-defined');   // bytes as they are
  xhr.send();
  if (xhr.status !== 200) return null;
  const s = xhr.responseText, b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0xff;
  fetched.push(path);
  return b;
}

self.onmessage = (ev) => {
  const m = ev.data;
  if (m.type === 'init') {
    wasmModule = m.module;
    tree = new DataTree(m.manifest.files, load, m.manifest.heads);
    return;
  }
  if (m.type !== 'run') return;
  const out = [], err = [];
  let errText = '';
  const dec = new TextDecoder();
  fetched = [];
  const t0 = performance.now();
  const wasi = new Wasi({
    args: ['talon', ...m.args],
    env: m.split ? { TALON_DATA_DIR: '/data', TALON_WEB_SPLIT: `${m.split.part}/${m.split.parts}` }
      : { TALON_DATA_DIR: '/data' },
    tree,
    split: m.split ? m.split.inputs : null,
    onStdout: (b) => out.push(b),
    onStderr: (b) => {
      err.push(b);
      // talon's progress bar: "\r[####....]  45.3%  ..." (src/cli/progress.c)
      errText = (errText + dec.decode(b)).slice(-200);
      const pct = /\[[#.]+\]\s+([\d.]+)%[^\r]*$/.exec(errText);
      if (pct) self.postMessage({ type: 'progress', id: m.id, fraction: Number(pct[1]) / 100 });
    },
  });
  let code;
  try {
    code = wasi.run(wasmModule);
  } catch (e) {
    code = 70;
    err.push(new TextEncoder().encode(`talon: the page could not run talon (${e.message})\n`));
  }
  const join = (parts) => {
    const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) { all.set(p, at); at += p.length; }
    return new TextDecoder().decode(all);
  };
  const stderr = join(err).replace(/\r\x1b\[K/g, '').replace(/\r\[[#.]+\][^\r\n]*/g, '');
  const blocks = wasi.splitOut();
  self.postMessage({ type: 'done', id: m.id, code, stdout: join(out), stderr,
    seconds: (performance.now() - t0) / 1000, fetched, blocks }, blocks ? [blocks.buffer] : []);
};
