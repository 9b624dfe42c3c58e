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
 * No framework, no build step: the file is embedded as it is. */
(function () {
  'use strict';

  var CHECK = 64;
  var SVG = 'http://www.w3.org/2000/svg';
  var D = JSON.parse(document.getElementById('abprune-data').textContent);
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
    var want = '#step=' + k;
    if (location.hash !== want) {
      try { history.replaceState(null, '', want); } catch (e) { /* a page that may not: leave the URL */ }
    }
  }

  function fromHash() {
    var m = /^#step=(\d+)$/.exec(location.hash);
    return Math.min(m ? +m[1] : D.start || 0, LEN);
  }

  var KEYS = {};
  D.keys.forEach(function (k) { k.keys.forEach(function (key) { KEYS[key] = k.action; }); });
  document.addEventListener('keydown', function (ev) {
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
  window.addEventListener('hashchange', function () { go(fromHash()); });

  (function start() {
    document.documentElement.style.setProperty('--dx', DX + 'px');
    if (sides.length > 1) document.body.classList.add('two');
    sides.forEach(buildSide);
    figs.forEach(function (f) { f.fitSmall(); });
    window.addEventListener('resize', function () { figs.forEach(function (f) { f.fitSmall(); }); });
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
})();
