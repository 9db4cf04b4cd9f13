"""Interface Builder files as an independent model: roots, stored frames and constraints.

This module does not use LayoutGen. It reads a `.xib` or `.storyboard` with Python's expat parser
(keeping each element's line), finds the roots the importer makes specs of (a storyboard scene's
controller view, each prototype cell, each top-level view of a `.xib`), and decides whether a
root's stored frames are *consistent*: no view is marked misplaced or ambiguous, every
required constraint that can be evaluated from the stored frames alone holds within 0.5 pt, and
so does every required constraint a stack view adds for its visible arranged views (its edges,
spacing and alignment, where the file fixes them: `stack_equations`).

A constraint can be evaluated when both of its items are views of the root and its attributes are
edges, sizes or centres (left to right). Constraints on margins, baselines, layout guides, a
scroll view's content area, size-class variations and optional priorities cannot: their values
are not in the file. So "consistent" is a necessary condition for Auto Layout to produce the
stored frames, which is what the measurement needs: a root whose frames break their own
constraints cannot be reproduced by any import.
"""

from __future__ import annotations

import xml.parsers.expat
from dataclasses import dataclass, field
from fractions import Fraction

TOLERANCE = 0.5

SCROLLING = {"scrollView", "tableView", "collectionView", "textView"}
CELLS = {"tableViewCell", "collectionViewCell"}
TABLE_ACCESSORIES = {"tableHeaderView", "tableFooterView"}


@dataclass
class Element:
    name: str
    attrs: dict
    line: int
    parent: "Element | None" = None
    children: list = field(default_factory=list)

    def get(self, key, default=None):
        return self.attrs.get(key, default)

    def child(self, name, key=None):
        for c in self.children:
            if c.name == name and (key is None or c.get("key") == key):
                return c
        return None

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()

    @property
    def frame(self):
        rect = self.child("rect", "frame")
        if rect is None:
            return None
        return [float(rect.get(k, "0")) for k in ("x", "y", "width", "height")]


def parse(path: str) -> Element:
    """The file's element tree, each element with its line."""
    parser = xml.parsers.expat.ParserCreate()
    stack: list[Element] = []
    top: list[Element] = []

    def start(name, attrs):
        node = Element(name, dict(attrs), parser.CurrentLineNumber, stack[-1] if stack else None)
        if stack:
            stack[-1].children.append(node)
        else:
            top.append(node)
        stack.append(node)

    def end(_name):
        stack.pop()

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    with open(path, "rb") as handle:
        parser.ParseFile(handle)
    return top[0]


@dataclass
class Root:
    element: Element
    kind: str  # "scene", "cell", "header" (a table's header or footer view), "xib"

    @property
    def line(self):
        return self.element.line


def roots(document: Element) -> list[Root]:
    """The roots the importer writes a spec for, in its order."""
    found: list[Root] = []
    scenes = document.child("scenes")
    for scene in scenes.children if scenes else []:
        objects = scene.child("objects")
        for controller in objects.children if objects else []:
            view = next((c for c in controller.children if c.get("key") == "view" and c.frame), None)
            if view is None:
                continue
            found.append(Root(view, "scene"))
            for cell in view.walk():
                if cell.name in CELLS and cell.frame:
                    found.append(Root(cell, "cell"))
            for accessory in view.walk():
                if accessory.get("key") in TABLE_ACCESSORIES and accessory.frame:
                    found.append(Root(accessory, "header"))
    objects = document.child("objects")
    for obj in objects.children if objects else []:
        if obj.name != "placeholder" and obj.frame:
            found.append(Root(obj, "xib"))
    return found


def own_elements(root: Root):
    """The root's elements, without the prototype cells inside a scene (roots of their own)."""

    def visit(node):
        yield node
        for c in node.children:
            if separate_root(c, root):
                continue
            yield from visit(c)

    yield from visit(root.element)


def separate_root(node: Element, root: Root) -> bool:
    """Whether an element inside a scene's view is a root of its own: a cell, a table's header or footer."""
    if node is root.element or root.kind != "scene" or not node.frame:
        return False
    return node.name in CELLS or node.get("key") in TABLE_ACCESSORIES


