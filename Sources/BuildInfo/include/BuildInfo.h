#ifndef LOAS_BUILD_INFO_H
#define LOAS_BUILD_INFO_H

/// The release's version and commit, set by scripts/release.sh with -Xcc -DLOAS_VERSION="..." and
/// -DLOAS_COMMIT="..."; empty in a development build, so `swift build` needs no flags and no
/// generated file, and a checkout stays clean.
const char *loas_build_version(void);
const char *loas_build_commit(void);

#endif
