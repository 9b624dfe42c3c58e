/* SPDX-License-Identifier: GPL-3.0-or-later */
/* quiz.c: exercises made to a teacher's request. */
#include "config.h"

#include "course/quiz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/rng.h"
#include "base/strbuf.h"
#include "base/util.h"
#include "render/words/format.h"
#include "search/step_state.h"
#include "tree/game_gen.h"
#include "tree/gen.h"

void quiz_spec_init(struct quiz_spec *s)
{
    *s = (struct quiz_spec){ .alg = ALG_F2, .alpha = -AB_INF, .beta = AB_INF, .degree = 3,
                             .height = 3, .value_min = 0, .value_max = 9,
                             .game_depth = GAME_NO_DEPTH };
}

void quiz_spec_finish(struct quiz_spec *s)
{
    if (s->irregular && !s->shape_given)
        s->height = 4;
    if (s->irregular && s->leaves_max == 0) {
        s->leaves_min = 12;
        s->leaves_max = 30;
    }
}

/* b^d, or 0 past QUIZ_MAX_LEAVES. */
static unsigned power(unsigned b, unsigned d)
{
    uint64_t n = gen_uniform_leaves(b, d);
    return n && n <= QUIZ_MAX_LEAVES ? (unsigned)n : 0;
}

/* The uniform shapes whose leaves are within the spec's range, into
 * b[], d[] (at most cap); how many. */
static size_t uniform_shapes(const struct quiz_spec *s, unsigned *b, unsigned *d, size_t cap)
{
    size_t n = 0;
    for (unsigned deg = 2; deg <= 9; deg++)
        for (unsigned h = 1; h <= 8; h++) {
            unsigned leaves = power(deg, h);
            if (leaves && leaves >= s->leaves_min && leaves <= s->leaves_max && n < cap) {
                b[n] = deg;
                d[n++] = h;
            }
        }
    return n;
}

/* The most leaves a tree of the spec's shape can have. */
static uint64_t most_leaves(const struct quiz_spec *s)
{
    uint64_t n = gen_uniform_leaves(s->degree, s->height);
    return n ? n : UINT64_MAX;
}