def owning_view(element: Element) -> Element | None:
    """The view an element (a `<constraints>` list, a `<subviews>` list) belongs to."""
    node = element.parent
    while node is not None and node.frame is None:
        node = node.parent
    return node


def absolute_frames(root: Root) -> dict:
    """Every view's stored frame in the root's coordinates (content offsets zero)."""
    frames = {}

    def visit(node, origin):
        frame = node.frame
        if frame is not None and node.get("id"):
            if node is root.element:
                frames[node.get("id")] = [0.0, 0.0, frame[2], frame[3]]
                origin = (0.0, 0.0)
            else:
                x, y = origin[0] + frame[0], origin[1] + frame[1]
                frames[node.get("id")] = [x, y, frame[2], frame[3]]
                origin = (x, y)
        for c in node.children:
            if separate_root(c, root):
                continue
            visit(c, origin)

    visit(root.element, (0.0, 0.0))
    return frames


def alignment_rect(element: Element, frame):
    """The rectangle constraints place for a view stored at `frame` (measured on public files: a
    switch's trailing edge lies 2 pt past its constraints; a slider 31 pt high lies 2 pt past them
    at each side and 1 pt at the bottom; a segmented control 1 pt at the bottom). Only a view placed
    by constraints has one."""
    if element.get("translatesAutoresizingMaskIntoConstraints") != "NO":
        return frame
    x, y, w, h = frame
    if element.name == "switch":
        return [x, y, w - 2, h]
    if element.name == "slider" and h == 31:
        return [x + 2, y, w - 4, h - 1]
    if element.name == "segmentedControl":
        return [x, y, w, h - 1]
    return frame


def multiplier(text: str | None) -> float:
    if not text:
        return 1.0
    for separator in (":", "/"):
        if separator in text:
            a, b = text.split(separator, 1)
            return float(Fraction(a.strip())) / float(Fraction(b.strip()))
    return float(text)


def value(frame, attribute):
    x, y, w, h = frame
    return {
        "left": x, "leading": x, "right": x + w, "trailing": x + w,
        "top": y, "bottom": y + h, "width": w, "height": h,
        "centerX": x + w / 2, "centerY": y + h / 2,
    }.get(attribute)


def varied_constraint_ids(document: Element) -> set:
    """Constraints some size class installs, removes or changes: their canvas values are unknown here."""
    ids = set()
    for node in document.walk():
        if node.name == "variation":
            for inner in node.walk():
                if inner.name in ("include", "exclude") and inner.get("reference"):
                    ids.add(inner.get("reference"))
            if node.parent is not None and node.parent.name == "constraint":
                ids.add(node.parent.get("id"))
    return ids


@dataclass
class Consistency:
    consistent: bool
    reason: str = ""
    evaluated: int = 0


def consistency(document: Element, root: Root, varied: set | None = None) -> Consistency:
    """Whether the root's stored frames keep its own evaluable required constraints."""
    varied = varied_constraint_ids(document) if varied is None else varied
    elements = list(own_elements(root))
    for node in elements:
        if node.get("misplaced") == "YES" or node.get("ambiguous") == "YES":
            return Consistency(False, f"<{node.name}> at line {node.line} is marked "
                               f"{'misplaced' if node.get('misplaced') == 'YES' else 'ambiguous'}")
    frames = absolute_frames(root)
    views = {n.get("id"): n for n in elements if n.get("id") in frames}
    frames = {key: alignment_rect(views[key], frame) for key, frame in frames.items()}
    evaluated = 0
    for node in elements:
        if node.name != "constraint" or node.get("id") in varied:
            continue
        if float(node.get("priority", "1000")) < 1000:
            continue
        owner = owning_view(node.parent) if node.parent is not None else None
        first = node.get("firstItem") or (owner.get("id") if owner is not None else None)
        second = node.get("secondItem")
        first_attr, second_attr = node.get("firstAttribute"), node.get("secondAttribute")
        if second is None and second_attr is not None:
            second = owner.get("id") if owner is not None else None
        if first not in frames or (second is not None and second not in frames):
            continue
        lhs = value(frames[first], first_attr)
        if lhs is None:
            continue
        if second is None:
            rhs = float(node.get("constant", "0"))
        else:
            rhs_value = value(frames[second], second_attr)
            if rhs_value is None:
                continue
            if inside_scroll_content(views.get(first), views.get(second), first_attr, second_attr):
                continue
            rhs = rhs_value * multiplier(node.get("multiplier")) + float(node.get("constant", "0"))
        evaluated += 1
        relation = node.get("relation", "equal")
        gap = lhs - rhs
        broken = (
            abs(gap) > TOLERANCE if relation == "equal"
            else gap < -TOLERANCE if relation == "greaterThanOrEqual"
            else gap > TOLERANCE
        )
        if broken:
            return Consistency(False, f"the stored frames break the constraint at line {node.line} "
                               f"by {abs(gap):.2f} pt", evaluated)
    for node in elements:
        if node.name != "stackView" or node.frame is None:
            continue
        for gap, what in stack_equations(node):
            evaluated += 1
            if abs(gap) > TOLERANCE:
                return Consistency(False, f"the stored frames break the {what} of the stack view at "
                                   f"line {node.line} by {abs(gap):.2f} pt", evaluated)
    return Consistency(True, "", evaluated)


