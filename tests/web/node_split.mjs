// node_split.mjs - the page's split of a run over several workers
// (web/shim/web_split.c), played under node's WASI as the page plays it:
// `node tests/web/node_split.mjs PARTS ARGS...` runs PARTS talons per round
// (TALON_WEB_SPLIT=i/PARTS), hands every part's blocks to the next round
// under /split/in/<chunk>.<part>, and prints the answer of the round that
// gives one, which must equal `talon ARGS...`'s byte for byte; the rounds and
// exit statuses go to stderr.
import { WASI } from 'node:wasi';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync, rmSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const wasm = process.env.TALON_WASM || join(root, 'build-web', 'talon.wasm');
const parts = Number(process.argv[2]);
const args = process.argv.slice(3);
const module = await WebAssembly.compile(readFileSync(wasm));
const tmp = mkdtempSync(join(tmpdir(), 'talon-split-'));
const inputs = new Map();   // 'in/<chunk>.<part>' -> bytes

function part(i, round) {
  const dir = join(tmp, `r${round}p${i}`);
  mkdirSync(join(dir, 'in'), { recursive: true });
  for (const [p, b] of inputs) writeFileSync(join(dir, p), b);
  const out = openSync(join(dir, 'stdout'), 'w');
  const wasi = new WASI({ version: 'preview1', args: ['talon', ...args], returnOnExit: true,
    env: { TALON_DATA_DIR: '/data', TALON_WEB_SPLIT: `${i}/${parts}` },
    preopens: { '/data': root, '/split': dir }, stdout: out });
  const code = wasi.start(new WebAssembly.Instance(module, wasi.getImportObject()));
  closeSync(out);
  const outFile = join(dir, 'out');
  return { code, stdout: readFileSync(join(dir, 'stdout')), blocks: existsSync(outFile) ? readFileSync(outFile) : null };
}

try {
  for (let round = 0; ; round++) {
    const res = [];
    for (let i = 0; i < parts; i++) res.push(part(i, round));
    process.stderr.write(`round ${round}: exit ${res.map((r) => r.code).join(' ')}; blocks ${res.map((r) => (r.blocks ? r.blocks.length : 0)).join(' ')} bytes\n`);
    if (res[0].code === 80) {
      if (!res.every((r) => r.code === 80 && r.blocks)) throw new Error('a part did not write its blocks');
      res.forEach((r, i) => inputs.set(`in/${round}.${i}`, r.blocks));
      continue;
    }
    process.stdout.write(res[0].stdout);
    process.exitCode = res[0].code;
    break;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
