/* SPDX-License-Identifier: GPL-3.0-or-later */
/* web.js: the page of `abprune web`: the core itself, compiled to
 * WebAssembly and embedded in #abprune-core (gzip, base64), searches any
 * tree typed or generated here, makes exercises and grades them.  This
 * script only starts the module, passes it text and hands what it answers
 * (the very JSON that `abprune export -f html` writes) to page.js, which
 * draws it: nothing of the paper is computed in JavaScript.
 *
 * The module's calls (src/web/web_api.h) take UTF-8 strings in its memory
 * and answer a JSON string the script gives back with web_free.  Its WASI
 * imports are a handful, answered below: the core writes no file here. */
(function () {
  'use strict';

  var coreData = document.getElementById('abprune-core');
  if (!coreData) return;
  function $(id) { return document.getElementById(id); }

  /* ---- the module ---- */

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

  function start() {
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

  /* ---- what the student asks ---- */

  var AB = window.abprune = window.abprune || {};
  var core = null, course = null, words = {}, language = 'en';
  var state = { tree: '', options: {}, exercise: null };
  /* The data directory's files as [path, text] ("trees/pi.tree",
   * "lessons/uk/01-minimax.lesson"): the module reads them as files under
   * /abprune (web_file), the tree list offers the trees by name. */
  var files = JSON.parse($('abprune-files').textContent);
  var shipped = files.filter(function (f) { return f[0].indexOf('trees/') === 0; })
    .map(function (f) { return [f[0].slice(6), f[1]]; });
  var LANGS = ['en', 'uk', 'ru', 'hu'];

  /* The options as the module reads them: a "name value" line each. */
  function optionLines(o) {
    return Object.keys(o).filter(function (k) { return o[k] !== '' && o[k] !== false && o[k] !== undefined; })
      .map(function (k) { return o[k] === true ? k : k + ' ' + o[k]; }).join('\n') + '\n';
  }

  /* The form's options; the defaults left out, so that links stay short. */
  function formOptions() {
    return {
      algorithm: $('w-alg').value, window: $('w-window').value.trim(),
      'fail-soft': $('w-soft').checked,
      order: $('w-order').value === 'as-is' ? '' : $('w-order').value,
      depth: $('w-depth').value.trim(), compare: $('w-compare').checked
    };
  }

  /* The form made to show options (a link's). */
  function setForm(o) {
    if (o.algorithm) $('w-alg').value = o.algorithm;
    $('w-window').value = o.window || '';
    $('w-soft').checked = !!o['fail-soft'];
    $('w-order').value = o.order || 'as-is';
    $('w-depth').value = o.depth || '';
    $('w-compare').checked = !!o.compare;
  }

  function say(text, bad) {
    var m = $('w-message');
    m.textContent = text;
    m.classList.toggle('bad', !!bad);
  }

  /* Hands data to page.js, which draws it at the link's step; the page's
   * heading names the tree and the searches. */
  function show(data, title) {
    $('title').textContent = title || words.treeTitle || '';
    $('subtitle').textContent = data.sides.map(function (s) { return s.title; }).join(' \u00b7 ');
    document.title = $('title').textContent;
    if (window.abprunePageStart) window.abprunePageStart(data);
  }

  /* A tree's @title, else nothing. */
  function titleOf(text) {
    var m = /^\s*@title[ \t]+([^\n]*)/m.exec(text);
    return m ? m[1].trim() : '';
  }

  /* The link that shows what is on screen (#tree=...&alg=...&step=N;
   * page.js keeps the step in it as the student steps). */
  function remember(step) {
    var parts;
    if (state.exercise) {
      parts = ['quiz=' + state.exercise];
    } else {
      parts = ['tree=' + encodeURIComponent(state.tree)];
      Object.keys(state.options).forEach(function (k) {
        var v = state.options[k];
        if (v !== '' && v !== false)
          parts.push((k === 'algorithm' ? 'alg' : k) + '=' + encodeURIComponent(v === true ? '1' : v));
      });
    }
    if (language !== 'en') parts.push('lang=' + language);
    if (step !== undefined && step !== null && step !== '') parts.push('step=' + step);
    history.replaceState(null, '', '#' + parts.join('&'));
  }

  function search(text, options, step) {
    var r = core.call('web_search', text, optionLines(options));
    if (!r.ok) {
      say((words.error || '') + ' ' + r.error, true);
      $('w-tree').focus();
      return false;
    }
    state.tree = text;
    state.options = options;
    state.exercise = null;
    say('');
    remember(step);
    show(r.page, titleOf(text));
    return true;
  }

  function exercise(name) {
    var o = formOptions(), m = /^(\d+)-(\d+)-(\d+)$/.exec(name || '');
    var spec = m ? { degree: m[1], height: m[2], seed: m[3] }
                 : { degree: $('w-degree').value, height: $('w-height').value,
                     seed: String(Math.floor(Math.random() * 1e6)) };
    spec.algorithm = ['f1', 'f2', 'f2-soft'].indexOf(o.algorithm) >= 0 ? o.algorithm : 'f2';
    spec.cuts = $('w-cuts').value;
    spec.deep = $('w-deep').checked ? '1' : '';
    spec.irregular = $('w-irregular').checked;
    var r = core.call('web_exercise', optionLines(spec));
    if (!r.ok) { say(r.error, true); return; }
    state.exercise = r.name;
    state.spec = spec;
    $('w-tree').value = r.tree;
    say(fill(words.exercise, r.name));
    remember();
    show(r.page, fill(words.exercise, r.name));
  }

  /* The answers page.js collected, as lines of quiz --check's answer file,
   * graded by the core as quiz --check grades them. */
  window.abpruneGrade = function (lines) {
    if (!core || !state.spec) return null;
    return core.call('web_grade', state.tree, optionLines(state.spec), lines.join('\n') + '\n');
  };

  function fill(template) {
    var args = arguments;
    return String(template).replace(/%s/, function () { return String(args[1]); });
  }

  function download(format) {
    var r = format === 'link' ? { ok: true, text: location.href }
                              : core.call('web_export', state.tree, optionLines(state.options), format);
    if (!r.ok) { say(r.error, true); return; }
    var names = { tree: 'tree.tree', tikz: 'tree.tex', dot: 'tree.dot', text: 'tree.txt', link: 'link.txt' };
    var a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([r.text], { type: 'text/plain;charset=utf-8' }));
    a.download = names[format];
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 0);
  }

  function generate(kind) {
    var r = core.call('web_generate', optionLines({
      kind: kind, degree: $('w-degree').value, height: $('w-height').value,
      seed: $('w-seed').value, irregular: $('w-irregular').checked, min: '-9', max: '9'
    }));
    if (!r.ok) { say(r.error, true); return; }
    $('w-tree').value = r.tree;
    search(r.tree, formOptions());
  }

  /* ---- the panel's words and choices, in the language in use ---- */

  function label() {
    var w = core.call('web_words');
    words = w.words;
    language = w.language || 'en';
    document.querySelectorAll('[data-word]').forEach(function (e) {
      e.textContent = words[e.getAttribute('data-word')] || e.textContent;
    });
    var alg = $('w-alg'), was = alg.value || 'f2';
    alg.textContent = '';
    w.algorithms.forEach(function (a) {
      var o = document.createElement('option');
      o.value = a.name;
      o.textContent = a.name + ': ' + a.title;
      alg.appendChild(o);
    });
    alg.value = was;
    $('w-lang').value = w.language || 'en';
    document.documentElement.lang = w.language || 'en';
  }

  function fromHash() {
    var h = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (p) {
      var i = p.indexOf('=');
      if (i > 0) h[p.slice(0, i)] = decodeURIComponent(p.slice(i + 1));
    });
    return h;
  }

  function setUp() {
    var sel = $('w-shipped');
    shipped.forEach(function (t, i) {
      var o = document.createElement('option');
      o.value = String(i);
      o.textContent = t[0];
      sel.appendChild(o);
    });
    sel.addEventListener('change', function () {
      if (sel.value === '') return;
      $('w-tree').value = shipped[+sel.value][1];
      search($('w-tree').value, formOptions());
    });
    $('w-run').addEventListener('click', function () { search($('w-tree').value, formOptions()); });
    $('w-pi').addEventListener('click', function () { generate('pi'); });
    $('w-random').addEventListener('click', function () { generate('random'); });
    $('w-new').addEventListener('click', function () { exercise(); });
    document.querySelectorAll('[data-download]').forEach(function (b) {
      b.addEventListener('click', function () { download(b.getAttribute('data-download')); });
    });
    $('w-lang').addEventListener('change', function () {
      core.language($('w-lang').value);
      label();
      if (course && AB.isCourseLink()) course.language();
      else if (state.exercise) exercise(state.exercise);
      else if (state.tree) search(state.tree, state.options);
    });
    course = new AB.Course({
      core: core, languages: LANGS,
      words: function () { return words; },
      language: function () { return language; }
    });
    $('w-tabs').hidden = false;
    window.addEventListener('hashchange', route);
  }

  /* The course (lesson.js) or the trees, as the link says; the trees come
   * back with what they showed (the paper's tree at first). */
  function route() {
    var h = fromHash();
    if (h.lang && h.lang !== language && LANGS.indexOf(h.lang) >= 0) {
      core.language(h.lang);
      label();
    }
    var inCourse = AB.isCourseLink();
    document.body.classList.toggle('in-course', inCourse);
    $('w-tab-course').setAttribute('aria-current', inCourse ? 'page' : 'false');
    $('w-tab-trees').setAttribute('aria-current', inCourse ? 'false' : 'page');
    $('web').hidden = inCourse;
    if (inCourse) {
      course.follow();
      return;
    }
    if (!$('course').hidden) {
      course.leave();
      if (state.exercise) exercise(state.exercise);
      else search(state.tree || paperTree(), state.tree ? state.options : formOptions());
    }
  }

  function paperTree() {
    return shipped.filter(function (t) { return t[0] === 'knuth-moore-fig1.tree'; })
      .map(function (t) { return t[1]; })[0] || '';
  }

  /* The language: the link's, else the page's (abprune --lang), else the
   * browser's when abprune has it. */
  function firstLanguage(h) {
    if (h.lang && LANGS.indexOf(h.lang) >= 0) return h.lang;
    var page = $('web').getAttribute('data-lang-given');
    if (page && LANGS.indexOf(page) >= 0) return page;
    var asked = (navigator.languages || [navigator.language || 'en']).map(function (l) {
      return String(l).slice(0, 2);
    });
    for (var i = 0; i < asked.length; i++) if (LANGS.indexOf(asked[i]) >= 0) return asked[i];
    return 'en';
  }

  $('web').hidden = false;
  say($('w-message').getAttribute('data-loading') || '');
  start().then(function (c) {
    core = c;
    window.abpruneCore = c;     /* for the tests, and a curious student's console */
    files.forEach(function (f) { core.file('/abprune/' + f[0], f[1]); });
    var h = fromHash();
    core.language(firstLanguage(h));
    label();
    setUp();
    say('');
    if (h.quiz) exercise(h.quiz);
    else if (h.tree !== undefined) {
      var o = formOptions();
      Object.keys(h).forEach(function (k) {
        if (['tree', 'step', 'lang', 'quiz', 'alg'].indexOf(k) < 0) o[k] = h[k] === '1' ? true : h[k];
      });
      if (h.alg) o.algorithm = h.alg;
      setForm(o);
      o = formOptions();
      $('w-tree').value = h.tree;
      search(h.tree, o, h.step);
    } else if (AB.isCourseLink()) {
      route();
    } else if (h.lang && h.lang !== 'en') {
      search(paperTree(), formOptions());
    }
    document.documentElement.setAttribute('data-core', 'ready');
  }).catch(function (e) {
    say(String(e), true);
    document.documentElement.setAttribute('data-core', 'failed');
  });
})();
