/* SPDX-License-Identifier: GPL-3.0-or-later */
/* formats.c: the table of export formats. */
#include "config.h"

#include "render/export/formats.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/util.h"
#include "render/export/dot/dot.h"
#include "render/export/text/text_export.h"
#include "render/export/tikz/tikz.h"

#define TAKES(o) (1u << (o))

static const struct export_format formats[EXPORT_FORMAT_COUNT] = {
    { EXPORT_TEXT, "text", { ".txt" }, N_("the text figure"), NULL,
      TAKES(XO_STYLE) | TAKES(XO_CHARSET) | TAKES(XO_WIDTH) | TAKES(XO_ROWS) | TAKES(XO_BOARDS) |
          TAKES(XO_STEP) | TAKES(XO_STEPS),
      false, DRAWN_AS_TEXT, 0, text_export_picture, NULL, "\f\n", NULL, NULL },
    { EXPORT_DOT, "dot", { ".dot", ".gv" }, N_("Graphviz"), NULL,
      TAKES(XO_CHARSET) | TAKES(XO_RATIO) | TAKES(XO_BOARDS) | TAKES(XO_STEP) | TAKES(XO_STEPS),
      true, DRAWN_BY_GRAPHVIZ, 40, graph_dot, NULL, "", NULL, NULL },
    { EXPORT_TIKZ, "tikz", { ".tex" }, N_("TikZ"), NULL,
      TAKES(XO_RATIO) | TAKES(XO_BODY) | TAKES(XO_ASPECT) | TAKES(XO_FONT_SIZE) |
          TAKES(XO_SCALE) | TAKES(XO_BOARDS) | TAKES(XO_STEP) | TAKES(XO_STEPS) | TAKES(XO_TITLE),
      true, DRAWN_BY_LATEX, 30, graph_tikz, graph_tikz_series, "", NULL, NULL },
    { EXPORT_BEAMER, "beamer", { NULL }, N_("a beamer deck"),
      N_("a beamer deck shows every step: choose the slides with --frames"),
      TAKES(XO_FRAMES) | TAKES(XO_ASPECT) | TAKES(XO_FONT_SIZE) | TAKES(XO_SCALE) |
          TAKES(XO_LEGEND) | TAKES(XO_TITLE) | TAKES(XO_BOARDS),
      true, DRAWN_BY_LATEX, 30, NULL, NULL, "", graph_beamer, NULL },
    { EXPORT_HTML, "html", { NULL }, N_("a web page"),
      N_("a web page shows every step and draws its own figure"),
      TAKES(XO_STEP) | TAKES(XO_COMPARE) | TAKES(XO_PRACTICE),
      true, DRAWN_BY_BROWSER, 0, NULL, NULL, "", NULL, html_page },
};

static const char *const option_names[XO_COUNT] = {
    [XO_STYLE] = "--style", [XO_CHARSET] = "--charset", [XO_WIDTH] = "--width",
    [XO_ROWS] = "--rows", [XO_RATIO] = "--ratio", [XO_BODY] = "--body",
    [XO_ASPECT] = "--aspect", [XO_FONT_SIZE] = "--font-size", [XO_SCALE] = "--scale",
    [XO_BOARDS] = "--boards", [XO_FRAMES] = "--frames", [XO_STEP] = "--step",
    [XO_STEPS] = "--steps", [XO_COMPARE] = "--compare", [XO_PRACTICE] = "--practice",
    [XO_LEGEND] = "--legend", [XO_TITLE] = "--title",
};

const struct export_format *export_format(enum export_format_id id)
{
    return &formats[id];
}

const struct export_format *export_format_named(const char *name)
{
    for (size_t i = 0; i < EXPORT_FORMAT_COUNT; i++)
        if (strcmp(formats[i].name, name) == 0)
            return &formats[i];
    return NULL;
}

const struct export_format *export_format_for_file(const char *path)
{
    const char *dot = strrchr(path, '.'), *slash = strrchr(path, '/');
    if (!dot || (slash && slash > dot))
        return NULL;
    for (size_t i = 0; i < EXPORT_FORMAT_COUNT; i++)
        for (size_t e = 0; formats[i].picture && e < 3 && formats[i].extensions[e]; e++)
            if (strcmp(dot, formats[i].extensions[e]) == 0)
                return &formats[i];
    return NULL;
}

const char *export_option_name(enum export_option o)
{
    return option_names[o];
}

const char *export_formats_taking(char *buf, size_t cap, enum export_option o)
{
    const char *names[EXPORT_FORMAT_COUNT];
    size_t n = 0;
    for (size_t i = 0; i < EXPORT_FORMAT_COUNT; i++)
        if (o == XO_COUNT || formats[i].takes & TAKES(o))
            names[n++] = formats[i].name;
    return words_or(buf, cap, names, n);
}

/* The picture formats' extensions, each alone or with its format's
 * words. */
static const char *extensions(char *buf, size_t cap, bool with_what)
{
    enum { MOST = 3 * EXPORT_FORMAT_COUNT };
    char parts[MOST][64];
    const char *names[MOST];
    size_t n = 0;
    for (size_t i = 0; i < EXPORT_FORMAT_COUNT; i++)
        for (size_t e = 0; formats[i].picture && e < 3 && formats[i].extensions[e]; e++) {
            if (with_what)
                /* TRANSLATORS: an extension and its format, as in ".dot (Graphviz)" */
                snprintf(parts[n], sizeof parts[n], _("%s (%s)"), formats[i].extensions[e],
                         _(formats[i].what));
            else
                snprintf(parts[n], sizeof parts[n], "%s", formats[i].extensions[e]);
            names[n] = parts[n];
            n++;
        }
    return words_or(buf, cap, names, n);
}

const char *export_picture_extensions(char *buf, size_t cap)
{
    return extensions(buf, cap, true);
}

const char *export_picture_extension_list(char *buf, size_t cap)
{
    return extensions(buf, cap, false);
}
