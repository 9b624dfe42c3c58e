/* SPDX-License-Identifier: GPL-3.0-or-later */
/* core.js: abprune's core compiled to WebAssembly, started in the page.
 * The module is embedded in #abprune-core (gzip, base64) by `abprune web`
 * and by `export -f html --practice`, whose pages then search, make
 * exercises and grade with the very code of the terminal program
 * (src/web/web_api.h); this part only starts the module and passes it
 * text.  AB.startCore() answers a promise of the core, started once, or
 * null on a page without the module.
 *
 * The module's calls take UTF-8 strings in its memory and answer a JSON
 * string the script gives back with web_free.  Its WASI imports are a
 * handful, answered below: the core writes no file here. */
(function () {
  'use strict';
  var AB = window.abprune = window.abprune || {};
  var started = null;

  function fromBase64(text) {
    var bin = atob(text.replace(/\s+/g, ''));
    var bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return bytes;
  }

  function inflate(bytes) {
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return new Response(stream).arrayBuffer();
  }

  /* WASI preview 1, as much as the core reaches: its standard output and
   * error go to the console, its environment is empty, and it has no
   * file system (no directory is opened for it: the lessons and trees are
   * handed to it with web_file, web/web_lesson.h), so that every file it
   * looks for is not there; any other function answers ENOSYS and is
   * noted in `missing`. */
  var missing = [];
  window.abpruneMissing = missing;      /* the tests read it: none, always */
  function wasi(memory) {
    var EBADF = 8, ENOENT = 44, ENOSYS = 52, ESPIPE = 70;
    function badFile() { return EBADF; }
    function noFile() { return ENOENT; }
    function view() { return new DataView(memory().buffer); }
    var own = {
      fd_write: function (fd, iovs, count, written) {
        var dv = view(), bytes = 0, text = '';
        for (var i = 0; i < count; i++) {
          var ptr = dv.getUint32(iovs + 8 * i, true), len = dv.getUint32(iovs + 8 * i + 4, true);
          text += new TextDecoder().decode(new Uint8Array(memory().buffer, ptr, len));
          bytes += len;
        }
        if (text.trim()) (fd === 2 ? console.warn : console.log)('abprune: ' + text);
        dv.setUint32(written, bytes, true);
        return 0;
      },
      fd_seek: function () { return ESPIPE; },
      /* the libc asks for the directories opened for it: none */
      fd_prestat_get: badFile,
      fd_prestat_dir_name: badFile,
      path_open: noFile,
      path_filestat_get: noFile,
      fd_read: badFile,
      fd_readdir: badFile,
      fd_fdstat_get: badFile,
      fd_fdstat_set_flags: badFile,
      fd_filestat_get: badFile,
      fd_close: function () { return 0; },
      environ_sizes_get: function (count, size) {
        var dv = view();
        dv.setUint32(count, 0, true);
        dv.setUint32(size, 0, true);
        return 0;
      },
      environ_get: function () { return 0; },
      proc_exit: function (code) { throw new Error('abprune: exit ' + code); }
    };
    return new Proxy(own, {
      get: function (o, name) {
        if (name in o) return o[name];
        missing.push(String(name));
        return function () { return ENOSYS; };
      }
    });
  }

  /* The module started: call(name, text...) passes the strings (null for
   * none) and answers the JSON the function returns. */
  function Core(instance) {
    this.x = instance.exports;
  }
  Core.prototype.string = function (text) {
    var bytes = new TextEncoder().encode(text);
    var ptr = this.x.web_alloc(bytes.length + 1);
    var mem = new Uint8Array(this.x.memory.buffer, ptr, bytes.length + 1);
    mem.set(bytes);
    mem[bytes.length] = 0;
    return ptr;
  };
  Core.prototype.read = function (ptr) {
    var mem = new Uint8Array(this.x.memory.buffer), end = mem.indexOf(0, ptr);
    return new TextDecoder().decode(mem.subarray(ptr, end < 0 ? mem.length : end));
  };
  /* call's work but the JSON left as text (the benchmark times both) */
  Core.prototype.text = function (name) {
    var args = [], self = this;
    for (var i = 1; i < arguments.length; i++) args.push(this.string(arguments[i] || ''));
    var out = this.x[name].apply(null, args);
    args.forEach(function (p) { self.x.web_free(p); });
    if (!out) return '{"ok":false,"error":"out of memory"}';
    var text = this.read(out);
    this.x.web_free(out);
    return text;
  };
  Core.prototype.call = function () {
    return JSON.parse(this.text.apply(this, arguments));
  };
  /* text held as the file at path for the core to read (web_file) */
  Core.prototype.file = function (path, text) {
    var p = this.string(path), t = this.string(text), ok = this.x.web_file(p, t);
    this.x.web_free(p);
    this.x.web_free(t);
    return !!ok;
  };
  Core.prototype.language = function (code) {
    var p = this.string(code), ok = this.x.web_language(p);
    this.x.web_free(p);
    return !!ok;
  };

  function start(coreData) {
    return inflate(fromBase64(coreData.textContent)).then(function (wasm) {
      var instance;
      var imports = { wasi_snapshot_preview1: wasi(function () { return instance.exports.memory; }) };
      return WebAssembly.instantiate(wasm, imports).then(function (r) {
        instance = r.instance;
        if (instance.exports._initialize) instance.exports._initialize();
        return new Core(instance);
      });
    });
  }

  AB.startCore = function () {
    var coreData = document.getElementById('abprune-core');
    if (!coreData) return null;
    if (!started) started = start(coreData);
    return started;
  };
})();
