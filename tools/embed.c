/* SPDX-License-Identifier: GPL-3.0-or-later */
/* embed.c: a build tool, not part of abprune.  Turns the web page's
 * template files (page.html, page.css, the scripts) into C source for
 * html_assets.h: each file as an array of string literals (a line each, so
 * no literal is longer than C promises to take), and the SHA-256 of the
 * style sheet and the script in base64, as a Content-Security-Policy
 * 'sha256-...' source names them: the page allows exactly that inline
 * style and that inline script and nothing else.
 *
 * Usage: embed OUT.c page.html page.css SCRIPTS web-SCRIPTS web.html
 *        embed --module OUT.c [MODULE.wasm.gz] (the page's WebAssembly
 *        module as base64, for abprune web)
 * A script of several files is named by them joined with '+', its last
 * the asset's own (figure.js+focus.js+practice.js+page.js,
 * lesson.js+web.js): they are written one after another as one script,
 * in the order given.
 * Built and run by `make` on the build machine (a C compiler is all it
 * needs: no xxd, no python). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- SHA-256 (FIPS 180-4) ---- */

struct sha256 {
    uint32_t h[8];
    uint8_t block[64];
    size_t used;
    uint64_t bits;
};

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
    0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
    0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
    0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
    0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
    0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
    0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
};

static uint32_t ror(uint32_t x, int n)
{
    return (x >> n) | (x << (32 - n));
}

static void sha256_block(struct sha256 *s)
{
    uint32_t w[64], v[8];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)s->block[4 * i] << 24 | (uint32_t)s->block[4 * i + 1] << 16 |
               (uint32_t)s->block[4 * i + 2] << 8 | s->block[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    memcpy(v, s->h, sizeof v);
    for (int i = 0; i < 64; i++) {
        uint32_t e = v[4], a = v[0];
        uint32_t t1 = v[7] + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & v[5]) ^ (~e & v[6])) +
                      K[i] + w[i];
        uint32_t t2 = (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]));
        memmove(v + 1, v, 7 * sizeof v[0]);
        v[4] += t1;
        v[0] = t1 + t2;
    }
    for (int i = 0; i < 8; i++)
        s->h[i] += v[i];
}

static void sha256_init(struct sha256 *s)
{
    static const uint32_t h0[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
    memcpy(s->h, h0, sizeof h0);
    s->used = 0;
    s->bits = 0;
}

static void sha256_add(struct sha256 *s, const void *data, size_t len)
{
    const uint8_t *p = data;
    for (size_t i = 0; i < len; i++) {
        s->block[s->used++] = p[i];
        s->bits += 8;
        if (s->used == 64) {
            sha256_block(s);
            s->used = 0;
        }
    }
}

static void sha256_end(struct sha256 *s, uint8_t out[32])
{
    uint64_t bits = s->bits;
    uint8_t pad = 0x80, zero = 0;
    sha256_add(s, &pad, 1);
    while (s->used != 56)
        sha256_add(s, &zero, 1);
    for (int i = 7; i >= 0; i--) {
        uint8_t b = (uint8_t)(bits >> (8 * i));
        sha256_add(s, &b, 1);
    }
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++)
            out[4 * i + j] = (uint8_t)(s->h[i] >> (24 - 8 * j));
}

static void base64(const uint8_t *in, size_t len, char *out)
{
    static const char abc[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t o = 0;
    for (size_t i = 0; i < len; i += 3) {
        uint32_t v = (uint32_t)in[i] << 16 | (i + 1 < len ? (uint32_t)in[i + 1] << 8 : 0) |
                     (i + 2 < len ? in[i + 2] : 0);
        out[o++] = abc[v >> 18 & 63];
        out[o++] = abc[v >> 12 & 63];
        out[o++] = i + 1 < len ? abc[v >> 6 & 63] : '=';
        out[o++] = i + 2 < len ? abc[v & 63] : '=';
    }
    out[o] = '\0';
}

/* ---- the files ---- */

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb)
                free(buf);
            buf = nb;
        }
    }
    fclose(f);
    *len = n;
    return buf;
}

/* The file as one array of chars, written as a literal a line (octal
 * escapes for anything that is not printable ASCII, so the C file is plain
 * ASCII whatever the compiler's source character set), which the compiler
 * joins into one: no pointer a line, so nothing for the dynamic loader to
 * relocate when the program starts (an array of pointers was 2,900
 * relocations and 6 pages written at every start).  GCC and clang take a
 * literal of any length. */
static void literal_text(FILE *out, const char *name, const char *data, size_t len)
{
    fprintf(out, "static const char %s[] =\n", name);
    size_t i = 0;
    if (len == 0)
        fputs("    \"\"", out);
    while (i < len) {
        fputs("    \"", out);
        for (; i < len; i++) {
            unsigned char c = (unsigned char)data[i];
            if (c == '\\' || c == '"')
                fprintf(out, "\\%c", c);
            else if (c == '\n')
                fputs("\\n", out);
            else if (c == '?')
                fputs("\\?", out);      /* no trigraphs */
            else if (c < 32 || c > 126)
                fprintf(out, "\\%03o", c);
            else
                fputc(c, out);
            if (c == '\n') {
                i++;
                break;
            }
        }
        fputs(i < len ? "\"\n" : "\"", out);
    }
    fputs(";\n", out);
}

/* embed --module OUT.c [FILE.gz]: the page's WebAssembly module, gzipped,
 * as base64 in pieces of 4000 characters (C promises literals of 4095),
 * for cli/web_module.h; without FILE, a build that has no module. */
