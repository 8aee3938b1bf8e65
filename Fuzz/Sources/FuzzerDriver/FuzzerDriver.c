// The declaration in include/FuzzerDriver.h is all this module provides; the definition is in
// libFuzzer, which `-sanitize=fuzzer` links into every fuzz target.
#include "FuzzerDriver.h"
