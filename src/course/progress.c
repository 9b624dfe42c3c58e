/* SPDX-License-Identifier: GPL-3.0-or-later */
/* progress.c: the lessons finished, kept between runs (progress.h). */
#include "config.h"

#include "course/progress.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/i18n.h"
#include "base/outfile.h"
#include "base/strbuf.h"
#include "base/util.h"

#define PROGRESS_FORMAT "abprune-progress 1"

char *progress_path(void)
{
    const char *state = getenv("XDG_STATE_HOME");
    /* the XDG base directory rules: a relative path is to be ignored */
    if (state && state[0] == '/')
        return str_printf("%s/abprune/progress", state);
    const char *home = getenv("HOME");
    if (home && home[0])
        return str_printf("%s/.local/state/abprune/progress", home);
    return NULL;
}

void progress_free(struct progress *p)
{
    free(p->entries);
    p->entries = NULL;
    p->count = 0;
}

/* Reads one line "NAME\tfinished\tRIGHT\tASKED" into *e; false when it is
 * not one. */
static bool read_entry(const char *line, struct progress_entry *e)
{
    const char *tab = strchr(line, '\t');
    if (!tab || tab == line || (size_t)(tab - line) >= sizeof e->name)
        return false;
    memcpy(e->name, line, (size_t)(tab - line));
    e->name[tab - line] = '\0';
    unsigned long long right, asked;
    char end;
    if (sscanf(tab + 1, "finished\t%llu\t%llu%c", &right, &asked, &end) < 2 || right > asked ||
        asked > 100000)
        return false;
    e->right = (size_t)right;
    e->asked = (size_t)asked;
    return true;
}

bool progress_load(struct progress *p, const char *path)
{
    progress_free(p);
    FILE *f = path ? fopen(path, "r") : NULL;
    if (!f)
        return false;
    char line[256];
    bool ok = fgets(line, sizeof line, f) && strncmp(line, PROGRESS_FORMAT,
                                                    strlen(PROGRESS_FORMAT)) == 0;
    while (ok && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        struct progress_entry e;
        if (line[0] == '#' || !read_entry(line, &e))
            continue;
        if (!progress_record(p, e.name, e.right, e.asked))
            break;
    }
    fclose(f);
    if (!ok)
        progress_free(p);
    return ok;
}

const struct progress_entry *progress_find(const struct progress *p, const char *name)
{
    for (size_t i = 0; i < p->count; i++)
        if (strcmp(p->entries[i].name, name) == 0)
            return &p->entries[i];
    return NULL;
}

bool progress_record(struct progress *p, const char *name, size_t right, size_t asked)
{
    size_t n = strlen(name);
    if (n == 0 || n >= PROGRESS_NAME_MAX || strpbrk(name, "\t\n\r"))
        return false;
    struct progress_entry *e = (struct progress_entry *)progress_find(p, name);
    if (!e) {
        struct progress_entry *more = realloc(p->entries, (p->count + 1) * sizeof *more);
        if (!more)
            return false;
        p->entries = more;
        e = &p->entries[p->count++];
        memcpy(e->name, name, n + 1);
    }
    e->right = right;
    e->asked = asked;
    return true;
}

/* Makes the directories above path, like mkdir -p; false when one cannot
 * be made. */
static bool make_parents(const char *path)
{
    char *dir = strdup(path);
    if (!dir)
        return false;
    bool ok = true;
    for (char *s = dir + 1; ok && (s = strchr(s, '/')) != NULL; s++) {
        *s = '\0';
        if (mkdir(dir, 0700) != 0 && errno != EEXIST)
            ok = false;
        *s = '/';
    }
    free(dir);
    return ok;
}

bool progress_save(const struct progress *p, const char *path, struct diag *err)
{
    struct strbuf sb;
    strbuf_init(&sb);
    strbuf_printf(&sb, "%s\n# lesson, finished, right at the first try, questions\n",
                  PROGRESS_FORMAT);
    for (size_t i = 0; i < p->count; i++)
        strbuf_printf(&sb, "%s\tfinished\t%zu\t%zu\n", p->entries[i].name, p->entries[i].right,
                      p->entries[i].asked);
    int e = sb.failed ? ENOMEM : make_parents(path) ? 0 : errno;
    /* whole or not at all (outfile.h), replacing the last one */
    if (!e)
        e = outfile_write_whole(path, sb.data, sb.len, true);
    strbuf_free(&sb);
    if (e)
        diag_set(err, path, 0, 0, _("cannot keep the progress: %s"), strerror(e));
    return e == 0;
}
