# SPDX-License-Identifier: GPL-3.0-or-later
# tests/unit/local.mk, included by Makefile.am: the libcheck unit tests of
# the core, a program per module, all sharing the helpers of
# libtestutil.a (testutil.h).  They run in the same make check as the
# script tests (one harness: a failing script does not keep them from
# running, nor they the scripts).  A new test is one more name in
# UNIT_TESTS.
if HAVE_CHECK
UNIT_TESTS = \
	tests/unit/check_tree \
	tests/unit/check_parse \
	tests/unit/check_search \
	tests/unit/check_tables \
	tests/unit/check_cutref \
	tests/unit/check_iterative \
	tests/unit/check_trace \
	tests/unit/check_gen \
	tests/unit/check_paper \
	tests/unit/check_lesson \
	tests/unit/check_quiz \
	tests/unit/check_horizon \
	tests/unit/check_stats \
	tests/unit/check_implicit \
	tests/unit/check_stepper \
	tests/unit/check_stepper_find \
	tests/unit/check_lesson_player \
	tests/unit/check_quiz_player \
	tests/unit/check_utf8 \
	tests/unit/check_u128 \
	tests/unit/check_summary \
	tests/unit/check_html \
	tests/unit/check_outfile \
	tests/unit/check_base \
	tests/unit/check_course \
	tests/unit/check_progress \
	tests/unit/check_latex \
	tests/unit/check_game \
	tests/unit/check_catalog \
	tests/unit/check_web
# the page's calls into the core, natively (the module's own code)
tests_unit_check_web_SOURCES = tests/unit/check_web.c $(WEB_API_FILES)
check_LIBRARIES = tests/unit/libtestutil.a
tests_unit_libtestutil_a_SOURCES = tests/unit/testutil.c tests/unit/testutil.h
endif
# the default of every program without an LDADD of its own: the unit
# tests' (the program, the fuzz targets and the benchmarks have theirs)
LDADD = tests/unit/libtestutil.a src/libabcore.a $(UNISTRING_LIBS) $(CHECK_LIBS) -lm
