/* SPDX-License-Identifier: GPL-3.0-or-later */
/* datadir.c: finding the shipped trees and lessons. */
#include "config.h"

#include "base/datadir.h"

#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/util.h"

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* <the program's directory>/../share/abprune/KIND, when the program was
 * installed in a bin/ directory and that directory exists. */
static char *beside_program(const char *kind)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return NULL;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return NULL;
    *slash = '\0';
    slash = strrchr(exe, '/');
    if (!slash || strcmp(slash, "/bin") != 0)
        return NULL;
    *slash = '\0';
    char *dir = str_printf("%s/share/%s/%s", exe, PACKAGE, kind);
    if (dir && !is_dir(dir)) {
        free(dir);
        return NULL;
    }
    return dir;
}

char *datadir_dir(const char *kind)
{
    const char *base = getenv("ABPRUNE_DATADIR");
    if (base && *base)
        return str_printf("%s/%s", base, kind);
    char *dir = beside_program(kind);
    if (dir)
        return dir;
    dir = str_printf("%s/%s", PKGDATADIR, kind);
    if (!dir || is_dir(dir))
        return dir;
    free(dir);
    return str_printf("%s/%s", ABPRUNE_SOURCE_DIR, kind);
}

const char *datadir_find(const char *kind, const char *name, char *buf, size_t size)
{
    if (strchr(name, '/') || access(name, F_OK) == 0)
        return name;
    char *dir = datadir_dir(kind);
    int n = dir ? snprintf(buf, size, "%s/%s", dir, name) : -1;
    free(dir);
    if (n > 0 && (size_t)n < size && access(buf, F_OK) == 0)
        return buf;
    return name;
}
