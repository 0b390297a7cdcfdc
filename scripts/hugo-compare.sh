#!/usr/bin/env bash
# LOAS against Hugo on the same pages: builds N synthetic characters (default 1000) with
# LOAS in release from raw JSON, then renders the Markdown pages LOAS wrote with Hugo
# (Debian's package; installed when missing) using a minimal layout and no theme. Prints
# the median of RUNS (default 5) fresh builds of each and the ratio LOAS / Hugo.
# Figures only: it never fails on a slow one.
#   scripts/hugo-compare.sh [N]      RUNS=3 SKIP_BUILD=1 OUT=.build/bench/runs scripts/hugo-compare.sh 100
# LOAS=PATH times another loas binary (a release's: scripts/release.sh) in place of the build's.
set -euo pipefail
n="${1:-1000}"
runs="${RUNS:-5}"
cd "$(dirname "$0")/.."

if ! command -v hugo >/dev/null; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "installing hugo" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends hugo >/dev/null
fi
if [ "${SKIP_BUILD:-}" != 1 ]; then
  swift build -c release --product loas >&2
  swift build -c release --product loas-bench >&2
fi
bin="$(swift build -c release --show-bin-path)"
loas="${LOAS:-$bin/loas}"
work=".build/bench"
corpus="$work/corpus-$n"
site="$work/compare-site-$n"
hugo_site="$work/hugo-$n"
mkdir -p "$work"
"$bin/loas-bench" corpus --count "$n" --out "$corpus"

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }'; }
median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# The pages Hugo renders: the Markdown of one LOAS build (not timed).
rm -rf "$site"
"$loas" build --snapshots "$corpus" --out "$site" >/dev/null
loas_pages=$(find "$site" -name '*.html' -o -name '*.md' | wc -l)
md_pages=$(find "$site" -name '*.md' | wc -l)

# Hugo: every .md LOAS wrote, at the same path under content/ (the site's index.md is
# Hugo's home page, content/_index.md), with the front matter Hugo wants for a title.
rm -rf "$hugo_site"
mkdir -p "$hugo_site/content" "$hugo_site/layouts/_default"
(cd "$site" && find . -name '*.md') | while IFS= read -r page; do
  page="${page#./}"
  target="$hugo_site/content/$page"
  [ "$page" = index.md ] && target="$hugo_site/content/_index.md"
  mkdir -p "$(dirname "$target")"
  title="$(basename "$page" .md)"
  { printf -- '---\ntitle: "%s"\n---\n\n' "$title"; cat "$site/$page"; } > "$target"
done
cat > "$hugo_site/hugo.toml" <<'TOML'
baseURL = "https://example.org/"
title = "LOAS pages"
uglyURLs = true
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT"]
TOML
cat > "$hugo_site/layouts/_default/baseof.html" <<'HTML'
<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body>{{ block "main" . }}{{ end }}</body></html>
HTML
cat > "$hugo_site/layouts/_default/single.html" <<'HTML'
{{ define "main" }}<main>{{ .Content }}</main>{{ end }}
HTML
cat > "$hugo_site/layouts/_default/list.html" <<'HTML'
{{ define "main" }}<main>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main>{{ end }}
HTML

# Timed runs, LOAS and Hugo in turn, each into a folder of its own, on tmpfs (/dev/shm)
# when there is one. On disk, what a run costs depends on what was deleted in the minutes
# before: ext4 skips inodes freed recently when it allocates, scanning past each of them
# for every new file, so after an rm -rf of an earlier site a build times the allocator
# more than itself, and the tool that writes more files pays more. OUT=DIR chooses the
# place (OUT=.build/bench/runs for the disk). Outputs are removed after the last run.
if [ -z "${OUT:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
  runs_dir="/dev/shm/loas-hugo-compare-$n"
else
  runs_dir="${OUT:-$work/compare-runs-$n}"
fi
rm -rf "$runs_dir"
mkdir -p "$runs_dir"
loas_times=()
hugo_times=()
for run in $(seq "$runs"); do
  start=$(now)
  "$loas" build --snapshots "$corpus" --out "$runs_dir/loas-$run" >/dev/null
  loas_times+=("$(since "$start")")
  start=$(now)
  hugo --quiet --source "$hugo_site" --destination "$(cd "$runs_dir" && pwd)/hugo-$run" >/dev/null
  hugo_times+=("$(since "$start")")
done
hugo_pages=$(find "$runs_dir/hugo-1" -name '*.html' | wc -l)
rm -rf "$runs_dir"

loas_median=$(printf '%s\n' "${loas_times[@]}" | median)
hugo_median=$(printf '%s\n' "${hugo_times[@]}" | median)
echo "N=$n characters, median of $runs fresh builds each, written under $runs_dir"
echo "$(hugo version | cut -d' ' -f1-2)"
printf 'LOAS  %7.2f s  (raw JSON -> %d pages: %d .md, %d .html)\n' "$loas_median" "$loas_pages" "$md_pages" "$((loas_pages - md_pages))"
printf 'Hugo  %7.2f s  (%d .md -> %d .html, with section lists)\n' "$hugo_median" "$md_pages" "$hugo_pages"
awk -v l="$loas_median" -v h="$hugo_median" 'BEGIN { printf "LOAS / Hugo: %.2f\n", l / h }'
if [ "$hugo_pages" -lt "$md_pages" ]; then
  echo "warning: Hugo wrote $hugo_pages pages for $md_pages Markdown files" >&2
fi
