/* SPDX-License-Identifier: GPL-3.0-or-later */
/* datadir.c: finding the shipped trees and lessons, and the catalogues.
 *
 * No path of the build is compiled in (a packaged binary would carry the
 * packager's): a program run from its build tree knows it by the file
 * `make` writes beside it, DATADIR_BUILD_FILE, which is never installed. */
#include "config.h"

#include "base/datadir.h"

#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef __APPLE__
#include <mach-o/dyld.h>
#endif
#if defined(__FreeBSD__) || defined(__DragonFly__)
#include <sys/types.h>
#include <sys/sysctl.h>
#endif

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* A new string (NULL when out of memory). */
static char *join(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static char *join(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (s) {
        va_start(ap, fmt);
        vsnprintf(s, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    return s;
}

/* The running program's file, its links resolved, into exe; false when
 * the system does not say (then nothing is found beside the program). */
static bool program_path(char *exe, size_t cap)
{
#ifdef __wasi__
    /* a WebAssembly module is no file of the system it runs on */
    (void)exe;
    (void)cap;
    return false;
#else
    char raw[PATH_MAX];
    bool got = false;
#ifdef __APPLE__
    uint32_t size = sizeof raw;
    got = _NSGetExecutablePath(raw, &size) == 0;
#elif defined(__FreeBSD__) || defined(__DragonFly__)
    int mib[4] = { CTL_KERN, KERN_PROC, KERN_PROC_PATHNAME, -1 };
    size_t size = sizeof raw;
    got = sysctl(mib, 4, raw, &size, NULL, 0) == 0;
#else
    /* Linux, and NetBSD's /proc */
    static const char *const links[] = { "/proc/self/exe", "/proc/curproc/exe" };
    for (size_t i = 0; i < sizeof links / sizeof links[0] && !got; i++) {
        ssize_t n = readlink(links[i], raw, sizeof raw - 1);
        if (n > 0) {
            raw[n] = '\0';
            got = true;
        }
    }
#endif
    char real[PATH_MAX];
    if (!got || !realpath(raw, real) || strlen(real) >= cap)
        return false;
    strcpy(exe, real);
    return true;
#endif
}

/* The directory the running program is in, or false. */
static bool program_dir(char *dir, size_t cap)
{
    if (!program_path(dir, cap))
        return false;
    char *slash = strrchr(dir, '/');
    if (!slash)
        return false;
    if (slash == dir)
        slash[1] = '\0';   /* a program in / */
    else
        *slash = '\0';
    return true;
}

/* The value of `key` in the build tree's DATADIR_BUILD_FILE beside the
 * program ("KEY VALUE" lines), when the program runs from its build tree;
 * else NULL.  Newly allocated. */
static char *build_tree(const char *key)
{
    char dir[PATH_MAX];
    if (!program_dir(dir, sizeof dir))
        return NULL;
    char *path = join("%s/%s", dir, DATADIR_BUILD_FILE);
    FILE *f = path ? fopen(path, "r") : NULL;
    free(path);
    if (!f)
        return NULL;
    char line[PATH_MAX + 64];
    char *value = NULL;
    size_t klen = strlen(key);
    while (!value && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (strncmp(line, key, klen) == 0 && line[klen] == ' ' && line[klen + 1])
            value = strdup(line + klen + 1);
    }
    fclose(f);
    return value;
}

/* The prefix the program was installed under, when it runs from the
 * bin/ of an installation (abprune) or from its libexec/abprune/
 * (abprune-curses, which abprune starts): an installation moved, or made
 * with `make install prefix=DIR`, is found where it is. */
static bool install_prefix(char *dir, size_t cap)
{
    if (!program_dir(dir, cap))
        return false;
    static const char *const homes[] = { "/bin", "/libexec/" PACKAGE };
    size_t len = strlen(dir);
    for (size_t i = 0; i < sizeof homes / sizeof homes[0]; i++) {
        size_t hl = strlen(homes[i]);
        if (len > hl && strcmp(dir + len - hl, homes[i]) == 0) {
            dir[len - hl] = '\0';
            return true;
        }
    }
    return false;
}

/* <the installation's prefix>/share/SUB, when the program was installed
 * and that directory exists. */
static char *beside_program(const char *sub)
{
    char prefix[PATH_MAX];
    if (!install_prefix(prefix, sizeof prefix))
        return NULL;
    char *dir = join("%s/share/%s", prefix, sub);
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
        return join("%s/%s", base, kind);
    char *src = build_tree("srcdir");
    if (src) {
        char *dir = join("%s/%s", src, kind);
        free(src);
        return dir;
    }
    char *sub = join("%s/%s", PACKAGE, kind);
    char *dir = sub ? beside_program(sub) : NULL;
    free(sub);
    return dir ? dir : join("%s/%s", PKGDATADIR, kind);
}

char *datadir_locale_dir(void)
{
    const char *env = getenv("ABPRUNE_LOCALEDIR");
    if (env && *env)
        return strdup(env);
    char *dir = build_tree("localedir");
    if (dir)
        return dir;
    dir = beside_program("locale");
    if (dir) {
        /* only when it holds this program's catalogues (a share/locale
         * of other programs is not ours) */
        bool ours = false;
        for (const char *const *l = (const char *const[]){ ABPRUNE_LINGUAS_C, NULL }; *l && !ours;
             l++) {
            char *mo = join("%s/%s/LC_MESSAGES/%s.mo", dir, *l, PACKAGE);
            ours = mo && access(mo, R_OK) == 0;
            free(mo);
        }
        if (ours)
            return dir;
        free(dir);
    }
    return strdup(LOCALEDIR);
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

char *datadir_curses_program(void)
{
    char *built = build_tree("curses");
    if (built)
        return built;
    char prefix[PATH_MAX];
    if (install_prefix(prefix, sizeof prefix)) {
        char *path = join("%s/libexec/%s/%s-curses", prefix, PACKAGE, PACKAGE);
        if (!path || access(path, X_OK) == 0)
            return path;
        free(path);
    }
    return join("%s/%s-curses", PKGLIBEXECDIR, PACKAGE);
}
