#include "BuildInfo.h"

#ifndef LOAS_VERSION
#define LOAS_VERSION ""
#endif
#ifndef LOAS_COMMIT
#define LOAS_COMMIT ""
#endif

const char *loas_build_version(void) { return LOAS_VERSION; }
const char *loas_build_commit(void) { return LOAS_COMMIT; }
