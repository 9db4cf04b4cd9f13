#!/usr/bin/env bash
# Type-checks every `#if canImport(UIKit)`, `canImport(AppKit)`, `canImport(SwiftUI)` and
# `canImport(XcodeProjectPlugin)` path, the SwiftUI layout generated for every spec in Specs/ (the
# golden files), and the UIKit/AppKit/SwiftUI examples of docs/UsingInAnApp.md, on Linux against the
# stub modules in Stubs/ (Apple's signatures, only the API the code uses): a misspelt member or a
# wrong signature fails here. Runs the generated SwiftUI layouts through the SwiftUI stub
# (Scripts/SwiftUIAdapterCheck). Then checks that it would fail: a copy of a file with a misspelt
# member must fail. Run by .ci/run; takes a few seconds. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."

swift_bin="$(dirname "$(readlink -f "$(command -v swiftc)")")"
plugin_api="$swift_bin/../lib/swift/pm/PluginAPI"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(-swift-version 6 -warnings-as-errors)
# As SwiftPM compiles plugins for a manifest with swift-tools-version 6.0.
plugin_flags=(-package-description-version 6.0 -I "$plugin_api")

echo "-- stub modules"
swiftc "${flags[@]}" -parse-as-library -emit-module -module-name UIKit -o "$work/UIKit.swiftmodule" Stubs/UIKit/UIKit.swift
swiftc "${flags[@]}" -parse-as-library -emit-module -module-name AppKit -o "$work/AppKit.swiftmodule" Stubs/AppKit/AppKit.swift
# The SwiftUI stub is also a library: the generated layouts run through it below.
(cd "$work" && swiftc "${flags[@]}" -parse-as-library -emit-module -emit-library -static -module-name SwiftUI \
    "$OLDPWD/Stubs/SwiftUI/SwiftUI.swift")
swiftc "${flags[@]}" "${plugin_flags[@]}" -parse-as-library -emit-module -module-name XcodeProjectPlugin \
    -o "$work/XcodeProjectPlugin.swiftmodule" Stubs/XcodeProjectPlugin/XcodeProjectPlugin.swift

echo "-- LayoutRuntime with UIKit and AppKit"
runtime_sources=(Sources/LayoutRuntime/*.swift)
swiftc "${flags[@]}" -typecheck -parse-as-library -module-name LayoutRuntime -I "$work" "${runtime_sources[@]}"

echo "-- LayoutSwiftUI with SwiftUI"
swiftui_sources=(Sources/LayoutSwiftUI/*.swift)
(cd "$work" && swiftc "${flags[@]}" -parse-as-library -emit-module -emit-library -static -module-name LayoutRuntime \
    -I "$work" "${runtime_sources[@]/#/$OLDPWD/}")
(cd "$work" && swiftc "${flags[@]}" -parse-as-library -emit-module -emit-library -static -module-name LayoutSwiftUI \
    -I "$work" "${swiftui_sources[@]/#/$OLDPWD/}")

echo "-- the SwiftUI layout of every spec in Specs/ (the golden files), and running them through the stub"
goldens=(Tests/ExamplesTests/Golden/*.swift)
[[ ${#goldens[@]} -ge 10 ]] && grep -q "struct SwiftUILayout" "${goldens[0]}" \
    || { echo "error: expected the golden files, with their SwiftUI layouts"; exit 1; }
swiftc "${flags[@]}" -o "$work/swiftui-adapter-check" -module-name LayoutExamples -I "$work" -L "$work" \
    -lLayoutSwiftUI -lLayoutRuntime -lSwiftUI Scripts/SwiftUIAdapterCheck/main.swift "${goldens[@]}"
"$work/swiftui-adapter-check"

echo "-- plugins with XcodeProjectPlugin"
for plugin in Plugins/*/; do
    swiftc "${flags[@]}" "${plugin_flags[@]}" -typecheck -parse-as-library -module-name "$(basename "$plugin")" -I "$work" \
        "$plugin"*.swift
done

echo "-- the UIKit, AppKit and SwiftUI code in docs/UsingInAnApp.md, with the generated ProfileCard and FeedCell layouts"
awk -v dir="$work" '
    /^```swift$/ { inside = 1; n++; text = ""; next }
    /^```$/ && inside { inside = 0; if (text ~ /import (UIKit|AppKit|SwiftUI)/) { print text > (dir "/doc-snippet-" n ".swift") }; next }
    inside { text = text $0 "\n" }
' docs/UsingInAnApp.md
snippets=("$work"/doc-snippet-*.swift)
[[ ${#snippets[@]} -ge 4 ]] || { echo "error: expected the UIKit, AppKit and SwiftUI examples in docs/UsingInAnApp.md"; exit 1; }
for snippet in "${snippets[@]}"; do
    swiftc "${flags[@]}" -typecheck -parse-as-library -module-name ProfileUI -I "$work" "$snippet" \
        Tests/ExamplesTests/Golden/ProfileCardLayout.swift Tests/ExamplesTests/Golden/FeedCellLayout.swift
done

echo "-- the check catches misspelt members (so each #if path above was really compiled)"
# must_fail NAME SED_EXPRESSION EXTRA_FLAGS -- FILES...: a copy of FILES with one member misspelt must fail.
must_fail() {
    local name="$1" expression="$2"
    shift 2
    local extra=()
    while [[ "$1" != "--" ]]; do extra+=("$1"); shift; done
    shift
    local copy="$work/misspelt-$name"
    mkdir -p "$copy"
    for file in "$@"; do sed "$expression" "$file" > "$copy/$(basename "$file")"; done
    if cmp -s <(cat "$@") <(cat "$copy"/*.swift); then
        echo "error: '$expression' changed nothing in $*"
        exit 1
    fi
    if swiftc "${flags[@]}" "${extra[@]}" -typecheck -parse-as-library -module-name "Misspelt$name" -I "$work" \
        "$copy"/*.swift >"$copy.log" 2>&1; then
        echo "error: a misspelt $name member type-checked against the stubs: is the #if path compiled at all?"
        exit 1
    fi
    if ! grep -qE "has no member|cannot find" "$copy.log"; then
        echo "error: the misspelt $name copy failed for another reason:"
        cat "$copy.log"
        exit 1
    fi
    echo "   $name: a misspelt member fails, as it should"
}
must_fail UIKit 's/center = CGPoint/centre = CGPoint/' -- "${runtime_sources[@]}"
must_fail AppKit 's/superview.isFlipped/superview.isFliped/' -- "${runtime_sources[@]}"
must_fail SwiftUI 's/subviews.layoutDirection/subviews.layoutDirections/' -- "${swiftui_sources[@]}"
must_fail SwiftUIGenerated 's/LayoutAdapterFrames(frames.avatar/LayoutAdapterFrame(frames.avatar/' -- \
    Tests/ExamplesTests/Golden/ProfileCardLayout.swift
must_fail XcodeProjectPlugin 's/target.inputFiles/target.inputFile/' "${plugin_flags[@]}" -- Plugins/LayoutGen/*.swift
echo "ok: UIKit, AppKit, SwiftUI and XcodeProjectPlugin paths type-check"
