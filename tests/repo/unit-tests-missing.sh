#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Stands in for the unit tests when configure did not build them: the
# summary shows a SKIP, and the log says why.
if [ "${ENABLE_TESTS:-}" = no ]; then
    echo "The unit tests are off: configure was run with --enable-tests=no."
else
    echo "The unit tests need the check library: install it (Debian: apt-get"
    echo "install check), run ./configure again, then make check."
fi
exit 77
