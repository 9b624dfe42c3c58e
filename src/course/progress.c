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

/* The letters of a place's answers. */
#define ANSWER_LETTERS "rls."

/* Reads one line "NAME\tfinished\tRIGHT\tASKED" or "NAME\tleft\tSECTION\t
 * STOP\tANSWERS" into *e (one of the two set); false when it is neither. */
static bool read_entry(const char *line, struct progress_entry *e)
{
    const char *tab = strchr(line, '\t');
    if (!tab || tab == line || (size_t)(tab - line) >= sizeof e->name)
        return false;
    *e = (struct progress_entry){ 0 };
    memcpy(e->name, line, (size_t)(tab - line));
    e->name[tab - line] = '\0';
    unsigned long long right, asked, section, stop;
    char end;
    int n;
    if (strncmp(tab + 1, "left\t", 5) == 0) {
        if (sscanf(tab + 6, "%llu\t%llu\t%n", &section, &stop, &n) != 2 || section < 1 ||
            section > 100000 || stop > 100000)
            return false;
        const char *answers = tab + 6 + n;
        size_t len = strlen(answers);
        if (len >= sizeof e->place.answers || strspn(answers, ANSWER_LETTERS) != len)
            return false;
        e->left = true;
        e->place.section = (size_t)section - 1;
        e->place.stop = (size_t)stop;
        memcpy(e->place.answers, answers, len + 1);
        return true;
    }
    if (sscanf(tab + 1, "finished\t%llu\t%llu%c", &right, &asked, &end) < 2 || right > asked ||
        asked > 100000)
        return false;
    e->finished = true;
    e->right = (size_t)right;
    e->asked = (size_t)asked;
    return true;
}

bool progress_parse(struct progress *p, const char *text)
{
    progress_free(p);
    size_t head = strlen(PROGRESS_FORMAT);
    if (!text || strncmp(text, PROGRESS_FORMAT, head) != 0 || !strchr("\r\n", text[head]))
        return false;
    const char *at = strchr(text, '\n');
    while (at && *at) {
        const char *line = at + 1;
        at = strchr(line, '\n');
        size_t len = at ? (size_t)(at - line) : strlen(line);
        /* a line longer than any the program writes is not one of its */
        char copy[PROGRESS_NAME_MAX + PROGRESS_ANSWERS_MAX + 64];
        if (len >= sizeof copy)
            continue;
        memcpy(copy, line, len);
        copy[len] = '\0';
        copy[strcspn(copy, "\r")] = '\0';
        struct progress_entry e;
        if (copy[0] == '#' || !read_entry(copy, &e))
            continue;
        if (e.finished && !progress_record(p, e.name, e.right, e.asked))
            break;
        /* a place after its lesson's score: recording the score forgot it */
        if (e.left && !progress_record_place(p, e.name, &e.place))
            break;
    }
    return true;
}

bool progress_load(struct progress *p, const char *path)
{
    progress_free(p);
    struct diag err;
    size_t len;
    /* a progress file is a few lines a lesson: a larger one is not one */
    /* a regular file: a FIFO or a device there (a link to /dev/zero) is
     * no progress, not waited on */
    char *text = path ? file_read_regular(path, 1u << 20, &len, &err) : NULL;
    bool ok = text && strlen(text) == len && progress_parse(p, text);
    free(text);
    return ok;
}

const struct progress_entry *progress_find(const struct progress *p, const char *name)
{
    for (size_t i = 0; i < p->count; i++)
        if (strcmp(p->entries[i].name, name) == 0)
            return &p->entries[i];
    return NULL;
}

/* The entry of lesson name, made (empty) when there is none; NULL when
 * out of memory or the name cannot be kept. */
static struct progress_entry *entry_for(struct progress *p, const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n >= PROGRESS_NAME_MAX || strpbrk(name, "\t\n\r"))
        return NULL;
    struct progress_entry *e = (struct progress_entry *)progress_find(p, name);
    if (!e) {
        struct progress_entry *more = realloc(p->entries, (p->count + 1) * sizeof *more);
        if (!more)
            return NULL;
        p->entries = more;
        e = &p->entries[p->count++];
        *e = (struct progress_entry){ 0 };
        memcpy(e->name, name, n + 1);
    }
    return e;
}

bool progress_record(struct progress *p, const char *name, size_t right, size_t asked)
{
    struct progress_entry *e = entry_for(p, name);
    if (!e)
        return false;
    e->finished = true;
    e->right = right;
    e->asked = asked;
    e->left = false;
    return true;
}

bool progress_record_place(struct progress *p, const char *name,
                           const struct progress_place *place)
{
    size_t len = strnlen(place->answers, sizeof place->answers);
    if (len == sizeof place->answers || strspn(place->answers, ANSWER_LETTERS) != len)
        return false;
    struct progress_entry *e = entry_for(p, name);
    if (!e)
        return false;
    e->left = true;
    e->place = *place;
    return true;
}

void progress_forget_place(struct progress *p, const char *name)
{
    struct progress_entry *e = (struct progress_entry *)progress_find(p, name);
    if (e)
        e->left = false;
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

bool progress_text(const struct progress *p, struct strbuf *out)
{
    strbuf_printf(out, "%s\n# lesson, finished, right at the first try, questions\n"
                  "# lesson, left, in section, after stops, answers (r right at the first "
                  "try, l later, s shown, . not yet)\n", PROGRESS_FORMAT);
    for (size_t i = 0; i < p->count; i++) {
        const struct progress_entry *e = &p->entries[i];
        if (e->finished)
            strbuf_printf(out, "%s\tfinished\t%zu\t%zu\n", e->name, e->right, e->asked);
        if (e->left)
            strbuf_printf(out, "%s\tleft\t%zu\t%zu\t%s\n", e->name, e->place.section + 1,
                          e->place.stop, e->place.answers);
    }
    return !out->failed;
}

bool progress_save(const struct progress *p, const char *path, struct diag *err)
{
    struct strbuf sb;
    strbuf_init(&sb);
    int e = !progress_text(p, &sb) ? ENOMEM : make_parents(path) ? 0 : errno;
    /* whole or not at all (outfile.h), replacing the last one */
    if (!e)
        e = outfile_write_whole(path, sb.data, sb.len, true);
    strbuf_free(&sb);
    if (e)
        diag_set(err, path, 0, 0, _("cannot keep the progress: %s"), strerror(e));
    return e == 0;
}
