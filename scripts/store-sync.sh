#!/usr/bin/env bash
# Keeps the snapshot store on a git branch (default loas-data), where GitHub does not evict
# it, as it does an Actions cache entry unused for 7 days. The publishing workflow (and the
# action, action.yml) calls it around `loas update`; the Actions cache only makes restore faster.
#
#   store-sync.sh key       prints key=loas-data-<commit>: the cache key of the branch's store
#   store-sync.sh restore   makes STORE the branch's store: the cached copy when it is that
#                           commit's, else read from git (a lost cache loses nothing)
#   store-sync.sh save      commits STORE to the branch and pushes it
#
# Options: --store FILE (loas.sqlite)  --remote NAME|URL (origin)  --branch NAME (loas-data)
#          --repo DIR (., the git checkout to work in)  --loas BINARY (loas on PATH, or $LOAS)
#          --state DIR (.loas-data: the commit the store came from, and a copy of it)
#          --unencrypted (save only: push the store in the clear when LOAS_STORE_KEY is unset)
#
# The store holds every answer and every roster name, and the branch is as public as the
# repository, so it is pushed encrypted with age to the key in $LOAS_STORE_KEY (an identity from
# age-keygen, the repository secret): age is authenticated, so a branch altered by anyone without
# the key is refused on restore, never read; while a key is set, so is a store in the clear, which
# anyone who can push could have written. The key is read from the environment by printenv,
# so it is neither expanded by the shell (set -x) nor on any process's command line (ps).
# Without a key, save refuses unless told --unencrypted.
#
# The branch holds one commit, force-pushed each run, so its history never grows: the store
# itself is the history. A push only replaces the commit this run started from
# (--force-with-lease); when another run saved in between, this run's answers are imported
# into that run's store (loas export / loas import, at the times they were fetched) and the
# push is tried again, so two overlapping runs both keep what they fetched. The store is
# committed in parts of at most 40 MB, under GitHub's 100 MB limit on a file, with its
# SHA-256, which restore checks. Results go to $GITHUB_OUTPUT when set, and to stdout.
set -euo pipefail

command=${1:-}
[ $# -gt 0 ] && shift
store=loas.sqlite remote=origin branch=loas-data repo=. state=.loas-data unencrypted=false
loas=${LOAS:-loas}
part_bytes=${LOAS_DATA_PART_BYTES:-41943040}
while [ $# -gt 0 ]; do
  case $1 in
    --store | --remote | --branch | --repo | --loas | --state)
      [ $# -ge 2 ] || { echo "store-sync.sh: $1 needs a value" >&2; exit 2; }
      declare "${1#--}=$2"
      shift 2 ;;
    --unencrypted) unencrypted=true; shift ;;
    *) echo "store-sync.sh: unknown option $1 (see the top of $0)" >&2; exit 2 ;;
  esac
done

log() { echo "store-sync: $*" >&2; }
die() { echo "store-sync: error: $*" >&2; exit 1; }
output() {
  echo "$1=$2"
  if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "$1=$2" >>"$GITHUB_OUTPUT"; fi
}
git_() { git -C "$repo" "$@"; }

