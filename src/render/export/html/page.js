/* SPDX-License-Identifier: GPL-3.0-or-later */
/* page.js: steps through a search recorded by `abprune export -f html`.
 *
 * It searches nothing: the program wrote every step's changes (which
 * positions changed and what they show, how the path of windows changed,
 * the sentence, the line of the procedure, where a cutoff's bound came
 * from) into the JSON block #abprune-data, in the words of the export's
 * language; this script only replays them and draws.  Stepping forward
 * applies one step's changes; any other move starts from the nearest
 * checkpoint (the state every CHECK steps, made once while loading) and
 * applies the steps after it.
 *
 * Everything the page shows is built from one data object by one entry,
 * abprune.showSearch(data), which can be called again with another (a
 * search the program's core makes in the page, issue 38): it clears what
 * the last one drew first.  figure.js draws the tree (focus.js the part
 * around the current position), practice.js the exercise of --practice.
 * No framework, no build step: the files are embedded as they are, one
 * after another. */
(function () {
  'use strict';
  var AB = window.abprune = window.abprune || {};
  var CHECK = 64;

  /* ---- small helpers ---- */

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, attrs[k]);
    if (text !== undefined) setText(e, text);
    return e;
  }
  /* e's text: a browser may break a line after the minus of "(-inf",
   * which then reads as a dash, so "(-inf" and "-inf" are kept whole
   * (page.css: .nobr); the text is the same to read and to copy. */
  function setText(e, text) {
    text = String(text);
    if (text.indexOf('-inf') < 0) {
      e.textContent = text;
      return;
    }
    e.textContent = '';
    text.split(/(\(?-inf)/).forEach(function (part, i) {
      var n = i % 2 ? document.createElement('span') : document.createTextNode(part);
      if (i % 2) {
        n.className = 'nobr';
        n.textContent = part;
      }
      if (part) e.appendChild(n);
    });
  }
  var svg = AB.svg;
  /* "step {1} of {2}" with its numbers */
  function fill(template) {
    var args = arguments;
    return String(template).replace(/\{(\d)\}/g, function (all, i) { return String(args[+i]); });
  }
  function $(id) { return document.getElementById(id); }
  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); }

  /* ---- one recorded search and its state at a step ---- */

  function Side(rec, N) {
    this.rec = rec;
    this.len = rec.n;
    this.code = new Int32Array(N);      /* 0 not reached, 1 on the path, 2+kind cut, 10+string shown */
    this.path = [];                     /* frames: [name, window, m] as strings' indices */
    this.step = 0;
    this.checks = [];
    this.leafSteps = [];
    this.cutSteps = [];
    this.deep = [];                     /* steps that cut a deep branch */
    for (var k = 1; k <= this.len; k++) {
      var c = rec.t.charAt(k - 1);
      if (c === 'l') this.leafSteps.push(k);
      if (c === 'x' || c === 'd') this.cutSteps.push(k);
      if (c === 'd') this.deep.push(k);
    }
    /* each cutoff's step: [the position whose value set the bound (-1:
     * none drawn), 1 when the root's window did, its provisional bound] */
    this.cutAt = {};
    var cuts = rec.cuts || [];
    for (var i = 0; i + 3 < cuts.length; i += 4) this.cutAt[cuts[i]] = [cuts[i + 1], cuts[i + 2], cuts[i + 3]];
  }
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

  /* ---- the buttons: icons drawn as paths (no font has them all) ---- */

  var ICONS = {
    start: ['M4 3h2.5v14H4zM16 3L7.5 10l8.5 7z', true],
    end: ['M13.5 3H16v14h-2.5zM4 3l8.5 7L4 17z', true],
    back: ['M12.5 4l-6 6 6 6', false],
    forward: ['M7.5 4l6 6-6 6', false],
    play: ['M5 3l12 7-12 7z', true],
    pause: ['M5 3h3.5v14H5zM11.5 3H15v14h-3.5z', true],
    prev: ['M13 5l-7 5 7 5z', true],
    next: ['M7 5l7 5-7 5z', true],
    slower: ['M4 10h12', false],
    faster: ['M4 10h12M10 4v12', false],
    focus: ['M10 3v4M10 7L4.5 12.5M10 7l5.5 5.5M4.5 12.5V17M15.5 12.5V17M10 7v10', false],
    fit: ['M3 8V3h5M3 3l5.5 5.5M17 12v5h-5M17 17l-5.5-5.5', false],
    help: ['M7 7.5a3 3 0 1 1 4.2 2.75c-.9.4-1.2 1-1.2 1.9v.85M10 15v1.5', false]
  };
  function icon(name) {
    var s = svg('svg', { width: 20, height: 20, viewBox: '0 0 20 20', 'aria-hidden': 'true', focusable: 'false' });
    var filled = ICONS[name][1];
    s.appendChild(svg('path', { d: ICONS[name][0], fill: filled ? 'currentColor' : 'none', stroke: 'currentColor',
                                'stroke-width': filled ? 1.2 : 2.4, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }));
    return s;
  }
  /* The controls in groups: the buttons of a group share the word under
   * them; each button its action and icon. */
  var GROUPS = [
    [['start', 'start']], [['back', 'back']], [['play', 'play']], [['forward', 'forward']], [['end', 'end']],
    [['prevLeaf', 'prev'], ['nextLeaf', 'next']], [['prevCut', 'prev'], ['nextCut', 'next']],
    [['prevDeep', 'prev'], ['nextDeep', 'next']], [['slower', 'slower'], ['faster', 'faster']],
    [['focus', 'focus']], [['fit', 'fit']], [['help', 'help']]
  ];

  /* ---- the search shown ---- */

  var shown = null;

  /* Shows the search of data D (doc/export.md), in place of the one
   * shown before.  O, for a lesson's board (lesson.js): {lesson: true,
   * sides: ELEMENT, panels: ELEMENT}, the figure and a game's board drawn
   * there, moved by the lesson (the search's go and mark) and not by the
   * buttons, keys or the address. */
  function showSearch(D, O) {
    if (shown) shown.destroy();
    shown = null;
    shown = new Search(D, O || {});
    return shown;
  }

  function Search(D, O) {
    var W = D.words, T = new AB.Tree(D.tree), G = new AB.Geometry(T, D), N = T.N;
    var sides = D.sides.map(function (r) { return new Side(r, N); });
    var lead = sides[0], LEN = lead.len;
    var figs = [], says = [], counts = [], stacks = [], codes = [], made = [];
    var step = -1, timer = null, delay = 600, focus = null, board = null, buttons = {}, exercise = null;
    sides.forEach(function (s) { s.prepare(); });

    /* the page's heading, when the data has its own */
    var sidesBox = O.sides || $('sides'), panelsBox = O.panels || $('panels');
    if (D.title !== undefined && !O.lesson) {
      document.title = D.title;
      $('title').textContent = D.title;
      $('subtitle').textContent = D.subtitle || '';
    }

    function buildSide(side) {
      var sec = el('section', { 'class': 'side', 'aria-label': side.rec.title });
      sec.appendChild(el('h2', {}, side.rec.title));
      var count = el('p', { 'class': 'leaves' });
      sec.appendChild(count);
      var box = el('div', { 'class': 'fig', tabindex: '0', 'aria-label': side.rec.title });
      sec.appendChild(box);
      var say = el('p', { 'class': 'say' });
      sec.appendChild(say);
      sidesBox.appendChild(sec);
      figs.push(new AB.Figure(T, G, D, side, box));
      says.push(say);
      counts.push(count);
    }

    function buildPanels() {
      var panels = panelsBox;
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
          var p = svg('path', { 'class': cls + (k ? ' k' + item.k : ''), d: 'M2 10H42' });
          s.appendChild(p);
          return p;
        }
        if (item.m === 'followed') { line('e fw'); line('ei fw'); }
        else if (item.m === 'path') { line('e fw on'); line('ei fw'); }
        else if (item.m === 'cut') {
          line('e cut');
          s.appendChild(svg('text', { 'class': 'letter k' + item.k, x: 24, y: 8 }, k.letter));
        } else if (item.m === 'inside') line('e in');
        else if (item.m === 'unvisited') line('e');
        else if (item.m === 'current')
          s.appendChild(svg('rect', { 'class': 'curmark', x: 8, y: 2, width: 28, height: 16, rx: 4 }));
        else s.appendChild(svg('text', { x: 22, y: 15, 'text-anchor': 'middle', 'class': 'val' }, item.sample || ''));
        li.appendChild(s);
        li.appendChild(el('span', {}, item.w));
        ul.appendChild(li);
      });
      /* the focus's folds, while it is shown */
      var li = el('li', { 'class': 'folded' }), s = svg('svg', { width: 44, height: 20, 'aria-hidden': 'true' });
      s.appendChild(svg('path', { 'class': 'fold', d: 'M22 2l-6 10h12z' }));
      s.appendChild(svg('text', { 'class': 'fold', x: 36, y: 18 }, '9'));
      li.appendChild(s);
      li.appendChild(el('span', {}, W.folded));
      ul.appendChild(li);
      lp.appendChild(ul);
      panels.appendChild(lp);
    }

    /* A game's board (D.boards, one a position, written by the program): the
     * position the search is at, or the one the pointer is on. */
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
      clear(pre);
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

    /* ---- moving: the buttons' and the keys' actions ---- */

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
      focus: function () { setFocus(!focusOn()); },
      fit: function () { fit(); }
    };
    function after(list, k, end) {
      var lo = 0, hi = list.length;             /* the first > k, by halves */
      while (lo < hi) { var mid = (lo + hi) >> 1; if (list[mid] > k) hi = mid; else lo = mid + 1; }
      return lo < list.length ? list[lo] : end;
    }
    function before(list, k) {
      var lo = 0, hi = list.length;             /* the first >= k */
      while (lo < hi) { var mid = (lo + hi) >> 1; if (list[mid] >= k) hi = mid; else lo = mid + 1; }
      return lo > 0 ? list[lo - 1] : 0;
    }
    /* whether a button's action would move (else it looks disabled) */
    function possible(action) {
      switch (action) {
        case 'start': case 'back': return step > 0;
        /* no leaf or cutoff is step 0 */
        case 'prevLeaf': return before(lead.leafSteps, step) > 0;
        case 'prevCut': return before(lead.cutSteps, step) > 0;
        case 'prevDeep': return before(lead.deep, step) > 0;
        case 'forward': case 'end': return step < LEN;
        case 'nextLeaf': return after(lead.leafSteps, step, -1) > 0;
        case 'nextCut': return after(lead.cutSteps, step, -1) > 0;
        case 'nextDeep': return after(lead.deep, step, -1) > 0;
        case 'fit': return !focusOn();
        default: return true;
      }
    }
    function keyOf(action) {
      return D.keys.filter(function (k) { return k.action === action; })[0];
    }
    function buildControls() {
      var bar = $('buttons');
      GROUPS.forEach(function (group) {
        var words = keyOf(group[0][0]);
        var g = el('div', { 'class': 'group', role: 'group', 'aria-label': words ? words.word : group[0][0] });
        var row = el('div', { 'class': 'pair' });
        group.forEach(function (b) {
          var k = keyOf(b[0]);
          var name = k ? k.help + ' (' + k.names + ')' : b[0];
          var button = el('button', { type: 'button', title: name, 'aria-label': name, 'data-action': b[0] });
          button.appendChild(icon(b[1]));
          button.addEventListener('click', function () {
            if (button.getAttribute('aria-disabled') !== 'true') ACTIONS[b[0]]();
          });
          if (b[0] === 'play' || b[0] === 'focus' || b[0] === 'fit') button.setAttribute('aria-pressed', 'false');
          buttons[b[0]] = button;
          row.appendChild(button);
        });
        g.appendChild(row);
        var word = el('span', { 'class': 'word', 'aria-hidden': 'true' }, words ? words.word : '');
        if (group[0][0] === 'play') buttons.playWord = word;
        g.appendChild(word);
        bar.appendChild(g);
      });
      var slider = $('slider');
      slider.max = String(LEN);
      slider.setAttribute('aria-label', W.slider);
      slider.addEventListener('input', onSlider);
      $('controls').hidden = false;
      $('logtitle').textContent = W.log;
      $('helptitle').textContent = W.keys;
      $('helpclose').textContent = W.close;
      buildHelp();
    }
    function onSlider() { go(+$('slider').value); }
    /* the help: each button as it looks, its word, what it does, its keys */
    function buildHelp() {
      var dl = $('keys');
      GROUPS.forEach(function (group) {
        group.forEach(function (b) {
          var k = keyOf(b[0]);
          if (!k) return;
          var dt = el('dt'), glyph = el('span', { 'class': 'glyph' });
          glyph.appendChild(icon(b[1]));
          dt.appendChild(glyph);
          dt.appendChild(el('span', { 'class': 'word' }, k.word));
          dl.appendChild(dt);
          var dd = el('dd', {}, k.help + ' ');
          dd.appendChild(el('kbd', {}, k.names));
          dl.appendChild(dd);
        });
      });
    }
    /* which buttons can act at this step */
    function updateButtons() {
      Object.keys(buttons).forEach(function (a) {
        if (!ACTIONS[a]) return;
        var b = buttons[a];
        if (possible(a)) b.removeAttribute('aria-disabled');
        else b.setAttribute('aria-disabled', 'true');
      });
    }
    function help() {
      var h = $('help');
      if (h.open) h.close();
      else if (h.showModal) h.showModal();
    }
    function fit() {
      if (focusOn()) return;
      var on = document.body.classList.toggle('fit');
      buttons.fit.setAttribute('aria-pressed', on ? 'true' : 'false');
      figs.forEach(function (f) { f.cull(); f.follow(); });
    }
    /* The focus (focus.js): chosen by the reader, else when the whole
     * tree would be drawn below 3/4 of its size. */
    function focusOn() {
      return focus !== null ? focus : !figs[0].wholeFits();
    }
    function setFocus(on) {
      focus = on;
      if (on) {
        document.body.classList.remove('fit');
        if (buttons.fit) buttons.fit.setAttribute('aria-pressed', 'false');
      }
      applyFocus();
      updateButtons();
    }
    function applyFocus() {
      var on = focusOn();
      figs.forEach(function (f) { f.setMode(on ? 'focus' : 'whole'); });
      document.body.classList.toggle('focused', on);
      if (buttons.focus) buttons.focus.setAttribute('aria-pressed', on ? 'false' : 'true');
      figs.forEach(function (f) { f.follow(); });
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
      var b = buttons.play;
      b.setAttribute('aria-pressed', timer ? 'true' : 'false');
      b.replaceChild(icon(timer ? 'pause' : 'play'), b.firstChild);
      buttons.playWord.textContent = timer ? W.pause : keyOf('play').word;
    }

    /* The log of the steps (under "The steps so far"), and the sentence of
     * the step for screen readers, which announce the live region. */
    function log(k, jumped) {
      var text = sides.map(function (s) { return s.rec.say[s.step]; }).join(' \u2014 ');
      setText($('live'), text);
      var ol = $('log');
      if (jumped) clear(ol);
      ol.appendChild(el('li', { value: String(k) }, text));
      while (ol.childNodes.length > 60) ol.removeChild(ol.firstChild);
      if ($('logbox').open) ol.scrollTop = ol.scrollHeight;     /* a layout: only when shown */
    }

    /* Moves every side to step k of the first (the second follows it leaf
     * by leaf, as the program's compare mode does) and draws; the address
     * names the step shown, whatever it held. */
    function go(k, quiet) {
      k = Math.max(0, Math.min(LEN, isFinite(k) ? Math.floor(k) : 0));
      /* first, while the page is laid out: the browser keeps the scroll
       * position with the entry, which lays out what changed */
      /* the link's other parts (the tree of abprune web's page) kept */
      var rest = location.hash.replace(/^#/, '').split('&').filter(function (p) {
        return p && !/^step=/.test(p);
      });
      var want = '#' + rest.concat(['step=' + k]).join('&');
      if (location.hash !== want && !O.lesson) {
        try { history.replaceState(null, '', want); } catch (e) { /* a page that may not: leave the URL */ }
      }
      if (k !== step) {
        var jumped = k !== step + 1;
        step = k;
        lead.seek(k);
        if (sides.length > 1) sides[1].seek(D.sync[k]);
        sides.forEach(function (side, i) {
          figs[i].draw();
          setText(says[i], side.rec.say[side.step]);
          counts[i].textContent = fill(W.leavesOf, side.rec.leaves[side.step], T.nleaves) + ' \u00b7 ' +
            fill(W.stepOf, side.step, side.len);
          /* the stack and the procedure: none on a lesson's board */
          if (!stacks[i]) return;
          var body = stacks[i];
          clear(body);
          side.path.forEach(function (f) {
            var tr = el('tr');
            f.forEach(function (s) { tr.appendChild(el('td', {}, s < 0 ? '' : side.rec.strings[s])); });
            body.appendChild(tr);
          });
          var c = codes[i], line = side.rec.lines[side.step];
          if (c[2] >= 0 && c[0].childNodes[c[2]]) c[0].childNodes[c[2]].removeAttribute('aria-current');
          if (line >= 0 && c[0].childNodes[line]) c[0].childNodes[line].setAttribute('aria-current', 'step');
          c[2] = line;
          setText(c[1], side.rec.vars[side.step]);
        });
        showBoard();
        var slider = $('slider');
        slider.value = String(k);
        slider.setAttribute('value', String(k));
        slider.setAttribute('aria-valuetext', fill(W.stepOf, k, LEN));
        document.documentElement.setAttribute('data-step', String(k));
        $('stepno').textContent = fill(W.stepOf, k, LEN);
        updateButtons();
        if (!quiet) {
          if (!O.lesson) log(k, jumped);
          figs.forEach(function (f) { f.follow(); });
        }
      }
    }

    function fromHash() {
      var m = /(?:^#|&)step=(\d+|end)(?:&|$)/.exec(location.hash);
      return Math.min(m ? (m[1] === 'end' ? LEN : +m[1]) : D.start || 0, LEN);
    }

    var KEYS = {};
    D.keys.forEach(function (k) { k.keys.forEach(function (key) { KEYS[key] = k.action; }); });
    this.keydown = function (ev) {
      if (D.practice || O.lesson) return;   /* the keys are for typing answers, or the lesson's */
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      var t = ev.target;
      if (t && t.tagName === 'INPUT' && (ev.key === 'ArrowLeft' || ev.key === 'ArrowRight' || ev.key === 'Home' || ev.key === 'End')) return;
      if (t && t.tagName === 'BUTTON' && (ev.key === ' ' || ev.key === 'Enter')) return;
      if ($('help').open && ev.key !== '?') return;
      var action = KEYS[ev.key];
      if (!action || !ACTIONS[action]) return;
      ev.preventDefault();
      ACTIONS[action]();
    };
    this.hashchange = function () { if (!D.practice && !O.lesson) go(fromHash()); };
    /* a lesson's moves (lesson.js): to step k; the position a question
     * asks about showing "?", the ones the lesson points at highlighted
     * (paths as the data names them) */
    this.go = function (k) { go(k); };
    /* the whole tree or the focus (f), and the word of its button */
    this.toggleWhole = function () { setFocus(!focusOn()); return !focusOn(); };
    this.wholeWord = (keyOf('focus') || {}).word || '';
    this.mark = function (hidden, highlight) {
      var at = {};
      T.paths.forEach(function (p, n) { at[p] = n; });
      var n = hidden !== null && hidden !== undefined && at[hidden] !== undefined ? at[hidden] : -1;
      var lit = (highlight || []).map(function (p) { return at[p]; })
        .filter(function (x) { return x !== undefined; });
      figs.forEach(function (f) { f.setHidden(n); f.setHighlight(lit); });
    };
    this.resize = function () {
      figs.forEach(function (f) { f.resize(); });
      if (!D.practice) applyFocus();
    };
    /* what this search drew, cleared */
    this.destroy = function () {
      if (timer) clearInterval(timer);
      timer = null;
      if (exercise) exercise.destroy();
      ['buttons', 'keys', 'log'].forEach(function (id) { clear($(id)); });
      clear(sidesBox);
      clear(panelsBox);
      made.forEach(function (e) { if (e.parentNode) e.parentNode.removeChild(e); });
      $('slider').removeEventListener('input', onSlider);
      $('controls').hidden = true;
      $('logbox').hidden = false;
      $('live').textContent = '';
      document.body.classList.remove('two', 'fit', 'practice', 'focused');
      document.documentElement.removeAttribute('data-step');
      document.documentElement.removeAttribute('data-ready');
    };

    /* ---- the page, built ---- */

    document.documentElement.style.setProperty('--dx', G.DX + 'px');
    document.body.classList.toggle('two', sides.length > 1);
    sides.forEach(buildSide);
    figs.forEach(function (f) { f.resize(); });
    if (D.practice) {
      /* an exercise: the blank tree and the student's answers, no steps */
      $('logbox').hidden = true;
      figs[0].setMode('whole');
      exercise = AB.practice(D.practice, { W: W, T: T, G: G, fig: figs[0], el: el, setText: setText, fill: fill, before: $('panels') });
      figs[0].follow(0);    /* a tree wider than the screen: its root in the middle */
      document.documentElement.setAttribute('data-ready', 'true');
      return;
    }
    if (O.lesson) {
      /* a lesson's board: the figure, a game's board beside it, no controls */
      if (D.boards) buildBoard(panelsBox);
      figs.forEach(function (f) { f.resize(); });
      applyFocus();
      go(0, true);
      figs.forEach(function (f) { f.follow(); });
      document.documentElement.setAttribute('data-ready', 'true');
      return;
    }
    buildPanels();
    buildControls();
    if (D.warning) {
      var warn = el('p', { 'class': 'warn', role: 'note' }, D.warning);
      $('main').insertBefore(warn, $('sides'));
      made.push(warn);
    }
    /* the sizes again, now that the page is long enough to scroll */
    figs.forEach(function (f) { f.resize(); });
    applyFocus();
    go(fromHash(), true);
    log(step, true);
    figs.forEach(function (f) { f.follow(); });
    document.documentElement.setAttribute('data-ready', 'true');
    if (window.performance && performance.mark) performance.mark('abprune-ready');
  }

  AB.showSearch = showSearch;
  AB.setText = setText;
  document.addEventListener('keydown', function (ev) { if (shown) shown.keydown(ev); });
  window.addEventListener('hashchange', function () { if (shown) shown.hashchange(); });
  window.addEventListener('resize', function () { if (shown) shown.resize(); });
  $('helpclose').addEventListener('click', function () { $('help').close(); });
  showSearch(JSON.parse($('abprune-data').textContent));
})();
