"""Tests of the corpus measurement's own reading of Interface Builder files (`ib_frames.py`).

Run: `python3 Scripts/import-corpus/test_ib_frames.py` (CI runs it). The files written for the
project (Tests/InterfaceBuilderFiles) are consistent, except the one marked misplaced; a stack
view whose stored frames break the constraints it adds is not.
"""

from __future__ import annotations

import glob
import os
import tempfile
import unittest

import ib_frames

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "..", "..", "Tests", "InterfaceBuilderFiles")


def stack_document(arranged: str, stack: str = 'axis="vertical" spacing="8"') -> str:
    """A .xib whose root (300 × 200) holds a stack view at [20, 20, 260, 100] with `arranged`."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
    <objects>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <subviews>
                <stackView {stack} translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                    <rect key="frame" x="20" y="20" width="260" height="100"/>
                    <subviews>
{arranged}
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
            </constraints>
        </view>
    </objects>
</document>
"""


def view(identifier: str, frame: list[float], extra: str = "") -> str:
    x, y, w, h = frame
    return (f'<view {extra} translatesAutoresizingMaskIntoConstraints="NO" id="{identifier}">'
            f'<rect key="frame" x="{x}" y="{y}" width="{w}" height="{h}"/></view>')


def check(text: str) -> ib_frames.Consistency:
    with tempfile.NamedTemporaryFile("w", suffix=".xib", delete=False) as handle:
        handle.write(text)
    try:
        document = ib_frames.parse(handle.name)
        return ib_frames.consistency(document, ib_frames.roots(document)[0])
    finally:
        os.unlink(handle.name)


class ConsistencyTests(unittest.TestCase):
    def test_the_projects_files_are_consistent_but_the_misplaced_view(self):
        paths = sorted(glob.glob(os.path.join(FILES, "*.xib")) + glob.glob(os.path.join(FILES, "*.storyboard")))
        self.assertGreater(len(paths), 10)
        for path in paths:
            document = ib_frames.parse(path)
            for root in ib_frames.roots(document):
                result = ib_frames.consistency(document, root)
                expected = not (os.path.basename(path) == "Problems.xib" and root.line == 10)
                self.assertEqual(result.consistent, expected, f"{path}:{root.line}: {result.reason}")

    def test_a_fill_stack_with_views_stored_narrower_is_inconsistent(self):
        # Two 46-point rows with 8 between fill the 100-point stack; the second is stored narrower.
        fits = view("a", [0, 0, 260, 46]) + view("b", [0, 54, 260, 46])
        self.assertTrue(check(stack_document(fits)).consistent)
        narrow = view("a", [0, 0, 260, 46]) + view("b", [0, 54, 200, 46])
        result = check(stack_document(narrow))
        self.assertFalse(result.consistent)
        self.assertIn("alignment (fill)", result.reason)

    def test_spacing_and_last_edge_are_checked_and_hidden_views_skipped(self):
        wide_gap = view("a", [0, 0, 260, 40]) + view("b", [0, 60, 260, 40])
        self.assertIn("spacing", check(stack_document(wide_gap)).reason)
        short = view("a", [0, 0, 260, 40]) + view("b", [0, 48, 260, 40])
        self.assertIn("last edge", check(stack_document(short)).reason)
        # A hidden view between them takes no part: 46 + 8 + 46.
        hidden = view("a", [0, 0, 260, 46]) + view("h", [0, 0, 260, 0], 'hidden="YES"') + view("b", [0, 54, 260, 46])
        self.assertTrue(check(stack_document(hidden)).consistent)

    def test_a_centred_stack_and_one_with_margins(self):
        centred = view("a", [30, 0, 200, 46]) + view("b", [0, 54, 260, 46])
        self.assertTrue(check(stack_document(centred, 'axis="vertical" alignment="center" spacing="8"')).consistent)
        off_centre = view("a", [0, 0, 200, 46]) + view("b", [0, 54, 260, 46])
        self.assertIn("center", check(stack_document(off_centre, 'axis="vertical" alignment="center" spacing="8"')).reason)
        # Margins of its own are not in the check: nothing along or across it is evaluated.
        inset = view("a", [16, 8, 228, 40]) + view("b", [16, 56, 228, 36])
        self.assertFalse(check(stack_document(inset)).consistent)
        stored = '<rect key="frame" x="20" y="20" width="260" height="100"/>'
        margins = stack_document(inset).replace(
            stored, stored + '<edgeInsets key="layoutMargins" top="8" left="16" bottom="8" right="16"/>', 1)
        self.assertTrue(check(margins).consistent)

    def test_controls_are_read_by_their_alignment_rects(self):
        switch = ib_frames.Element("switch", {"translatesAutoresizingMaskIntoConstraints": "NO"}, 1)
        self.assertEqual(ib_frames.alignment_rect(switch, [10, 10, 51, 31]), [10, 10, 49, 31])
        slider = ib_frames.Element("slider", {"translatesAutoresizingMaskIntoConstraints": "NO"}, 1)
        self.assertEqual(ib_frames.alignment_rect(slider, [18, 0, 264, 31]), [20, 0, 260, 30])
        segmented = ib_frames.Element("segmentedControl", {"translatesAutoresizingMaskIntoConstraints": "NO"}, 1)
        self.assertEqual(ib_frames.alignment_rect(segmented, [0, 0, 200, 32]), [0, 0, 200, 31])
        framed = ib_frames.Element("switch", {}, 1)
        self.assertEqual(ib_frames.alignment_rect(framed, [10, 10, 51, 31]), [10, 10, 51, 31])


if __name__ == "__main__":
    unittest.main()
