/* SPDX-License-Identifier: GPL-3.0-or-later */
/* figure.js: the tree of `abprune export -f html` as an SVG figure in the
 * paper's style, drawn from what the program recorded: page.js hands it a
 * side (the codes of a step, doc/export.md) and it draws them; it works
 * out nothing of the search.
 *
 * One set of elements in two layouts: the whole tree, each leaf a column
 * as the paper draws it, and the focus (focus.js), the part a student
 * reads at a step, which keeps a figure of any size legible on a phone:
 * the paper's tree is 1,644 pixels wide, in a phone's 372 it shows 4
 * leaves at full size or all of them at 3 pixels; the focus shows its 9
 * or so columns at full size, the root and the current position in one
 * view.  The whole tree stays a button away, to scroll, pinch and fit.
 *
 * Every position is one SVG text element holding its value, with
 * data-path, data-state and data-kind (the page's contract, in both
 * layouts).  The branches are one path element for each way a branch
 * can look (followed, on the path, cut by a kind, inside a branch cut by
 * a kind) rebuilt when one of its branches changes, so a jump over
 * thousands of steps costs about what one step does. */
(function () {
  'use strict';
  var AB = window.abprune = window.abprune || {};
  var SVG = 'http://www.w3.org/2000/svg';

  function svg(tag, attrs, text) {
    var e = document.createElementNS(SVG, tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  AB.svg = svg;

  /* The kinds' colours as classes k0, k1... (the cut-kind table's page
   * colours, light and dark), added to the page's style sheet once:
   * thousands of letters then take a class, not two properties each. */
  var kindRules = {};
  AB.kindClasses = function (kinds) {
    var sheet = document.styleSheets[0];
    kinds.forEach(function (k, i) {
      var rule = '.k' + i + ' { --kl: ' + k.colour + '; --kd: ' + k.dark + '; }';
      if (kindRules[i] === rule || !sheet) return;
      kindRules[i] = rule;
      sheet.insertRule(rule, sheet.cssRules.length);
    });
  };

  /* ---- the tree of the data (D.tree), in preorder: 0 is the root ---- */

  AB.Tree = function (t) {
    var nc = t.nc, N = nc.length;
    var parent = new Int32Array(N), depth = new Int32Array(N), index = new Int32Array(N);
    var size = new Int32Array(N), height = 0, nleaves = 0;
    var stack = [], left = [];          /* open interior positions, children to come */
    for (var n = 0; n < N; n++) {
      if (n === 0) {
        parent[0] = -1;
      } else {
        var p = stack[stack.length - 1];
        parent[n] = p;
        depth[n] = depth[p] + 1;
        index[n] = nc[p] - left[left.length - 1] + 1;
        left[left.length - 1]--;
      }
      if (depth[n] > height) height = depth[n];
      if (nc[n] > 0) {
        stack.push(n);
        left.push(nc[n]);
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
    var labels = {};
    t.labels.forEach(function (pair) { labels[pair[0]] = pair[1]; });
    var paths = new Array(N);
    for (var q = 0; q < N; q++)
      paths[q] = q === 0 ? t.base : (parent[q] === 0 ? (t.base ? t.base + '.' : '') : paths[parent[q]] + '.') + index[q];
    this.N = N;
    this.nc = nc;
    this.parent = parent;
    this.depth = depth;
    this.size = size;
    this.height = height;
    this.nleaves = nleaves;
    this.labels = labels;
    this.nlabels = t.labels.length;
    this.paths = paths;
    this.types = t.types || null;
    this.levels = t.levels;
    this.rootDepth = t.rootDepth;
  };
  /* n's children, in order */
  AB.Tree.prototype.children = function (n) {
    var out = [];
    for (var c = n + 1, k = 0; k < this.nc[n]; k++, c += this.size[c]) out.push(c);
    return out;
  };

  /* ---- the whole tree's geometry ---- */

  AB.Geometry = function (T, D) {
    var minimax = D.view === 'minimax';
    this.DX = 18;
    this.DY = 54;
    this.TOP = 34;
    this.LEFT = minimax ? 52 : 16;
    this.LABEL = T.nlabels ? 13 : 0;
    /* leaves far enough apart for their own texts, and for those of the
     * positions above them, which have at least two leaves' room */
    var leaf = 1, inner = 1;
    D.sides.forEach(function (r) {
      r.d.forEach(function (d) {
        for (var i = 0; i < d.length; i += 2)
          if (d[i + 1] >= 10) {
            var w = r.strings[d[i + 1] - 10].length;
            if (T.nc[d[i]] === 0) leaf = Math.max(leaf, w);
            else inner = Math.max(inner, w);
          }
      });
    });
    Object.keys(T.labels).forEach(function (n) {
      var w = Math.min(16, T.labels[n].length);
      if (T.nc[n] === 0) leaf = Math.max(leaf, w);
      else inner = Math.max(inner, w);
    });
    this.DX = Math.max(this.DX, 8 * leaf + 8, 4 * inner + 8);
    var N = T.N, X = new Float64Array(N), Y = new Float64Array(N), k = 0;
    for (var n = 0; n < N; n++) {
      Y[n] = this.TOP + this.LABEL + T.depth[n] * (this.DY + this.LABEL);
      if (T.nc[n] === 0) X[n] = this.LEFT + this.DX / 2 + this.DX * k++;
    }
    for (var q = N - 1; q >= 0; q--)
      if (T.nc[q] > 0) {
        var last = q + T.size[q] - 1;
        while (T.parent[last] !== q) last = T.parent[last];
        X[q] = (X[q + 1] + X[last]) / 2;
      }
    this.X = X;
    this.Y = Y;
    this.WIDTH = this.LEFT + this.DX * T.nleaves + 8;
    this.HEIGHT = Y[0] + T.height * (this.DY + this.LABEL) + 26;
  };

  /* ---- one search's figure ---- */

  /* What a branch looks like, one path element (two for a doubled line)
   * for each: 0 not drawn over the grey of the branches not reached. */
  var FOLLOWED = 1, ONPATH = 2, CUT = 3;      /* CUT + kind; then INSIDE + kind; then CUT_ANY */
  var BUCKET = 480;

  AB.Figure = function (T, G, D, side, box) {
    var K = D.kinds.length;
    this.T = T;
    this.G = G;
    this.D = D;
    this.side = side;
    this.box = box;
    this.K = K;
    this.INSIDE = CUT + K;
    this.CUT_ANY = CUT + 2 * K;
    var N = T.N;
    this.code = new Int32Array(N);            /* the code drawn (all made not reached) */
    this.inside = new Int32Array(N);          /* 1 + kind of the pruned branch it lies in */
    this.cat = new Int16Array(N);             /* how the branch into it looks */
    this.shownState = new Int8Array(N);       /* data-state drawn: 0 unvisited, 1 visited, 2 pruned */
    this.shownKind = new Int8Array(N).fill(-1); /* data-kind drawn, -1 none */
    this.shownText = new Array(N).fill('');   /* the value drawn */
    this.shownOn = new Int8Array(N);          /* class 'on': on the path */
    this.dirty = {};
    this.anyDirty = false;
    this.cur = -1;
    this.hidden = -1;          /* a lesson's question's position (setHidden) */
    /* made as the focus, which shows nothing yet: the page's first layout,
     * which gives the box's width, then lays out no text; setMode chooses */
    this.mode = 'focus';
    this.shown = [];                          /* the focus: the positions shown */
    this.FX = new Float64Array(N);
    this.placed = Float64Array.from(G.X);     /* where each position's elements are */
    this.shownFlag = new Uint8Array(N);       /* in the focus */
    this.letterText = new Array(N).fill('');  /* the letter under its branch */
    this.letterK = new Int8Array(N).fill(-1); /* and its kind */
    this.wholeD = new Array(N);               /* each branch's path in the whole layout */
    var s = svg('svg', { role: 'img', 'aria-label': side.rec.title, 'class': 'focus' });
    this.levelGroup = svg('g', { 'class': 'levels' });
    if (T.levels)
      for (var d = 0; d <= T.height; d++)
        this.levelGroup.appendChild(svg('text', { 'class': 'lvl', x: 4, y: G.Y[0] + d * (G.DY + G.LABEL) },
                                        T.levels[(d + T.rootDepth) % 2]));
    var edges = svg('g', { 'class': 'edges' });
    this.skeleton = svg('path', { 'class': 'e' });
    edges.appendChild(this.skeleton);
    /* drawn in this order: what lies inside pruned branches first, the
     * path last, on top */
    this.catEls = new Array(this.CUT_ANY + 1);
    this.catD = new Array(this.CUT_ANY + 1);  /* each one's path as drawn */
    var self = this;
    AB.kindClasses(D.kinds);
    function line(c, cls, k, doubled) {
      var p = svg('path', { 'class': cls + (k >= 0 ? ' k' + k : '') });
      edges.appendChild(p);
      var els = [p];
      if (doubled) {
        els.push(svg('path', { 'class': 'ei fw' }));
        edges.appendChild(els[1]);
      }
      self.catEls[c] = els;
    }
    for (var i = 0; i < K; i++) line(this.INSIDE + i, 'e in', i);
    line(this.CUT_ANY, 'e cut', -1);
    for (var j = 0; j < K; j++) line(CUT + j, 'e cut', j);
    line(FOLLOWED, 'e fw', -1, true);
    line(ONPATH, 'e fw on', -1, true);
    this.extra = svg('g', { 'class': 'folds' });
    this.letterGroup = svg('g', { 'class': 'letters' });
    this.marks = svg('g', { 'class': 'marks' });
    this.link = svg('path', { 'class': 'link', visibility: 'hidden' });
    this.ring = svg('rect', { 'class': 'ring', rx: 12, visibility: 'hidden' });
    this.ringText = svg('text', { 'class': 'ringm' });
    this.mark = svg('rect', { 'class': 'curmark', width: G.DX - 6, height: 20, rx: 4, visibility: 'hidden' });
    this.prov = svg('text', { 'class': 'prov' });
    [this.link, this.ring, this.ringText, this.mark].forEach(function (e) { self.marks.appendChild(e); });
    /* every position: its value, its label, the type of a critical one */
    this.vals = new Array(N);
    this.lbls = new Array(N);
    this.typs = new Array(N);
    this.lets = new Array(N);
    /* the positions and letters in columns of BUCKET pixels of the whole
     * tree: a column out of sight is not drawn (display none), so that a
     * jump on a big tree lays out what is seen, not thousands of texts */
    var nb = Math.max(1, Math.ceil(G.WIDTH / BUCKET)), gn = svg('g', { 'class': 'nodes' });
    this.nodeBuckets = [];
    this.letterBuckets = [];
    for (var b = 0; b < nb; b++) {
      this.nodeBuckets.push(gn.appendChild(svg('g')));
      this.letterBuckets.push(this.letterGroup.appendChild(svg('g')));
    }
    this.seen = [0, nb - 1];
    for (var n = 0; n < N; n++) {
      var frag = this.nodeBuckets[this.bucketOf(n)];
      var x = G.X[n], y = G.Y[n];
      if (T.labels[n] !== undefined) {
        var l = T.labels[n];
        this.lbls[n] = svg('text', { 'class': 'lbl', x: x, y: y - 16, 'text-anchor': 'middle' },
                           l.length > 16 ? l.slice(0, 15) + '\u2026' : l);
        frag.appendChild(this.lbls[n]);
      }
      if (T.types && T.types.charAt(n) !== '0') {
        this.typs[n] = svg('text', { 'class': 'type', x: x + G.DX / 2 - 4, y: y - 12 }, T.types.charAt(n));
        frag.appendChild(this.typs[n]);
      }
      var v = svg('text', { 'class': 'val', x: x, y: y, 'data-path': T.paths[n], 'data-state': 'unvisited' });
      if (D.boards) v.setAttribute('data-n', n);
      frag.appendChild(v);
      this.vals[n] = v;
    }
    gn.appendChild(this.prov);
    [this.levelGroup, edges, this.extra, this.letterGroup, this.marks, gn].forEach(function (g) { s.appendChild(g); });
    box.appendChild(s);
    this.svg = s;
    this.w = this.h = this.left = this.top = 0;
    this.scale = 1;
    var pending = false;
    box.addEventListener('scroll', function () {
      self.left = box.scrollLeft;
      self.top = box.scrollTop;
      if (!pending) {
        pending = true;
        requestAnimationFrame(function () { pending = false; self.cull(); });
      }
    }, { passive: true });
    for (var c = 1; c <= this.CUT_ANY; c++) this.dirty[c] = true;
    this.anyDirty = true;
  };
  var F = AB.Figure.prototype;

  /* ---- branches ---- */

  /* the height of the bar a position's branches hang from */
  F.bar = function (p) {
    return this.G.Y[p] + 10 + (this.G.DY - 24) / 2;
  };
  F.edgeD = function (n, X) {
    var G = this.G, p = this.T.parent[n];
    return 'M' + X[p] + ' ' + (G.Y[p] + 8) + 'V' + this.bar(p) + 'H' + X[n] + 'V' +
      (G.Y[n] - 16 - (this.T.labels[n] !== undefined ? G.LABEL : 0));
  };
  F.wholeEdge = function (n) {
    return this.wholeD[n] || (this.wholeD[n] = this.edgeD(n, this.G.X));
  };
  F.setCat = function (n, c) {
    if (this.cat[n] === c) return;
    this.dirty[this.cat[n]] = this.dirty[c] = true;
    this.anyDirty = true;
    this.cat[n] = c;
  };
  /* The path elements of the categories that changed, from the branches
   * drawn (all of them, or the focus's). */
  F.flush = function (all) {
    if (!this.anyDirty && !all) return;
    var parts = {}, c, cat = this.cat, focus = this.mode === 'focus';
    for (c = 1; c <= this.CUT_ANY; c++) if (all || this.dirty[c]) parts[c] = [];
    if (focus) {
      for (var i = 0; i < this.shown.length; i++) {
        var m = this.shown[i];
        if (m > 0 && parts[cat[m]]) parts[cat[m]].push(this.edgeD(m, this.FX));
      }
    } else {
      for (var n = 1; n < this.T.N; n++)
        if (cat[n] && parts[cat[n]]) parts[cat[n]].push(this.wholeEdge(n));
    }
    for (c in parts) {
      var d = parts[c].join('');
      if (this.catD[c] === d) continue;
      this.catD[c] = d;
      this.catEls[c].forEach(function (e) { e.setAttribute('d', d); });
    }
    this.dirty = {};
    this.anyDirty = false;
  };

  /* The letter under a branch (a cut's kind k, an index of D.kinds):
   * kept, and drawn when its position is (the focus hides most). */
  F.letter = function (n, text, k) {
    if (this.letterText[n] === text && this.letterK[n] === k) return;
    this.letterText[n] = text;
    this.letterK[n] = k;
    if (this.mode !== 'focus' || this.shownFlag[n]) this.drawLetter(n);
  };
  /* The letter's element as kept, made when first needed. */
  F.drawLetter = function (n) {
    var e = this.lets[n], text = this.letterText[n], k = this.letterK[n];
    if (!e) {
      if (!text) return;
      e = this.lets[n] = svg('text', { x: this.placed[n] + 4, y: this.bar(this.T.parent[n]) + 14,
                                       'data-branch': this.T.paths[n] });
      this.letterBuckets[this.bucketOf(n)].appendChild(e);
    }
    if (e.textContent !== text) e.textContent = text;
    var cls = 'letter' + (k >= 0 ? ' k' + k : '') + (this.shownFlag[n] ? ' shown' : '');
    if (e.getAttribute('class') !== cls) e.setAttribute('class', cls);
  };

  /* ---- positions ---- */

  /* Draws position n as code c shows it, inside the pruned branch of kind
   * inside - 1 (0: none). */
  var STATES = ['unvisited', 'visited', 'pruned'];
  F.put = function (n, c, inside) {
    var v = this.vals[n], state, root = c >= 2 && c < 10, K = this.D.kinds;
    /* only what changed is written: a jump changes thousands */
    if (c === 1 || c >= 10) state = 1;
    else if (inside) state = 2;
    else state = 0;
    if (this.shownState[n] !== state) {
      v.setAttribute('data-state', STATES[state]);
      this.shownState[n] = state;
    }
    var kind = root ? c - 2 : -1;
    if (this.shownKind[n] !== kind) {
      if (root) v.setAttribute('data-kind', K[kind].name);
      else v.removeAttribute('data-kind');
      this.shownKind[n] = kind;
    }
    if (this.shownOn[n] !== (c === 1 ? 1 : 0)) {
      v.classList.toggle('on', c === 1);
      this.shownOn[n] = c === 1 ? 1 : 0;
    }
    var text = c >= 10 ? this.side.rec.strings[c - 10] : '';
    /* a lesson's question asks what this position returns */
    if (n === this.hidden && text) text = '?';
    if (this.shownText[n] !== text) {
      v.textContent = text;
      this.shownText[n] = text;
    }
    if (n === 0) return;
    this.setCat(n, state === 1 ? (c === 1 ? ONPATH : FOLLOWED)
                : root ? CUT + c - 2 : inside ? this.INSIDE + inside - 1 : 0);
    if (root || this.letterText[n]) this.letter(n, root ? K[c - 2].letter : '', root ? c - 2 : -1);
  };

  /* A lesson's marks (page.js's mark): position n's value shown as "?"
   * (-1: none), the positions of list highlighted. */
  F.setHidden = function (n) {
    var was = this.hidden;
    if (was === n) return;
    this.hidden = n;
    if (was >= 0) this.put(was, this.code[was], this.inside[was]);
    if (n >= 0) this.put(n, this.code[n], this.inside[n]);
  };
  F.setHighlight = function (list) {
    var self = this;
    (this.lit || []).forEach(function (n) { self.vals[n].classList.remove('hl'); });
    this.lit = list.slice();
    this.lit.forEach(function (n) { self.vals[n].classList.add('hl'); });
  };

  /* What each position shows at the side's step: the positions whose code
   * changed, and below those that entered or left a pruned branch; then
   * the layout (the focus follows the current position), the branches
   * and the marks of the step. */
  F.draw = function () {
    var side = this.side, code = side.code, drawn = this.code, inside = this.inside;
    var T = this.T, N = T.N, parent = T.parent, size = T.size;
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
    if (this.mode === 'focus') this.layout(cur);
    else this.flush(false);
    this.drawMarks(cur);
  };

  /* The current position framed; at a cutoff, what it will return (the
   * provisional bound the sentence's m gives) and the position whose
   * value set the bound (page.js's side.cutAt, written by the program)
   * ringed, with a line from it to the branch it cuts, in that branch's
   * colour. */
  F.drawMarks = function (cur) {
    var G = this.G, X = this.mode === 'focus' ? this.FX : G.X, Y = G.Y;
    if (cur !== this.cur) {
      if (this.cur >= 0) this.vals[this.cur].classList.remove('cur');
      if (cur >= 0) this.vals[cur].classList.add('cur');
      this.cur = cur;
    }
    var cut = this.side.cutAt[this.side.step], show = false, prov = '';
    if (cut && cur >= 0 && cut[2] >= 0) prov = this.side.rec.strings[cut[2]];
    if (cur >= 0) {
      /* wide enough for what it frames (a provisional bound) */
      var wide = Math.max(G.DX - 6, 8 * Math.max(prov.length, this.vals[cur].textContent.length) + 8);
      this.mark.setAttribute('x', X[cur] - wide / 2);
      this.mark.setAttribute('y', Y[cur] - 15);
      this.mark.setAttribute('width', wide);
      this.mark.setAttribute('visibility', 'visible');
    } else {
      this.mark.setAttribute('visibility', 'hidden');
    }
    if (cut && cur >= 0) {
      var target = this.cutBranch(cur), from = cut[0];
      if (target >= 0 && from >= 0 && (this.mode !== 'focus' || this.isShown(from))) {
        /* the ring holds what set the bound, from the path's frame of
         * that position as the program wrote it: its m ("m = 2"), or
         * the root's window */
        var k = this.D.kinds[this.code[target] - 2], text = '';
        var frame = this.side.path[this.T.depth[from] + this.T.rootDepth];
        if (frame && cut[1] && frame[1] >= 0) text = this.side.rec.strings[frame[1]];
        else if (frame && !cut[1] && frame[2] >= 0) text = 'm = ' + this.side.rec.strings[frame[2]];
        var rw = Math.max(G.DX - 2, 7.5 * text.length + 14);
        var x1 = X[from], y1 = Y[from] + 6, x2 = X[target] + 7, y2 = this.bar(cur) + 6;
        var bend = Math.max(x1 + rw / 2, x2) + 24 + Math.min(60, Math.abs(y2 - y1) / 4);
        this.ring.setAttribute('x', x1 - rw / 2);
        this.ring.setAttribute('y', Y[from] - 18);
        this.ring.setAttribute('width', rw);
        this.ring.setAttribute('height', 25);
        this.ringText.textContent = text;
        this.ringText.setAttribute('x', x1);
        this.ringText.setAttribute('y', Y[from]);
        this.link.setAttribute('d', 'M' + (x1 + rw / 2) + ' ' + (Y[from] - 5) +
                               'Q' + bend + ' ' + (y1 + y2) / 2 + ' ' + x2 + ' ' + y2);
        var kc = ' k' + (this.code[target] - 2);
        this.ring.setAttribute('class', 'ring' + kc);
        this.link.setAttribute('class', 'link' + kc);
        this.ringText.setAttribute('class', 'ringm' + kc);
        this.ring.setAttribute('data-from', this.T.paths[from]);
        show = true;
      }
    }
    this.ring.setAttribute('visibility', show ? 'visible' : 'hidden');
    this.link.setAttribute('visibility', show ? 'visible' : 'hidden');
    this.ringText.setAttribute('visibility', show ? 'visible' : 'hidden');
    if (!show) this.ring.removeAttribute('data-from');
    this.prov.textContent = prov;
    if (prov) {
      this.prov.setAttribute('x', X[cur]);
      this.prov.setAttribute('y', Y[cur]);
    }
  };
  /* The branch below n a cutoff at n cut that the figure points at: the
   * first deep one, else the first window one, else the first. */
  F.cutBranch = function (n) {
    var first = -1, K = this.D.kinds, kids = this.T.children(n);
    for (var i = 0; i < kids.length; i++) {
      var c = this.code[kids[i]];
      if (c < 2 || c >= 10) continue;
      var name = K[c - 2].name;
      if (name === 'deep' || name === 'window') return kids[i];
      if (first < 0) first = kids[i];
    }
    return first;
  };

  /* ---- the two layouts ---- */

  F.bucketOf = function (n) {
    return Math.min(this.nodeBuckets.length - 1, Math.floor(this.G.X[n] / BUCKET));
  };
  /* The columns of the whole tree in sight drawn, the others not; all of
   * them in the focus (which hides what it does not show) and when the
   * tree is fitted to the width. */
  F.cull = function () {
    var nb = this.nodeBuckets.length, lo = 0, hi = nb - 1;
    if (this.mode === 'whole' && !document.body.classList.contains('fit')) {
      var scale = this.scale || 1;
      lo = Math.max(0, Math.floor(this.left / scale / BUCKET) - 1);
      hi = Math.min(nb - 1, Math.floor((this.left + this.w) / scale / BUCKET) + 1);
    }
    if (lo === this.seen[0] && hi === this.seen[1]) return;
    for (var b = 0; b < nb; b++) {
      var on = b >= lo && b <= hi, was = b >= this.seen[0] && b <= this.seen[1];
      if (on === was) continue;
      if (on) {
        this.nodeBuckets[b].removeAttribute('display');
        this.letterBuckets[b].removeAttribute('display');
      } else {
        this.nodeBuckets[b].setAttribute('display', 'none');
        this.letterBuckets[b].setAttribute('display', 'none');
      }
    }
    this.seen = [lo, hi];
  };

  F.isShown = function (n) {
    return this.shownFlag[n] === 1;
  };
  /* Moves n's elements to x. */
  F.place = function (n, x) {
    var G = this.G;
    if (this.placed[n] === x) return;
    this.placed[n] = x;
    this.vals[n].setAttribute('x', x);
    if (this.lbls[n]) this.lbls[n].setAttribute('x', x);
    if (this.typs[n]) this.typs[n].setAttribute('x', x + G.DX / 2 - 4);
    if (this.lets[n]) this.lets[n].setAttribute('x', x + 4);
  };
  F.showing = function (n, on) {
    if (this.shownFlag[n] === (on ? 1 : 0)) return;
    this.shownFlag[n] = on ? 1 : 0;
    this.vals[n].classList.toggle('shown', on);
    if (this.lbls[n]) this.lbls[n].classList.toggle('shown', on);
    if (this.typs[n]) this.typs[n].classList.toggle('shown', on);
    if (on || this.lets[n]) this.drawLetter(n);
  };

  /* 'whole' or 'focus'; the box's width settles the sizes (resize). */
  F.setMode = function (mode) {
    if (mode === this.mode) return;
    var T = this.T, G = this.G, n;
    this.mode = mode;
    this.svg.classList.toggle('focus', mode === 'focus');
    if (mode === 'whole') {
      for (n = 0; n < this.shown.length; n++) this.showing(this.shown[n], false);
      this.shown = [];
      for (n = 0; n < T.N; n++) {
        this.place(n, G.X[n]);
        if (this.letterText[n] || this.lets[n]) this.drawLetter(n);
      }
      while (this.extra.firstChild) this.extra.removeChild(this.extra.firstChild);
      this.foldKey = null;
      this.levelGroup.querySelectorAll('text').forEach(function (t) { t.setAttribute('x', 4); });
      this.skeleton.removeAttribute('d');
      this.resize();
      this.flush(true);
    } else {
      this.resize();
    }
    this.drawMarks(this.side.rec.cur[this.side.step]);
  };

  /* The sizes for the box's width: the whole tree drawn to the width
   * when that takes a scale from 0.7 to 2 (a small one larger), else at
   * its own size, scrolling; the focus at full size, centred. */
  F.resize = function () {
    var G = this.G, w = this.box.clientWidth - 2;
    this.w = this.box.clientWidth;
    this.h = this.box.clientHeight;
    this.left = this.box.scrollLeft;
    this.top = this.box.scrollTop;
    if (this.mode === 'whole') {
      var scale = Math.min(2, w / G.WIDTH);
      if (scale < 0.7) scale = 1;
      this.scale = scale;
      this.svg.setAttribute('viewBox', '0 0 ' + G.WIDTH + ' ' + G.HEIGHT);
      this.svg.setAttribute('width', Math.floor(G.WIDTH * scale));
      this.svg.setAttribute('height', Math.floor(G.HEIGHT * scale));
      if (!this.skeleton.getAttribute('d')) {
        var all = [];
        for (var n = 1; n < this.T.N; n++) all.push(this.wholeEdge(n));
        this.skeleton.setAttribute('d', all.join(''));
      }
      this.cull();
    } else {
      /* as large as a typical focus allows (the path's siblings at the
       * tree's mean degree and height), from full size to 1.5 times it */
      var T = this.T, deg = (T.N - 1) / Math.max(1, T.N - T.nleaves);
      var typical = G.LEFT + G.DX * Math.ceil((deg - 1) * T.height + deg) + 8;
      this.scale = Math.max(1, Math.min(1.5, w / typical));
      this.viewW = Math.max(w / this.scale, 4 * G.DX);
      this.layout(this.side.rec.cur[this.side.step], true);
      this.cull();
    }
  };
  /* Whether the whole tree is drawn at a readable size in the box. */
  F.wholeFits = function () {
    return this.G.WIDTH * 0.7 <= this.w - 2;
  };

  /* Keeps the current position (or position `at`: an exercise, which has
   * no steps, opens at its root) in sight when the figure scrolls.  The
   * box's size and scroll position are kept from the last resize and
   * scroll, so that a step does not make the browser lay out a big figure
   * to read them. */
  F.follow = function (at) {
    var cur = at === undefined ? this.side.rec.cur[this.side.step] : at;
    if (cur < 0 || document.body.classList.contains('fit')) return;
    var box = this.box, scale = this.scale || 1, focus = this.mode === 'focus';
    var X = focus ? this.FX : this.G.X, vb = focus ? this.viewX : 0;
    var x = (X[cur] - vb) * scale, y = this.G.Y[cur] * scale, w = this.w, h = this.h, to;
    if (x < this.left + 30 || x > this.left + w - 30) {
      to = Math.max(0, x - w / 2);
      if (to !== this.left) box.scrollLeft = this.left = to;
    }
    if (y < this.top + 20 || y > this.top + h - 20) {
      to = Math.max(0, y - h / 2);
      if (to !== this.top) box.scrollTop = this.top = to;
    }
    this.cull();
  };

  /* ---- practice: the student's cuts ---- */

  /* Branch n drawn cut off by kind k (an index of D.kinds), cut off
   * without a kind (k === -1) or not (null). */
  F.setCut = function (n, k) {
    var K = this.D.kinds;
    this.setCat(n, k === null ? 0 : k < 0 ? this.CUT_ANY : CUT + k);
    this.letter(n, k === null ? '' : k < 0 ? '\u00d7' : K[k].letter, k === null ? -1 : k);
    this.flush(false);
  };
})();
