"use strict";
// The JavaScript runtime of the HTML preview (`layout-gen render --output FILE.html`): LayoutRuntime's
// arithmetic, Foundation's CGRect and the interpreter's member access, computed bit for bit as the
// compiled Swift does. JavaScriptRenderer (CodeGen/Rendering) embeds this file (SwiftPM's
// `.embedInCode`) at the start of every program it prints; ExamplesTests/JavaScriptRuntimeFileTests
// checks it with `node --check` and tests its functions against LayoutRuntime's values.
function lgNum(v) { return typeof v === "number" ? v : 0; }
function lgBool(v) { return v === true; }
function lgOwn(object, key, fallback) {
  return object && Object.prototype.hasOwnProperty.call(object, key) ? object[key] : fallback;
}
// fmin/fmax as the interpreter (and the compiled code) calls them on CGFloat: the other operand when
// one is NaN, the first of two equal operands (fmin(0, -0) is 0, fmax(-0, 0) is -0).
function lgFmin(a, b) { if (a !== a) return b; if (b !== b) return a; return a <= b ? a : b; }
function lgFmax(a, b) { if (a !== a) return b; if (b !== b) return a; return a >= b ? a : b; }
// Swift's .rounded(.toNearestOrAwayFromZero): x - trunc(x) is exact.
function lgRound(x) {
  const t = Math.trunc(x);
  const f = x - t;
  return Math.abs(f) >= 0.5 ? t + Math.sign(x) : t;
}
function lgPixel(kind, value, scale) {
  if (scale === 0) return value;
  const scaled = value * scale;
  const r = kind === "px" ? lgRound(scaled) : kind === "floorPx" ? Math.floor(scaled) : Math.ceil(scaled);
  return r / scale;
}
function lgPixelFrame(minX, minY, width, height, scale) {
  const x0 = lgPixel("px", minX, scale);
  const y0 = lgPixel("px", minY, scale);
  const x1 = lgPixel("px", minX + width, scale);
  const y1 = lgPixel("px", minY + height, scale);
  return lgRect(x0, y0, x1 - x0, y1 - y0);
}
function lgRect(x, y, width, height) { return {kind: "rect", x, y, width, height}; }
function lgSize(width, height) { return {kind: "size", width, height}; }
function lgSizeOf(pair) { return lgSize(lgNum(pair[0]), lgNum(pair[1])); }
function lgFontOf(triple) {
  return {kind: "font", ascender: lgNum(triple[0]), descender: lgNum(triple[1]), capHeight: lgNum(triple[2])};
}
function lgInsets(four) {
  return {kind: "insets", top: lgNum(four[0]), left: lgNum(four[1]), bottom: lgNum(four[2]), right: lgNum(four[3])};
}
// Swift's min/max: min(x, y) is y < x ? y : x, max(x, y) is y >= x ? y : x.
function lgSwiftMin(x, y) { return y < x ? y : x; }
function lgSwiftMax(x, y) { return y >= x ? y : x; }
// HeightForWidth.wrappingHeight: lines of the single-line height.
function lgHeightForWidth(measurement, width) {
  if (!measurement || measurement.kind !== "measurement") return 0;
  const size = measurement.intrinsicSize;
  const lines = Math.ceil(size.width / lgSwiftMax(width, 1) - 1e-9);
  return lgSwiftMax(lines, 0) * size.height;
}
// BuiltInCondition.all: each built-in condition's trait values, all of which hold. The table is
// Swift's (`BuiltInCondition.all`): JavaScriptRenderer defines `lgBuiltInConditions`, a Map from
// each name to its [trait, holds] pairs, right after this file.
// LayoutTraits.holds and LayoutTraits.make over the four independent traits.
function lgTraitHolds(traits, trait) {
  switch (trait) {
    case "rtl": return traits.rtl;
    case "regularWidth": return traits.horizontal === "regular";
    case "regularHeight": return traits.vertical === "regular";
    case "pad": return traits.idiom === "pad";
    default: return false;
  }
}
function lgMakeTrait(traits, trait, holds) {
  switch (trait) {
    case "rtl": traits.rtl = holds; break;
    case "regularWidth": traits.horizontal = holds ? "regular" : "compact"; break;
    case "regularHeight": traits.vertical = holds ? "regular" : "compact"; break;
    case "pad": traits.idiom = holds ? "pad" : "phone"; break;
  }
}
// EvaluationInput.resolvedTraits, then LayoutTraits.condition.
function lgTraits(conditions) {
  const traits = {kind: "traits", rtl: false, horizontal: "unspecified", vertical: "unspecified", idiom: "unspecified"};
  for (const name of [...conditions].sort()) {
    for (const [trait, holds] of lgBuiltInConditions.get(name) || []) lgMakeTrait(traits, trait, holds);
  }
  return traits;
}
function lgHolds(traits, trait) {
  return !!traits && traits.kind === "traits" && lgTraitHolds(traits, trait);
}
function lgCondition(traits, name) {
  if (!traits || traits.kind !== "traits") return false;
  const literals = lgBuiltInConditions.get(name);
  return literals !== undefined && literals.every(([trait, holds]) => lgTraitHolds(traits, trait) === holds);
}
// Member access as the interpreter does it: records by field, rects as Foundation's CGRect.
function lgMember(base, name) {
  if (base instanceof Map) return base.get(name);
  if (!base || typeof base !== "object") return undefined;
  switch (base.kind) {
    case "rect":
      switch (name) {
        case "minX": return base.x + lgSwiftMin(base.width, 0);
        case "minY": return base.y + lgSwiftMin(base.height, 0);
        case "maxX": return base.x + lgSwiftMax(base.width, 0);
        case "maxY": return base.y + lgSwiftMax(base.height, 0);
        case "midX": return base.x + base.width * 0.5;
        case "midY": return base.y + base.height * 0.5;
        case "width": return Math.abs(base.width);
        case "height": return Math.abs(base.height);
        case "size": return lgSize(base.width, base.height);
        case "origin": return {kind: "point", x: base.x, y: base.y};
        default: return undefined;
      }
    case "measurement": return name === "intrinsicSize" ? base.intrinsicSize : undefined;
    case "traits": return undefined;
    default: return Object.prototype.hasOwnProperty.call(base, name) && name !== "kind" ? base[name] : undefined;
  }
}
function lgRectArray(rect) {
  return rect && rect.kind === "rect" ? [rect.x, rect.y, rect.width, rect.height] : [0, 0, 0, 0];
}
function lgSizeArray(size) { return size && size.kind === "size" ? [size.width, size.height] : [0, 0]; }