bool quiz_spec_check(const struct quiz_spec *s, struct diag *err)
{
    unsigned b[72], d[72];
    if (s->game)        /* one tree, whose size is known once it is counted */
        return true;
    bool ranged = s->leaves_max > 0;
    uint64_t leaves = most_leaves(s);
    if (!s->irregular && (!ranged || s->shape_given) && !power(s->degree, s->height)) {
        diag_set(err, "", 0, 0, _("an exercise has at most %u leaves (degree %u, height %u "
                 "has %llu)"), QUIZ_MAX_LEAVES, s->degree, s->height, (unsigned long long)leaves);
        return false;
    }
    if (ranged && s->leaves_min > s->leaves_max) {
        diag_set(err, "", 0, 0, _("the leaves' range %u..%u is empty"), s->leaves_min,
                 s->leaves_max);
        return false;
    }
    if (ranged && !s->irregular && s->shape_given &&
        (leaves < s->leaves_min || leaves > s->leaves_max)) {
        diag_set(err, "", 0, 0, _("a uniform tree of degree %u and height %u has %llu leaves, "
                 "not %u..%u: change the shape, or ask for --irregular"), s->degree, s->height,
                 (unsigned long long)leaves, s->leaves_min, s->leaves_max);
        return false;
    }
    if (ranged && !s->irregular && !s->shape_given && !uniform_shapes(s, b, d, 72)) {
        diag_set(err, "", 0, 0, _("no uniform tree has %u..%u leaves (at most %u): widen the "
                 "range, or ask for --irregular"), s->leaves_min, s->leaves_max,
                 QUIZ_MAX_LEAVES);
        return false;
    }
    if (s->irregular && ranged && s->leaves_min > leaves) {
        diag_set(err, "", 0, 0, _("a tree of at most %u moves a position and height %u has at "
                 "most %llu leaves, not %u"), s->degree, s->height, (unsigned long long)leaves,
                 s->leaves_min);
        return false;
    }
    if (s->value_min > s->value_max) {
        diag_set(err, "", 0, 0, _("the values' range %d..%d is empty"), (int)s->value_min,
                 (int)s->value_max);
        return false;
    }
    /* the fewest leaves the exercise can have, to be given distinct values */
    uint64_t fewest = s->irregular ? (ranged ? s->leaves_min : 2)
                      : ranged && !s->shape_given ? s->leaves_min : leaves;
    if (s->distinct && (uint64_t)((int64_t)s->value_max - s->value_min + 1) < fewest) {
        diag_set(err, "", 0, 0, _("%llu leaves cannot have distinct values from %d..%d"),
                 (unsigned long long)fewest, (int)s->value_min, (int)s->value_max);
        return false;
    }
    if (s->min_deep > 0 && s->alg == ALG_F1) {
        diag_set(err, "", 0, 0, "%s", _("F1 makes no deep cutoffs: ask for F2 (-a f2)"));
        return false;
    }
    /* a deep cutoff at p uses a bound from p's great-grandparent: p is at
     * depth 3 or more and has children */
    unsigned tallest = s->irregular || !ranged || s->shape_given ? s->height : 8;
    if (s->min_deep > 0 && tallest < 4) {
        diag_set(err, "", 0, 0, _("deep cutoffs need a tree of height 4 or more (this one is "
                 "at most %u high)"), tallest);
        return false;
    }
    /* a cutoff is made at an interior position, never at the root with
     * the full window: at most (leaves - 1) of them, the root aside */
    uint64_t cap = (s->irregular || !ranged || s->shape_given ? leaves
                    : s->leaves_max);
    bool full = s->alpha <= -AB_INF && s->beta >= AB_INF;
    if (cap != UINT64_MAX && s->min_cuts + (full ? 1u : 0u) > cap - 1) {
        diag_set(err, "", 0, 0, _("an exercise with at most %llu leaves cannot have %u "
                 "cutoffs"), (unsigned long long)cap, s->min_cuts);
        return false;
    }
    return true;
}

/* ---- making a tree ---- */

struct maker {
    struct rng rng;
    const struct quiz_spec *s;
    unsigned degree, height;    /* this tree's (uniform) or its most */
    int32_t used[QUIZ_MAX_LEAVES];  /* distinct values drawn so far */
    size_t leaves;
};

/* A leaf's value; false when the tree has grown past what an exercise may
 * have (more leaves than QUIZ_MAX_LEAVES, or than distinct values). */
static bool draw_value(struct maker *m, int32_t *v)
{
    uint64_t values = (uint64_t)((int64_t)m->s->value_max - m->s->value_min) + 1;
    if (m->leaves >= QUIZ_MAX_LEAVES || (m->s->distinct && m->leaves >= values))
        return false;
    for (;;) {
        *v = (int32_t)rng_range(&m->rng, m->s->value_min, m->s->value_max);
        bool seen = false;
        for (size_t i = 0; m->s->distinct && i < m->leaves && !seen; i++)
            seen = m->used[i] == *v;
        if (!seen)
            break;
    }
    m->used[m->leaves++] = *v;
    return true;
}

enum made { MADE_OK, MADE_NO_MEMORY, MADE_TOO_BIG };

/* The subtree of a position at `depth`, in preorder: a uniform tree's
 * degree everywhere; an irregular tree's root and first level have 2 to
 * degree moves, and each position below is a leaf one time in three. */
