/* json.c: the streaming JSON writer. */
#include "config.h"

#include "json.h"

#include <math.h>

void json_init(struct json *j, FILE *out)
{
    j->out = out;
    j->level = 0;
    j->first[0] = true;
    j->after_key = false;
}

/* Writes the comma a new element needs, unless it follows its key. */
static void separate(struct json *j)
{
    if (j->after_key) {
        j->after_key = false;
        return;
    }
    if (!j->first[j->level])
        fputc(',', j->out);
    j->first[j->level] = false;
}

static void open_level(struct json *j, int c)
{
    separate(j);
    fputc(c, j->out);
    if (j->level + 1 < JSON_MAX_NESTING)
        j->level++;
    j->first[j->level] = true;
}

static void close_level(struct json *j, int c)
{
    fputc(c, j->out);
    if (j->level > 0)
        j->level--;
}

void json_begin_object(struct json *j) { open_level(j, '{'); }
void json_end_object(struct json *j) { close_level(j, '}'); }
void json_begin_array(struct json *j) { open_level(j, '['); }
void json_end_array(struct json *j) { close_level(j, ']'); }

static void write_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"': fputs("\\\"", out); break;
        case '\\': fputs("\\\\", out); break;
        case '\n': fputs("\\n", out); break;
        case '\r': fputs("\\r", out); break;
        case '\t': fputs("\\t", out); break;
        default:
            if (*p < 0x20)
                fprintf(out, "\\u%04x", *p);
            else
                fputc(*p, out);
        }
    }
    fputc('"', out);
}

void json_key(struct json *j, const char *key)
{
    separate(j);
    write_string(j->out, key);
    fputc(':', j->out);
    j->after_key = true;
}

void json_string(struct json *j, const char *s)
{
    separate(j);
    write_string(j->out, s);
}

void json_int(struct json *j, long long v)
{
    separate(j);
    fprintf(j->out, "%lld", v);
}

void json_double(struct json *j, double v)
{
    separate(j);
    if (isfinite(v))
        fprintf(j->out, "%.10g", v);
    else
        fputs("null", j->out);
}

void json_bool(struct json *j, bool v)
{
    separate(j);
    fputs(v ? "true" : "false", j->out);
}

void json_null(struct json *j)
{
    separate(j);
    fputs("null", j->out);
}

void json_finish(struct json *j)
{
    fputc('\n', j->out);
}
