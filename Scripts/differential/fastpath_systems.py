"""Random systems shaped for the solver's structural fast path (docs/Solving.md, "How it works").

The general generator of differential.py rarely produces the structures the fast path solves
(equality chains, a shared column right of the widest label, clamps with wishes at several
priority levels, rows of equal widths), so `differential.py --family fastpath` draws these
instead: one of four horizontal shapes over 2-7 views, sometimes with a conflict, a same-level
tug of war or an optional coupling thrown in on purpose (which must send the case to the
parametric LP), and a simple vertical stack. The oracle (lexlp.py) sees the same constraints.
"""
import json
import random

from differential import Builder, GAP_RANGE, MAX_HEIGHT, MAX_WIDTH, attribute_form, fmt, rhs_with

LEVELS = [999, 750, 500, 251, 250, 100]


def _pick_levels(rng):
    return sorted(rng.sample(LEVELS, rng.randint(1, 4)), reverse=True)


def _edge(b, view, attr):
    """(form, text) of view.attr on the horizontal axis (view None = superview)."""
    return attribute_form(view, attr, "H"), f"{view or 'superview'}.{attr}"


def _emit(b, lhs, relation, rhs, constant=0.0, priority=1000, multiplier=1.0, gap=False):
    form, text = rhs_with(rhs[0], rhs[1], multiplier, constant, gap)
    b.emit(lhs[0], lhs[1], relation, form, text, priority)


def _constant(b, value, relation, lhs, priority=1000):
    b.emit(lhs[0], lhs[1], relation, {"": float(value)}, fmt(float(value)), priority)


def _wishes(b, view, levels):
    """Optional constraints on view.width at distinct levels (the clamp pattern's pulls)."""
    rng = b.rng
    chosen = sorted(rng.sample(levels, rng.randint(1, len(levels))), reverse=True)
    for level in chosen:
        # The lowest wish is an equality most of the time, so that the width is determined.
        last = level == chosen[-1] and rng.random() < 0.85
        relation = "==" if last else rng.choice(["==", ">=", "<="])
        if rng.random() < 0.5:
            _emit(b, _edge(b, view, "width"), relation, _edge(b, None, "width"),
                  constant=-b.number(0, 200), priority=level, multiplier=rng.choice([1.0, 0.5, 0.25]))
        else:
            _constant(b, b.number(0, 400), relation, _edge(b, view, "width"), priority=level)