static enum made make_subtree(struct maker *m, struct tree_builder *tb, unsigned depth)
{
    bool leaf = depth == m->height;
    if (!leaf && m->s->irregular && depth >= 2)
        leaf = rng_range(&m->rng, 0, 2) == 0;
    if (leaf) {
        int32_t v;
        if (!draw_value(m, &v))
            return MADE_TOO_BIG;
        return builder_leaf(tb, v) ? MADE_OK : MADE_NO_MEMORY;
    }
    unsigned moves = m->s->irregular ? (unsigned)rng_range(&m->rng, 2, m->degree) : m->degree;
    if (!builder_open(tb))
        return MADE_NO_MEMORY;
    /* the height is at most 8: the recursion stays shallow */
    for (unsigned i = 0; i < moves; i++) {
        enum made r = make_subtree(m, tb, depth + 1);
        if (r != MADE_OK)
            return r;
    }
    builder_close(tb);
    return MADE_OK;
}

/* The tree of one seed; NULL with *err when out of memory, NULL without
 * (err->message "") when the tree grew too big for an exercise. */
static struct tree *make_tree(const struct quiz_spec *s, uint64_t seed, unsigned *b,
                              unsigned *d, struct diag *err)
{
    *b = s->degree;
    *d = s->height;
    err->message[0] = '\0';
    if (!s->irregular && s->leaves_max > 0 && !s->shape_given) {
        /* the shape too comes from the seed, from its own generator */
        unsigned bs[72], ds[72];
        size_t n = uniform_shapes(s, bs, ds, 72);
        struct rng pick;
        rng_seed(&pick, seed ^ 0x5348415045ull);
        size_t i = (size_t)rng_range(&pick, 0, (int64_t)n - 1);
        *b = bs[i];
        *d = ds[i];
    }
    /* the plain uniform exercise is gen_random's tree, as it always was */
    if (!s->irregular && !s->distinct)
        return gen_random(*b, *d, seed, s->value_min, s->value_max, err);
    struct maker *m = malloc(sizeof *m);
    struct tree_builder *tb = builder_new();
    enum made r = MADE_NO_MEMORY;
    if (m && tb) {
        *m = (struct maker){ .s = s, .degree = *b, .height = *d };
        rng_seed(&m->rng, seed);
        r = make_subtree(m, tb, 0);
    }
    free(m);
    if (r != MADE_OK) {
        builder_free(tb);
        if (r == MADE_NO_MEMORY)
            diag_set(err, "quiz", 0, 0, "%s", _("out of memory"));
        return NULL;
    }
    return builder_finish(tb, VIEW_MINIMAX, NULL);
}

/* Whether the exercise meets the constraints. */
static bool meets(const struct quiz_spec *s, const struct tree *t, const struct trace *tr)
{
    if (s->leaves_max > 0 && (t->leaves < s->leaves_min || t->leaves > s->leaves_max))
        return false;
    if (t->leaves > QUIZ_MAX_LEAVES || (s->irregular && t->uniform))
        return false;
    if (s->distinct && (uint64_t)((int64_t)s->value_max - s->value_min + 1) < t->leaves)
        return false;
    return tr->result.cut_events >= s->min_cuts &&
           tr->result.events_with_kind[CUT_DEEP] >= s->min_deep;
}

/* Records the exercise's search on its tree and goes to its end: q, or
 * NULL (q freed) with *err when out of memory. */
static struct quiz *record_search(struct quiz *q, const struct quiz_spec *s, struct diag *err)
{
    struct search_options o = search_defaults(s->alg);
    if (algorithm_has(s->alg, TRAIT_WINDOW)) {
        o.alpha = s->alpha;
        o.beta = s->beta;
    }
    q->trace = trace_record(q->tree, &o);
    q->end = q->trace ? step_state_new(q->trace) : NULL;
    if (!q->end) {
        diag_set(err, "quiz", 0, 0, "%s", _("out of memory"));
        quiz_free(q);
        return NULL;
    }
    step_state_seek(q->end, q->trace->len);
    return q;
}

/* The exercise of one seed, searched; NULL with *err when out of memory,
 * NULL with err->message "" when its tree is too big for an exercise. */
