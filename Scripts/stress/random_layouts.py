#!/usr/bin/env python3
"""Seeded random small layouts, harder than the benchmarks' `LabelHeavyLayouts`.

`spec(seed) -> (yaml_text, oracle_system)`, deterministic in the seed (`random.Random(seed)`):
4-20 views, about two thirds `measure: intrinsic` with per-axis hugging and compression
priorities drawn from a per-spec pool of 3-10 optional levels (150-900); the others fixed or
constrained boxes. Each axis is split into chains of views, each written as a VFL line
(`(>=30)` predicates, `-(==4)-`, `-(12)-`, `-pad-`, standard `-` spacing), an equation chain
(`==` gaps or `>=` gaps with a soft `==` pull, `@priority` and `attr@prio == ...` forms), or
centred / aligned pieces; plus width<->height couplings, cross-view size equalities, an input
(`spacing`) in constants and compound `center == other.center(dx, dy)` wishes. Some seeds are
ambiguous or conflicting on purpose.

The oracle system is built here, independently of LayoutGen, as symbolic constraints over
`view.x/y/w/h` with the parameters `cw`, `ch` (container), `spacing`, and `iw:VIEW` / `ih:VIEW`
(intrinsic sizes); `oracle_instance(system, point, rtl)` folds a point into lexlp's JSON.
VFL is expanded to equations here (8 between views, 20 to the superview for a bare `-`).
`leading`/`trailing` read as left/right, or under rtl as the mirrored edges with negated
coordinates (so `a.leading == superview.leading + 16` is `-(a.right) == -cw + 16`).
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "differential"))
from differential import add, scale  # noqa: E402  (sparse affine sums, shared with the differential test)

# knobs (tuned so that the current solver fails on some seeds; see solver_stress.py)
KNOBS = {
    "min_views": 4,
    "max_views": 20,
    "measured_percent": 67,
    "min_levels": 3,
    "max_levels": 10,
    "max_chain": 5,          # views per chain on one axis
    "vfl_percent": 35,       # chain forms
    "ineq_percent": 25,      # a gap in an equation chain as `>=` plus a soft `==` pull
    "coupling_percent": 12,  # width<->height couplings of a box
    "cross_size_percent": 12,
    "center_pair_percent": 15,
    "soft_extra_percent": 15,  # extra soft wishes per view and axis
    "view_order_percent": 90,
    "declared_container_percent": 85,
}

NAMES = ["icon", "title", "detail", "toggle", "toolbar", "footer", "price", "badge", "avatar",
         "subtitle", "caption", "button", "image", "header", "body", "tag", "date", "count"]

AX = {
    "H": {"pos": "x", "size": "w", "param": "cw", "intr": "iw", "lead": "leading", "trail": "trailing",
          "abs_lead": "left", "abs_trail": "right", "sizeAttr": "width", "center": "centerX"},
    "V": {"pos": "y", "size": "h", "param": "ch", "intr": "ih", "lead": "top", "trail": "bottom",
          "abs_lead": "top", "abs_trail": "bottom", "sizeAttr": "height", "center": "centerY"},
}
ATTR_AXIS = {"left": "H", "right": "H", "leading": "H", "trailing": "H", "width": "H", "centerX": "H",
             "top": "V", "bottom": "V", "height": "V", "centerY": "V"}


def attr_form(item, attr, rtl):
    """Linear form (dict, "" = constant) of item.attr; item None = the superview/container."""
    axis = ATTR_AXIS[attr]
    a = AX[axis]
    if item is None:
        pos, size = {}, {a["param"]: 1.0}
    else:
        pos, size = {f"{item}.{a['pos']}": 1.0}, {f"{item}.{a['size']}": 1.0}
    if attr in ("left", "top"):
        return dict(pos)
    if attr in ("right", "bottom"):
        return add(pos, size)
    if attr in ("width", "height"):
        return dict(size)
    if attr in ("centerX", "centerY"):
        return add(pos, size, 0.5)
    if attr == "leading":
        return scale(add(pos, size), -1.0) if rtl else dict(pos)
    if attr == "trailing":
        return scale(pos, -1.0) if rtl else add(pos, size)
    raise ValueError(attr)


def fmt(x):
    return str(int(x)) if float(x) == int(x) else repr(float(x))


class Spec:
    def __init__(self, rng):
        self.rng = rng
        self.lines = []   # spec constraint strings
        self.cons = []    # symbolic: (lhs terms, relation, rhs terms, constant, params, priority, label)
        # a term is (coefficient, item or None, attribute)

    def chance(self, p):
        return self.rng.random() * 100 < p

    def add(self, text, lhs, rel, rhs, const=0.0, params=None, prio=1000):
        """text is the statement; lhs REL rhs + const + sum(params)."""
        self.lines.append(text)
        self.cons.append((lhs, rel, rhs, const, dict(params or {}), prio, f"line{len(self.lines)}"))

    def add_raw(self, lhs, rel, rhs, const=0.0, params=None, prio=1000, label=None):
        """A constraint without its own line (part of a VFL line or a compound)."""
        self.cons.append((lhs, rel, rhs, const, dict(params or {}), prio, label or f"line{len(self.lines)}"))


def prio_text(p):
    return "" if p >= 1000 else f" @{p}"


def signed(c):
    if c == 0:
        return ""
    return f" + {fmt(c)}" if c > 0 else f" - {fmt(-c)}"


def spec(seed, knobs=None):
    k = dict(KNOBS, **(knobs or {}))
    rng = random.Random(seed)
    s = Spec(rng)
    # skewed towards small screens: a spec fails as a whole, and each view adds a chance to
    n = k["min_views"] + int((k["max_views"] - k["min_views"] + 1) * rng.random() ** 1.6)
    views = []
    used = {}
    for i in range(n):
        base = rng.choice(NAMES)
        used[base] = used.get(base, 0) + 1
        views.append(base if used[base] == 1 else f"{base}{i}")
    levels = sorted(rng.sample(range(150, 901), rng.randint(k["min_levels"], k["max_levels"])))
    third = max(1, len(levels) // 3)
    low, mid, high = levels[:third], levels[third:-third] or levels[third:third + 1], levels[-third:]
    measured = {}
    for v in views:
        if s.chance(k["measured_percent"]):
            measured[v] = {"hug": [rng.choice(low), rng.choice(low)], "comp": [rng.choice(high), rng.choice(high)]}
    view_order = s.chance(k["view_order_percent"])
    spacing_range = rng.choice([None, (0, 40), (0, 40), (-8, 64)])
    declared = s.chance(k["declared_container_percent"])
    container = {"minWidth": 320, "maxWidth": 1024, "minHeight": 480, "maxHeight": 1400} if declared else \
        {"minWidth": 0, "maxWidth": 10000, "minHeight": 0, "maxHeight": 10000}
    metrics = {"pad": 16, "cellW": 4}
    uses_rtl = False

    def soft():
        return rng.choice(mid)

    def gap_value():
        return rng.choice([0, 4, 8, 12, 16, 20, 24, 32])

    def edge_value():
        return rng.choice([4, 8, 12, 16, 20, 24, 32])

    sized = {"H": set(), "V": set()}  # boxes whose size on the axis is given

    for axis in ("H", "V"):
        a = AX[axis]
        # H lines use leading/trailing (rtl-sensitive) most of the time
        directional = axis == "H" and s.chance(75)
        if directional:
            uses_rtl = True
        lead = a["lead"] if directional else a["abs_lead"]
        trail = a["trail"] if directional else a["abs_trail"]
        order = list(views)
        rng.shuffle(order)
        chains = []
        i = 0
        while i < len(order):
            length = min(rng.randint(1, k["max_chain"]), len(order) - i)
            chains.append(order[i:i + length])
            i += length
        placed = []
        for chain in chains:
            form = rng.random() * 100
            if form < k["vfl_percent"]:
                vfl_chain(s, axis, chain, directional, measured, sized, metrics, rng, k)
            elif form < k["vfl_percent"] + 15 and placed:
                # aligned / centred pieces: the chain's first view aligned to a placed view
                other = rng.choice(placed)
                attr = rng.choice([lead, a["center"], trail] if directional else [lead, a["center"], trail])
                if attr == a["center"] or not directional:
                    attr = rng.choice([a["abs_lead"], a["center"], a["abs_trail"]])
                off = rng.choice([0, 0, 4, -10])
                p = 1000
                s.add(f"{chain[0]}.{attr} == {other}.{attr}{signed(off)}{prio_text(p)}",
                      [(1, chain[0], attr)], "==", [(1, other, attr)], off, prio=p)
                eq_rest(s, axis, chain, lead, trail, measured, sized, rng, k, soft, gap_value, edge_value)
            elif form < k["vfl_percent"] + 30:
                # centred in the superview (with an offset), the rest chained after it
                off = rng.choice([0, 0, 10, -10])
                p = 1000
                c = a["center"]
                if s.chance(50):
                    s.add(f"{chain[0]}.{c} == superview.{c}{signed(off)}{prio_text(p)}",
                          [(1, chain[0], c)], "==", [(1, None, c)], off, prio=p)
                else:
                    s.add(f"{chain[0]}.{c} == superview{signed(off)}{prio_text(p)}",
                          [(1, chain[0], c)], "==", [(1, None, c)], off, prio=p)
                eq_rest(s, axis, chain, lead, trail, measured, sized, rng, k, soft, gap_value, edge_value)
            else:
                eq_chain(s, axis, chain, lead, trail, measured, sized, rng, k, soft, gap_value, edge_value,
                         spacing=spacing_range is not None)  # a gap of `spacing` only when it is bounded
            placed.extend(chain)
        # sizes of boxes not sized yet on this axis
        for v in views:
            if v in measured or v in sized[axis]:
                continue
            size_box(s, axis, v, views, measured, sized, rng, k, soft, spacing_range is not None)
        # extra soft wishes
        for v in views:
            if not s.chance(k["soft_extra_percent"]):
                continue
            extra(s, axis, v, views, directional, lead, rng, soft, edge_value)
    # compound centres (both axes)
    if len(views) >= 2 and s.chance(k["center_pair_percent"]):
        v1, v2 = rng.sample(views, 2)
        dx, dy = rng.choice([0, 4, -8]), rng.choice([0, -10, 6])
        p = soft()
        s.lines.append(f"{v1}.center == {v2}.center({fmt(dx)}, {fmt(dy)}) @{p}")
        s.add_raw([(1, v1, "centerX")], "==", [(1, v2, "centerX")], dx, prio=p)
        s.add_raw([(1, v1, "centerY")], "==", [(1, v2, "centerY")], dy, prio=p)

    # the document
    out = []
    if view_order:
        out.append("ties: viewOrder")
    if declared:
        out.append("container: {" + ", ".join(f"{kk}: {vv}" for kk, vv in container.items()) + "}")
    out.append("views:")
    for v in views:
        if v in measured:
            m = measured[v]
            out.append(f"  {v}: {{measure: intrinsic, hugging: [{m['hug'][0]}, {m['hug'][1]}], "
                       f"compression: [{m['comp'][0]}, {m['comp'][1]}]}}")
        else:
            out.append(f"  {v}: {{}}")
    if spacing_range is None:
        out.append("inputs: [spacing]")
        spacing_domain = (-10000.0, 10000.0)
    else:
        out.append(f"inputs: {{spacing: {{min: {spacing_range[0]}, max: {spacing_range[1]}}}}}")
        spacing_domain = tuple(float(x) for x in spacing_range)
    out.append("metrics: {" + ", ".join(f"{kk}: {vv}" for kk, vv in metrics.items()) + "}")
    out.append("constraints:")
    out += [f"  - {json.dumps(line)}" for line in s.lines]
    yaml_text = "\n".join(out) + "\n"

    # measured views: hugging <= and compression >= per axis, with viewOrder's secondary levels
    cons = list(s.cons)
    for rank, v in enumerate(views):
        if v not in measured:
            continue
        m = measured[v]
        for ai, axis in enumerate(("H", "V")):
            a = AX[axis]
            for rel, p in (("<=", m["hug"][ai]), (">=", m["comp"][ai])):
                label = f"{v}.{'hugging' if rel == '<=' else 'compression'}.{axis}"
                cons.append(([(1, v, a["sizeAttr"])], rel, [], 0.0, {f"{a['intr']}:{v}": 1.0}, p, label))
                if view_order:
                    cons.append(([(1, v, a["sizeAttr"])], rel, [], 0.0, {f"{a['intr']}:{v}": 1.0},
                                 p - (rank + 1) / 1000, label + ".order"))
    system = {
        "seed": seed, "views": views, "measured": sorted(measured), "constraints": cons,
        "domain": {"cw": (float(container["minWidth"]), float(container["maxWidth"])),
                   "ch": (float(container["minHeight"]), float(container["maxHeight"])),
                   "spacing": spacing_domain},
        "uses_rtl": "leading" in yaml_text or "trailing" in yaml_text or "H:" in yaml_text, "levels": levels, "view_order": view_order,
    }
    return yaml_text, system


def vfl_chain(s, axis, chain, directional, measured, sized, metrics, rng, k):
    a = AX[axis]
    lead = a["lead"] if axis == "H" else "top"
    trail = a["trail"] if axis == "H" else "bottom"
    if axis == "H" and not directional:
        # an H: line is always leading-to-trailing; keep it directional
        pass
    parts = [f"{axis}:"]
    start = s.chance(90)
    end = s.chance(60) or not start
    label = None

    def connection(prev_item, next_item, prev_attr, next_attr, at_edge):
        """Writes a connection and adds next.next_attr - prev.prev_attr (rel) gap."""
        r = rng.random()
        if r < 0.12 and not at_edge:
            text, rel, gap, p = "", "==", 0.0, 1000  # flush
        elif r < 0.25:
            text, rel, gap, p = "-", "==", 20.0 if at_edge else 8.0, 1000
        elif r < 0.45:
            g = rng.choice([4, 8, 12, 16, 24, 32])
            text, rel, gap, p = f"-{g}-", "==", float(g), 1000
        elif r < 0.6:
            g = rng.choice([4, 8, 12, 16, 24])
            text, rel, gap, p = f"-(=={g})-", "==", float(g), 1000
        elif r < 0.7:
            g = rng.choice([4, 12, 20])
            text, rel, gap, p = f"-({g})-", "==", float(g), 1000
        elif r < 0.78:
            text, rel, gap, p = "-pad-", "==", float(metrics["pad"]), 1000
        elif r < 0.92:
            g = rng.choice([0, 8, 16])
            text, rel, gap, p = f"-(>={g})-", ">=", float(g), 1000
        else:
            g = rng.choice([8, 16])
            pr = rng.choice([250, 500, 750])
            text, rel, gap, p = f"-(>={g}@{pr})-", ">=", float(g), pr
        # next.next_attr - prev.prev_attr REL gap
        s.add_raw([(1, next_item, next_attr), (-1, prev_item, prev_attr)], rel, [], gap, prio=p, label="vfl")
        return text

    text = f"{axis}:"
    if start:
        text += "|" + connection(None, chain[0], lead, lead, True)
    for i, v in enumerate(chain):
        if i > 0:
            text += connection(chain[i - 1], v, trail, lead, False)
        pred = ""
        r = rng.random()
        sa = a["sizeAttr"]
        if v not in measured and r < 0.55:
            n = rng.choice([24, 30, 44, 60, 80])
            pred = f"({n})" if rng.random() < 0.5 else f"(=={n})"
            s.add_raw([(1, v, sa)], "==", [], float(n), label="vfl")
            sized[axis].add(v)
        elif r < 0.75:
            n = rng.choice([20, 30, 33, 40])
            if rng.random() < 0.3:
                pr = rng.choice([250, 500, 750])
                pred = f"(>={n}@{pr})"
                s.add_raw([(1, v, sa)], ">=", [], float(n), prio=pr, label="vfl")
            else:
                pred = f"(>={n})"
                s.add_raw([(1, v, sa)], ">=", [], float(n), label="vfl")
        elif r < 0.82 and i > 0:
            pred = f"(=={chain[i - 1]})"
            s.add_raw([(1, v, sa)], "==", [(1, chain[i - 1], sa)], 0.0, label="vfl")
            if chain[i - 1] in sized[axis]:
                sized[axis].add(v)
        text += f"[{v}{pred}]"
    if end and not any(v in measured for v in chain):
        g = rng.choice([0, 8, 16])
        s.add_raw([(1, None, trail), (-1, chain[-1], trail)], ">=", [], float(g), label="vfl")
        text += f"-(>={g})-|"
    elif end:
        text += connection(chain[-1], None, trail, trail, True) + "|"
    s.lines.append(text)
    # relabel the constraints of this line with its line number
    for idx in range(len(s.cons) - 1, -1, -1):
        c = s.cons[idx]
        if c[6] != "vfl":
            break
        s.cons[idx] = c[:6] + (f"line{len(s.lines)}",)


def gap_pair(s, v, prev, lead, trail, rng, k, soft, gap, spacing=False):
    """v.lead after prev.trail (prev None: the superview's lead)."""
    ref_attr = lead if prev is None else trail
    ref_text = "superview" if prev is None else prev
    params = {}
    gtext = signed(gap)
    if spacing and rng.random() < 0.15:
        params = {"spacing": 1.0}
        gtext = " + spacing"
        gap = 0.0
    if rng.random() * 100 < k["ineq_percent"]:
        p = soft()
        s.add(f"{v}.{lead} >= {ref_text}.{ref_attr}{gtext}", [(1, v, lead)], ">=", [(1, prev, ref_attr)], gap, params)
        pull = gap + rng.choice([0, 0, 4, 8]) if not params else gap
        if rng.random() < 0.5:
            s.add(f"{v}.{lead} == {ref_text}.{ref_attr}{signed(pull) if not params else gtext} @{p}",
                  [(1, v, lead)], "==", [(1, prev, ref_attr)], pull, params, prio=p)
        else:
            s.add(f"{v}.{lead}@{p} == {ref_text}.{ref_attr}{signed(pull) if not params else gtext}",
                  [(1, v, lead)], "==", [(1, prev, ref_attr)], pull, params, prio=p)
    else:
        p = 1000
        s.add(f"{v}.{lead} == {ref_text}.{ref_attr}{gtext}{prio_text(p)}", [(1, v, lead)], "==",
              [(1, prev, ref_attr)], gap, params, prio=p)


def eq_chain(s, axis, chain, lead, trail, measured, sized, rng, k, soft, gap_value, edge_value, spacing=False):
    gap_pair(s, chain[0], None, lead, trail, rng, k, soft, edge_value(), spacing)
    eq_rest(s, axis, chain, lead, trail, measured, sized, rng, k, soft, gap_value, edge_value, spacing)


def eq_rest(s, axis, chain, lead, trail, measured, sized, rng, k, soft, gap_value, edge_value, spacing=False):
    for i in range(1, len(chain)):
        gap_pair(s, chain[i], chain[i - 1], lead, trail, rng, k, soft, gap_value(), spacing)
    last = chain[-1]
    r = rng.random()
    e = edge_value()
    flexible = any(v in measured for v in chain)
    if r < 0.35 and flexible:
        s.add(f"{last}.{trail} == superview.{trail} - {e}", [(1, last, trail)], "==", [(1, None, trail)], -e)
    elif r < 0.6:
        s.add(f"{last}.{trail} <= superview.{trail} - {e}", [(1, last, trail)], "<=", [(1, None, trail)], -e)
    elif r < 0.7 and flexible:
        s.add(f"{last}.{trail} == superview - {e}", [(1, last, trail)], "==", [(1, None, trail)], -e)


def size_box(s, axis, v, views, measured, sized, rng, k, soft, spacing):
    a = AX[axis]
    sa = a["sizeAttr"]
    other_axis = "V" if axis == "H" else "H"
    oa = AX[other_axis]["sizeAttr"]
    r = rng.random() * 100
    if axis == "H" and r < k["coupling_percent"]:
        # width <-> height coupling (the height given on its own axis)
        if rng.random() < 0.5:
            c = rng.choice([0, 20, -8])
            s.add(f"{v}.width == {v}.height{signed(c)}", [(1, v, "width")], "==", [(1, v, "height")], c)
        else:
            m = rng.choice([2, 0.5])
            s.add(f"{v}.width == {fmt(m)} * {v}.height", [(1, v, "width")], "==", [(m, v, "height")], 0.0)
    elif r < k["coupling_percent"] + k["cross_size_percent"]:
        others = [o for o in views if o != v]
        o = rng.choice(others)
        s.add(f"{v}.{sa} == {o}.{sa}", [(1, v, sa)], "==", [(1, o, sa)], 0.0)
    elif spacing and axis == "V" and r < 40:
        c = rng.choice([20, 12])
        s.add(f"{v}.height == spacing + {c}", [(1, v, "height")], "==", [], float(c), {"spacing": 1.0})
    elif r < 55:
        n = rng.choice([24, 32, 44, 60])
        s.add(f"{v}.{sa} == {n}", [(1, v, sa)], "==", [], float(n))
    else:
        n = rng.choice([24, 33, 44])
        p = soft()
        s.add(f"{v}.{sa} >= {n}", [(1, v, sa)], ">=", [], float(n))
        n2 = n + rng.choice([0, 8, 16])
        s.add(f"{v}.{sa} == {n2} @{p}", [(1, v, sa)], "==", [], float(n2), prio=p)
    # else: left to the chain (may be undetermined)
    sized[axis].add(v)


def extra(s, axis, v, views, directional, lead, rng, soft, edge_value):
    a = AX[axis]
    r = rng.random()
    p = soft()
    if r < 0.35:
        # an inequality with a soft pull to the edge
        e = edge_value()
        e2 = e - rng.choice([0, 4, 8])
        ref = rng.choice(["superview", "container"])
        s.add(f"{v}.{lead} >= {ref}.{lead} + {e}", [(1, v, lead)], ">=", [(1, None, lead)], float(e))
        s.add(f"{v}.{lead} == {ref}.{lead}{signed(e2)} @{p}", [(1, v, lead)], "==", [(1, None, lead)], float(e2),
              prio=p)
    elif r < 0.55:
        o = rng.choice([x for x in views if x != v])
        attr = a["abs_lead"]
        s.add(f"{v}.{attr}@{p} == {o}.{a['center']}", [(1, v, attr)], "==", [(1, o, a["center"])], 0.0, prio=p)
    elif r < 0.75:
        o = rng.choice([x for x in views if x != v])
        attr = rng.choice([a["abs_lead"], a["center"], a["abs_trail"]])
        s.add(f"{v}.{attr} == {o}.{attr} @{p}", [(1, v, attr)], "==", [(1, o, attr)], 0.0, prio=p)
    else:
        sa = a["sizeAttr"]
        n = rng.choice([30, 33, 48, 100])
        rel = rng.choice(["<=", ">="])
        s.add(f"{v}.{sa} {rel} {n} @{p}", [(1, v, sa)], rel, [], float(n), prio=p)


def oracle_instance(system, point, rtl=False):
    """lexlp's JSON at one input point: container cw/ch, spacing, and `iw:V`/`ih:V` sizes."""
    views = system["views"]
    cons = []
    for lhs, rel, rhs, const, params, prio, label in system["constraints"]:
        form = {}
        for coef, item, attr in lhs:
            form = add(form, attr_form(item, attr, rtl), coef)
        for coef, item, attr in rhs:
            form = add(form, attr_form(item, attr, rtl), -coef)
        constant = -const
        for name, c in params.items():
            constant -= c * point[name]
        terms = {}
        for var, c in form.items():
            if var in ("cw", "ch"):
                constant += c * point[var]
            else:
                terms[var] = c
        cons.append({"terms": terms, "constant": constant, "relation": rel, "priority": prio, "label": label})
    variables = [f"{v}.{c}" for v in views for c in ("x", "y", "w", "h")]
    return {"variables": variables, "constraints": cons}


if __name__ == "__main__":
    import sys
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    text, system = spec(seed)
    print(text)