# The name of the store on the branch, whatever it is called here.
stored_name=loas.sqlite
work=$(mktemp -d "${TMPDIR:-/tmp}/loas-store-sync.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The branch's commit on the remote; empty when there is no branch. A remote that cannot be
# reached is an error, never "no branch": a new store must not replace a history.
remote_tip() {
  local heads
  heads=$(git_ ls-remote --heads "$remote" "refs/heads/$branch") \
    || die "cannot read $remote (git ls-remote failed above); nothing was changed"
  echo "${heads%%[[:space:]]*}"
}

# loas reads the config in its working folder; these runs must not depend on one.
run_loas() { (cd "$work" && "$loas" "$@"); }

# Upgrades FILE to this loas's schema and folds a leftover -wal into it, so it can be read,
# exported and committed as one file: an import of nothing opens it for writing and closes it.
fold() {
  mkdir -p "$work/nothing"
  run_loas import "$work/nothing" --store "$(realpath "$1")" >/dev/null \
    || die "$1 cannot be opened as a LOAS store (see above)"
}

# True when a key is configured. The trace of ${VAR:+x} (set -x) shows x, never the key; an empty
# value, what a workflow passes for a secret that is not set, is no key.
have_key() { [ -n "${LOAS_STORE_KEY:+x}" ]; }

need_age() {
  command -v age >/dev/null \
    || die "LOAS_STORE_KEY is set but age is not installed (apt-get install age); nothing was changed"
}

# age with the key as its identity file, handed over a pipe by printenv: never expanded by this
# shell, never in any process's arguments. Its complaint is kept for age_reason.
age_() { age -i <(printenv LOAS_STORE_KEY) "$@" 2>"$work/age.err"; }
age_reason() { sed -n 's/^age: error: //p' "$work/age.err" | head -n 1; }

# The names in COMMIT that hold the store saved as NAME (whole, or its parts), in order.
stored_files() {
  git_ ls-tree --name-only "$1" | grep -E "^${2//./\\.}(\.part-[0-9]+)?\$" | sort || true
}

# Replaces FILE by the store in the branch's commit; prints that commit. FILE is replaced only
# once the store is whole, matches its SHA-256 and, when encrypted, was decrypted and authenticated.
# With a key, a store in the clear is refused: the key is what tells who saved it. A refusal
# ends with $kept, what was left as it was.
kept="nothing was changed"
fetch_store() {
  local file=$1 commit names name stored assembled=$work/assembled expected actual
  git_ fetch --quiet --depth=1 --no-tags "$remote" "refs/heads/$branch" \
    || die "cannot fetch $branch from $remote (see above); nothing was changed"
  commit=$(git_ rev-parse FETCH_HEAD)
  # Encrypted, or in the clear when saved --unencrypted or before saves were encrypted.
  stored=$stored_name.age
  names=$(stored_files "$commit" "$stored")
  if [ -z "$names" ]; then
    stored=$stored_name
    names=$(stored_files "$commit" "$stored")
  fi
  [ -n "$names" ] || die "$branch at $commit holds no $stored_name; it is not a LOAS data branch"
  if [ "$stored" != "$stored_name" ]; then
    have_key || die "$branch at ${commit:0:12} holds the store encrypted ($stored): set LOAS_STORE_KEY to the key it was saved with (the repository secret); $kept"
    need_age
  elif have_key; then
    # Anyone who can push can write a store in the clear and its checksum; only the key's
    # encryption says who saved it. Refused, with the way out for one's own --unencrypted save.
    die "$branch at ${commit:0:12} holds the store in the clear ($stored), not encrypted: with LOAS_STORE_KEY set, only a store that decrypts with it is read, as anyone who can push to $remote could have put this one there; $kept. If it is your own save with --unencrypted (check the commit: git -C $repo show --stat ${commit:0:12}), encrypt it once from a checkout: LOAS_STORE_KEY= $0 restore, then LOAS_STORE_KEY=\"\$(cat key.txt)\" $0 save (docs/publishing.md, \"The data branch\")"
  fi
  : >"$assembled"
  for name in $names; do git_ cat-file blob "$commit:$name" >>"$assembled"; done
  expected=$(git_ cat-file blob "$commit:$stored.sha256" 2>/dev/null | cut -d' ' -f1) \
    || die "$branch at $commit has no $stored.sha256"
  actual=$(sha256sum "$assembled" | cut -d' ' -f1)
  [ "$expected" = "$actual" ] || die "$branch at $commit: $stored does not match its SHA-256 ($actual, expected $expected)"
  if [ "$stored" != "$stored_name" ]; then
    age_ -d -o "$work/decrypted.sqlite" "$assembled" \
      || die "cannot decrypt $stored from $branch at ${commit:0:12} with LOAS_STORE_KEY ($(age_reason)): the key is not the one it was saved with, or the branch was altered; $kept"
    assembled=$work/decrypted.sqlite
  fi
  rm -f "$file-wal" "$file-shm"
  mv -f "$assembled" "$file"
  echo "$commit"
}

# Writes FILE (encrypted when there is a key; in parts when large) with its checksum and a README
# as one commit with no parent.
make_commit() {
  local file=$1 size tree entries=$work/tree part payload=$1 stored=$stored_name
  size=$(stat -c %s "$file")
  if have_key; then
    payload=$work/store.age stored=$stored_name.age
    rm -f "$payload"
    age_ -e -o "$payload" "$file" || die "cannot encrypt $file with LOAS_STORE_KEY ($(age_reason)); nothing was pushed"
  fi
  : >"$entries"
  if [ "$(stat -c %s "$payload")" -le "$part_bytes" ]; then
    printf '100644 blob %s\t%s\n' "$(git_ hash-object -w "$(realpath "$payload")")" "$stored" >>"$entries"
  else
    rm -rf "$work/parts" && mkdir "$work/parts"
    split -b "$part_bytes" -d -a 3 "$payload" "$work/parts/$stored.part-"
    for part in "$work/parts"/*; do
      printf '100644 blob %s\t%s\n' "$(git_ hash-object -w "$part")" "${part##*/}" >>"$entries"
    done
  fi
  printf '100644 blob %s\t%s\n' \
    "$(echo "$(sha256sum "$payload" | cut -d' ' -f1)  $stored" | git_ hash-object -w --stdin)" "$stored.sha256" >>"$entries"
  printf '100644 blob %s\tREADME.md\n' "$(readme "$stored" | git_ hash-object -w --stdin)" >>"$entries"
  tree=$(git_ mktree <"$entries")
  GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-loas} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-loas@localhost} \
    GIT_COMMITTER_NAME=${GIT_COMMITTER_NAME:-loas} GIT_COMMITTER_EMAIL=${GIT_COMMITTER_EMAIL:-loas@localhost} \
    git_ commit-tree "$tree" -m "LOAS snapshot store ($size bytes), saved $(date -u +%Y-%m-%dT%H:%M:%SZ) by ${GITHUB_RUN_ID:+run }${GITHUB_RUN_ID:-hand}"
}

