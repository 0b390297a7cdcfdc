#ifndef LOAS_BUILD_INFO_H
#define LOAS_BUILD_INFO_H

/// The release's version and commit, set by scripts/release.sh with -Xcc -DLOAS_VERSION="..." and
/// -DLOAS_COMMIT="..."; empty in a development build, so `swift build` needs no flags and no
/// generated file, and a checkout stays clean.
const char *loas_build_version(void);
const char *loas_build_commit(void);
/// The repository the release is published from (`owner/name`, -DLOAS_REPOSITORY) and the full
/// 40-hex commit it was built from (-DLOAS_FULL_COMMIT, empty when the checkout had changes):
/// what `loas init` pins a workflow's `uses:` to. Empty in a development build.
const char *loas_build_repository(void);
const char *loas_build_full_commit(void);

#endif