static struct quiz *exercise(const struct quiz_spec *s, uint64_t seed, struct diag *err)
{
    struct quiz *q = calloc(1, sizeof *q);
    if (!q) {
        diag_set(err, "quiz", 0, 0, "%s", _("out of memory"));
        return NULL;
    }
    q->spec = *s;
    q->spec.seed = q->seed = seed;
    q->alg = s->alg;
    q->tree = make_tree(s, seed, &q->degree, &q->height, err);
    if (!q->tree) {
        quiz_free(q);
        return NULL;     /* err->message "" when the tree was only too big */
    }
    if (s->irregular) {
        q->degree = s->degree;
        q->height = s->height;
    }
    return record_search(q, s, err);
}

/* The exercise of a game's position `text` (root) with its tree cut
 * `depth` moves down, searched: NULL with err->message "" when its tree
 * has more than `most` leaves or misses the constraints, NULL with *err
 * when out of memory. */
static struct quiz *game_at(const struct quiz_spec *s, const struct game_pos *root,
                            const char *text, uint32_t depth, unsigned most, struct diag *err)
{
    err->message[0] = '\0';
    struct game_request r = { .rules = s->game, .root = *root, .position = text,
                              .depth = depth, .merge = GAME_MERGE_NONE,
                              .max_positions = QUIZ_GAME_MAX_POSITIONS };
    uint64_t count;
    if (!game_count(&r, QUIZ_GAME_MAX_POSITIONS, &count)) {
        diag_set(err, "quiz", 0, 0, "%s", _("out of memory"));
        return NULL;
    }
    /* past the count's limit the leaves are more than an exercise's too */
    if (count > QUIZ_GAME_MAX_POSITIONS)
        return NULL;
    struct quiz *q = calloc(1, sizeof *q);
    if (!q || !(q->position = strdup(text))) {
        free(q);
        diag_set(err, "quiz", 0, 0, "%s", _("out of memory"));
        return NULL;
    }
    q->spec = *s;
    q->spec.root = *root;
    q->spec.game_depth = depth;
    q->alg = s->alg;
    q->tree = game_tree(&r, err);
    if (!q->tree || q->tree->leaves > most) {
        quiz_free(q);
        return NULL;
    }
    q->degree = 0;
    q->height = q->tree->height;
    q->tries = 1;
    q->game_title = q->tree->title ? strdup(q->tree->title) : NULL;
    if (q->tree->title && !q->game_title) {
        diag_set(err, "quiz", 0, 0, "%s", _("out of memory"));
        quiz_free(q);
        return NULL;
    }
    if (!(q = record_search(q, s, err)))
        return NULL;
    if (!meets(s, q->tree, q->trace)) {
        quiz_free(q);
        return NULL;
    }
    return q;
}

/* The deepest cut of a position's tree that is an exercise: the depth
 * asked for (at most QUIZ_MAX_LEAVES leaves), or else the whole game or
 * the deepest limit whose tree has at most QUIZ_PAGE_LEAVES leaves (a
 * page) and meets the constraints.  NULL as game_at. */
static struct quiz *game_fitted(const struct quiz_spec *s, const struct game_pos *root,
                                const char *text, struct diag *err)
{
    if (s->game_depth != GAME_NO_DEPTH)
        return game_at(s, root, text, s->game_depth, QUIZ_MAX_LEAVES, err);
    struct quiz *q = NULL;
    for (uint32_t d = QUIZ_GAME_DEPTH_MAX + 1; !q && !err->message[0] && d >= 1; d--) {
        /* (a tree of a page of leaves has few positions: a quick count
         * skips the cuts too big to build) */
        uint32_t depth = d > QUIZ_GAME_DEPTH_MAX ? GAME_NO_DEPTH : d;
        struct game_request r = { .rules = s->game, .root = *root, .position = text,
                                  .depth = depth, .merge = GAME_MERGE_NONE,
                                  .max_positions = QUIZ_GAME_MAX_POSITIONS };
        uint64_t count;
        if (!game_count(&r, 16 * QUIZ_PAGE_LEAVES, &count)) {
            diag_set(err, "quiz", 0, 0, "%s", _("out of memory"));
            return NULL;
        }
        if (count <= 16 * QUIZ_PAGE_LEAVES)
            q = game_at(s, root, text, depth, QUIZ_PAGE_LEAVES, err);
    }
    return q;
}