readme() {
  local stored=$1 backup
  if [ "$stored" = "$stored_name" ]; then
    backup="\`git fetch origin $branch && git show origin/$branch:$stored > backup.sqlite\`"
  else
    backup="\`git fetch origin $branch && git show origin/$branch:$stored | age -d -i key.txt > backup.sqlite\`,
key.txt holding the key it was encrypted with (the repository secret LOAS_STORE_KEY)"
  fi
  cat <<EOF
# LOAS snapshot store

Every answer LOAS fetched from the Lost Ark Open API, with its history: \`$stored\`
(in parts \`$stored.part-NNN\` when over 40 MB; \`cat\` them in order), and its SHA-256.
Written by \`scripts/store-sync.sh save\` after each run, as a single commit that replaces the
last. Back up: $backup.
Start over: delete this branch. See the README's "Publish to GitHub Pages".
EOF
}

# This run's answers, as mirror folders by fetch time: every file of OURS's latest export whose
# bytes or time differ from BASE's, in $work/answers/<unix time>/.
collect_answers() {
  local ours=$work/export-ours base=$work/export-base rel seconds
  rm -rf "$work/answers" && mkdir -p "$work/answers"
  [ -d "$ours" ] || die "internal: no export of this run's store"
  while IFS= read -r -d '' rel; do
    rel=${rel#./}
    seconds=$(stat -c %Y "$ours/$rel")
    if [ -f "$base/$rel" ] && cmp -s "$ours/$rel" "$base/$rel" && [ "$(stat -c %Y "$base/$rel")" = "$seconds" ]; then
      continue
    fi
    mkdir -p "$work/answers/$seconds/$(dirname "$rel")"
    cp -p "$ours/$rel" "$work/answers/$seconds/$rel"
  done < <(cd "$ours" && find . -type f -print0)
}

# Imports this run's answers into FILE, each group at its own fetch time.
import_answers() {
  local file=$1 group
  for group in "$work/answers"/*; do
    [ -d "$group" ] || continue
    run_loas import "$group" --store "$(realpath "$file")" --at "$(date -u -d "@${group##*/}" +%Y-%m-%dT%H:%M:%SZ)" >/dev/null \
      || die "could not import this run's answers into $remote's newer store (see above); nothing was pushed"
  done
}

push() {
  git_ push --quiet --force-with-lease="refs/heads/$branch:$2" "$remote" "$1:refs/heads/$branch"
}

case $command in
  key)
    tip=$(remote_tip)
    output key "loas-data-${tip:-none}" ;;

  restore)
    tip=$(remote_tip)
    mkdir -p "$state"
    cached=$(cat "$state/commit" 2>/dev/null || true)
    rm -f "$state/base.sqlite"
    if [ -n "$tip" ] && [ -f "$store" ] && [ "$cached" = "$tip" ]; then
      log "$store is the cached copy of $branch at ${tip:0:12}"
      base=$tip
    elif [ -n "$tip" ]; then
      [ -f "$store" ] && log "$store here is not $branch's latest (${cached:-of unknown origin}); replacing it from git"
      base=$(fetch_store "$store")
      log "restored $store from $branch at ${base:0:12} ($(stat -c %s "$store") bytes)"
    elif [ -f "$store" ] && [ -n "$cached" ]; then
      # It came from a branch that is gone: deleting the branch is how to start over.
      log "$branch no longer exists on $remote: starting a new store (the one here came from ${cached:0:12})"
      rm -f "$store" "$store-wal" "$store-shm"
      base=""
    elif [ -f "$store" ]; then
      log "no $branch branch on $remote yet: $store here starts it"
      base=""
    else
      log "no $branch branch on $remote yet and no $store: this run starts both"
      base=""
    fi
    printf '%s' "$base" >"$state/commit"
    if [ -f "$store" ]; then cp "$store" "$state/base.sqlite"; fi
    output base "$base" ;;

  save)
    [ -f "$store" ] || { log "no $store: nothing to save"; exit 0; }
    if have_key; then
      need_age
    elif $unencrypted; then
      log "no LOAS_STORE_KEY: pushing $store to $branch in the clear, as --unencrypted says"
    else
      die "LOAS_STORE_KEY is not set: $store (every answer, every roster name) would be pushed to $branch in the clear, for whoever can read the repository. Set it to a key from age-keygen (README, \"The data branch\"), or pass --unencrypted to push it as it is; nothing was pushed"
    fi
    [ -f "$state/commit" ] || die "$state/commit is missing: run \`$0 restore\` before the run, so a save cannot replace history it never saw"
    base=$(cat "$state/commit")
    fold "$store"
    # The commit replaces the last one, so it must hold everything that one held.
    run_loas export "$work/export-ours" --store "$(realpath "$store")" >/dev/null \
      || die "$store cannot be exported (see above); it was not pushed"
    mkdir -p "$work/export-base"
    if [ -f "$state/base.sqlite" ]; then
      cp "$state/base.sqlite" "$work/base.sqlite" && fold "$work/base.sqlite"
      rm -rf "$work/export-base"
      run_loas export "$work/export-base" --store "$work/base.sqlite" >/dev/null || die "the store this run started from cannot be exported"
      lost=$(cd "$work/export-base" && find . -type f | while IFS= read -r rel; do [ -f "$work/export-ours/$rel" ] || echo "$rel"; done)
      [ -z "$lost" ] || die "$store lacks answers the store this run started from held (${lost%%$'\n'*} ...); it was not pushed"
    fi
    commit=$(make_commit "$store")
    kept="nothing was pushed, and $store here is as this run left it"
    for attempt in 1 2 3 4 5; do
      if push "$commit" "$base"; then
        printf '%s' "$commit" >"$state/commit"
        log "saved $store to $branch on $remote as ${commit:0:12}"
        output commit "$commit"
        output key "loas-data-$commit"
        exit 0
      fi
      now=$(remote_tip)
      [ "$now" != "$base" ] || die "git push to $remote failed (see above); $store was not saved to $branch"
      log "$branch moved to ${now:0:12} while this run worked (another run saved first): adding this run's answers to it (try $attempt)"
      [ "$attempt" -gt 1 ] || collect_answers
      theirs=$work/theirs.sqlite
      base=$(fetch_store "$theirs")
      fold "$theirs"
      import_answers "$theirs"
      rm -f "$store-wal" "$store-shm"
      mv -f "$theirs" "$store"
      commit=$(make_commit "$store")
    done
    die "$branch kept moving (5 tries); $store was not saved. Run the workflow again" ;;

  *)
    echo "usage: $0 key|restore|save [--store FILE] [--remote NAME] [--branch NAME] [--repo DIR] [--loas BINARY] [--state DIR]" >&2
    exit 2 ;;
esac
