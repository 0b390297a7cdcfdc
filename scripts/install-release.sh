#!/usr/bin/env bash
# Puts a released loas in DIR (the action's first step): downloads the release's tarball for
# this machine and its .sha256, checks it, extracts it. When the repository has no release yet
# (version latest), builds one from the source beside this script with scripts/release.sh: with
# the swift on PATH, else in Swift's container through docker.
#
#   scripts/install-release.sh DIR [OWNER/NAME]
#
# OWNER/NAME       the GitHub repository LOAS is published under (or LOAS_REPOSITORY); default,
#                  the action's own (from where the runner put it, _actions/OWNER/NAME/REF), else
#                  the origin remote of the checkout this script is in, when it is on GitHub
# LOAS_VERSION     1.2.0, v1.2.0 or latest; default, the action's ref when it is a version
#                  (uses: OWNER/NAME@v1.2.0), or the release tag at the commit it names
#                  (uses: OWNER/NAME@<full SHA> # v1.2.0, asked of git ls-remote), else latest
# LOAS_TARBALL     a tarball to install (with its .sha256 beside it) instead of downloading
# Prints the binary's path; with $GITHUB_OUTPUT, also as the output `binary`.
set -euo pipefail
dir=${1:?usage: install-release.sh DIR [OWNER/NAME]}
repository=${2:-${LOAS_REPOSITORY:-}} version=${LOAS_VERSION:-} ref=""
if [[ ${GITHUB_ACTION_PATH:-} =~ /_actions/([^/]+)/([^/]+)/([^/]+)/?$ ]]; then
  repository=${repository:-${BASH_REMATCH[1]}/${BASH_REMATCH[2]}}
  ref=${BASH_REMATCH[3]}
fi
if [ -z "$repository" ] && origin=$(git -C "$(dirname "$0")" config --get remote.origin.url 2>/dev/null); then
  if [[ $origin =~ github\.com[:/]([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)$ ]]; then repository=${BASH_REMATCH[1]%.git}; fi
fi
# This repository's own workflow runs the action from its checkout (uses: ./).
repository=${repository:-${GITHUB_REPOSITORY:-}}
server=${GITHUB_SERVER_URL:-https://github.com}
if [ -z "$version" ]; then
  if [[ $ref =~ ^v?[0-9]+\.[0-9]+\.[0-9]+ ]]; then
    version=$ref
  elif [[ $ref =~ ^[0-9a-f]{40}$ ]] && [ -n "$repository" ]; then
    # A tag points at the commit itself (lightweight) or at a tag object whose ^{} line names it.
    version=$(git ls-remote --tags "$server/$repository.git" 2>/dev/null \
      | awk -v sha="$ref" '$1 == sha { sub("^refs/tags/", "", $2); sub("\\^\\{\\}$", "", $2); print $2 }' \
      | grep -E '^v?[0-9]+\.[0-9]+\.[0-9]+' | sort -V | tail -n 1 || true)
    version=${version:-source}
  fi
  version=${version:-latest}
fi
source_dir=$(cd "$(dirname "$0")/.." && pwd)
arch=$(uname -m)
mkdir -p "$dir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

say() { echo "install-release: $*" >&2; }
fetch() { curl -fsSL --retry 3 --retry-delay 5 -o "$2" "$1"; }

# Checks TARBALL against TARBALL.sha256 and extracts its loas into DIR.
install_tarball() {
  local tarball=$1
  [ -f "$tarball.sha256" ] || { say "$tarball.sha256 is missing: the tarball cannot be checked"; exit 1; }
  (cd "$(dirname "$tarball")" && sha256sum --quiet -c "$(basename "$tarball").sha256") \
    || { say "$(basename "$tarball") does not match its SHA-256: not installed"; exit 1; }
  tar -xzf "$tarball" -C "$dir" loas
}

build_from_source() {
  say "building loas $1 from the source in $source_dir (no release to download)"
  if command -v swift >/dev/null; then
    (cd "$source_dir" && scripts/release.sh "$1" >&2)
  elif command -v docker >/dev/null; then
    docker run --rm -v "$source_dir:/src" -w /src swift:6.3-bookworm \
      bash -c 'git config --global --add safe.directory /src && scripts/release.sh "$0"' "$1" >&2
  else
    say "neither swift nor docker is here to build loas from source; publish a release (README, Releases)"
    exit 1
  fi
  install_tarball "$source_dir/dist/loas-$1-linux-$arch.tar.gz"
}

if [ -n "${LOAS_TARBALL:-}" ]; then
  install_tarball "$LOAS_TARBALL"
else
  [ -n "$repository" ] || {
    say "no repository to download from: pass it, scripts/install-release.sh $dir OWNER/NAME (or set LOAS_REPOSITORY=OWNER/NAME), where OWNER/NAME is the GitHub repository LOAS is published under, as in its address github.com/OWNER/NAME"
    exit 1
  }
  tag=v${version#v}
  if [ "$version" = source ]; then
    # A commit no release was made from: the action's own source at that commit is it.
    build_from_source "dev-${ref:0:12}"
    tag=""
  elif [ "$version" = latest ]; then
    # github.com/OWNER/NAME/releases/latest redirects to the newest release's tag, or to the
    # list of releases when there is none.
    effective=$(curl -fsSL --retry 3 -o /dev/null -w '%{url_effective}' "$server/$repository/releases/latest" || true)
    case $effective in
      */releases/tag/*) tag=${effective##*/} ;;
      *) build_from_source "dev-$(git -C "$source_dir" rev-parse --short=12 HEAD 2>/dev/null || echo source)"
         tag="" ;;
    esac
  fi
  if [ -n "$tag" ]; then
    name=loas-${tag#v}-linux-$arch.tar.gz
    say "downloading $name from $repository's release $tag"
    fetch "$server/$repository/releases/download/$tag/$name" "$work/$name" \
      || { say "$repository has no $name in release $tag"; exit 1; }
    fetch "$server/$repository/releases/download/$tag/$name.sha256" "$work/$name.sha256" \
      || { say "$repository's release $tag has no $name.sha256"; exit 1; }
    install_tarball "$work/$name"
  fi
fi

"$dir/loas" --version >&2
echo "$dir/loas"
if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "binary=$dir/loas" >>"$GITHUB_OUTPUT"; fi