/* A position for exercise `seed` of a game's worksheet: from the spec's,
 * random moves until its whole tree is small, then up to three more, into
 * *p and (as the game writes it) text; false when the game ends first. */
static bool game_position_from(const struct quiz_spec *s, const char *root_text, uint64_t seed,
                               struct game_pos *p, char *text, size_t cap)
{
    const struct game_rules *g = s->game;
    struct rng rng;
    rng_seed(&rng, seed);
    *p = s->root;
    int played[64], moves[GAME_MAX_MOVES];
    size_t n = 0;
    int extra = (int)rng_range(&rng, 0, 3);
    for (;;) {
        struct game_request r = { .rules = g, .root = *p, .position = root_text,
                                  .depth = GAME_NO_DEPTH, .merge = GAME_MERGE_NONE,
                                  .max_positions = QUIZ_GAME_SMALL };
        uint64_t count;
        if (!game_count(&r, QUIZ_GAME_SMALL, &count))
            return false;
        if (count <= QUIZ_GAME_SMALL && extra-- <= 0)
            break;
        unsigned k = g->outcome(p) == GAME_ONGOING ? g->moves(p, moves) : 0;
        if (k == 0 || n == sizeof played / sizeof played[0])
            return false;
        played[n] = moves[rng_range(&rng, 0, (int64_t)k - 1)];
        g->apply(p, played[n++]);
    }
    if (g->outcome(p) != GAME_ONGOING)
        return false;
    g->write(p, root_text, played, n, text, cap);
    return text[0] != '\0';
}

/* The game's exercise (that quiz_generate's title and calls then finish),
 * or NULL with *err: too big for an exercise, constraints no cut of its
 * tree meets, or out of memory.  On a worksheet (s->game_sheet) the
 * position is chosen from the seed. */
static struct quiz *game_exercise(const struct quiz_spec *s, struct diag *err)
{
    err->message[0] = '\0';
    char *text = game_position_text(s->game, s->position, &s->root);
    if (!text) {
        diag_set(err, "quiz", 0, 0, "%s", _("out of memory"));
        return NULL;
    }
    struct quiz *q = NULL;
    if (!s->game_sheet) {
        q = game_fitted(s, &s->root, text, err);
        if (!q && !err->message[0]) {
            if (s->game_depth != GAME_NO_DEPTH)
                diag_set(err, "", 0, 0, _("the tree of %s %s, %u moves deep, has more than %u "
                         "leaves, the most an exercise has, or too few cutoffs: a smaller "
                         "--depth, or a later position"), _(s->game->title), text,
                         (unsigned)s->game_depth, QUIZ_MAX_LEAVES);
            else
                diag_set(err, "", 0, 0, _("no cut of the tree of %s %s is an exercise of at "
                         "most %u leaves (a page) with the cutoffs asked for: --depth N "
                         "cuts it N moves down, or start from a later position"),
                         _(s->game->title), text, QUIZ_PAGE_LEAVES);
        }
        free(text);
        return q;
    }
    char reached[128];
    for (unsigned k = 0; k < QUIZ_GAME_TRIES && !q && !err->message[0]; k++) {
        struct game_pos p;
        if (!game_position_from(s, text, s->seed + k, &p, reached, sizeof reached))
            continue;
        if ((q = game_fitted(s, &p, reached, err)) != NULL) {
            q->seed = q->spec.seed = s->seed + k;
            q->tries = k + 1;
        }
    }
    if (!q && !err->message[0])
        diag_set(err, "", 0, 0, _("none of the %u positions of %s from seed %llu makes an "
                 "exercise of at most %u leaves with the cutoffs asked for: ask for fewer"),
                 QUIZ_GAME_TRIES, _(s->game->title), (unsigned long long)s->seed,
                 QUIZ_PAGE_LEAVES);
    free(text);
    return q;
}

/* The exercise's tree says how to make it again (its title), and knows
 * each position's call; false when out of memory. */