def _column(b, levels):
    """Labels with intrinsic-like widths; fields share one left edge right of the widest label."""
    rng = b.rng
    half = max(1, len(b.views) // 2)
    labels, fields = b.views[:half], b.views[half:] or [b.views[-1]]
    for label in labels:
        _emit(b, _edge(b, label, "left"), "==", _edge(b, None, "left"), constant=b.number(0, 20))
        size = b.number(10, 300)
        high, low = rng.sample(levels if len(levels) > 1 else LEVELS, 2)
        _constant(b, size, ">=", _edge(b, label, "width"), priority=max(high, low))
        if low != high:
            _constant(b, size if rng.random() < 0.8 else b.number(10, 300), "<=", _edge(b, label, "width"),
                      priority=min(high, low))
    anchor = fields[0]
    for label in labels:
        _emit(b, _edge(b, anchor, "left"), ">=", _edge(b, label, "right"), constant=b.number(0, 20),
              gap=rng.random() < 0.3)
    _emit(b, _edge(b, anchor, "left"), "==", _edge(b, None, "left"), constant=b.number(0, 40),
          priority=rng.choice(levels))
    for field in fields:
        if field != anchor:
            _emit(b, _edge(b, field, "left"), "==", _edge(b, anchor, "left"))
        if rng.random() < 0.8:
            _emit(b, _edge(b, field, "right"), "==", _edge(b, None, "right"), constant=-b.number(0, 20))
        else:
            _constant(b, b.number(10, 200), "==", _edge(b, field, "width"))


def _chain(b, levels):
    """A row of views, each starting after the previous one; widths fixed, clamped or equal."""
    rng = b.rng
    previous = None
    for view in b.views:
        if previous is None:
            _emit(b, _edge(b, view, "left"), "==", _edge(b, None, "left"), constant=b.number(0, 20))
        else:
            _emit(b, _edge(b, view, "left"), "==", _edge(b, previous, "right"), constant=b.number(0, 12),
                  gap=rng.random() < 0.3)
        r = rng.random()
        if r < 0.3:
            _constant(b, b.number(10, 120), "==", _edge(b, view, "width"))
        elif r < 0.5 and previous is not None:
            _emit(b, _edge(b, view, "width"), "==", _edge(b, b.views[0], "width"))
        else:
            low = b.number(0, 100)
            _constant(b, low, ">=", _edge(b, view, "width"))
            if rng.random() < 0.6:
                _constant(b, low + b.number(-10, 300), "<=", _edge(b, view, "width"))
            _wishes(b, view, levels)
        previous = view
    if rng.random() < 0.5:
        _emit(b, _edge(b, previous, "right"), "<=", _edge(b, None, "right"), constant=-b.number(0, 20))


def _equal_row(b, levels):
    """|-m-[v0][v1(==v0)]…-m-| with a lower bound on the shared width."""
    rng = b.rng
    margin = b.number(0, 20)
    _emit(b, _edge(b, b.views[0], "left"), "==", _edge(b, None, "left"), constant=margin)
    for previous, view in zip(b.views, b.views[1:]):
        _emit(b, _edge(b, view, "left"), "==", _edge(b, previous, "right"), constant=b.number(0, 8))
        _emit(b, _edge(b, view, "width"), "==", _edge(b, b.views[0], "width"))
    _emit(b, _edge(b, b.views[-1], "right"), "==", _edge(b, None, "right"), constant=-margin)
    if rng.random() < 0.5:
        _constant(b, b.number(0, 60), ">=", _edge(b, b.views[0], "width"))


def _clamps(b, levels):
    """Independent views, each width clamped between required bounds and pulled at several levels."""
    rng = b.rng
    for view in b.views:
        _emit(b, _edge(b, view, "left"), "==", _edge(b, None, "left"), constant=b.number(0, 40))
        low = b.number(0, 150)
        if rng.random() < 0.7:
            _constant(b, low, ">=", _edge(b, view, "width"))
        if rng.random() < 0.7:
            _constant(b, low + b.number(-20, 300), "<=", _edge(b, view, "width"))
        if rng.random() < 0.3:
            _emit(b, _edge(b, view, "right"), "<=", _edge(b, None, "right"), constant=-b.number(0, 30))
        _wishes(b, view, levels)


SHAPES = [_column, _chain, _equal_row, _clamps]


def random_fastpath_system(seed):
    """A system in differential.py's format whose horizontal axis has a fast-path shape."""
    rng = random.Random(seed)
    views = [f"v{i}" for i in range(rng.randint(2, 7))]
    b = Builder(rng, views)
    levels = _pick_levels(rng)
    rng.choice(SHAPES)(b, levels)
    if rng.random() < 0.15:
        # A tug of war at one level: the fast path declines, the LP takes over.
        view = rng.choice(views)
        level = rng.choice(levels)
        _constant(b, b.number(0, 200), "<=", _edge(b, view, "width"), priority=level)
        _constant(b, b.number(0, 200), ">=", _edge(b, view, "width"), priority=level)
    if rng.random() < 0.1 and len(views) > 1:
        # An optional coupling: not a fast-path shape either.
        _emit(b, _edge(b, views[1], "left"), ">=", _edge(b, views[0], "right"), constant=8,
              priority=rng.choice(levels))
    for i, view in enumerate(views):
        top = (attribute_form(view, "top", "V"), f"{view}.top")
        b.emit(top[0], top[1], "==", {"": 10.0 * i}, fmt(10.0 * i), 1000)
        height = (attribute_form(view, "height", "V"), f"{view}.height")
        b.emit(height[0], height[1], "==", {"": 20.0}, "20", 1000)
    spec = ["container:", f"  maxWidth: {fmt(MAX_WIDTH)}", f"  maxHeight: {fmt(MAX_HEIGHT)}",
            "inputs:", f"  gap: {{min: {fmt(GAP_RANGE[0])}, max: {fmt(GAP_RANGE[1])}}}",
            f"views: [{', '.join(views)}]", "constraints:"]
    spec += [f"  - {json.dumps(line)}" for line in b.lines]
    variables = [f"{v}.{a}" for v in views for a in ("x", "y", "w", "h")]
    inputs = []
    for _ in range(10):
        inputs.append({"cw": float(rng.randint(0, int(MAX_WIDTH))),
                       "ch": float(rng.randint(0, int(MAX_HEIGHT))),
                       "gap": float(rng.randint(int(GAP_RANGE[0]), int(GAP_RANGE[1])))})
    return {"seed": seed, "views": views, "spec": "\n".join(spec) + "\n",
            "variables": variables, "constraints": b.constraints, "inputs": inputs}
