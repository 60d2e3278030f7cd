// wasi.js - the WASI preview1 calls talon.wasm imports, for a Web Worker.
//
// talon is a plain WASI command (scripts/web): it reads its arguments and
// environment, writes stdout and stderr, reads its data files (strategies/,
// paytables/) under the preopened folder /data, and exits.  This shim gives it
// exactly that and nothing more: a read-only file tree described by
// data/manifest.json (name -> size, so a stat needs no download), each file
// fetched the first time talon opens it (a synchronous request: allowed in a
// worker, and talon reads synchronously) and kept for later questions.
// stderr is a terminal (a character device without seek), so talon draws its
// progress bar there, which the worker turns into progress messages; stdout is
// a pipe, as when a script runs talon.  Writes to files are refused (EROFS),
// but for the page's split of a run over several workers (web/shim/web_split.c):
// with the split option, a second preopened folder /split holds the blocks of
// earlier rounds (in/<chunk>.<part>, read-only) and the one file talon may
// write, out (this part's blocks), handed back by splitOut().
'use strict';

const E = { SUCCESS: 0, ACCES: 2, BADF: 8, INVAL: 28, IO: 29, ISDIR: 31, NOENT: 44, NOSYS: 52,
  NOTDIR: 54, ROFS: 69, SPIPE: 70 };
const FILETYPE = { UNKNOWN: 0, CHAR: 2, DIR: 3, FILE: 4 };
const RIGHTS_ALL = 0x1fffffffn;
const RIGHTS_TTY = RIGHTS_ALL & ~((1n << 2n) | (1n << 5n));   // no fd_seek, no fd_tell: isatty() is true

class WasiExit extends Error {
  constructor(code) { super('exit ' + code); this.code = code; }
}

// A read-only tree: files maps 'strategies/solved/x.tsf' -> size; load(path)
// returns its bytes (Uint8Array) or null.  heads maps a file to the length
// of its head, a prefix served apart (path + '.head', scripts/web): a read
// within it (talon strategy list reads a strategy file's header only)
// fetches the head alone, a read beyond it the whole file.
class DataTree {
  constructor(files, load, heads = {}) {
    this.files = new Map(Object.entries(files));
    this.heads = new Map(Object.entries(heads));
    this.dirs = new Set(['']);
    for (const p of this.files.keys()) {
      const parts = p.split('/');
      for (let i = 1; i < parts.length; i++) this.dirs.add(parts.slice(0, i).join('/'));
    }
    this.load = load;
    this.cache = new Map();
  }
  static normalize(path) {
    const out = [];
    for (const part of path.split('/')) {
      if (part === '' || part === '.') continue;
      if (part === '..') { if (!out.length) return null; out.pop(); } else out.push(part);
    }
    return out.join('/');
  }
  kind(p) { return this.files.has(p) ? FILETYPE.FILE : this.dirs.has(p) ? FILETYPE.DIR : null; }
  // The entries of folder p: [name, type], sorted.
  list(p) {
    const out = new Map();
    const pre = p === '' ? '' : p + '/';
    for (const [set, type] of [[this.files.keys(), FILETYPE.FILE], [this.dirs, FILETYPE.DIR]])
      for (const q of set)
        if (q !== '' && q.startsWith(pre) && !q.slice(pre.length).includes('/')) out.set(q.slice(pre.length), type);
    return [...out].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  }
  head(p) {
    if (!this.cache.has(p + '.head')) {
      const b = this.load(p + '.head');
      if (!b || b.length !== this.heads.get(p)) return null;
      this.cache.set(p + '.head', b);
    }
    return this.cache.get(p + '.head');
  }
  bytes(p) {
    if (!this.cache.has(p)) {
      const b = this.load(p);
      if (!b) return null;
      this.cache.set(p, b);
    }
    return this.cache.get(p);
  }
}

