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

struct listing listing_of(enum algorithm alg)
{
    switch (alg) {
    case ALG_F: return (struct listing){ f_lines, sizeof f_lines / sizeof f_lines[0] };
    case ALG_F1: return (struct listing){ f1_lines, sizeof f1_lines / sizeof f1_lines[0] };
    case ALG_F2_SOFT:
        return (struct listing){ f2_soft_lines, sizeof f2_soft_lines / sizeof f2_soft_lines[0] };
    default: return (struct listing){ f2_lines, sizeof f2_lines / sizeof f2_lines[0] };
    }
}

size_t listing_line(enum algorithm alg, const struct event *e, bool after_cutoff)
{
    (void)alg;
    switch ((enum event_type)e->type) {
    case EV_ENTER: return L_INIT;
    case EV_LEAF: return L_LEAF;
    case EV_CHILD: return L_CHILD;
    case EV_CUTOFF: return L_CUTOFF;
    case EV_EXIT: return after_cutoff ? L_CUTOFF : L_RETURN;
    default: return 0;
    }
}
