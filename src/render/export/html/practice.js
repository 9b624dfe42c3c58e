/* SPDX-License-Identifier: GPL-3.0-or-later */
/* practice.js: the web page's practice mode (`export -f html --practice`):
 * the student's answers, checked.
 *
 * D.practice holds the exercise as the program worked it out (quiz_page.c):
 * each position's window, value or bound and cut, the sentences that say
 * why (those of `quiz --check`), the verdicts' names and the score's words,
 * and the solution in the order of the search.  This part reads what the
 * student types (as `quiz --check` reads an answer line), compares it with
 * those answers in the order `quiz --check` grades, and shows the program's
 * sentences.  On a narrow screen each position's row is a card: its name,
 * then its fields, then its reasons, one under the other (page.css). */
(function () {
  'use strict';
  var AB = window.abprune = window.abprune || {};

  /* The exercise P of the page made by page.js (ctx: its words W, the
   * tree T, the geometry G, the figure, the helpers el, svg, fill and
   * the element it goes before); returns what clears it. */
  AB.practice = function (P, ctx) {
    var W = ctx.W, T = ctx.T, G = ctx.G, el = ctx.el, svg = AB.svg, fill = ctx.fill;
    var parent = T.parent, paths = T.paths, N = T.N;
    var PW = P.words, nodes = P.nodes, fig = ctx.fig, QP = P.qp, QV = P.qv, BK = P.bk;
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

    /* ---- reading what is typed: quiz_grade.c's and answer.c's rules ---- */
    function number(s, inf) {
      s = s.replace(/^\u2212/, '-').replace(/\u221e/g, 'inf');
      var m = /^([+-]?)(\d+|inf)$/.exec(s);
      if (!m) return null;
      if (m[2] === 'inf') return inf ? (m[1] === '-' ? -P.inf : P.inf) : null;
      var v = (m[1] === '-' ? -1 : 1) * Number(m[2]);
      return Math.abs(v) <= P.limit ? v : null;
    }
    /* "3", ">=3", "≤-2" (and "=3"): {v, b}, or null */
    function readValue(text) {
      var s = text.replace(/\s+/g, ''), b = BK.exact;
      if (s.charAt(0) === '=' && s.charAt(1) !== '>' && s.charAt(1) !== '<') s = s.slice(1);
      var pre = [['>=', BK.lower], ['\u2265', BK.lower], ['<=', BK.upper], ['\u2264', BK.upper]];
      for (var i = 0; i < pre.length; i++)
        if (s.indexOf(pre[i][0]) === 0) { b = pre[i][1]; s = s.slice(pre[i][0].length); break; }
      var v = number(s, false);
      return v === null ? null : { v: v, b: b };
    }
    /* "(3, +inf)", "3 +inf", "[-inf;2]"; F1's one bound: {lo, hi}, or null */
    function readWindow(text, n) {
      var words = text.replace(/[()[\],;]/g, ' ').toLowerCase().split(/\s+/).filter(Boolean);
      var v = words.map(function (w) { return number(w, true); });
      if (v.some(function (x) { return x === null; })) return null;
      if (v.length === 1 && P.f1)
        return nodes[n].t ? { lo: v[0], hi: P.inf } : { lo: -P.inf, hi: v[0] };
      return v.length === 2 ? { lo: v[0], hi: v[1] } : null;
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

    /* ---- checking: quiz_grade.c's judge(), in its order ---- */
    function line(n, part, v, sides) {
      var q = nodes[n], why;
      if (v === QV.right) return q.p + ': ' + PW.keywords[part] + ': ' + PW.verdicts[part][v] + '.';
      if (part === QP.cut) why = q.why.c;
      else if (!q.c) why = q.why.u;
      else if (part === QP.window) why = q.why.w[(v === QV.window ? sides : 3) - 1];
      else why = q.why.v;
      return q.p + ': ' + PW.verdicts[part][v] + ': ' + why + '.';
    }
    function judge(n, part, said) {
      var q = nodes[n], asked;
      if (part === QP.cut) asked = q.k >= 0;
      else asked = !!q.c && q.leaf === undefined;
      if (!said) return asked ? [QV.missing, 0] : null;
      if (part === QP.cut) {
        if (q.k < 0) return [q.c ? QV.extra : QV.inside, 0];
        if (said.kind < 0) return [QV.noKind, 0];
        return [said.kind === q.k ? QV.right : QV.kind, 0];
      }
      if (!q.c) return [QV.unreached, 0];
      if (part === QP.window) {
        var sides = (said.lo !== q.w[0] ? 1 : 0) | (said.hi !== q.w[1] ? 2 : 0);
        return [sides ? QV.window : QV.right, sides];
      }
      if (said.v !== q.v) return [QV.value, 0];
      if (said.b === q.b) return [QV.right, 0];
      if (q.b === BK.exact) return [QV.notBound, 0];
      return [said.b === BK.exact ? QV.notExact : QV.direction, 0];
    }
    function check() {
      var right = [0, 0, 0, 0], total = [0, 0, 0, 0], unread = 0, list = [];
      while (wrong.firstChild) wrong.removeChild(wrong.firstChild);
      function grade(n, part, said, note, input) {
        var j = judge(n, part, said);
        if (!j) return;
        total[part]++;
        if (j[0] === QV.right) right[part]++;
        var text = line(n, part, j[0], j[1]);
        note.appendChild(el('span', { 'class': j[0] === QV.right ? 'ok' : 'no', 'data-part': PW.keywords[part] }, text));
        if (input) input.setAttribute('aria-invalid', j[0] === QV.right ? 'false' : 'true');
        if (j[0] !== QV.right) list.push(text);
        return j[0];
      }
      nodes.forEach(function (q, n) {
        var f = fields[n], bad = false;
        while (f.note.firstChild) f.note.removeChild(f.note.firstChild);
        var said = [null, null, null], verdicts = [];
        if (f.w && f.w.value.trim()) {
          said[QP.window] = readWindow(f.w.value, n);
          if (!said[QP.window]) { unread++; bad = true; f.note.appendChild(el('span', { 'class': 'no bad' }, articles(fill(PW.badWindow, q.p)))); f.w.setAttribute('aria-invalid', 'true'); }
        }
        if (f.v && f.v.value.trim()) {
          said[QP.value] = readValue(f.v.value);
          if (!said[QP.value]) { unread++; bad = true; f.note.appendChild(el('span', { 'class': 'no bad' }, articles(fill(PW.badValue, q.p)))); f.v.setAttribute('aria-invalid', 'true'); }
        }
        if (f.cut && f.cut.value !== 'none') said[QP.cut] = { kind: f.cut.value === 'cut' ? -1 : +f.cut.value };
        verdicts.push(grade(n, QP.window, said[QP.window], f.note, said[QP.window] ? f.w : null));
        verdicts.push(grade(n, QP.value, said[QP.value], f.note, said[QP.value] ? f.v : null));
        verdicts.push(grade(n, QP.cut, said[QP.cut], f.note, null));
        var judged = verdicts.filter(function (v) { return v !== undefined; });
        if (judged.length || bad)
          f.row.setAttribute('data-verdict', !bad && judged.every(function (v) { return v === QV.right; }) ? 'right' : 'wrong');
        else f.row.removeAttribute('data-verdict');
        fig.vals[n].classList.toggle('no', f.row.getAttribute('data-verdict') === 'wrong');
        fig.vals[n].classList.toggle('ok', f.row.getAttribute('data-verdict') === 'right');
      });
      while (leavesNote.firstChild) leavesNote.removeChild(leavesNote.firstChild);
      var lt = leavesField.value.trim(), lv = QV.missing;
      if (lt) {
        var x = number(lt, false);
        if (x === null || x < 0) { unread++; lv = null; leavesNote.appendChild(el('span', { 'class': 'no bad' }, PW.badLeaves)); }
        else lv = x === P.leaves ? QV.right : QV.count;
      }
      if (lv !== null) {
        total[QP.leaves]++;
        if (lv === QV.right) right[QP.leaves]++;
        /* "leaves: right." and "leaves: wrong count: ...", the line
         * named by its keyword as quiz --check names it */
        var where = PW.keywords[QP.leaves] + ': ';
        var text = lv === QV.right ? where + PW.verdicts[QP.leaves][lv] + '.'
                                   : where + PW.verdicts[QP.leaves][lv] + ': ' + P.leavesWhy + '.';
        leavesNote.appendChild(el('span', { 'class': lv === QV.right ? 'ok' : 'no' }, text));
        if (lv !== QV.right) list.push(text);
      }
      list.forEach(function (t) { wrong.appendChild(el('li', {}, t)); });
      var all = total.reduce(function (a, b) { return a + b; }, 0), good = right.reduce(function (a, b) { return a + b; }, 0);
      var denominator = all + unread, percent = denominator ? Math.floor(good * 100 / denominator) : 100;
      var summary = fill(PW.rightOf, good, denominator, percent), sep = ': ';
      for (var p = 0; p < 4; p++) {
        if (!total[p]) continue;
        summary += sep + PW.parts[p] + ' ' + right[p] + '/' + total[p];
        sep = ', ';
      }
      summary += PW.notRead[unread] || '';
      var perfect = good === all && unread === 0;
      score.textContent = articles(fill(PW.score, summary)).trim() + ' ' + (perfect ? PW.allRight : PW.notYet);
      score.setAttribute('data-perfect', perfect ? 'true' : 'false');
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
        var why = part === QP.window ? q.why.w[2] : part === QP.value ? q.why.v : q.why.c;
        text = q.key[part] + ' \u2014 ' + why + '.';
        f.note.appendChild(el('span', { 'class': 'why' }, text));
        fig.mark.setAttribute('x', X[n] - DX / 2 + 3);
        fig.mark.setAttribute('y', Y[n] - 15);
        fig.mark.setAttribute('visibility', 'visible');
      }
      score.textContent = text;
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