static bool finish_exercise(struct quiz *q, struct diag *err)
{
    char opts[300];
    free(q->tree->title);
    q->tree->title = str_printf("abprune quiz %s", quiz_options(opts, sizeof opts, q,
                                                               VIEW_MINIMAX));
    if (!q->tree->title || !calls_init(&q->calls, q->trace, q->end)) {
        diag_set(err, "quiz", 0, 0, "%s", _("out of memory"));
        return false;
    }
    return true;
}

struct quiz *quiz_generate(const struct quiz_spec *s, struct diag *err)
{
    if (!quiz_spec_check(s, err))
        return NULL;
    if (s->game) {
        struct quiz *q = game_exercise(s, err);
        if (q && !finish_exercise(q, err)) {
            quiz_free(q);
            return NULL;
        }
        return q;
    }
    for (unsigned k = 0; k < QUIZ_MAX_TRIES; k++) {
        struct quiz *q = exercise(s, s->seed + k, err);
        if (!q && err->message[0])
            return NULL;
        if (q && meets(s, q->tree, q->trace)) {
            q->tries = k + 1;
            if (!finish_exercise(q, err)) {
                quiz_free(q);
                return NULL;
            }
            return q;
        }
        quiz_free(q);
    }
    diag_set(err, "", 0, 0, _("none of the %u exercises from seed %llu meets the constraints: "
             "ask for fewer cutoffs, or allow more leaves"), QUIZ_MAX_TRIES,
             (unsigned long long)s->seed);
    return NULL;
}

struct quiz *quiz_new(unsigned b, unsigned d, uint64_t seed, enum algorithm alg,
                      struct diag *err)
{
    struct quiz_spec s;
    quiz_spec_init(&s);
    s.degree = b;
    s.height = d;
    s.alg = alg;
    s.seed = seed;
    if (b < 2 || d < 1) {
        diag_set(err, "quiz", 0, 0, _("an exercise needs degree 2 or more, height 1 or more "
                 "and at most %u leaves (degree %u, height %u has %llu)"), QUIZ_MAX_LEAVES, b,
                 d, (unsigned long long)gen_uniform_leaves(b, d));
        return NULL;
    }
    return quiz_generate(&s, err);
}

void quiz_free(struct quiz *q)
{
    if (!q)
        return;
    step_state_free(q->end);
    trace_free(q->trace);
    tree_free(q->tree);
    calls_free(&q->calls);
    free(q->position);
    free(q->game_title);
    free(q);
}

const char *quiz_name(char *buf, size_t cap, const struct quiz *q)
{
    if (q->spec.game)
        snprintf(buf, cap, "%s %s", q->spec.game->name, q->position);
    else if (q->spec.irregular)
        /* TRANSLATORS: an exercise's name: degree, height and seed, and
         * that its tree is irregular */
        snprintf(buf, cap, _("%u-%u-%llu irregular"), q->degree, q->height,
                 (unsigned long long)q->seed);
    else
        snprintf(buf, cap, "%u-%u-%llu", q->degree, q->height, (unsigned long long)q->seed);
    return buf;
}

