#!/usr/bin/env bash
# Builds loas for release on Linux: dist/loas-VERSION-linux-ARCH.tar.gz and its .sha256 (the
# format `sha256sum -c` reads). The binary carries the Swift runtime (--static-swift-stdlib),
# libcmark, SQLite, jemalloc and the C++ runtime the Swift runtime uses (Debian's libcmark.a,
# libsqlite3.a, libjemalloc_pic.a and libstdc++.a), so it needs only glibc and libcurl (which
# Foundation's networking loads) at run time; stripped.
#
#   scripts/release.sh [--repository OWNER/NAME] [--commit SHA] [VERSION]
#
# VERSION: default the tag at HEAD without its v (v1.2.0 -> 1.2.0), else "dev". --repository:
# the GitHub repository the release is published from (the release workflow passes
# $GITHUB_REPOSITORY; default, the owner/name of the origin remote when it is on GitHub).
# --commit: the full commit SHA it is built from (default HEAD's; the workflow passes
# $GITHUB_SHA). With both, `loas init` pins the workflow it writes to OWNER/NAME@SHA # vVERSION;
# without them (or from a checkout with changes) it asks for --action.
#
# The version, repository and commit reach the binary as C defines of the BuildInfo target
# (-Xcc -D…), in a build folder of their own (.build-release), so no file is generated, the
# checkout stays clean and a development `swift build` is untouched.
set -euo pipefail
cd "$(dirname "$0")/.."

repository="" full_commit=""
while [ $# -gt 0 ]; do
  case $1 in
    --repository) repository=${2:?release.sh: --repository needs OWNER/NAME}; shift 2 ;;
    --commit) full_commit=${2:?release.sh: --commit needs a full commit SHA}; shift 2 ;;
    -*) echo "release.sh: unknown option $1 (--repository OWNER/NAME, --commit SHA, VERSION)" >&2; exit 2 ;;
    *) break ;;
  esac
done
if [ -n "$full_commit" ] && ! [[ $full_commit =~ ^[0-9a-f]{40}$ ]]; then
  echo "release.sh: --commit \"$full_commit\" is not a full 40-hex commit SHA" >&2
  exit 2
fi
version=${1:-$(git describe --tags --exact-match 2>/dev/null | sed 's/^v//' || true)}
version=${version:-dev}
if ! [[ $version =~ ^[0-9A-Za-z][0-9A-Za-z.+-]*$ ]]; then
  echo "release.sh: \"$version\" is not a version (letters, digits, '.', '+', '-')" >&2
  exit 2
