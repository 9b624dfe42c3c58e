#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Output files on FAT, as on a student's USB stick: the file system has no
# hard links (link(2) fails with EPERM) and no modes, so a new file is
# published by taking its name with O_EXCL and renaming the temporary over
# it; an existing file is still refused without --force and replaced with
# it.  Runs on a FAT image made with mkfs.vfat (dosfstools) and mounted as
# a loop device, or through FUSE with fusefat where the kernel has no vfat
# (containers); skipped, saying why, when neither can be done.
. "$TOP_SRCDIR/tests/lib/lib.sh"
ABPRUNE_DATADIR=$TOP_SRCDIR
export ABPRUNE_DATADIR

skip() {
    echo "SKIP: $*"
    exit 77
}

command -v mkfs.vfat >/dev/null 2>&1 || skip "no mkfs.vfat (Debian: dosfstools)"
truncate -s 8M "$TMP/fat.img" 2>/dev/null || dd if=/dev/zero of="$TMP/fat.img" bs=1024 count=8192 2>/dev/null
mkfs.vfat "$TMP/fat.img" >/dev/null 2>&1 || skip "mkfs.vfat failed"
mkdir "$TMP/stick"
how=
if [ "$(id -u)" = 0 ] && mount -o loop "$TMP/fat.img" "$TMP/stick" 2>/dev/null; then
    how=loop
elif command -v fusefat >/dev/null 2>&1 && [ -w /dev/fuse ] &&
    fusefat -o rw+ "$TMP/fat.img" "$TMP/stick" >/dev/null 2>&1; then
    how=fuse
else
    skip "cannot mount a FAT image here (needs root and vfat for a loop mount, or fusefat and /dev/fuse)"
fi
unmount() {
    cd / || return
    if [ "$how" = loop ]; then umount "$TMP/stick"; else fusermount -u "$TMP/stick" 2>/dev/null || umount "$TMP/stick"; fi
    rm -rf "$TMP"
}
trap unmount EXIT
echo "FAT mounted ($how)"
STICK=$TMP/stick

# the file system is what the test is about: no hard links
: >"$STICK/probe"
ln "$STICK/probe" "$STICK/probe2" 2>/dev/null && echo "note: this FAT mount takes hard links"
rm -f "$STICK/probe" "$STICK/probe2"

"$ABPRUNE" export trees/knuth-moore-fig1.tree >"$TMP/fig.txt" || fail "export to stdout"
expect_status 0 export -o "$STICK/fig.txt" trees/knuth-moore-fig1.tree
compare "export -o on FAT" "$TMP/fig.txt" "$STICK/fig.txt"
# never over an existing file without --force, and the file stays as it was
expect_status 2 export -f dot -o "$STICK/fig.txt" trees/knuth-moore-fig1.tree
expect_in "$TMP/err" "fig.txt: file exists (use --force to replace it)"
compare "FAT file after a refused export" "$TMP/fig.txt" "$STICK/fig.txt"
# with --force it is replaced
expect_status 0 export -f dot --force -o "$STICK/fig.txt" trees/knuth-moore-fig1.tree
grep -q '^digraph' "$STICK/fig.txt" || fail "export --force did not replace the file on FAT"
# gen and stats write the same way; a streamed export past its limit
# leaves nothing
expect_status 0 gen random -b 2 -d 3 --seed 1 -o "$STICK/r.tree"
expect_status 0 run "$STICK/r.tree"
expect_status 0 stats -b 2 -d 2 -n 2 --plot-file "$STICK/p.svg"
expect_in "$STICK/p.svg" "<svg"
expect_status 1 export -f dot --max-output 500 -o "$STICK/cut.dot" trees/knuth-moore-fig1.tree
[ -e "$STICK/cut.dot" ] && fail "an export past --max-output left a file on FAT"
# nothing else was left behind: no temporaries, no empty placeholders
left=$(cd "$STICK" && ls | sort | tr '\n' ' ')
[ "$left" = "fig.txt p.svg r.tree " ] || fail "on the FAT image: $left"
finish
