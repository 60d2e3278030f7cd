// node_talon.mjs - runs build-web/talon.wasm under node's own WASI, as the
// native talon runs: `node tests/web/node_talon.mjs ARGS...` prints what
// `talon ARGS...` prints, with the repository's strategies/ and paytables/
// as the data folder.  scripts/web's check and tests/web compare it with the
// native binary byte for byte.
import { WASI } from 'node:wasi';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const wasm = process.env.TALON_WASM || join(root, 'build-web', 'talon.wasm');
const wasi = new WASI({
  version: 'preview1',
  args: ['talon', ...process.argv.slice(2)],
  env: { TALON_DATA_DIR: '/data' },
  preopens: { '/data': root },
  returnOnExit: true,
});
const module = await WebAssembly.compile(readFileSync(wasm));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