// Runs one talon command: new Wasi({args, env, tree, onStdout, onStderr, split}).run(module);
// split: null, or a Map 'in/<chunk>.<part>' -> bytes (the /split folder).
class Wasi {
  constructor({ args, env, tree, onStdout, onStderr, split = null }) {
    this.args = args;
    this.env = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    this.tree = tree;
    this.out = { 1: onStdout, 2: onStderr };
    this.fds = new Map([[3, { dir: '', preopen: '/data', fs: 'data' }]]);
    this.split = split;
    this.splitChunks = null;
    if (split) this.fds.set(4, { dir: '', preopen: '/split', fs: 'split' });
    this.nextFd = 5;   // 3: /data, 4: /split (when split)
    this.enc = new TextEncoder();
  }
  get view() { return new DataView(this.memory.buffer); }
  get u8() { return new Uint8Array(this.memory.buffer); }
  str(ptr, len) { return new TextDecoder().decode(this.u8.subarray(ptr, ptr + len)); }

  // Writes a list of strings as argv/environ do: pointers at ptrs, bytes at buf.
  putStrings(list, ptrs, buf) {
    const v = this.view, u8 = this.u8;
    for (const s of list) {
      v.setUint32(ptrs, buf, true);
      ptrs += 4;
      const b = this.enc.encode(s);
      u8.set(b, buf);
      u8[buf + b.length] = 0;
      buf += b.length + 1;
    }
    return E.SUCCESS;
  }
  sizes(list, countPtr, sizePtr) {
    this.view.setUint32(countPtr, list.length, true);
    this.view.setUint32(sizePtr, list.reduce((n, s) => n + this.enc.encode(s).length + 1, 0), true);
    return E.SUCCESS;
  }
  filestat(ptr, type, size) {
    const v = this.view;
    for (let i = 0; i < 64; i += 8) v.setBigUint64(ptr + i, 0n, true);
    v.setUint8(ptr + 16, type);
    v.setBigUint64(ptr + 24, 1n, true);
    v.setBigUint64(ptr + 32, BigInt(size), true);
  }
  // The iovecs at iovs (count n) as [pointer, length] pairs.
  iovecs(iovs, n) {
    const v = this.view, list = [];
    for (let i = 0; i < n; i++) list.push([v.getUint32(iovs + 8 * i, true), v.getUint32(iovs + 8 * i + 4, true)]);
    return list;
  }
  // A read at pos of the open file f: from its head while pos is in it (a
  // short read there: stdio's read-ahead must not fetch the whole file), else
  // the whole file, fetched now.
  need(f, pos) {
    if (f.head && pos >= f.data.length) {
      const all = this.tree.bytes(f.path);
      if (!all) return false;
      f.data = all;
      f.head = false;
    }
    return true;
  }
  // [folder ('data' or 'split'), path inside it], or null.
  resolve(dirfd, ptr, len) {
    const d = this.fds.get(dirfd);
    if (!d || d.dir === undefined) return null;
    const p = DataTree.normalize(d.dir + '/' + this.str(ptr, len));
    return p === null ? null : [d.fs, p];
  }
  kind(fp) {
    if (fp === null) return null;
    const [fs, p] = fp;
    if (fs === 'data') return this.tree.kind(p);
    if (p === '' || p === 'in') return FILETYPE.DIR;
    return this.split.has(p) || (p === 'out' && this.splitChunks) ? FILETYPE.FILE : null;
  }
  size(fp) {
    const [fs, p] = fp;
    if (fs === 'data') return this.tree.files.get(p);
    return p === 'out' ? this.splitChunks.reduce((n, c) => n + c.length, 0) : this.split.get(p).length;
  }
  // The bytes talon wrote to /split/out (null when it wrote none).
  splitOut() {
    if (!this.splitChunks) return null;
    const all = new Uint8Array(this.splitChunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of this.splitChunks) { all.set(c, at); at += c.length; }
    return all;
  }

