/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson.js: the course in the page of `abprune web`: the list of lessons
 * and a lesson played as `abprune lesson` plays it.  The core does it all
 * (src/web/web_lesson.h): it reads the lesson files web.js handed it,
 * plays them with the terminal's player, checks the answers and keeps the
 * reader's place in the progress file's format; this script shows its
 * state, passes on what the reader does, and keeps that text in the
 * browser's storage, one for each language.  The board is page.js's
 * figure of the lesson's search, moved to the lesson's step.
 *
 * Links: #lessons the list, #lesson=N a lesson (from 1, as listed),
 * &lang=LL its translation, &section=K a section (from 1). */
(function () {
  'use strict';
  var AB = window.abprune = window.abprune || {};

  function $(id) { return document.getElementById(id); }
  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, attrs[k]);
    if (text !== undefined) setText(e, text);
    return e;
  }
  /* page.js's: "(-inf" kept whole at the end of a line */
  function setText(e, text) { AB.setText(e, text); }
  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); }
  /* "%s of %s" with its numbers, in order */
  function fill(template) {
    var args = Array.prototype.slice.call(arguments, 1);
    return String(template || '').replace(/%s/g, function () { return String(args.shift()); });
  }

  /* The link's parts (#lesson=3&lang=uk&section=2). */
  function hashParts() {
    var h = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (p) {
      var i = p.indexOf('=');
      if (i > 0) h[p.slice(0, i)] = decodeURIComponent(p.slice(i + 1));
      else if (p) h[p] = '';
    });
    return h;
  }
  AB.isCourseLink = function () {
    var h = hashParts();
    return 'lessons' in h || 'lesson' in h;
  };

  /* ---- the progress, in the browser's storage ---- */

  var STORE = 'abprune-progress-';
  function kept(lang) {
    try { return localStorage.getItem(STORE + lang) || ''; } catch (e) { return ''; }
  }
  function keep(lang, text) {
    try { localStorage.setItem(STORE + lang, text); } catch (e) { /* a page that may not: kept for the visit */ }
  }
  function forgetAll(langs) {
    try { langs.forEach(function (l) { localStorage.removeItem(STORE + l); }); } catch (e) { /* nothing kept */ }
  }

  /* ---- the course ---- */

  /* env: core (web.js's Core), words() the page's words, language() the
   * one in use, languages (their codes), leave() back to the trees. */
  AB.Course = function (env) {
    var core = env.core, lessons = [], open = null, shown = null, shownKey = null, last = null;
    var W = function () { return env.words(); };

    function lang() { return env.language(); }
    function link(n, section) {
      var parts = ['lesson=' + n];
      if (lang() !== 'en') parts.push('lang=' + lang());
      if (section) parts.push('section=' + section);
      return '#' + parts.join('&');
    }
    function setLink(text) {
      if (location.hash !== text) {
        try { history.replaceState(null, '', text); } catch (e) { /* leave the address */ }
      }
    }

    /* ---- the list ---- */

    function list() {
      closeLesson();
      var r = core.call('web_lessons', kept(lang()));
      lessons = r.ok ? r.lessons : [];
      var w = W(), ol = $('c-lessons');
      clear(ol);
      lessons.forEach(function (l, i) {
        var li = el('li', { 'data-lesson': String(i + 1), 'data-name': l.name });
        if (l.finished) li.setAttribute('data-finished', 'true');
        var a = el('a', { href: link(i + 1) }, l.title);
        li.appendChild(a);
        li.appendChild(el('p', { 'class': 'sections' }, l.sections.join(' \u00b7 ')));
        var status = [];
        if (l.finished) status.push(fill(w.finished, l.right, l.asked));
        if (l.left) status.push(fill(w.leftIn, l.left));
        if (status.length) li.appendChild(el('p', { 'class': 'status' }, status.join('; ')));
        ol.appendChild(li);
      });
      $('c-list').hidden = false;
      $('c-lesson').hidden = true;
      setLink(lang() !== 'en' ? '#lessons&lang=' + lang() : '#lessons');
      document.documentElement.setAttribute('data-course', 'list');
    }

    /* ---- a lesson ---- */

    function closeLesson() {
      if (shown) shown.destroy();
      shown = null;
      shownKey = null;
      open = null;
      last = null;
    }

    function openLesson(n, section) {
      if (!lessons.length) list();
      var l = lessons[n - 1];
      if (!l) { list(); return; }
      closeLesson();
      open = { n: n, name: l.name };
      var r = core.call('web_lesson_open', l.name, kept(lang()));
      if (r.ok && section && +section !== r.section) r = core.call('web_lesson_act', 'section', String(section), kept(lang()));
      $('c-list').hidden = true;
      $('c-lesson').hidden = false;
      render(r, true);
    }

    function act(action, text) {
      if (!open) return;
      render(core.call('web_lesson_act', action, text || '', kept(lang())), false);
    }

    /* The board: the figure of the lesson's search (made again when the
     * search, its view or its marks change) at the lesson's step, the
     * position asked about showing "?", the highlighted ones marked. */
    function board(b) {
      var box = $('c-board');
      if (!b) {
        if (shown) shown.destroy();
        shown = null;
        shownKey = null;
        box.hidden = true;
        return;
      }
      box.hidden = false;
      if (b.search !== shownKey) {
        var d = core.call('web_lesson_board');
        if (!d.ok) return;
        shown = AB.showSearch(d.page, { lesson: true, sides: $('c-figure'), panels: $('c-panels') });
        shownKey = b.search;
      }
      var whole = $('c-whole');
      /* the figure's own button word stands lower-case under a pair of
         buttons; here it stands beside the lesson's capitalised ones */
      whole.textContent = shown.wholeWord.charAt(0).toLocaleUpperCase(lang()) +
        shown.wholeWord.slice(1);
      shown.go(b.step);
      shown.mark(b.hidden, b.highlight);
      setText($('c-where'), b.where);
      setText($('c-frame'), b.frame);
      setText($('c-leaves'), b.leaves);
    }

    function paragraphs(st, fresh) {
      var box = $('c-text'), had = box.childNodes.length;
      if (fresh || !last || last.section !== st.section || st.paragraphs.length < had) {
        clear(box);
        had = 0;
      }
      for (var i = had; i < st.paragraphs.length; i++) {
        var t = st.paragraphs[i];
        box.appendChild(el('p', t.indexOf('- ') === 0 ? { 'class': 'item' } : {}, t));
      }
      /* the last paragraph said changes as lines join it */
      if (had && st.paragraphs.length) setText(box.childNodes[st.paragraphs.length - 1], st.paragraphs[st.paragraphs.length - 1]);
      return had;
    }

    function question(st) {
      var q = st.question, form = $('c-ask'), input = $('c-answer');
      form.hidden = !q;
      if (!q) {
        form.removeAttribute('data-question');
        return;
      }
      form.setAttribute('data-question', String(q.number));
      form.setAttribute('data-kind', q.kind);
      $('c-prompt').textContent = fill(W().question, q.number) + ': ' + q.prompt;
      if (!last || !last.question || last.question.number !== q.number) input.value = '';
    }

    function feedback(st) {
      var f = $('c-feedback');
      setText(f, st.feedback);
      f.hidden = !st.feedback || st.wait === 'lesson-end';
      if (st.verdict) f.setAttribute('data-verdict', st.verdict);
      else f.removeAttribute('data-verdict');
    }

    function ending(st) {
      var end = $('c-end'), ul = $('c-summary');
      $('c-end-words').textContent = st.end;
      end.hidden = !st.end;
      clear(ul);
      ul.hidden = st.wait !== 'lesson-end';
      st.summary.forEach(function (s) {
        var li = el('li', { 'data-how': s.how });
        li.appendChild(el('span', { 'class': 'how' }, s.word.trim()));
        li.appendChild(el('span', { 'class': 'q' }, s.question));
        li.appendChild(el('span', { 'class': 'a' }, s.answer));
        ul.appendChild(li);
      });
      var next = $('c-next');
      next.hidden = !(st.wait === 'lesson-end' && lessons[open.n]);
      if (!next.hidden) next.setAttribute('href', link(open.n + 1));
    }

    function render(st, fresh) {
      if (!st.ok) {
        setText($('c-feedback'), st.error);
        $('c-feedback').hidden = false;
        return;
      }
      keep(lang(), st.progress);
      var w = W();
      $('c-title').textContent = st.title;
      $('c-section').textContent = fill(w.sectionOf, st.section, st.sections.length) + ': ' +
        st.sections[st.section - 1];
      var had = paragraphs(st, fresh);
      board(st.board);
      question(st);
      feedback(st);
      ending(st);
      var going = st.wait === 'continue' || st.wait === 'feedback' || st.wait === 'section-end';
      $('c-go').hidden = !going;
      $('c-prev').disabled = st.section <= 1;
      $('c-nextsec').disabled = st.section >= st.sections.length;
      $('c-back').disabled = !st.board || st.board.step <= 0;
      $('c-forward').disabled = !st.board || st.board.step >= st.board.steps;
      var art = $('c-lesson');
      art.setAttribute('data-wait', st.wait);
      art.setAttribute('data-section', String(st.section));
      art.setAttribute('data-name', st.name);
      document.documentElement.setAttribute('data-course', 'lesson');
      setLink(link(open.n, st.section > 1 ? st.section : 0));
      last = st;
      /* what is new in sight: the question, else the first new paragraph */
      var target = st.question ? $('c-ask') : st.wait === 'lesson-end' ? $('c-end')
        : $('c-text').childNodes[had] || null;
      if (!fresh && target && target.scrollIntoView) target.scrollIntoView({ block: 'nearest' });
      if (st.question && document.activeElement !== $('c-answer') && !fresh) $('c-answer').focus();
    }

    /* ---- what the reader does ---- */

    function onKey(ev) {
      if (!open || ev.ctrlKey || ev.metaKey || ev.altKey) return;
      var t = ev.target, typing = t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA');
      if (typing && ev.key !== 'Escape') return;
      if (t && t.tagName === 'BUTTON' && (ev.key === 'Enter' || ev.key === ' ')) return;
      var keys = {
        Enter: 'go', ' ': 'go', ArrowLeft: 'back', h: 'back', ArrowRight: 'forward', l: 'forward',
        PageDown: 'next', n: 'next', PageUp: 'prev', p: 'prev', r: 'again', Escape: 'show',
        v: 'view', m: 'marks', f: 'whole', q: 'list', '?': 'keys'
      };
      var a = keys[ev.key];
      if (!a) return;
      ev.preventDefault();
      doing[a]();
    }
    var doing = {
      go: function () { if (last && last.wait === 'lesson-end') { if (lessons[open.n]) location.hash = link(open.n + 1); } else act('go'); },
      back: function () { act('back'); },
      forward: function () { act('forward'); },
      next: function () { if (last && last.section < last.sections.length) act('section', String(last.section + 1)); },
      prev: function () { if (last && last.section > 1) act('section', String(last.section - 1)); },
      again: function () { if (last) act('section', String(last.section)); },
      show: function () { act('show'); },
      view: function () { act('view'); },
      marks: function () { act('marks'); },
      list: function () { location.hash = lang() !== 'en' ? '#lessons&lang=' + lang() : '#lessons'; },
      keys: function () { var k = $('c-keys'); k.hidden = !k.hidden; },
      whole: function () {
        if (shown) $('c-whole').setAttribute('aria-pressed', shown.toggleWhole() ? 'true' : 'false');
      }
    };

    $('c-ask').addEventListener('submit', function (ev) {
      ev.preventDefault();
      var text = $('c-answer').value.trim();
      if (text) act('answer', text);
    });
    $('c-show').addEventListener('click', doing.show);
    $('c-go').addEventListener('click', doing.go);
    $('c-back').addEventListener('click', doing.back);
    $('c-forward').addEventListener('click', doing.forward);
    $('c-prev').addEventListener('click', doing.prev);
    $('c-nextsec').addEventListener('click', doing.next);
    $('c-again').addEventListener('click', doing.again);
    $('c-view').addEventListener('click', doing.view);
    $('c-marks').addEventListener('click', doing.marks);
    $('c-whole').addEventListener('click', doing.whole);
    $('c-restart').addEventListener('click', function () { act('restart'); });
    $('c-forget').addEventListener('click', function () {
      if (window.confirm(W().forgetAsk)) {
        forgetAll(env.languages);
        list();
      }
    });
    document.addEventListener('keydown', onKey);

    /* ---- the links ---- */

    /* Shows what the link names: the list or a lesson. */
    this.follow = function () {
      var h = hashParts();
      document.body.classList.add('course');
      $('course').hidden = false;
      if ('lesson' in h) {
        var n = parseInt(h.lesson, 10);
        if (open && open.n === n) {
          if (h.section && last && +h.section !== last.section) act('section', h.section);
          return;
        }
        if (!lessons.length) list();
        openLesson(n, h.section);
      } else {
        list();
      }
    };
    /* The course put away (the trees shown). */
    this.leave = function () {
      closeLesson();
      document.body.classList.remove('course');
      $('course').hidden = true;
      document.documentElement.removeAttribute('data-course');
    };
    /* The language changed: the list in it, or the same lesson at the same
     * place in its translation. */
    this.language = function () {
      if ($('course').hidden) return;
      var was = lessons;
      lessons = [];
      if (open) {
        var r = core.call('web_lesson_act', 'reopen', '', kept(lang()));
        var list0 = core.call('web_lessons', kept(lang()));
        lessons = list0.ok ? list0.lessons : was;
        shownKey = null;
        render(r, true);
      } else {
        list();
      }
    };
  };
})();
