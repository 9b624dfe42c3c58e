/* listing.c: the pseudocode of F, F1 and F2, and which line each event is. */
#include "config.h"

#include <stdbool.h>

#include "listing.h"

/* The lines that events point at, the same in every listing. */
enum { L_LEAF = 1, L_INIT = 2, L_CHILD = 5, L_CUTOFF = 6, L_RETURN = 7 };

static const char *const f_lines[] = {
    "F(p):",
    "  if p is terminal: return f(p)",
    "  m := -inf",
    "  for i := 1 to d:",
    "    t := -F(p.i)",
    "    if t > m: m := t",
    "    (F never cuts off)",
    "  return m",
};

static const char *const f1_lines[] = {
    "F1(p, bound):",
    "  if p is terminal: return f(p)",
    "  m := -inf",
    "  for i := 1 to d:",
    "    t := -F1(p.i, -m)",
    "    if t > m: m := t",
    "    if m >= bound: return m  {cutoff}",
    "  return m",
};

static const char *const f2_lines[] = {
    "F2(p, alpha, beta):",
    "  if p is terminal: return f(p)",
    "  m := alpha",
    "  for i := 1 to d:",
    "    t := -F2(p.i, -beta, -m)",
    "    if t > m: m := t",
    "    if m >= beta: return m  {cutoff}",
    "  return m",
};

static const char *const f2_soft_lines[] = {
    "F2 fail-soft(p, alpha, beta):",
    "  if p is terminal: return f(p)",
    "  m := -inf",
    "  for i := 1 to d:",
    "    t := -F2(p.i,-beta,-max(m,alpha))",
    "    if t > m: m := t",
    "    if m >= beta: return m  {cutoff}",
    "  return m",
};

/* The paper's minimax form: F2 for Max's positions, G2 for Min's, in Max's
 * values throughout; G2(p, a, b) = -F2(p, -b, -a).  Min's lines are the
 * same statements with min and <= alpha. */
static const char *const ab_minimax_lines[] = {
    "F2(p, alpha, beta):    Max to move",
    "  if p is terminal: return f(p)",
    "  m := alpha",
    "  for i := 1 to d:",
    "    t := G2(p.i, m, beta)",
    "    if t > m: m := t",
    "    if m >= beta: return m  {cutoff}",
    "  return m",
    "G2(p, alpha, beta):    Min to move",
    "  if p is terminal: return f(p)",
    "  m := beta",
    "  for i := 1 to d:",
    "    t := F2(p.i, alpha, m)",
    "    if t < m: m := t",
    "    if m <= alpha: return m  {cutoff}",
    "  return m",
};

/* Lines of G2 come after F2's eight. */
enum { G2_OFFSET = 8 };

/* The paper's iterative form: levels l of an explicit stack; a[l-2],
 * a[l-1], a[l] hold alpha, -beta and m of level l, r[l] its position. */
static const char *const iterative_lines[] = {
    "F2 iterative: a[-2], a[-1] := -inf; l := 0",
    "enter: if r[l] terminal: t := f; goto back",
    "  a[l] := a[l-2]; r[l+1] := first(r[l])",
    "call: l := l + 1; goto enter",
    "back: l := l - 1; t := -t",
    "  if t > a[l]: a[l] := t",
    "  if a[l] >= -a[l-1]: t := a[l]; goto back",
    "  if r[l+1] is last: t := a[l]; goto back",
    "  r[l+1] := next(r[l+1]); goto call",
};

/* Beyond the paper: principal variation search (NegaScout). */
static const char *const pvs_lines[] = {
    "PVS(p, alpha, beta):  a = max(m, alpha)",
    "  if p is terminal: return f(p)",
    "  m := -inf",
    "  for i := 1 to d:",
    "    if i = 1: t := -PVS(p.1, -beta, -a)",
    "    else: t := -PVS(p.i, -a-1, -a) {null}",
    "      if a<t<beta: t := -PVS(p.i,-beta,-t)",
    "    if t > m: m := t",
    "    if m >= beta: return m  {cutoff}",
    "  return m",
};

