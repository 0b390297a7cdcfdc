#include "BuildInfo.h"

#ifndef LOAS_VERSION
#define LOAS_VERSION ""
#endif
#ifndef LOAS_COMMIT
#define LOAS_COMMIT ""
#endif
#ifndef LOAS_REPOSITORY
#define LOAS_REPOSITORY ""
#endif
#ifndef LOAS_FULL_COMMIT
#define LOAS_FULL_COMMIT ""
#endif

const char *loas_build_version(void) { return LOAS_VERSION; }
const char *loas_build_commit(void) { return LOAS_COMMIT; }
const char *loas_build_repository(void) { return LOAS_REPOSITORY; }
const char *loas_build_full_commit(void) { return LOAS_FULL_COMMIT; }
