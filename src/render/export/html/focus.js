/* SPDX-License-Identifier: GPL-3.0-or-later */
/* focus.js: the figure's focus (figure.js): the part of the tree a
 * student reads at a step, laid out in columns.  The path from the root
 * to the current position, the children of every position on it (so the
 * siblings along the path and the current position's own children), each
 * at full size; each other subtree folded under a small triangle with
 * the number of positions it hides.  Where that is still too wide for the
 * box, runs of siblings fold into a narrow "…" with their count, from the
 * root down: first all but the sibling just before the path (the one
 * whose value the search last took), then that one too; the current
 * position's children last, around the first that has not returned.
 * The positions not shown keep their state, hidden (page.css). */
(function () {
  'use strict';
  var AB = window.abprune = window.abprune || {};
  var svg = AB.svg, F = AB.Figure.prototype;
  var GAP = 18;                 /* a fold's column, narrower than a position's */

  /* an attribute written when it changes */
  function set(e, name, value) {
    value = String(value);
    if (e.getAttribute(name) !== value) e.setAttribute(name, value);
  }

  /* The focus around position c (-1: the root): the positions shown and
   * their columns; the rest hidden, folded into triangles and "+k". */
  F.layout = function (c, force) {
    if (c < 0) c = 0;
    if (c === this.focusOn && !force) {
      this.flush(false);
      return;
    }
    this.focusOn = c;
    var T = this.T, G = this.G, nc = T.nc, parent = T.parent, i, n;
    var path = [];
    for (var a = c; a >= 0; a = parent[a]) path.push(a);
    path.reverse();
    var d = path.length - 1, left = [], right = [];
    for (i = 0; i < d; i++) {
      var kids = T.children(path[i]), at = kids.indexOf(path[i + 1]);
      left.push(kids.slice(0, at));
      right.push(kids.slice(at + 1));
    }
    var bottom = nc[c] > 0 ? T.children(c) : [c];
    /* too wide: runs of siblings folded, from the root down, first all
     * but the sibling just before the path, then that one too; then the
     * current position's children around the first not returned; a fold
     * is narrower than a position (GAP) */
    var room = this.viewW - G.LEFT - 8, DX = G.DX;
    function width(run) {
      var w = 0;
      for (var j = 0; j < run.length; j++) w += typeof run[j] === 'number' ? DX : GAP;
      return w;
    }
    var total = width(bottom);
    for (i = 0; i < d; i++) total += width(left[i]) + width(right[i]);
    for (var pass = 0; pass < 2; pass++)
      for (i = 0; i < d && total > room; i++) {
        var L = left[i], R = right[i], l2 = null;
        if (pass === 0 && L.length > 1)
          l2 = [{ gap: L.length - 1 }, L[L.length - 1]];
        else if (pass === 1 && L.length && typeof L[L.length - 1] === 'number')
          l2 = [{ gap: L.length === 2 ? L[0].gap + 1 : 1 }];
        if (l2) {
          total += width(l2) - width(L);
          left[i] = l2;
        }
        if (R.length && typeof R[0] === 'number') {
          total += GAP - width(R);
          right[i] = [{ gap: R.length }];
        }
      }
    if (total > room && nc[c] > 0) {
      var fits = Math.max(3, Math.floor((room - (total - width(bottom))) / DX)), mid = 0;
      while (mid < bottom.length && this.code[bottom[mid]] >= 10) mid++;
      var from = Math.max(0, Math.min(mid - 1, bottom.length - (fits - 1)));
      var to = Math.min(bottom.length, from + fits - 1);
      var kept = bottom.slice(from, to);
      if (from > 0) kept.unshift({ gap: from });
      if (to < bottom.length) kept.push({ gap: bottom.length - to });
      total += width(kept) - width(bottom);
      bottom = kept;
    }
    /* the columns, left to right */
    var FX = this.FX, shown = [], gaps = [], at = G.LEFT;
    function put(item, parent) {
      var w = typeof item === 'number' ? DX : GAP, x = at + w / 2;
      at += w;
      if (typeof item === 'number') {
        FX[item] = x;
        shown.push(item);
      } else {
        item.x = x;
        item.parent = parent;
        gaps.push(item);
      }
    }
    function xOf(item) {
      return typeof item === 'number' ? FX[item] : item.x;
    }
    for (i = 0; i < d; i++) for (n = 0; n < left[i].length; n++) put(left[i][n], path[i]);
    for (n = 0; n < bottom.length; n++) put(bottom[n], c);
    for (i = d - 1; i >= 0; i--) for (n = 0; n < right[i].length; n++) put(right[i][n], path[i]);
    if (nc[c] > 0) {
      FX[c] = (xOf(bottom[0]) + xOf(bottom[bottom.length - 1])) / 2;
      shown.push(c);
    }
    for (i = d - 1; i >= 0; i--) {
      var first = left[i].length ? left[i][0] : path[i + 1];
      var last = right[i].length ? right[i][right[i].length - 1] : path[i + 1];
      FX[path[i]] = (xOf(first) + xOf(last)) / 2;
      shown.push(path[i]);
    }
    /* shown and hidden, and moved */
    var was = this.shown, now = {};
    for (i = 0; i < shown.length; i++) now[shown[i]] = true;
    for (i = 0; i < was.length; i++) if (!now[was[i]]) this.showing(was[i], false);
    for (i = 0; i < shown.length; i++) {
      this.place(shown[i], FX[shown[i]]);
      this.showing(shown[i], true);
    }
    this.shown = shown;
    /* the grey of every branch shown, the folds, the sizes */
    var grey = [], tri = [], texts = [];
    for (i = 0; i < shown.length; i++) if (shown[i] > 0) grey.push(this.edgeD(shown[i], FX));
    var onPath = {};
    path.forEach(function (p) { onPath[p] = true; });
    for (i = 0; i < shown.length; i++) {
      n = shown[i];
      if (onPath[n] || nc[n] === 0) continue;
      var y = G.Y[n];
      tri.push('M' + FX[n] + ' ' + (y + 7) + 'l-6 10h12z');
      texts.push(['fold', FX[n], y + 29, count(T.size[n] - 1)]);
    }
    for (i = 0; i < gaps.length; i++) {
      var g = gaps[i], p = g.parent, yb = this.bar(p), yc = G.Y[p] + G.DY + G.LABEL;
      grey.push('M' + FX[p] + ' ' + (G.Y[p] + 8) + 'V' + yb + 'H' + g.x + 'V' + (yc - 16));
      texts.push(['gap', g.x, yc, '\u2026']);
      texts.push(['fold', g.x, yc + 14, count(g.gap)]);
    }
    var key = tri.join('') + JSON.stringify(texts);
    if (key !== this.foldKey) {
      this.foldKey = key;
      while (this.extra.firstChild) this.extra.removeChild(this.extra.firstChild);
      var extra = this.extra;
      texts.forEach(function (t) { extra.appendChild(svg('text', { 'class': t[0], x: t[1], y: t[2] }, t[3])); });
      extra.appendChild(svg('path', { 'class': 'fold', d: tri.join('') }));
    }
    set(this.skeleton, 'd', grey.join(''));
    /* centred in the box */
    var wide = at + 8, view = Math.max(this.viewW, wide);
    var x = Math.min(0, (wide - view) / 2);
    this.viewX = x;
    set(this.svg, 'viewBox', x + ' 0 ' + view + ' ' + G.HEIGHT);
    set(this.svg, 'width', Math.floor(view * this.scale));
    set(this.svg, 'height', Math.floor(G.HEIGHT * this.scale));
    this.levelGroup.querySelectorAll('text').forEach(function (t) { set(t, 'x', x + 4); });
    this.flush(true);
  };

  /* a fold's count in a column's width: 1092 as 1.1k */
  function count(n) {
    return n < 1000 ? String(n) : n < 10000 ? (n / 1000).toFixed(1) + 'k' : Math.round(n / 1000) + 'k';
  }
})();
