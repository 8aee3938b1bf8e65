#ifndef FUZZER_DRIVER_H
#define FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, LLVM 11 and later): parses libFuzzer's flags from the
/// command line and calls `callback` with each input until the run ends. Linked in by
/// `-sanitize=fuzzer`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
