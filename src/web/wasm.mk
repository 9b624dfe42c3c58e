# SPDX-License-Identifier: GPL-3.0-or-later
# wasm.mk: the page's module, src/web/abcore.wasm: the core (the .c of
# libabcore.a's sources) and src/web/ compiled for wasm32-wasi and linked
# as a library module (a "reactor": no main; its _initialize runs the
# constructors), exporting the functions of web/web_api.h by name.
# GNU make; Makefile.am runs it ($(MAKE) -f src/web/wasm.mk) with:
#   srcdir, abs_srcdir, abs_builddir    the trees
#   CORE_SOURCES    the core's .c files under srcdir (Makefile.am's list)
#   BUILT_SOURCES_C the core's .c files made in the build tree
#   WEB_SOURCES     src/web/'s .c files under srcdir
#   WEB_BUILT_C     src/web/catalogs.c, made in the build tree
#   WASM_CC, WASM_AR, WASI_SYSROOT, WASM_UNISTRING, WARN_CFLAGS
#   OUT             the module to write
OBJDIR := wasm/obj
# quiet unless make V=1, as automake's silent rules
Q := $(if $(filter 1,$(V)),,@)
say = $(if $(filter 1,$(V)),,@printf '  %-8s %s\n' $(1) $(2))
# -O2, not -Oz: F on a million leaves runs twice as fast for 11 KB more
# (gzipped); the build's directories kept out of what assert() writes
WASM_CFLAGS := --target=wasm32-wasi --sysroot=$(WASI_SYSROOT) -O2 -std=gnu11 $(WARN_CFLAGS) \
	-D_WASI_EMULATED_SIGNAL -D_WASI_EMULATED_MMAN -MMD -MP \
	-ffile-prefix-map=$(abs_srcdir)=. -ffile-prefix-map=$(abs_builddir)=.
# src/web first: its libintl.h, not the system's (the sysroot has none);
# the paths are the page's memory files' (base/memfile.h), and the module
# runs no program (PKGLIBEXECDIR: abprune-curses, never looked for)
WASM_CPPFLAGS := -I$(abs_builddir) -I$(srcdir)/src/web -I$(srcdir)/src \
	-I$(WASM_UNISTRING)/include -DPKGDATADIR='"/abprune"' -DLOCALEDIR='"/locale"' \
	-DPKGLIBEXECDIR='"/libexec"'

CORE_OBJS := $(patsubst %.c,$(OBJDIR)/%.o,$(CORE_SOURCES))
BUILT_OBJS := $(patsubst %.c,$(OBJDIR)/built/%.o,$(BUILT_SOURCES_C))
WEB_OBJS := $(patsubst %.c,$(OBJDIR)/%.o,$(WEB_SOURCES)) \
	$(patsubst %.c,$(OBJDIR)/built/%.o,$(WEB_BUILT_C))

# No -O at the link: with it, clang runs wasm-opt when binaryen happens to
# be installed, and the module would depend on what the builder has.
$(OUT): $(OBJDIR)/libabcore.a $(WEB_OBJS)
	@mkdir -p $(dir $@)
	$(call say,WASMLD,$@)
	$(Q)$(WASM_CC) --target=wasm32-wasi --sysroot=$(WASI_SYSROOT) -mexec-model=reactor \
	    -Wl,--strip-all -Wl,-z,stack-size=1048576 -o $@.tmp $(WEB_OBJS) \
	    $(OBJDIR)/libabcore.a $(WASM_UNISTRING)/lib/libunistring.a \
	    -lwasi-emulated-signal -lwasi-emulated-mman -lm
	$(Q)mv $@.tmp $@

$(OBJDIR)/libabcore.a: $(CORE_OBJS) $(BUILT_OBJS)
	$(call say,WASMAR,$@)
	$(Q)rm -f $@
	$(Q)$(WASM_AR) rcs $@ $^

$(OBJDIR)/%.o: $(srcdir)/%.c
	@mkdir -p $(dir $@)
	$(call say,WASMCC,$@)
	$(Q)$(WASM_CC) $(WASM_CFLAGS) $(WASM_CPPFLAGS) -c $< -o $@

$(OBJDIR)/built/%.o: %.c
	@mkdir -p $(dir $@)
	$(call say,WASMCC,$@)
	$(Q)$(WASM_CC) $(WASM_CFLAGS) $(WASM_CPPFLAGS) -c $< -o $@

-include $(CORE_OBJS:.o=.d) $(BUILT_OBJS:.o=.d) $(WEB_OBJS:.o=.d)