/* Beyond the paper: MTD(f), then the fail-soft F2 each pass runs. */
static const char *const mtdf_lines[] = {
    "MTD(f)(root, guess):",
    "  g := guess; lower := -inf; upper := +inf",
    "  while lower < upper:",
    "    beta := g + 1 if g = lower, else g",
    "    g := F2(root, beta - 1, beta)  {null}",
    "    if g < beta: upper := g else lower := g",
    "  return g",
    "F2(p, alpha, beta):  fail-soft",
    "  if p is terminal: return f(p)",
    "  m := -inf",
    "  for i := 1 to d:",
    "    t := -F2(p.i,-beta,-max(m,alpha))",
    "    if t > m: m := t",
    "    if m >= beta: return m  {cutoff}",
    "  return m",
};

enum { MTDF_BODY = 7 };

struct listing listing_of(enum algorithm alg)
{
    switch (alg) {
    case ALG_AB_MINIMAX:
        return (struct listing){ ab_minimax_lines,
                                 sizeof ab_minimax_lines / sizeof ab_minimax_lines[0] };
    case ALG_PVS: return (struct listing){ pvs_lines, sizeof pvs_lines / sizeof pvs_lines[0] };
    case ALG_F2_ITERATIVE:
        return (struct listing){ iterative_lines, sizeof iterative_lines / sizeof iterative_lines[0] };
    case ALG_MTDF: return (struct listing){ mtdf_lines, sizeof mtdf_lines / sizeof mtdf_lines[0] };
    case ALG_F: return (struct listing){ f_lines, sizeof f_lines / sizeof f_lines[0] };
    case ALG_F1: return (struct listing){ f1_lines, sizeof f1_lines / sizeof f1_lines[0] };
    case ALG_F2_SOFT:
        return (struct listing){ f2_soft_lines, sizeof f2_soft_lines / sizeof f2_soft_lines[0] };
    default: return (struct listing){ f2_lines, sizeof f2_lines / sizeof f2_lines[0] };
    }
}

/* The line of each event in a listing: entering, a leaf, a child's value
 * taken, a cutoff, returning after a cutoff or at the end, searching
 * again (0: none). */
struct event_lines {
    size_t enter, leaf, child, cutoff, exit_cut, exit, research;
};

static size_t line_of(const struct event_lines *l, const struct event *e, bool after_cutoff)
{
    switch ((enum event_type)e->type) {
    case EV_ENTER: return l->enter;
    case EV_LEAF: return l->leaf;
    case EV_CHILD: return l->child;
    case EV_CUTOFF: return l->cutoff;
    case EV_EXIT: return after_cutoff ? l->exit_cut : l->exit;
    case EV_RESEARCH: return l->research;
    default: return 0;
    }
}

/* PVS has the extra lines of the null window and the search again */
static const struct event_lines pvs_at = { 2, 1, 7, 8, 8, 9, 6 };
static const struct event_lines iterative_at = { 2, 1, 5, 6, 6, 7, 0 };
static const struct event_lines procedure_at = { L_INIT, L_LEAF, L_CHILD, L_CUTOFF, L_CUTOFF,
                                                 L_RETURN, 0 };

size_t listing_line(enum algorithm alg, const struct event *e, bool after_cutoff,
                    uint32_t depth)
{
    if (alg == ALG_PVS)
        return line_of(&pvs_at, e, after_cutoff);
    if (alg == ALG_F2_ITERATIVE)
        return line_of(&iterative_at, e, after_cutoff);
    if (alg == ALG_MTDF) {
        if (e->type == EV_RESEARCH)
            return 4;
        if (e->type == EV_EXIT && depth == 0)
            return 5;
    }
    size_t line = line_of(&procedure_at, e, after_cutoff);
    if (alg == ALG_MTDF)
        return line + MTDF_BODY;
    return alg == ALG_AB_MINIMAX && (depth & 1u) ? line + G2_OFFSET : line;
}
