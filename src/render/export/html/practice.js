/* SPDX-License-Identifier: GPL-3.0-or-later */
/* practice.js: the web page's practice mode (`export -f html --practice`):
 * the student's answers, checked.
 *
 * D.practice holds the exercise as the program worked it out (quiz_page.c):
 * each position's answers and the sentences that say why, for the
 * solution revealed in the order of the search.  What the student types
 * is written as the lines of `quiz --check`'s answer file and graded by
 * the core itself, compiled to WebAssembly (web_grade, quiz --check's own
 * reader and grader): in `abprune web` through window.abpruneGrade
 * (web.js), on the page of `export -f html --practice` with the module
 * embedded in it (core.js) and the tree and options in P.grade.  This
 * part shows the verdicts and the reasons in each row.  On a narrow
 * screen each position's row is a card: its name, then its fields, then
 * its reasons, one under the other (page.css). */
(function () {
  'use strict';
  var AB = window.abprune = window.abprune || {};

  /* The exercise P of the page made by page.js (ctx: its words W, the
   * tree T, the geometry G, the figure, the helpers el, svg, fill and
   * the element it goes before); returns what clears it. */
  AB.practice = function (P, ctx) {
    var W = ctx.W, T = ctx.T, G = ctx.G, el = ctx.el, setText = ctx.setText, svg = AB.svg, fill = ctx.fill;
    var parent = T.parent, paths = T.paths, N = T.N;
    var PW = P.words, nodes = P.nodes, fig = ctx.fig, QP = P.qp;
    var X = G.X, Y = G.Y, DX = G.DX;
    var fields = [];          /* per position: {w, v, cut, note, row} (those it has) */
    var leavesField = null, leavesNote = null, revealed = 0, hits = null;
    document.body.classList.add('practice');

    /* Hungarian "a(z)" before a number filled into a template: "az" when
     * its reading starts with a vowel (1, 5, 1000, 5000...), as
     * i18n_articles() (base/i18n.c) settles it for the program's output */
    function articles(text) {
      return text.replace(/(^|[^A-Za-z\u00c0-\u024f])([aA])\(z\) (0*)(\d+)/g, function (all, pre, a, zeros, d) {
        var group = d.length % 3 || 3;
        var vowel = d !== '0' && (d.charAt(0) === '5' || (d.charAt(0) === '1' && group === 1));
        return pre + a + (vowel ? 'z' : '') + ' ' + zeros + d;
      });
    }

    /* ---- the form: a row a position ---- */
    var sec = el('section', { 'class': 'practice-panel', id: 'practice', 'aria-label': PW.answers });
    sec.appendChild(el('h2', {}, PW.answers));
    sec.appendChild(el('p', { 'class': 'howto' }, PW.howto));
    var bar = el('div', { 'class': 'buttons practice-buttons' });
    [['check', PW.check], ['reveal', PW.reveal], ['again', PW.again]].forEach(function (b) {
      var button = el('button', { type: 'button', 'data-action': b[0] }, b[1]);
      button.addEventListener('click', function () { ACTS[b[0]](); });
      bar.appendChild(button);
    });
    sec.appendChild(bar);
    var score = el('p', { 'class': 'score', id: 'score', 'aria-live': 'polite' });
    sec.appendChild(score);
    var wrong = el('ol', { 'class': 'wrong', id: 'wrong' });
    sec.appendChild(wrong);
    var table = el('table', { 'class': 'answers' }), head = el('tr');
    [W.position, PW.window, PW.value, PW.cut, ''].forEach(function (h) { head.appendChild(el('th', { scope: 'col' }, h)); });
    var thead = el('thead');
    thead.appendChild(head);
    table.appendChild(thead);
    var body = el('tbody');
    table.appendChild(body);
    nodes.forEach(function (q, n) {
      var tr = el('tr', { 'data-path': q.p }), f = { row: tr }, name = n ? q.p : PW.root;
      tr.appendChild(el('th', { scope: 'row' }, name));
      function input(part, label) {
        var td = el('td', { 'data-label': label });
        if (q.leaf === undefined) {
          var i = el('input', { type: 'text', 'data-path': q.p, 'data-part': part, autocomplete: 'off',
                                spellcheck: 'false', 'aria-label': name + ': ' + label, size: part === 'window' ? 11 : 6 });
          i.addEventListener('input', function () { i.classList.remove('revealed'); changed(n); });
          td.appendChild(i);
          f[part === 'window' ? 'w' : 'v'] = i;
        } else if (part === 'value') {
          td.appendChild(el('span', { 'class': 'leafval' }, q.leaf));
        }
        tr.appendChild(td);
      }
      input('window', PW.window);
      input('value', PW.value);
      var tc = el('td', n > 0 ? { 'data-label': PW.cut } : { 'class': 'none' });
      if (n > 0) {
        var s = el('select', { 'data-path': q.p, 'data-part': 'cut', 'aria-label': name + ': ' + PW.cut });
        s.appendChild(el('option', { value: 'none' }, PW.noCut));
        s.appendChild(el('option', { value: 'cut' }, PW.isCut));
        P.kinds.forEach(function (k) { s.appendChild(el('option', { value: String(k.k) }, fill(PW.cutOf, k.word))); });
        s.addEventListener('change', function () { s.classList.remove('revealed'); changed(n); });
        tc.appendChild(s);
        f.cut = s;
      }
      tr.appendChild(tc);
      f.note = el('td', { 'class': 'note' });
      tr.appendChild(f.note);
      body.appendChild(tr);
      fields.push(f);
    });
    var lr = el('tr', { 'data-path': 'leaves' });
    lr.appendChild(el('th', { scope: 'row' }, PW.leaves));
    var ltd = el('td', { colspan: '3' });
    leavesField = el('input', { type: 'text', 'data-part': 'leaves', autocomplete: 'off', size: 6, 'aria-label': PW.leaves });
    leavesField.addEventListener('input', function () { leavesField.classList.remove('revealed'); });
    ltd.appendChild(leavesField);
    lr.appendChild(ltd);
    leavesNote = el('td', { 'class': 'note' });
    lr.appendChild(leavesNote);
    body.appendChild(lr);
    var wrap = el('div', { 'class': 'answers-box' });
    wrap.appendChild(table);
    sec.appendChild(wrap);
    ctx.before.parentNode.insertBefore(sec, ctx.before);

    /* ---- the figure: leaves' values, the answers, cuts by clicking ---- */
    /* no position is current until the solution is revealed: the frame
     * a replay puts around its step's position (the root at step 0) would
     * stand around an empty answer */
    fig.mark.setAttribute('visibility', 'hidden');
    nodes.forEach(function (q, n) {
      if (q.leaf !== undefined) {
        fig.vals[n].textContent = q.leaf;
        fig.vals[n].setAttribute('data-state', 'visited');
      }
    });
    hits = svg('g', { 'class': 'hits' });
    for (var n = 1; n < N; n++) {
      var yb = fig.bar(parent[n]);
      var r = svg('rect', { 'class': 'hit', x: X[n] - DX / 2, y: yb - 4, width: DX, height: Y[n] + 8 - yb,
                            'data-cut-path': paths[n] });
      r.appendChild(svg('title', {}, paths[n] + ': ' + PW.cut));
      hits.appendChild(r);
    }
    fig.svg.appendChild(hits);
    hits.addEventListener('click', function (ev) {
      var path = ev.target.getAttribute && ev.target.getAttribute('data-cut-path');
      if (!path) return;
      var m = paths.indexOf(path), s = fields[m].cut;
      s.selectedIndex = (s.selectedIndex + 1) % s.options.length;
      s.classList.remove('revealed');
      changed(m);
    });
    /* what position n shows: the value typed, its branch cut or not */
    function show(n) {
      var f = fields[n], q = nodes[n];
      if (f.v) {
        var t = f.v.value.trim().replace(/^=(?![<>])/, '').replace('>=', '\u2265').replace('<=', '\u2264');
        fig.vals[n].textContent = t;
        fig.vals[n].setAttribute('data-state', t ? 'visited' : 'unvisited');
      }
      if (!f.cut) return;
      var c = f.cut.value;
      fig.setCut(n, c === 'none' ? null : c === 'cut' ? -1 : +c);
      fig.vals[n].setAttribute('data-cut', c);
      if (q.leaf === undefined && !f.v) fig.vals[n].textContent = '';
    }
    function changed(n) {
      show(n);
      fields[n].row.removeAttribute('data-verdict');
    }

    /* ---- checking: by the core, as quiz --check grades ---- */
    /* The grader: abprune web's (window.abpruneGrade, the exercise it
     * made), else the core embedded in the page, started at once so that
     * Check answers without waiting, on the tree and options in P.grade;
     * a promise of the answer, which says why when there is no core. */
    var embedded = !window.abpruneGrade && P.grade && AB.startCore ? AB.startCore() : null;
    var failure = '';
    if (embedded)
      embedded = embedded.then(function (c) {
        c.language(document.documentElement.lang || 'en');
        document.documentElement.setAttribute('data-core', 'ready');
        return c;
      }, function (e) {
        failure = String(e);
        document.documentElement.setAttribute('data-core', 'failed');
        return null;
      });
    function grade(lines) {
      if (window.abpruneGrade) return Promise.resolve(window.abpruneGrade(lines));
      return Promise.resolve(embedded).then(function (c) {
        if (!c) return { ok: false, error: PW.noCore + (failure ? ' (' + failure + ')' : '') };
        return c.call('web_grade', P.grade.tree, P.grade.options, lines.join('\n') + '\n');
      });
    }
    function check() {
      var typed = answerLines();
      return grade(typed.lines).then(function (r) { shown(typed, r); });
    }

    /* The answers typed, as the lines of quiz --check's answer file; at[i]
     * is the field of line i + 1 (its position, its part). */
    function answerLines() {
      var lines = [], at = [];
      function add(n, part, text) {
        lines.push(PW.keywords[part] + ' ' + (n < 0 ? '' : nodes[n].p + ' ') + text.replace(/[#\n]/g, ' '));
        at.push({ n: n, part: part });
      }
      nodes.forEach(function (q, n) {
        var f = fields[n];
        if (f.w && f.w.value.trim()) add(n, QP.window, f.w.value.trim());
        if (f.v && f.v.value.trim()) add(n, QP.value, f.v.value.trim());
        if (f.cut && f.cut.value !== 'none') {
          var kind = P.kinds.filter(function (k) { return String(k.k) === f.cut.value; })[0];
          add(n, QP.cut, kind ? kind.word : '');
        }
      });
      if (leavesField.value.trim()) add(-1, QP.leaves, leavesField.value.trim());
      return { lines: lines, at: at };
    }

    /* The core's answer r to the lines typed, in the rows, the list and
     * the score. */
    function shown(typed, r) {
      var list = [];
      while (wrong.firstChild) wrong.removeChild(wrong.firstChild);
      fields.forEach(function (f) {
        while (f.note.firstChild) f.note.removeChild(f.note.firstChild);
        [f.w, f.v].forEach(function (i) { if (i) i.removeAttribute('aria-invalid'); });
      });
      while (leavesNote.firstChild) leavesNote.removeChild(leavesNote.firstChild);
      if (!r || !r.ok) {
        setText(score, r ? r.error : '');
        score.setAttribute('data-perfect', 'false');
        return;
      }
      var verdict = [];         /* per position: undefined, 'right' or 'wrong' */
      function note(n) { return n < 0 ? leavesNote : fields[n].note; }
      function input(n, part) {
        if (n < 0) return leavesField;
        return part === QP.window ? fields[n].w : part === QP.value ? fields[n].v : null;
      }
      function mark(n, part, ok, text, cls) {
        note(n).appendChild(el('span', { 'class': cls, 'data-part': PW.keywords[part] }, text));
        var i = input(n, part);
        if (i && i.value.trim()) i.setAttribute('aria-invalid', ok ? 'false' : 'true');
        if (n >= 0) verdict[n] = ok && verdict[n] !== 'wrong' ? 'right' : 'wrong';
        if (!ok) list.push(text);
      }
      /* the fields that do not read (the core's line numbers), said as
       * the page says it: the student typed no answer file's line */
      r.bad.forEach(function (b) {
        var m = /^(\d+):/.exec(b), at = m && typed.at[+m[1] - 1];
        if (!at) return;
        var text = at.n < 0 ? PW.badLeaves
                            : articles(fill(at.part === QP.window ? PW.badWindow : PW.badValue, nodes[at.n].p));
        mark(at.n, at.part, false, text, 'no bad');
      });
      /* each answer graded, "1.2: value: right." or "1.2: wrong value: why." */
      r.items.forEach(function (g) {
        var part = PW.keywords.indexOf(g.part), n = -1;
        if (g.where !== 'leaves')
          for (var k = 0; k < N; k++) if (nodes[k].p === g.where) { n = k; break; }
        if (part < 0 || (n < 0 && part !== QP.leaves)) return;
        /* the leaves' line is named by its part already: "leaves: right." */
        var named = n < 0 ? '' : PW.partNames[part] + ': ';
        mark(n, part, g.right, g.where + ': ' + (g.right ? named + g.verdict + '.'
                                                          : g.verdict + ': ' + g.reason + '.'),
             g.right ? 'ok' : 'no');
      });
      fields.forEach(function (f, n) {
        if (verdict[n]) f.row.setAttribute('data-verdict', verdict[n]);
        else f.row.removeAttribute('data-verdict');
        fig.vals[n].classList.toggle('no', verdict[n] === 'wrong');
        fig.vals[n].classList.toggle('ok', verdict[n] === 'right');
      });
      list.forEach(function (t) { wrong.appendChild(el('li', {}, t)); });
      setText(score, fill(PW.score, r.score).trim() + ' ' + (r.perfect ? PW.allRight : PW.notYet));
      score.setAttribute('data-perfect', r.perfect ? 'true' : 'false');
    }

    /* ---- the solution, a step of the search at a time ---- */
    function reveal() {
      if (revealed >= P.order.length) return;
      var item = P.order[revealed++], n = item[0], part = item[1], q = nodes[n], f = fields[n], text;
      if (part === QP.leaves) {
        leavesField.value = String(P.leaves);
        leavesField.classList.add('revealed');
        text = P.leavesKey + ' \u2014 ' + P.leavesWhy + '.';
        while (leavesNote.firstChild) leavesNote.removeChild(leavesNote.firstChild);
        leavesNote.appendChild(el('span', { 'class': 'why' }, text));
      } else {
        var input = part === QP.window ? f.w : part === QP.value ? f.v : f.cut;
        if (part === QP.cut) input.value = String(q.k);
        else input.value = part === QP.window ? q.ws : q.vs;
        input.classList.add('revealed');
        input.removeAttribute('aria-invalid');
        show(n);
        var why = part === QP.window ? q.why.w : part === QP.value ? q.why.v : q.why.c;
        text = q.key[part] + ' \u2014 ' + why + '.';
        f.note.appendChild(el('span', { 'class': 'why' }, text));
        fig.mark.setAttribute('x', X[n] - DX / 2 + 3);
        fig.mark.setAttribute('y', Y[n] - 15);
        fig.mark.setAttribute('visibility', 'visible');
      }
      setText(score, text);
      score.removeAttribute('data-perfect');
    }
    function again() {
      revealed = 0;
      fields.forEach(function (f, n) {
        ['w', 'v', 'cut'].forEach(function (k) {
          if (!f[k]) return;
          f[k].value = k === 'cut' ? 'none' : '';
          f[k].classList.remove('revealed');
          f[k].removeAttribute('aria-invalid');
        });
        while (f.note.firstChild) f.note.removeChild(f.note.firstChild);
        f.row.removeAttribute('data-verdict');
        fig.vals[n].classList.remove('ok', 'no');
        show(n);
      });
      leavesField.value = '';
      leavesField.classList.remove('revealed');
      while (leavesNote.firstChild) leavesNote.removeChild(leavesNote.firstChild);
      while (wrong.firstChild) wrong.removeChild(wrong.firstChild);
      score.textContent = '';
      fig.mark.setAttribute('visibility', 'hidden');
    }
    var ACTS = { check: check, reveal: reveal, again: again };
    return {
      destroy: function () {
        sec.parentNode.removeChild(sec);
        hits.parentNode.removeChild(hits);
        document.body.classList.remove('practice');
      }
    };
  }
})();