fi
if [ -z "$repository" ]; then
  origin=$(git config --get remote.origin.url 2>/dev/null || true)
  if [[ $origin =~ github\.com[:/]([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)$ ]]; then repository=${BASH_REMATCH[1]%.git}; fi
fi
if [ -n "$repository" ] && ! [[ $repository =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]]; then
  echo "release.sh: --repository \"$repository\" is not OWNER/NAME" >&2
  exit 2
fi
# The action's own copy of this source (its fallback when there is no release) is not a git
# checkout: the binary then names no commit, and the tarball's time is 0.
if commit=$(git rev-parse --short=12 HEAD 2>/dev/null); then
  head=$(git rev-parse HEAD)
  full_commit=${full_commit:-$head}
  # A build from a checkout with changes is not that commit: say so rather than pass for it,
  # and pin nothing to it.
  if [ -n "$(git status --porcelain --untracked-files=no)" ]; then commit=$commit-modified full_commit=""; fi
  stamp=$(git log -1 --format=%ct)
else
  commit="" stamp=0
fi
arch=$(uname -m)
name=loas-$version-linux-$arch

scripts/setup.sh --no-browser
# Foundation's networking links against libcurl; the Swift images have it, a bare Debian not.
if [ ! -f /usr/include/curl/curl.h ] && [ ! -f "/usr/include/$(gcc -print-multiarch 2>/dev/null)/curl/curl.h" ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libcurl4-openssl-dev >/dev/null
fi

# The linker takes the first libcmark / libsqlite3 / libz / libstdc++ it finds along -L: a folder
# holding only the static archives, searched first, makes it take those instead of the shared
# libraries. The first -L on the link line comes from a system library's pkg-config (libcmark's
# or zlib's or libcrypto's, in whichever order SwiftPM lists them), so a .pc of each naming that
# folder (found first through PKG_CONFIG_PATH) put it there; SQLite (GRDB's module map) and the
# C++ runtime (the Swift runtime's -lstdc++) are linked by name and so come from it too.
static=$(mktemp -d)
trap 'rm -rf "$static"' EXIT
for library in libcmark libsqlite3 libz libstdc++; do
  archive=$(clang -print-file-name="$library.a")
  [ -f "$archive" ] || archive=$(find /usr/lib /usr/local/lib -name "$library.a" -print -quit 2>/dev/null)
  [ -f "$archive" ] || { echo "release.sh: $library.a not found (Debian's ${library#lib}-dev ships it)" >&2; exit 1; }
  ln -s "$archive" "$static/"
done
mkdir "$static/pkgconfig"
printf 'Name: libcmark\nDescription: CommonMark, static\nVersion: %s\nLibs: -L%s -lcmark\nCflags: %s\n' \
  "$(pkg-config --modversion libcmark)" "$static" "$(pkg-config --cflags libcmark)" >"$static/pkgconfig/libcmark.pc"
printf 'Name: zlib\nDescription: zlib, static\nVersion: %s\nLibs: -L%s -lz\nCflags: %s\n' \
  "$(pkg-config --modversion zlib)" "$static" "$(pkg-config --cflags zlib)" >"$static/pkgconfig/zlib.pc"
# libcrypto (CCrypto) and libcurl (CCurl) stay shared: the folder holds neither, so -lcrypto and
# -lcurl pass through it to the system's. Their .pc name the folder too: SwiftPM reads .pc files
# itself and keeps their -L/usr/lib/…, which, listed first, took every shared library instead.
for library in libcrypto libcurl; do
  printf 'Name: %s\nDescription: %s, shared\nVersion: %s\nLibs: -L%s -l%s\nCflags: %s\n' "$library" "$library" \
    "$(pkg-config --modversion "$library")" "$static" "${library#lib}" "$(pkg-config --cflags "$library")" \
    >"$static/pkgconfig/$library.pc"
done

# jemalloc goes in as one object, not an archive: --static-swift-stdlib links with
# --exclude-libs ALL, which would hide an archive's malloc and free inside the binary while
# glibc and libcurl kept calling their own (memory from one freed by the other). An object's
# stay exported and take every call. Its C++ part (operator new and delete) is left out: the
# C++ runtime has its own, which call malloc. The executable's -ljemalloc finds an empty archive.
jemalloc=$(find /usr/lib /usr/local/lib -name libjemalloc_pic.a -print -quit 2>/dev/null)
[ -f "$jemalloc" ] || { echo "release.sh: libjemalloc_pic.a not found (Debian's libjemalloc-dev ships it)" >&2; exit 1; }
mkdir "$static/jemalloc"
(cd "$static/jemalloc" && ar x "$jemalloc" && rm -f jemalloc_cpp*.o && ld -r ./*.o -o ../jemalloc.o)
ar rc "$static/libjemalloc.a"

PKG_CONFIG_PATH="$static/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
  swift build -c release --product loas --scratch-path .build-release --static-swift-stdlib \
  -Xswiftc -Xclang-linker -Xswiftc -static-libgcc -Xlinker "$static/jemalloc.o" \
  -Xcc "-DLOAS_VERSION=\"$version\"" -Xcc "-DLOAS_COMMIT=\"$commit\"" \
  -Xcc "-DLOAS_REPOSITORY=\"$repository\"" -Xcc "-DLOAS_FULL_COMMIT=\"$full_commit\""
binary=$(swift build -c release --scratch-path .build-release --show-bin-path)/loas

rm -rf "dist/$name" && mkdir -p "dist/$name"
strip -o "dist/$name/loas" "$binary"

# What the binary asks the loader for: the C library, libcurl and libcrypto (SHA-256; libcurl4
# depends on it, so every system with libcurl has it); never a Swift runtime, libcmark, SQLite,
# jemalloc or the C++ runtime.
needed=$(readelf -d "dist/$name/loas" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
echo "needs: $(echo "$needed" | tr '\n' ' ')"
unexpected=$(echo "$needed" | grep -Ev '^(libc|libm|libcurl|libcrypto|ld-linux.*)\.so' || true)
forbidden=$(ldd "dist/$name/loas" | grep -Ei 'swift|cmark|sqlite|jemalloc' || true)
if [ -n "$unexpected$forbidden" ]; then
  echo "release.sh: dist/$name/loas still needs: $unexpected $forbidden" >&2
  exit 1
fi
# jemalloc's malloc and free must be the ones glibc and libcurl call too (see above): exported.
exported=$(nm -D --defined-only "dist/$name/loas")
if [ "$(grep -cE ' T (malloc|free)$' <<<"$exported")" -ne 2 ]; then
  echo "release.sh: dist/$name/loas does not export jemalloc's malloc and free" >&2
  exit 1
fi
"dist/$name/loas" --version

# The archive adds nothing that varies between builds: sorted names, fixed owner and time (the
# commit's), no gzip timestamp.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C "dist/$name" -cf - loas | gzip -n -9 >"dist/$name.tar.gz"
(cd dist && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")
rm -rf "dist/$name"
echo "dist/$name.tar.gz ($(stat -c %s "dist/$name.tar.gz") bytes)"
cat "dist/$name.tar.gz.sha256"