const char *quiz_options(char *buf, size_t cap, const struct quiz *q, enum value_view view)
{
    const struct quiz_spec *s = &q->spec;
    struct strbuf sb;
    strbuf_init(&sb);
    if (s->game) {
        strbuf_printf(&sb, "--game %s %s ", s->game->name, q->position);
        if (s->game_depth != GAME_NO_DEPTH)
            strbuf_printf(&sb, "--depth %u ", (unsigned)s->game_depth);
    } else if (s->irregular || s->shape_given || s->leaves_max == 0)
        strbuf_printf(&sb, "-b %u -d %u ", q->degree, q->height);
    if (s->irregular)
        strbuf_puts(&sb, "--irregular ");
    if (s->leaves_max > 0)
        strbuf_printf(&sb, "--leaves %u..%u ", s->leaves_min, s->leaves_max);
    if (s->value_min != 0 || s->value_max != 9)
        strbuf_printf(&sb, "--values %d..%d ", (int)s->value_min, (int)s->value_max);
    if (s->distinct)
        strbuf_puts(&sb, "--distinct ");
    if (!s->game)
        strbuf_printf(&sb, "--seed %llu ", (unsigned long long)q->seed);
    strbuf_printf(&sb, "-a %s", algorithm_info(s->alg)->option);
    if (s->alpha > -AB_INF || s->beta < AB_INF) {
        char a[FMT_VALUE_MAX], b[FMT_VALUE_MAX];
        strbuf_printf(&sb, " --window %s,%s", fmt_number(a, s->alpha), fmt_number(b, s->beta));
    }
    if (view == VIEW_NEGAMAX)
        strbuf_puts(&sb, " --view negamax");
    snprintf(buf, cap, "%s", sb.data && !sb.failed ? sb.data : "");
    strbuf_free(&sb);
    return buf;
}

/* ---- what is asked ---- */

/* One table: the words of --ask, what each asks for (kinds asks for the
 * cuts too) and what it adds, in the order they are listed. */
static const struct {
    const char *name;
    unsigned bits, own;
    const char *words;      /* for people */
} asks[] = {
    { "values", QUIZ_ASK_VALUES, QUIZ_ASK_VALUES, N_("values and bounds") },
    { "windows", QUIZ_ASK_WINDOWS, QUIZ_ASK_WINDOWS, N_("windows") },
    { "cuts", QUIZ_ASK_CUTS, QUIZ_ASK_CUTS, N_("cuts") },
    { "kinds", QUIZ_ASK_KINDS | QUIZ_ASK_CUTS, QUIZ_ASK_KINDS, N_("kinds of cutoff") },
    { "leaves", QUIZ_ASK_LEAVES, QUIZ_ASK_LEAVES, N_("the number of leaves") },
};
#define NASKS (sizeof asks / sizeof asks[0])

bool quiz_ask_parse(const char *list, unsigned *ask)
{
    char buf[200];
    snprintf(buf, sizeof buf, "%s", list);
    unsigned bits = 0;
    for (char *save = NULL, *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        size_t i = 0;
        while (i < NASKS && strcmp(asks[i].name, w) != 0)
            i++;
        if (strcmp(w, "all") == 0)
            bits |= QUIZ_ASK_ALL;
        else if (i == NASKS)
            return false;
        else
            bits |= asks[i].bits;
    }
    if (!bits)
        return false;
    *ask = bits;
    return true;
}

const char *quiz_ask_words(char *buf, size_t cap, unsigned ask)
{
    char head[256] = "";
    const char *last = NULL;
    size_t len = 0;
    for (size_t i = 0; i < NASKS; i++) {
        if (!(ask & asks[i].own))
            continue;
        if (last)
            len += (size_t)snprintf(head + len, sizeof head - len, "%s%s", len ? ", " : "",
                                    last);
        last = _(asks[i].words);
        if (len >= sizeof head)
            len = sizeof head - 1;
    }
    if (!len)
        snprintf(buf, cap, "%s", last ? last : "");
    else
        /* TRANSLATORS: the end of a list of what is asked, "values and
         * bounds, windows" and "cuts" */
        snprintf(buf, cap, _("%s and %s"), head, last);
    return buf;
}

const char *quiz_ask_option(char *buf, size_t cap, unsigned ask)
{
    size_t len = 0;
    buf[0] = '\0';
    if (ask == QUIZ_ASK_DEFAULT)
        return buf;
    if (ask == QUIZ_ASK_ALL)
        return strcpy(buf, "all");
    for (size_t i = 0; i < NASKS && len < cap; i++)
        if ((ask & asks[i].own) && !(asks[i].own == QUIZ_ASK_CUTS && (ask & QUIZ_ASK_KINDS)))
            len += (size_t)snprintf(buf + len, cap - len, "%s%s", len ? "," : "", asks[i].name);
    return buf;
}