def stack_equations(stack: Element):
    """The required constraints a UIStackView adds (edges, spacing, alignment), as (gap, name) pairs.

    Only what the file fixes: a stack with layout margins of its own, arranging by baselines, with
    standard spacing or with custom spacing after a view is left out along the axis (its margins
    and spacings are not in the file), and so is a baseline alignment across it. Hidden views take
    no part.
    """
    subviews = stack.child("subviews")
    arranged = [
        alignment_rect(view, view.frame) for view in (subviews.children if subviews else [])
        if view.frame is not None and view.get("hidden") != "YES"
    ]
    if not arranged:
        return
    _, _, width, height = stack.frame
    vertical = stack.get("axis") == "vertical"
    # (start, length) of a frame along and across the stack's axis.
    along = (lambda f: (f[1], f[3])) if vertical else (lambda f: (f[0], f[2]))
    across = (lambda f: (f[0], f[2])) if vertical else (lambda f: (f[1], f[3]))
    length, breadth = (height, width) if vertical else (width, height)
    margins = stack.get("layoutMarginsRelativeArrangement") == "YES" or any(
        c.get("key") in ("layoutMargins", "directionalLayoutMargins") for c in stack.children)
    if not margins:
        alignment = stack.get("alignment", "fill")
        for frame in arranged:
            start, size = across(frame)
            if alignment == "fill":
                yield start, "alignment (fill)"
                yield start + size - breadth, "alignment (fill)"
            elif alignment in ("leading", "top"):
                yield start, "alignment"
            elif alignment in ("trailing", "bottom"):
                yield start + size - breadth, "alignment"
            elif alignment == "center":
                yield start + size / 2 - breadth / 2, "alignment (center)"
    exact_spacing = (
        stack.get("baselineRelativeArrangement") != "YES" and stack.get("spacingType") is None
        and not any(c.name == "customSpacing" for c in stack.walk())
    )
    if margins:
        return
    first_start, _ = along(arranged[0])
    last_start, last_size = along(arranged[-1])
    yield first_start, "first edge"
    yield last_start + last_size - length, "last edge"
    if not exact_spacing or stack.get("distribution", "fill") not in ("fill", "fillEqually", "fillProportionally"):
        return
    spacing = float(stack.get("spacing", "0"))
    for previous, following in zip(arranged, arranged[1:]):
        start, size = along(previous)
        yield along(following)[0] - (start + size) - spacing, "spacing"


def inside_scroll_content(first, second, first_attr, second_attr) -> bool:
    """An edge of a scroll view in a constraint with a view inside it: its content area's edge."""
    edges = {"left", "right", "leading", "trailing", "top", "bottom"}
    for outer, outer_attr, inner in ((first, first_attr, second), (second, second_attr, first)):
        if outer is None or inner is None or outer.name not in SCROLLING or outer_attr not in edges:
            continue
        node = inner.parent
        while node is not None:
            if node is outer:
                return True
            node = node.parent
    return False


def has_constraints(root: Root) -> bool:
    return any(node.name == "constraint" for node in own_elements(root))
