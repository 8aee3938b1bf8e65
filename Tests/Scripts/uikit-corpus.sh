#!/bin/sh
# Measures how much of Examples/UIKitCorpus (layout code shaped like apps') compiles unchanged
# against UIKitCompatibility: each file is type-checked on its own, in Swift 5 and Swift 6
# language modes, and the failures are listed with their first error.
#
#   Tests/Scripts/uikit-corpus.sh            # after `swift build --target UIKitCompatibility`
set -eu
cd "$(dirname "$0")/../.."
swift build --target UIKitCompatibility >/dev/null
modules=$(swift build --show-bin-path)/Modules
for mode in 5 6; do
    files=0 passed=0 lines=0 passedLines=0
    for file in Examples/UIKitCorpus/*.swift; do
        n=$(wc -l < "$file")
        files=$((files + 1)); lines=$((lines + n))
        if out=$(swiftc -typecheck -swift-version "$mode" -I "$modules" "$file" 2>&1); then
            passed=$((passed + 1)); passedLines=$((passedLines + n))
        else
            first=$(printf '%s\n' "$out" | grep -m1 'error:' | sed 's/.*error: //')
            echo "Swift $mode: $(basename "$file"): $first"
        fi
    done
    echo "Swift $mode: $passed of $files files compile ($passedLines of $lines lines)"
done
