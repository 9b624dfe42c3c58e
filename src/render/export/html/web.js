/* SPDX-License-Identifier: GPL-3.0-or-later */
/* web.js: the page of `abprune web`: the core itself, compiled to
 * WebAssembly and started by core.js, searches any tree typed or
 * generated here, makes exercises and grades them.  This script passes
 * it what the student asks and hands what it answers (the very JSON that
 * `abprune export -f html` writes) to page.js, which draws it: nothing of
 * the paper is computed in JavaScript. */
(function () {
  'use strict';

  var AB = window.abprune = window.abprune || {};
  var starting = AB.startCore && AB.startCore();
  if (!starting) return;
  function $(id) { return document.getElementById(id); }

  /* ---- what the student asks ---- */

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

  /* Hands data to page.js, which draws it at the link's step and heads
   * the page with the tree's @title and the searches; an exercise is
   * headed by its name instead ("Exercise 3-4-7"), the name a teacher
   * gives the class. */
  function show(data, title) {
    AB.showSearch(data);
    if (title) {
      $('title').textContent = title;
      document.title = title;
    }
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
    if ($('w-tree').value !== text) $('w-tree').value = text;
    say('');
    remember(step);
    show(r.page);
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
    if (!r.ok) { say(r.error, true); return false; }
    state.exercise = r.name;
    state.spec = spec;
    $('w-tree').value = r.tree;
    say(fill(words.exercise, r.name));
    remember();
    show(r.page, fill(words.exercise, r.name));
    return true;
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
  starting.then(function (c) {
    core = c;
    window.abpruneCore = c;     /* for the tests, and a curious student's console */
    files.forEach(function (f) { core.file('/abprune/' + f[0], f[1]); });
    var h = fromHash();
    core.language(firstLanguage(h));
    label();
    setUp();
    say('');
    /* a link shows what it links to first: the tree's form is folded
     * away (on a phone it fills the first screens), unless the link's
     * tree does not read and the form shows where */
    var shown = false;
    if (h.quiz) shown = exercise(h.quiz);
    else if (h.tree !== undefined) {
      var o = formOptions();
      Object.keys(h).forEach(function (k) {
        if (['tree', 'step', 'lang', 'quiz', 'alg'].indexOf(k) < 0) o[k] = h[k] === '1' ? true : h[k];
      });
      if (h.alg) o.algorithm = h.alg;
      setForm(o);
      o = formOptions();
      $('w-tree').value = h.tree;
      shown = search(h.tree, o, h.step);
    } else if (AB.isCourseLink()) {
      route();
    } else if (h.lang && h.lang !== 'en') {
      search(paperTree(), formOptions());
    }
    if (shown) $('w-tree-box').open = false;
    /* the page opens on the paper's tree: its text is there to change */
    if (!$('w-tree').value) $('w-tree').value = paperTree();
    document.documentElement.setAttribute('data-core', 'ready');
  }).catch(function (e) {
    say(String(e), true);
    document.documentElement.setAttribute('data-core', 'failed');
  });
})();
