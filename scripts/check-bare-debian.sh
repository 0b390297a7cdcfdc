#!/usr/bin/env bash
# Checks a release tarball where nothing of a developer's is installed: a Debian bookworm made
# with `debootstrap --variant=minbase` plus libcurl4 (no Swift, no -dev package, no libcmark or
# libsqlite3), in which the binary must run and build the demo site.
#
#   sudo scripts/check-bare-debian.sh dist/loas-VERSION-linux-ARCH.tar.gz [ROOT]
#
# ROOT (default /tmp/loas-bookworm-minbase) is made once and reused; debootstrap needs a Debian
# mirror ($DEBIAN_MIRROR, default http://deb.debian.org/debian). Needs root (debootstrap, chroot).
set -euo pipefail
tarball=${1:?usage: check-bare-debian.sh dist/loas-VERSION-linux-ARCH.tar.gz [ROOT]}
root=${2:-/tmp/loas-bookworm-minbase}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
[ "$(id -u)" -eq 0 ] || { echo "check-bare-debian.sh: needs root (debootstrap and chroot)" >&2; exit 1; }
if ! command -v debootstrap >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi

if [ ! -x "$root/usr/bin/dpkg" ]; then
  echo "== debootstrap --variant=minbase --include=libcurl4 bookworm $root"
  debootstrap --variant=minbase --include=libcurl4 bookworm "$root" "$mirror" >"$root.debootstrap.log" 2>&1 \
    || { tail -20 "$root.debootstrap.log" >&2; exit 1; }
fi

echo "== $(basename "$tarball")"
(cd "$(dirname "$tarball")" && sha256sum -c "$(basename "$tarball").sha256")
rm -rf "$root/opt/loas" && mkdir -p "$root/opt/loas"
tar -xzf "$tarball" -C "$root/opt/loas"
ls -l "$root/opt/loas"

# A system, or a container, always has /proc; a bare chroot has it only when mounted, and the
# Swift runtime reads it.
mountpoint -q "$root/proc" || { mount -t proc proc "$root/proc" && trap 'umount "$root/proc"' EXIT; }
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

echo "== packages in the bare system that a developer's machine would add"
# shellcheck disable=SC2016 # dpkg-query's own ${field} format, not the shell's
in_root dpkg-query -W -f '${Package} ${Version}\n' \
  | grep -E 'swift|-dev |cmark|sqlite|libstdc|libgcc|curl' || true
echo "(the root holds $(in_root dpkg-query -W -f '.\n' | wc -l) packages)"

echo "== ldd /opt/loas/loas"
in_root ldd /opt/loas/loas

echo "== loas --version"
in_root /opt/loas/loas --version

echo "== loas build (the demo) in /tmp/site"
in_root sh -c 'rm -rf /tmp/site && cd /tmp && /opt/loas/loas build --out /tmp/site'
pages=$(find "$root/tmp/site" -name '*.html' | wc -l)
sheets=$(find "$root/tmp/site/characters" -name '*.html' | wc -l)
echo "$pages HTML pages, $sheets character sheets"
if [ ! -f "$root/tmp/site/index.html" ] || [ "$sheets" -eq 0 ]; then
  echo "check-bare-debian.sh: the demo site is incomplete" >&2
  exit 1
fi
echo "== ok: the binary runs and builds the demo in a bare Debian bookworm"