  imports() {
    const self = this;
    const wasi = {
      args_sizes_get: (c, s) => self.sizes(self.args, c, s),
      args_get: (p, b) => self.putStrings(self.args, p, b),
      environ_sizes_get: (c, s) => self.sizes(self.env, c, s),
      environ_get: (p, b) => self.putStrings(self.env, p, b),
      clock_time_get(id, precision, ptr) {
        const ns = id === 0 ? BigInt(Date.now()) * 1000000n : BigInt(Math.round(performance.now() * 1e6));
        self.view.setBigUint64(ptr, ns, true);
        return E.SUCCESS;
      },
      fd_write(fd, iovs, n, written) {
        let total = 0;
        const f = self.fds.get(fd);
        const sink = f && f.chunks ? (b) => f.chunks.push(b) : self.out[fd];
        if (!sink) return fd === 0 ? E.BADF : E.ROFS;
        for (const [p, l] of self.iovecs(iovs, n)) {
          sink(self.u8.slice(p, p + l));
          total += l;
        }
        self.view.setUint32(written, total, true);
        return E.SUCCESS;
      },
      fd_read(fd, iovs, n, readPtr) {
        if (fd === 0) { self.view.setUint32(readPtr, 0, true); return E.SUCCESS; }
        const f = self.fds.get(fd);
        if (!f || !f.data) return f ? E.ISDIR : E.BADF;
        let total = 0;
        const want = self.iovecs(iovs, n);
        if (!self.need(f, f.pos)) return E.IO;
        for (const [p, l] of want) {
          const k = Math.max(0, Math.min(l, f.data.length - f.pos));
          self.u8.set(f.data.subarray(f.pos, f.pos + k), p);
          f.pos += k;
          total += k;
          if (k < l) break;
        }
        self.view.setUint32(readPtr, total, true);
        return E.SUCCESS;
      },
      fd_pread(fd, iovs, n, offset, readPtr) {
        const f = self.fds.get(fd);
        if (!f || !f.data) return f ? E.ISDIR : E.BADF;
        let pos = Number(offset), total = 0;
        const want = self.iovecs(iovs, n);
        if (!self.need(f, pos)) return E.IO;
        for (const [p, l] of want) {
          const k = Math.max(0, Math.min(l, f.data.length - pos));
          self.u8.set(f.data.subarray(pos, pos + k), p);
          pos += k;
          total += k;
          if (k < l) break;
        }
        self.view.setUint32(readPtr, total, true);
        return E.SUCCESS;
      },
      fd_seek(fd, offset, whence, newPtr) {
        const f = self.fds.get(fd);
        if (fd <= 2) return E.SPIPE;
        if (!f || !f.data) return E.BADF;
        const base = whence === 0 ? 0 : whence === 1 ? f.pos : f.size;
        const pos = base + Number(offset);
        if (pos < 0) return E.INVAL;
        f.pos = pos;
        self.view.setBigUint64(newPtr, BigInt(pos), true);
        return E.SUCCESS;
      },
      fd_close(fd) { return self.fds.delete(fd) ? E.SUCCESS : E.BADF; },
      fd_sync: () => E.SUCCESS,
      fd_fdstat_set_flags: () => E.SUCCESS,
      fd_fdstat_get(fd, ptr) {
        const v = self.view;
        let type, rights = RIGHTS_ALL;
        if (fd === 2) { type = FILETYPE.CHAR; rights = RIGHTS_TTY; }
        else if (fd === 0 || fd === 1) type = FILETYPE.UNKNOWN;
        else if (self.fds.has(fd)) type = self.fds.get(fd).data || self.fds.get(fd).chunks ? FILETYPE.FILE : FILETYPE.DIR;
        else return E.BADF;
        v.setUint8(ptr, type);
        v.setUint16(ptr + 2, 0, true);
        v.setBigUint64(ptr + 8, rights, true);
        v.setBigUint64(ptr + 16, RIGHTS_ALL, true);
        return E.SUCCESS;
      },
      fd_filestat_get(fd, ptr) {
        const f = self.fds.get(fd);
        if (fd <= 2) { self.filestat(ptr, fd === 2 ? FILETYPE.CHAR : FILETYPE.UNKNOWN, 0); return E.SUCCESS; }
        if (!f) return E.BADF;
        if (f.chunks) { self.filestat(ptr, FILETYPE.FILE, f.chunks.reduce((n, c) => n + c.length, 0)); return E.SUCCESS; }
        self.filestat(ptr, f.data ? FILETYPE.FILE : FILETYPE.DIR, f.data ? f.size : 0);
        return E.SUCCESS;
      },
      fd_prestat_get(fd, ptr) {
        const f = self.fds.get(fd);
        if (!f || !f.preopen) return E.BADF;
        self.view.setUint8(ptr, 0);
        self.view.setUint32(ptr + 4, self.enc.encode(f.preopen).length, true);
        return E.SUCCESS;
      },
      fd_prestat_dir_name(fd, ptr, len) {
        const f = self.fds.get(fd);
        if (!f || !f.preopen) return E.BADF;
        self.u8.set(self.enc.encode(f.preopen).subarray(0, len), ptr);
        return E.SUCCESS;
      },
      // Entries from the cookie on, as WASI lays them out (a 24-byte dirent,
      // then the name), the last one cut where the buffer ends (the caller
      // then asks again with a larger buffer).  talon strategy list reads
      // strategies/solved this way.
      fd_readdir(fd, buf, len, cookie, usedPtr) {
        const f = self.fds.get(fd);
        if (!f || f.dir === undefined) return f ? E.NOTDIR : E.BADF;
        const entries = f.fs === 'data' ? self.tree.list(f.dir) : [];
        let used = 0;
        for (let i = Number(cookie); i < entries.length && used < len; i++) {
          const name = self.enc.encode(entries[i][0]);
          const ent = new Uint8Array(24 + name.length), dv = new DataView(ent.buffer);
          dv.setBigUint64(0, BigInt(i + 1), true);    // d_next: the next entry's cookie
          dv.setBigUint64(8, BigInt(i + 1), true);    // d_ino: any non-zero number
          dv.setUint32(16, name.length, true);
          dv.setUint8(20, entries[i][1]);
          ent.set(name, 24);
          const k = Math.min(ent.length, len - used);
          self.u8.set(ent.subarray(0, k), buf + used);
          used += k;
        }
        self.view.setUint32(usedPtr, used, true);
        return E.SUCCESS;
      },
      path_filestat_get(dirfd, flags, ptr, len, statPtr) {
        const fp = self.resolve(dirfd, ptr, len);
        const kind = self.kind(fp);
        if (kind === null) return E.NOENT;
        self.filestat(statPtr, kind, kind === FILETYPE.FILE ? self.size(fp) : 0);
        return E.SUCCESS;
      },
      path_open(dirfd, dirflags, ptr, len, oflags, rightsBase, rightsInh, fdflags, fdPtr) {
        const fp = self.resolve(dirfd, ptr, len);
        const kind = self.kind(fp);
        const fd = self.nextFd++;
        if (oflags & (1 | 4 | 8)) {   // creat, excl, trunc: only /split/out
          if (!fp || fp[0] !== 'split' || fp[1] !== 'out') return E.ROFS;
          self.splitChunks = [];
          self.fds.set(fd, { chunks: self.splitChunks });
          self.view.setUint32(fdPtr, fd, true);
          return E.SUCCESS;
        }
        if (kind === null) return E.NOENT;
        if ((oflags & 2) && kind !== FILETYPE.DIR) return E.NOTDIR;
        const [fs, p] = fp;
        let f;
        if (kind === FILETYPE.DIR) f = { dir: p, fs };
        else if (fs === 'data' && self.tree.heads.has(p) && !self.tree.cache.has(p)) {
          const data = self.tree.head(p);
          if (!data) return E.IO;
          f = { data, pos: 0, size: self.tree.files.get(p), head: true, path: p };
        } else {
          const data = fs === 'data' ? self.tree.bytes(p) : self.split.get(p);
          if (!data) return E.IO;
          f = { data, pos: 0, size: data.length };
        }
        self.fds.set(fd, f);
        self.view.setUint32(fdPtr, fd, true);
        return E.SUCCESS;
      },
      path_readlink: () => E.NOENT,
      path_create_directory: () => E.ROFS,
      path_remove_directory: () => E.ROFS,
      path_rename: () => E.ROFS,
      path_unlink_file: () => E.ROFS,
      proc_exit(code) { throw new WasiExit(code); },
      sched_yield: () => E.SUCCESS,
    };
    return { wasi_snapshot_preview1: new Proxy(wasi, {
      get: (t, k) => t[k] || (() => E.NOSYS),
    }) };
  }

  // Instantiates module, runs talon's main; returns its exit status.
  run(module) {
    const instance = new WebAssembly.Instance(module, this.imports());
    this.memory = instance.exports.memory;
    try {
      instance.exports._start();
      return 0;
    } catch (e) {
      if (e instanceof WasiExit) return e.code;
      throw e;
    }
  }
}

if (typeof self !== 'undefined') { self.Wasi = Wasi; self.DataTree = DataTree; }

