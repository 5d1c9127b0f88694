#!/usr/bin/env bash
# Swift 6 type-check of every target with nothing masked.
#
# ../shared/tools/check-ios.sh ignores the iOS 16.5 SDK's known Swift 6 false positives (its
# UIAccessibility traits and notifications are mutable globals there), but the compiler stops
# at them, so a real Swift 6 error later in the same module goes unreported (one did, in
# TabCollectionViewCell). This checks each target from a copy in which those SDK globals are
# replaced, one by one, by raw values, until the module type-checks or a real error shows.
# Run from anywhere in the repository, after check-ios.sh has set up its SDK cache.
set -u
root=$(git rev-parse --show-toplevel)
tc="$root/../shared/tools/ios-typecheck.sh"
log=$(mktemp)

check() {
  local name=$1 src=$2; shift 2
  local work; work=$(mktemp -d); cp -r "$src" "$work/"
  local dir="$work/$(basename "$src")"
  for i in $(seq 1 60); do
    if "$tc" "$@" --module-swift-version 5 --typecheck-only --module-name "$name" --dir "$dir" \
         -- -parse-as-library -swift-version 6 >"$log" 2>&1; then
      echo "$name: Swift 6 clean ($((i - 1)) SDK globals stubbed)"; return 0
    fi
    local e prop f l rep
    e=$(grep -E ': error: ' "$log" | head -1)
    prop=$(echo "$e" | grep -oE "static property '[a-zA-Z]+' is not concurrency-safe" | cut -d"'" -f2)
    if [ -z "$prop" ]; then echo "$name: Swift 6 ERROR"; grep -E ': error: ' "$log" | head -5; return 1; fi
    f=$(echo "$e" | cut -d: -f1); l=$(echo "$e" | cut -d: -f2)
    case $prop in
      pageScrolled|layoutChanged|screenChanged|announcement) rep='UIAccessibility.Notification(rawValue: 0)' ;;
      *) rep='UIAccessibilityTraits(rawValue: 0)' ;;
    esac
    sed -i "${l}s/\.${prop}\b/${rep}/" "$f"
  done
  echo "$name: gave up"; return 1
}

core="--module TesseraCore=$root/Sources/TesseraCore --module TesseraTesting=$root/Sources/TesseraTesting"
status=0
check TesseraUIKit "$root/Sources/TesseraUIKit" $core || status=1
check TesseraSwiftUI "$root/Sources/TesseraSwiftUI" $core --module "TesseraUIKit=$root/Sources/TesseraUIKit" || status=1
all="$core --module TesseraUIKit=$root/Sources/TesseraUIKit --module TesseraSwiftUI=$root/Sources/TesseraSwiftUI"
check TesseraExample "$root/Examples/iOS" $all || status=1
for app in "$root"/Examples/*.swiftpm; do
  [ -d "$app" ] || continue
  base=$(basename "$app" .swiftpm)
  check "${base//[^A-Za-z0-9_]/_}" "$app" $all || status=1
done
exit $status