static int embed_module(const char *path, const char *module)
{
    size_t len = 0;
    char *data = module ? slurp(module, &len) : NULL;
    if (module && !data)
        return 1;
    char *text = malloc(len / 3 * 4 + 8);
    FILE *out = text ? fopen(path, "w") : NULL;
    if (!out) {
        perror(path);
        free(data);
        free(text);
        return 1;
    }
    base64((const uint8_t *)(data ? data : ""), len, text);
    fputs("/* SPDX-License-Identifier: GPL-3.0-or-later */\n"
          "/* Generated by tools/embed.c from src/web/abcore.wasm.gz: do not edit. */\n"
          "#include \"config.h\"\n\n#include \"cli/web_module.h\"\n\n"
          "static const char *const pieces[] = {\n", out);
    size_t n = strlen(text);
    for (size_t i = 0; i < n; i += 4000)
        fprintf(out, "    \"%.4000s\",\n", text + i);
    fprintf(out, "    \"\",\n};\n\n"
                 "const char *const *web_module_base64(size_t *count)\n{\n"
                 "    *count = sizeof pieces / sizeof pieces[0] - 1;\n"
                 "    return pieces;\n}\n");
    free(data);
    free(text);
    if (fclose(out) != 0) {
        perror(path);
        return 1;
    }
    return 0;
}

/* The files of arg ("a.js+b.js"), one after another, as slurp reads one;
 * NULL when one cannot be read. */
static char *slurp_joined(char *arg, size_t *len)
{
    char *data = NULL;
    *len = 0;
    for (char *name = arg, *plus; name; name = plus ? plus + 1 : NULL) {
        plus = strchr(name, '+');
        if (plus)
            *plus = '\0';
        size_t more;
        char *next = slurp(name, &more);
        char *all = next ? realloc(data, *len + more + 1) : NULL;
        if (!all) {
            free(next);
            free(data);
            return NULL;
        }
        memcpy(all + *len, next, more);
        all[*len + more] = '\0';
        data = all;
        *len += more;
        free(next);
        if (plus)
            *plus = '+';
    }
    return data;
}

int main(int argc, char **argv)
{
    if (argc >= 3 && argc <= 4 && strcmp(argv[1], "--module") == 0)
        return embed_module(argv[2], argc == 4 ? argv[3] : NULL);
    /* the templates, in the order of html_assets.h's enum html_asset_id */
    static const struct { const char *file, *name, *id; } assets[] = {
        { "page.html", "page_html", "HTML_PAGE" },
        { "page.css", "page_css", "HTML_STYLE" },
        { "page.js", "page_js", "HTML_SCRIPT" },
        { "web.js", "web_js", "HTML_WEB_SCRIPT" },
        { "web.html", "web_html", "HTML_WEB_PANEL" },
    };
    enum { N = sizeof assets / sizeof assets[0] };
    if (argc != 2 + N) {
        fprintf(stderr, "usage: embed OUT.c page.html page.css [A.js+...]page.js "
                        "[A.js+...]web.js web.html\n"
                        "       embed --module OUT.c [MODULE.wasm.gz]\n");
        return 2;
    }
    char *data[N];
    size_t len[N];
    for (int i = 0; i < N; i++) {
        const char *base = strrchr(argv[i + 2], '/');
        if (strcmp(base ? base + 1 : argv[i + 2], assets[i].file) != 0) {
            fprintf(stderr, "embed: file %d is %s, not %s\n", i + 1, argv[i + 2], assets[i].file);
            return 2;
        }
        if (!(data[i] = slurp_joined(argv[i + 2], &len[i])))
            return 1;
        if (memchr(data[i], '\0', len[i])) {
            /* html.c reads each template as a C string */
            fprintf(stderr, "embed: %s holds a NUL byte\n", argv[i + 2]);
            return 1;
        }
    }
    FILE *out = fopen(argv[1], "w");
    if (!out) {
        perror(argv[1]);
        return 1;
    }
    fputs("/* SPDX-License-Identifier: GPL-3.0-or-later */\n"
          "/* Generated by tools/embed.c from the web page's templates:\n"
          " * do not edit; edit the templates. */\n"
          "#include \"config.h\"\n\n#include \"render/export/html/html_assets.h\"\n\n", out);
    for (int i = 0; i < N; i++)
        literal_text(out, assets[i].name, data[i], len[i]);
    fputs("\nconst char *html_asset(enum html_asset_id id, size_t *len)\n{\n"
          "    switch (id) {\n", out);
    for (int i = 0; i < N; i++)
        fprintf(out, "    case %s:\n        *len = sizeof %s - 1;\n        return %s;\n",
                assets[i].id, assets[i].name, assets[i].name);
    fputs("    }\n    *len = 0;\n    return \"\";\n}\n\n"
          "const char *html_asset_hash(enum html_asset_id id)\n{\n    switch (id) {\n", out);
    /* the style sheet's and the scripts' SHA-256, as the CSP names them */
    for (int i = 1; i < N; i++) {
        if (strstr(assets[i].file, ".html"))
            continue;
        struct sha256 sh;
        uint8_t digest[32];
        char hash[64];
        sha256_init(&sh);
        sha256_add(&sh, data[i], len[i]);
        sha256_end(&sh, digest);
        base64(digest, sizeof digest, hash);
        fprintf(out, "    case %s:\n        return \"sha256-%s\";\n", assets[i].id, hash);
    }
    fputs("    default:\n        return \"\";\n    }\n}\n", out);
    for (int i = 0; i < N; i++)
        free(data[i]);
    if (fclose(out) != 0) {
        perror(argv[1]);
        return 1;
    }
    return 0;
}
