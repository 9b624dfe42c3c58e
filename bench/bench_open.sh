#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench_open.sh: what opening a big tree in the stepper costs next to
# searching it with run (issues 27 and 42): bench/open.py says how.
#
# Usage: bench/bench_open.sh ABPRUNE [RUNS [OTHER]]
# OTHER: another build (main, say), whose view is timed in the same rounds.
set -eu
abprune=${1:?usage: bench_open.sh ABPRUNE [RUNS [OTHER]]}
command -v /usr/bin/time >/dev/null 2>&1 || [ -x /usr/bin/time ] || {
    echo "bench_open.sh: needs /usr/bin/time (Debian: time)" >&2
    exit 1
}
exec "${PYTHON3:-python3}" "$(dirname "$0")/open.py" "$@"
