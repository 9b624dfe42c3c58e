/* SPDX-License-Identifier: GPL-3.0-or-later */
/* page.js: steps through a search recorded by `abprune export -f html`.
 *
 * It searches nothing: the program wrote every step's changes (which
 * positions changed and what they show, how the path of windows changed,
 * the sentence, the line of the procedure) into the JSON block
 * #abprune-data, in the words of the export's language; this script only
 * replays them and draws.  Stepping forward applies one step's changes;
 * any other move starts from the nearest checkpoint (the state every
 * CHECK steps, made once while loading) and applies the steps after it.
 * No framework, no build step: the file is embedded as it is.
 *
 * The page of `abprune web` gets new searches from its WebAssembly core
 * (web.js): abprunePageStart(data) draws one anew, in place of the last. */
var abprunePage = { pristine: null, unlisten: [] };
window.abprunePageStart = function (given) {
  'use strict';

  /* a new search: the page's main part as it was first, and no listener
   * of the last search left on the window or the document */
  var pristineMain = document.getElementById('main');
  if (!abprunePage.pristine) abprunePage.pristine = pristineMain.cloneNode(true);
  else pristineMain.replaceWith(abprunePage.pristine.cloneNode(true));
  abprunePage.unlisten.forEach(function (f) { f(); });
  abprunePage.unlisten = [];
  document.body.classList.remove('fit', 'practice', 'two');
  function listen(target, type, handler) {
    target.addEventListener(type, handler);
    abprunePage.unlisten.push(function () { target.removeEventListener(type, handler); });
  }

  var CHECK = 64;
  var SVG = 'http://www.w3.org/2000/svg';
  var D = given || JSON.parse(document.getElementById('abprune-data').textContent);
  var W = D.words;
  var tree = D.tree;
  var N = tree.nc.length;

  /* ---- small helpers ---- */

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function svg(tag, attrs, text) {
    var e = document.createElementNS(SVG, tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  /* "step {1} of {2}" with its numbers */
  function fill(template) {
    var args = arguments;
    return String(template).replace(/\{(\d)\}/g, function (all, i) { return String(args[+i]); });
  }
  function $(id) { return document.getElementById(id); }

  /* ---- the tree: parents, depths, paths, leaves in order ---- */

  var parent = new Int32Array(N), depth = new Int32Array(N), first = new Int32Array(N);
  var index = new Int32Array(N), size = new Int32Array(N), height = 0, nleaves = 0;
  (function () {
    var stack = [], left = [];          /* open interior nodes, children to come */
    for (var n = 0; n < N; n++) {
      if (n === 0) {
        parent[0] = -1;
      } else {
        var p = stack[stack.length - 1];
        parent[n] = p;
        depth[n] = depth[p] + 1;
        index[n] = tree.nc[p] - left[left.length - 1] + 1;
        left[left.length - 1]--;
      }
      if (depth[n] > height) height = depth[n];
      if (tree.nc[n] > 0) {
        stack.push(n);
        left.push(tree.nc[n]);
      } else {
        nleaves++;
      }
      while (stack.length && left[left.length - 1] === 0) {
        stack.pop();
        left.pop();
      }
    }
    for (var m = N - 1; m >= 0; m--) {
      size[m] += 1;
      if (m > 0) size[parent[m]] += size[m];
    }
  })();
  var labels = {};
  tree.labels.forEach(function (pair) { labels[pair[0]] = pair[1]; });
  var paths = new Array(N);
  for (var n0 = 0; n0 < N; n0++)
    paths[n0] = n0 === 0 ? tree.base : (parent[n0] === 0 ? (tree.base ? tree.base + '.' : '') : paths[parent[n0]] + '.') + index[n0];

  /* ---- one recorded search and its state at a step ---- */

  function Side(rec, at) {
    this.rec = rec;
    this.len = rec.n;
    this.code = new Int32Array(N);      /* 0 not reached, 1 on the path, 2+kind cut, 10+string shown */
    this.path = [];                     /* frames: [name, window, m] as strings' indices */
    this.step = 0;
    this.checks = [];
    this.at = at;
    this.deep = [];                     /* steps that cut a deep branch */
    this.marks();
  }
  Side.prototype.marks = function () {
    var t = this.rec.t;
    this.leafSteps = [];
    this.cutSteps = [];
    for (var k = 1; k <= this.len; k++) {
      var c = t.charAt(k - 1);
      if (c === 'l') this.leafSteps.push(k);
      if (c === 'x' || c === 'd') this.cutSteps.push(k);
      if (c === 'd') this.deep.push(k);
    }
  };
  Side.prototype.apply = function (k) {      /* step k-1 to step k */
    var d = this.rec.d[k - 1], i;
    for (i = 0; i < d.length; i += 2) this.code[d[i]] = d[i + 1];
    var p = this.rec.p[k - 1];
    this.path.length = p[0];
    for (i = 1; i < p.length; i += 3) this.path.push([p[i], p[i + 1], p[i + 2]]);
    this.step = k;
  };
  Side.prototype.save = function () {
    return { code: this.code.slice(), path: this.path.slice(), step: this.step };
  };
  Side.prototype.load = function (c) {
    this.code.set(c.code);
    this.path = c.path.slice();
    this.step = c.step;
  };
  Side.prototype.prepare = function () {     /* the checkpoints, once */
    this.checks.push(this.save());
    for (var k = 1; k <= this.len; k++) {
      this.apply(k);
      if (k % CHECK === 0) this.checks.push(this.save());
    }
    this.load(this.checks[0]);
  };
  Side.prototype.seek = function (k) {
    k = Math.max(0, Math.min(this.len, k));
    if (k === this.step) return;
    if (k < this.step || k - this.step > CHECK) this.load(this.checks[Math.floor(k / CHECK)]);
    while (this.step < k) this.apply(this.step + 1);
  };

  /* ---- the figure ---- */

  var minimax = D.view === 'minimax';
  var DX = 18, DY = 54, TOP = 34, LEFT = minimax ? 52 : 16, LABEL = tree.labels.length ? 13 : 0;
  (function widen() {
    /* leaves far enough apart for their own texts, and for those of the
     * positions above them, which have at least two leaves' room */
    var leaf = 1, inner = 1;
    D.sides.forEach(function (r) {
      r.d.forEach(function (d) {
        for (var i = 0; i < d.length; i += 2)
          if (d[i + 1] >= 10) {
            var w = r.strings[d[i + 1] - 10].length;
            if (tree.nc[d[i]] === 0) leaf = Math.max(leaf, w);
            else inner = Math.max(inner, w);
          }
      });
    });
    tree.labels.forEach(function (p) {
      var w = Math.min(16, p[1].length);
      if (tree.nc[p[0]] === 0) leaf = Math.max(leaf, w);
      else inner = Math.max(inner, w);
    });
    DX = Math.max(DX, 8 * leaf + 8, 4 * inner + 8);
  })();
  var X = new Float64Array(N), Y = new Float64Array(N);
  (function layout() {
    var leaf = 0;
    for (var n = N - 1; n >= 0; n--) Y[n] = TOP + LABEL + depth[n] * (DY + LABEL);
    for (var m = 0; m < N; m++)
      if (tree.nc[m] === 0) X[m] = LEFT + DX / 2 + DX * leaf++;
    for (var q = N - 1; q >= 0; q--)
      if (tree.nc[q] > 0) {
        var lastChild = q + size[q] - 1, firstChild = q + 1;
        while (parent[lastChild] !== q) lastChild = parent[lastChild];
        X[q] = (X[firstChild] + X[lastChild]) / 2;
      }
  })();
  var WIDTH = LEFT + DX * nleaves + 8, HEIGHT = Y[0] + height * (DY + LABEL) + 26;

  /* One search's figure.  Every position is one SVG text element (its
   * value, and data-path / data-state / data-kind); the branches not
   * reached are one grey path for the whole tree, and a branch gets
   * elements of its own (its line, doubled when followed; its kind's
   * letter) the first time it looks otherwise, so a big tree's page
   * starts with few elements and each step touches only what changed. */
  function Figure(side, box) {
    this.side = side;
    this.nodes = new Array(N);
    this.edges = new Array(N);
    this.code = new Int32Array(N);            /* the code drawn (all made not reached) */
    this.inside = new Int32Array(N);          /* 1 + kind of the pruned branch it lies in */
    this.cur = -1;
    var s = svg('svg', { viewBox: '0 0 ' + WIDTH + ' ' + HEIGHT, width: WIDTH, height: HEIGHT,
                         role: 'img', 'aria-label': side.rec.title });
    var gl = svg('g', { 'class': 'levels' });
    if (tree.levels)
      for (var d = 0; d <= height; d++)
        gl.appendChild(svg('text', { 'class': 'lvl', x: 4, y: Y[0] + d * (DY + LABEL) }, tree.levels[(d + tree.rootDepth) % 2]));
    var skeleton = [];
    for (var n = 1; n < N; n++) skeleton.push(edgePath(n));
    this.edgeGroup = svg('g', { 'class': 'edges' });
    this.edgeGroup.appendChild(svg('path', { 'class': 'e', d: skeleton.join('') }));
    this.mark = svg('rect', { 'class': 'curmark', width: DX - 6, height: 20, rx: 4, visibility: 'hidden' });
    var gn = svg('g', { 'class': 'nodes' }), frag = document.createDocumentFragment();
    for (var m = 0; m < N; m++) {
      if (labels[m] !== undefined)
        frag.appendChild(svg('text', { 'class': 'lbl', x: X[m], y: Y[m] - 16, 'text-anchor': 'middle' },
                             labels[m].length > 16 ? labels[m].slice(0, 15) + '…' : labels[m]));
      if (tree.types && tree.types.charAt(m) !== '0')
        frag.appendChild(svg('text', { 'class': 'type', x: X[m] + DX / 2 - 4, y: Y[m] - 12 }, tree.types.charAt(m)));
      var v = svg('text', { 'class': 'val', x: X[m], y: Y[m], 'data-path': paths[m],
                            'data-state': 'unvisited' });
      if (D.boards) v.setAttribute('data-n', m);
      frag.appendChild(v);
      this.nodes[m] = v;
    }
    gn.appendChild(frag);
    s.appendChild(gl);
    s.appendChild(this.edgeGroup);
    s.appendChild(this.mark);
    s.appendChild(gn);
    box.appendChild(s);
    this.box = box;
    this.svg = s;
    this.w = this.h = this.left = this.top = 0;
    var self = this;
    box.addEventListener('scroll', function () {
      self.left = box.scrollLeft;
      self.top = box.scrollTop;
    }, { passive: true });
  }
  function edgePath(n) {
    var p = parent[n], yb = Y[p] + 10 + (DY - 24) / 2;
    return 'M' + X[p] + ' ' + (Y[p] + 8) + 'V' + yb + 'H' + X[n] + 'V' + (Y[n] - 16 - (labels[n] !== undefined ? LABEL : 0));
  }
  /* The elements of n's branch, made when first needed. */
  Figure.prototype.edge = function (n) {
    var e = this.edges[n];
    if (!e) {
      var d = edgePath(n), p = parent[n], yb = Y[p] + 10 + (DY - 24) / 2;
      e = this.edges[n] = [svg('path', { 'class': 'e', d: d, 'data-edge': paths[n] }),
                           svg('path', { 'class': 'ei', d: d }),
                           svg('text', { 'class': 'letter', x: X[n] + 4, y: yb + 14 })];
      for (var i = 0; i < 3; i++) this.edgeGroup.appendChild(e[i]);
    }
    return e;
  };
  /* Draws position n as code c shows it, inside the pruned branch of kind
   * inside - 1 (0: none). */
  Figure.prototype.put = function (n, c, inside) {
    var v = this.nodes[n], state, root = c >= 2 && c < 10;
    if (c === 1 || c >= 10) state = 'visited';
    else if (inside) state = 'pruned';
    else state = 'unvisited';
    v.setAttribute('data-state', state);
    if (root) v.setAttribute('data-kind', D.kinds[c - 2].name);
    else if (v.hasAttribute('data-kind')) v.removeAttribute('data-kind');
    v.setAttribute('class', c === 1 ? 'val on' : 'val');
    v.textContent = c >= 10 ? this.side.rec.strings[c - 10] : '';
    if (n === 0) return;
    if (state === 'unvisited' && !this.edges[n]) return;
    var e = this.edge(n), cls = 'e';
    if (state === 'visited') cls += ' fw' + (c === 1 ? ' on' : '');
    else if (root) cls += ' cut';
    else if (inside) cls += ' in';
    else cls += ' hide';
    e[0].setAttribute('class', cls);
    e[1].setAttribute('class', state === 'visited' ? 'ei fw' : 'ei');
    var k = inside ? D.kinds[inside - 1] : null;
    for (var i = 0; i < 3; i += 2) {
      if (k) e[i].style.setProperty('--k', k.colour);
      else e[i].style.removeProperty('--k');
    }
    e[2].textContent = root ? D.kinds[c - 2].letter : '';
  };
  /* What each position shows at the side's step: the positions whose code
   * changed, and below those that entered or left a pruned branch. */
  Figure.prototype.draw = function () {
    var side = this.side, code = side.code, drawn = this.code, inside = this.inside;
    for (var n = 0; n < N; n++) {
      if (code[n] === drawn[n]) continue;
      var c = code[n];
      drawn[n] = c;
      var was = inside[n];
      inside[n] = c >= 2 && c < 10 ? c - 1 : c === 0 && n > 0 ? inside[parent[n]] : 0;
      this.put(n, c, inside[n]);
      /* the positions below follow a change of the pruned branch they lie in */
      if (inside[n] !== was) {
        var end = n + size[n];
        for (var m = n + 1; m < end; m++) {
          var cm = code[m];
          var want = cm >= 2 && cm < 10 ? cm - 1 : cm === 0 ? inside[parent[m]] : 0;
          if (want !== inside[m]) {
            inside[m] = want;
            drawn[m] = cm;
            this.put(m, cm, want);
          }
        }
      }
    }
    var cur = side.rec.cur[side.step];
    if (cur !== this.cur) {
      if (this.cur >= 0) this.nodes[this.cur].classList.remove('cur');
      if (cur >= 0) {
        this.nodes[cur].classList.add('cur');
        this.mark.setAttribute('x', X[cur] - DX / 2 + 3);
        this.mark.setAttribute('y', Y[cur] - 15);
        this.mark.setAttribute('visibility', 'visible');
      } else {
        this.mark.setAttribute('visibility', 'hidden');
      }
      this.cur = cur;
    }
  };
  /* Keeps the current position in sight when the figure scrolls.  The
   * box's size and scroll position are kept from the last resize and
   * scroll, so that a step does not make the browser lay out a big figure
   * to read them. */
  Figure.prototype.follow = function () {
    var cur = this.side.rec.cur[this.side.step];
    if (cur < 0 || document.body.classList.contains('fit')) return;
    var box = this.box, scale = this.scale || 1;
    var x = X[cur] * scale, y = Y[cur] * scale, w = this.w, h = this.h;
    if (x < this.left + 30 || x > this.left + w - 30)
      box.scrollLeft = this.left = Math.max(0, x - w / 2);
    if (y < this.top + 20 || y > this.top + h - 20)
      box.scrollTop = this.top = Math.max(0, y - h / 2);
  };
  /* A tree is drawn to the width when that takes a scale from 3/4 to 2
   * (a small one larger); a wider one scrolls at its own size. */
  Figure.prototype.fitSmall = function () {
    var w = this.box.clientWidth - 2, scale = Math.min(2, w / WIDTH);
    if (scale < 0.75) scale = 1;
    this.scale = scale;
    this.svg.setAttribute('width', Math.floor(WIDTH * scale));
    this.svg.setAttribute('height', Math.floor(HEIGHT * scale));
    this.w = this.box.clientWidth;
    this.h = this.box.clientHeight;
    this.left = this.box.scrollLeft;
    this.top = this.box.scrollTop;
  };

  /* ---- the page ---- */

  var sides = D.sides.map(function (r, i) { return new Side(r, i); });
  sides.forEach(function (s) { s.prepare(); });
  var lead = sides[0], LEN = lead.len;
  var figs = [], says = [], counts = [], stacks = [], codes = [];
  var step = -1, timer = null, delay = 600;

  function buildSide(side) {
    var sec = el('section', { 'class': 'side', 'aria-label': side.rec.title });
    sec.appendChild(el('h2', {}, side.rec.title));
    var count = el('p', { 'class': 'leaves' });
    sec.appendChild(count);
    var box = el('div', { 'class': 'fig', tabindex: '0', 'aria-label': side.rec.title });
    sec.appendChild(box);
    var say = el('p', { 'class': 'say' });
    sec.appendChild(say);
    $('sides').appendChild(sec);
    figs.push(new Figure(side, box));
    says.push(say);
    counts.push(count);
  }
  function buildPanels() {
    var panels = $('panels');
    sides.forEach(function (side) {
      var sp = el('section', { 'class': 'panel stack-panel' });
      sp.appendChild(el('h3', {}, fill(W.stackOf, side.rec.alg)));
      var table = el('table', { 'class': 'stack' }), head = el('tr');
      [W.position, side.rec.windowWord, 'm'].forEach(function (h) { head.appendChild(el('th', { scope: 'col' }, h)); });
      var thead = el('thead');
      thead.appendChild(head);
      table.appendChild(thead);
      var body = el('tbody');
      table.appendChild(body);
      sp.appendChild(table);
      panels.appendChild(sp);
      stacks.push(body);
      var cp = el('section', { 'class': 'panel code-panel' });
      cp.appendChild(el('h3', {}, fill(W.procedureOf, side.rec.alg)));
      var ol = el('ol', { 'class': 'code' });
      side.rec.listing.forEach(function (line) { ol.appendChild(el('li', {}, line)); });
      cp.appendChild(ol);
      var vars = el('p', { 'class': 'vars' });
      cp.appendChild(vars);
      panels.appendChild(cp);
      codes.push([ol, vars, -1]);
    });
    if (D.boards) buildBoard(panels);
    var lp = el('section', { 'class': 'panel legend-panel' });
    lp.appendChild(el('h3', {}, W.legend));
    var ul = el('ul', { 'class': 'legend' });
    D.legend.forEach(function (item) {
      var li = el('li'), s = svg('svg', { width: 44, height: 20, 'aria-hidden': 'true' });
      var k = item.k >= 0 ? D.kinds[item.k] : null;
      function line(cls) {
        var p = svg('path', { 'class': cls, d: 'M2 10H42' });
        if (k) p.style.setProperty('--k', k.colour);
        s.appendChild(p);
        return p;
      }
      if (item.m === 'followed') { line('e fw'); line('ei fw'); }
      else if (item.m === 'path') { line('e fw on'); line('ei fw'); }
      else if (item.m === 'cut') {
        line('e cut');
        var t = svg('text', { 'class': 'letter', x: 24, y: 8 }, k.letter);
        t.style.setProperty('--k', k.colour);
        s.appendChild(t);
      } else if (item.m === 'inside') line('e in');
      else if (item.m === 'unvisited') line('e');
      else if (item.m === 'current')
        s.appendChild(svg('rect', { 'class': 'curmark', x: 8, y: 2, width: 28, height: 16, rx: 4 })); else s.appendChild(svg('text', { x: 22, y: 15, 'text-anchor': 'middle', 'class': 'val' }, item.sample || ''));
      li.appendChild(s);
      li.appendChild(el('span', {}, item.w));
      ul.appendChild(li);
    });
    lp.appendChild(ul);
    panels.appendChild(lp);
  }

  /* A game's board (D.boards, one a position, written by the program): the
   * position the search is at, or the one the pointer is on. */
  var board = null;
  function buildBoard(panels) {
    var bp = el('section', { 'class': 'panel board-panel', 'aria-live': 'off' });
    bp.appendChild(el('h3', {}, W.board));
    board = { panel: bp, moves: el('p', { 'class': 'board-moves' }), pre: el('pre', { 'class': 'board' }),
              caption: el('p', { 'class': 'board-caption' }), shown: -2, hover: -1 };
    bp.appendChild(board.moves);
    bp.appendChild(board.pre);
    bp.appendChild(board.caption);
    panels.appendChild(bp);
    figs.forEach(function (f) {
      f.svg.addEventListener('mouseover', function (ev) {
        var n = ev.target.getAttribute && ev.target.getAttribute('data-n');
        if (n !== null && n !== undefined) { board.hover = +n; showBoard(); }
      });
      f.svg.addEventListener('mouseleave', function () { board.hover = -1; showBoard(); });
    });
  }
  var ROLE = { f: 'f', e: 'e', x: 'x', o: 'o', p: 'p' };
  function showBoard() {
    if (!board) return;
    var cur = lead.rec.cur[lead.step];
    var n = board.hover >= 0 ? board.hover : (cur >= 0 ? cur : 0);
    if (n === board.shown) return;
    board.shown = n;
    board.panel.classList.toggle('board-hover', board.hover >= 0);
    var b = D.boards[n], pre = board.pre;
    while (pre.firstChild) pre.removeChild(pre.firstChild);
    board.moves.textContent = b ? b.m : '';
    board.caption.textContent = b ? b.c : '';
    if (!b) return;
    b.r.forEach(function (row, r) {
      var glyphs = Array.from(row[0]);
      for (var c = 0; c < glyphs.length; c++) {
        var cls = ROLE[row[1].charAt(c)] || '', f = +row[2].charAt(c);
        if (f & 1) cls += ' last';
        if (f & 2) cls += ' win';
        if (cls) pre.appendChild(el('span', { 'class': cls.trim() }, glyphs[c]));
        else pre.appendChild(document.createTextNode(glyphs[c]));
      }
      if (r + 1 < b.r.length) pre.appendChild(document.createTextNode('\n'));
    });
  }

  /* the buttons, with the keys' words as their names */
  var ACTIONS = {
    start: function () { go(0); },
    back: function () { go(step - 1); },
    forward: function () { go(step + 1); },
    end: function () { go(LEN); },
    nextLeaf: function () { go(after(lead.leafSteps, step, LEN)); },
    prevLeaf: function () { go(before(lead.leafSteps, step)); },
    nextCut: function () { go(after(lead.cutSteps, step, LEN)); },
    prevCut: function () { go(before(lead.cutSteps, step)); },
    nextDeep: function () { go(after(lead.deep, step, LEN)); },
    prevDeep: function () { go(before(lead.deep, step)); },
    play: function () { play(); },
    faster: function () { delay = Math.max(50, delay / 2); if (timer) { play(); play(); } },
    slower: function () { delay = Math.min(3200, delay * 2); if (timer) { play(); play(); } },
    help: function () { help(); },
    fit: function () { fit(); }
  };
  function after(list, k, end) {
    for (var i = 0; i < list.length; i++) if (list[i] > k) return list[i];
    return end;
  }
  function before(list, k) {
    for (var i = list.length - 1; i >= 0; i--) if (list[i] < k) return list[i];
    return 0;
  }
  /* icons drawn as paths (no font has them all), or the key's letter */
  var ICONS = {
    start: 'M4 3v14M16 3L7 10l9 7z', back: 'M14 3L5 10l9 7z', forward: 'M6 3l9 7-9 7z',
    end: 'M16 3v14M4 3l9 7-9 7z', play: 'M5 3l11 7-11 7z', pause: 'M5 3h3.5v14H5zM11.5 3H15v14h-3.5z'
  };
  function icon(name) {
    var s = svg('svg', { width: 20, height: 20, viewBox: '0 0 20 20', 'aria-hidden': 'true', focusable: 'false' });
    s.appendChild(svg('path', { d: ICONS[name], fill: 'currentColor', stroke: 'currentColor', 'stroke-width': 1.5, 'stroke-linejoin': 'round' }));
    return s;
  }
  var BUTTONS = [['start'], ['prevCut', 'C'], ['prevLeaf', '↑'], ['back'], ['play'],
                 ['forward'], ['nextLeaf', '↓'], ['nextCut', 'c'], ['nextDeep', 'd'], ['end'],
                 ['fit', '⤢'], ['help', '?']];
  var playButton = null, fitButton = null;
  function buildControls() {
    var bar = $('buttons');
    BUTTONS.forEach(function (b) {
      var words = D.keys.filter(function (k) { return k.action === b[0]; })[0];
      var name = words ? words.help + ' (' + words.names + ')' : W[b[0]];
      var button = el('button', { type: 'button', title: name, 'aria-label': name, 'data-action': b[0] }, b[1]);
      if (!b[1]) button.appendChild(icon(b[0]));
      button.addEventListener('click', function () { ACTIONS[b[0]](); });
      if (b[0] === 'nextDeep' && !lead.deep.length) button.disabled = true;
      if (b[0] === 'play') { playButton = button; button.setAttribute('aria-pressed', 'false'); }
      if (b[0] === 'fit') { fitButton = button; button.setAttribute('aria-pressed', 'false'); }
      bar.appendChild(button);
    });
    var slider = $('slider');
    slider.max = String(LEN);
    slider.setAttribute('aria-label', W.slider);
    slider.addEventListener('input', function () { go(+slider.value); });
    $('controls').hidden = false;
    $('logtitle').textContent = W.log;
    $('helptitle').textContent = W.keys;
    $('helpclose').textContent = W.close;
    $('helpclose').addEventListener('click', function () { $('help').close(); });
    var dl = $('keys');
    D.keys.forEach(function (k) {
      dl.appendChild(el('dt', {}, k.names));
      dl.appendChild(el('dd', {}, k.help));
    });
  }
  function help() {
    var h = $('help');
    if (h.open) h.close();
    else if (h.showModal) h.showModal();
  }
  function fit() {
    var on = document.body.classList.toggle('fit');
    fitButton.setAttribute('aria-pressed', on ? 'true' : 'false');
  }
  function play() {
    if (timer) {
      clearInterval(timer);
      timer = null;
    } else {
      if (step >= LEN) go(0);
      timer = setInterval(function () {
        if (step >= LEN) play();
        else go(step + 1);
      }, delay);
    }
    playButton.setAttribute('aria-pressed', timer ? 'true' : 'false');
    playButton.replaceChild(icon(timer ? 'pause' : 'play'), playButton.firstChild);
  }

  function say(side, k) {
    return side.rec.say[k];
  }
  /* The log of the steps (under "The steps so far"), and the sentence of
   * the step for screen readers, which announce the live region. */
  function log(k, jumped) {
    $('live').textContent = sides.map(function (s) { return say(s, s.step); }).join(' — ');
    var ol = $('log');
    if (jumped) while (ol.firstChild) ol.removeChild(ol.firstChild);
    ol.appendChild(el('li', { value: String(k) }, sides.map(function (s) { return say(s, s.step); }).join(' — ')));
    while (ol.childNodes.length > 60) ol.removeChild(ol.firstChild);
    if ($('logbox').open) ol.scrollTop = ol.scrollHeight;     /* a layout: only when shown */
  }

  /* Moves every side to step k of the first (the second follows it leaf
   * by leaf, as the program's compare mode does) and draws. */
  function go(k, quiet) {
    k = Math.max(0, Math.min(LEN, isFinite(k) ? Math.floor(k) : 0));
    if (k === step) return;
    var jumped = k !== step + 1;
    step = k;
    lead.seek(k);
    if (sides.length > 1) sides[1].seek(D.sync[k]);
    sides.forEach(function (side, i) {
      figs[i].draw();
      says[i].textContent = say(side, side.step);
      counts[i].textContent = fill(W.leavesOf, side.rec.leaves[side.step], nleaves) + ' · ' + fill(W.stepOf, side.step, side.len);
      var body = stacks[i];
      while (body.firstChild) body.removeChild(body.firstChild);
      side.path.forEach(function (f) {
        var tr = el('tr');
        f.forEach(function (s) { tr.appendChild(el('td', {}, s < 0 ? '' : side.rec.strings[s])); });
        body.appendChild(tr);
      });
      var c = codes[i], line = side.rec.lines[side.step];
      if (c[2] >= 0 && c[0].childNodes[c[2]]) c[0].childNodes[c[2]].removeAttribute('aria-current');
      if (line >= 0 && c[0].childNodes[line]) c[0].childNodes[line].setAttribute('aria-current', 'step');
      c[2] = line;
      c[1].textContent = side.rec.vars[side.step];
    });
    showBoard();
    var slider = $('slider');
    slider.value = String(k);
    slider.setAttribute('value', String(k));
    slider.setAttribute('aria-valuetext', fill(W.stepOf, k, LEN));
    document.documentElement.setAttribute('data-step', String(k));
    $('stepno').textContent = fill(W.stepOf, k, LEN);
    if (!quiet) {
      log(k, jumped);
      figs.forEach(function (f) { f.follow(); });
    }
    /* the link's other parts (the tree of abprune web's page) kept */
    var rest = location.hash.replace(/^#/, '').split('&').filter(function (p) {
      return p && !/^step=/.test(p);
    });
    var want = '#' + rest.concat(['step=' + k]).join('&');
    if (location.hash !== want) {
      try { history.replaceState(null, '', want); } catch (e) { /* a page that may not: leave the URL */ }
    }
  }

  function fromHash() {
    var m = /(?:^#|&)step=(\d+|end)(?:&|$)/.exec(location.hash);
    return Math.min(m ? (m[1] === 'end' ? LEN : +m[1]) : D.start || 0, LEN);
  }

  var KEYS = {};
  D.keys.forEach(function (k) { k.keys.forEach(function (key) { KEYS[key] = k.action; }); });
  listen(document, 'keydown', function (ev) {
    if (D.practice) return;           /* the keys are for typing answers */
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    var t = ev.target;
    if (t && t.tagName === 'INPUT' && (ev.key === 'ArrowLeft' || ev.key === 'ArrowRight' || ev.key === 'Home' || ev.key === 'End')) return;
    if (t && t.tagName === 'BUTTON' && (ev.key === ' ' || ev.key === 'Enter')) return;
    if ($('help').open && ev.key !== '?') return;
    var action = KEYS[ev.key];
    if (!action || !ACTIONS[action]) return;
    ev.preventDefault();
    ACTIONS[action]();
  });
  listen(window, 'hashchange', function () { if (!D.practice) go(fromHash()); });

  /* ---- practice (export --practice): the student's answers, checked ----
   *
   * D.practice holds the exercise as the program worked it out (quiz_page.c):
   * each position's window, value or bound and cut, the sentences that say
   * why (those of `quiz --check`), the verdicts' names and the score's words,
   * and the solution in the order of the search.  This part reads what the
   * student types (as `quiz --check` reads an answer line), compares it with
   * those answers in the order `quiz --check` grades, and shows the program's
   * sentences. */
  function practice(P) {
    var PW = P.words, nodes = P.nodes, fig = figs[0], QP = P.qp, QV = P.qv, BK = P.bk;
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
      var tr = el('tr', { 'data-path': q.p }), f = { row: tr };
      tr.appendChild(el('th', { scope: 'row' }, q.p));
      function input(part, label) {
        var td = el('td');
        if (q.leaf === undefined) {
          var i = el('input', { type: 'text', 'data-path': q.p, 'data-part': part, autocomplete: 'off',
                                spellcheck: 'false', 'aria-label': q.p + ': ' + label, size: part === 'window' ? 11 : 6 });
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
      var tc = el('td');
      if (n > 0) {
        var s = el('select', { 'data-path': q.p, 'data-part': 'cut', 'aria-label': q.p + ': ' + PW.cut });
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
    $('main').insertBefore(sec, $('panels'));

    /* ---- the figure: leaves' values, the answers, cuts by clicking ---- */
    nodes.forEach(function (q, n) {
      if (q.leaf !== undefined) {
        fig.nodes[n].textContent = q.leaf;
        fig.nodes[n].setAttribute('data-state', 'visited');
      }
    });
    hits = svg('g', { 'class': 'hits' });
    for (var n = 1; n < N; n++) {
      var p = parent[n], yb = Y[p] + 10 + (DY - 24) / 2;
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
        fig.nodes[n].textContent = t;
        fig.nodes[n].setAttribute('data-state', t ? 'visited' : 'unvisited');
      }
      if (!f.cut) return;
      var e = fig.edge(n), c = f.cut.value, k = c !== 'none' && c !== 'cut' ? D.kinds[+c] : null;
      e[0].setAttribute('class', c === 'none' ? 'e hide' : 'e cut');
      e[1].setAttribute('class', 'ei');
      for (var i = 0; i < 3; i += 2) {
        if (k) e[i].style.setProperty('--k', k.colour);
        else e[i].style.removeProperty('--k');
      }
      e[2].textContent = k ? k.letter : c === 'cut' ? '\u00d7' : '';
      fig.nodes[n].setAttribute('data-cut', c);
      if (q.leaf === undefined && !f.v) fig.nodes[n].textContent = '';
    }
    function changed(n) {
      show(n);
      fields[n].row.removeAttribute('data-verdict');
    }

    /* ---- checking: quiz_grade.c's judge(), in its order ---- */
    function line(n, part, v, sides) {
      var q = nodes[n], why;
      if (v === QV.right) return q.p + ': ' + PW.partNames[part] + ': ' + PW.verdicts[part][v] + '.';
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
        fig.nodes[n].classList.toggle('no', f.row.getAttribute('data-verdict') === 'wrong');
        fig.nodes[n].classList.toggle('ok', f.row.getAttribute('data-verdict') === 'right');
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
        var text = lv === QV.right ? PW.partNames[QP.leaves] + ': ' + PW.verdicts[QP.leaves][lv] + '.'
                                   : 'leaves: ' + PW.verdicts[QP.leaves][lv] + ': ' + P.leavesWhy + '.';
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
        fig.nodes[n].classList.remove('ok', 'no');
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
  }

  (function start() {
    document.documentElement.style.setProperty('--dx', DX + 'px');
    if (sides.length > 1) document.body.classList.add('two');
    sides.forEach(buildSide);
    figs.forEach(function (f) { f.fitSmall(); });
    listen(window, 'resize', function () { figs.forEach(function (f) { f.fitSmall(); }); });
    if (D.practice) {
      /* an exercise: the blank tree and the student's answers, no steps */
      $('logbox').hidden = true;
      practice(D.practice);
      document.documentElement.setAttribute('data-ready', 'true');
      return;
    }
    buildPanels();
    buildControls();
    if (D.warning) {
      var p = el('p', { 'class': 'warn', role: 'note' }, D.warning);
      $('main').insertBefore(p, $('sides'));
    }
    go(fromHash(), true);
    log(step, true);
    figs.forEach(function (f) { f.follow(); });
    document.documentElement.setAttribute('data-ready', 'true');
    if (window.performance && performance.mark) performance.mark('abprune-ready');
  })();
};
window.abprunePageStart();
