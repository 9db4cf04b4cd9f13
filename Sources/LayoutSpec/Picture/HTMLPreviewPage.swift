import Foundation
import LayoutRuntime

/// The live preview written by `layout-gen render --output FILE.html` (docs/CLI-AND-PLUGIN.md,
/// "render"): one self-contained page (no network) running the layout compiled to JavaScript by
/// `JavaScriptRenderer` from the same code model as the Swift source, with sliders for the
/// container size and each declared input, toggles for the conditions, and fields for measured
/// sizes and label fonts: one control per field of the run-time input table (`RuntimeInputKind`).
extension CompiledLayout {
    /// The layout's `frames(for:)` as JavaScript, defining `layoutFrames(request)` (see `JavaScriptRenderer`).
    package var javaScript: String { JavaScriptRenderer.render(code) }

    /// The preview page, its controls starting at `initial`, `notes` shown above the picture.
    package func htmlPreview(initial: EvaluationRequest, notes: [String] = []) throws -> String {
        try validate(initial)
        let controls = RuntimeInputKind.allCases.sorted { Self.controlPosition($0) < Self.controlPosition($1) }
            .flatMap { kind in
                previewNames(of: kind).map { previewControl(kind, name: $0, initial: initial) }
            }
        let items = JSONValue.array(
            interface.items.map { item in
                var isGuide = false
                if case .guide = item.kind { isGuide = true }
                return .object([
                    ("name", .string(item.name)), ("parent", item.parent.map(JSONValue.string) ?? .bool(false)),
                    ("guide", .bool(isGuide))
                ])
            })
        let insets = { (value: LayoutInsets) in
            JSONValue.array([value.top, value.left, value.bottom, value.right].map { .number(Double($0)) })
        }
        let setup = JSONValue.object([
            ("title", .string(typeName)), ("items", items), ("controls", .array(controls)),
            ("request", Self.requestFields),
            ("fitsWidth", .bool(interface.fitsWidth)), ("fitsHeight", .bool(interface.fitsHeight)),
            ("safeArea", insets(initial.safeAreaInsets)), ("margins", insets(initial.layoutMargins)),
            ("palette", .array(SVGLayoutPicture.palette.map(JSONValue.string))),
            ("drawSafeArea", .bool(readsSafeArea)), ("drawMargins", .bool(readsLayoutMargins)),
            ("notes", .array(notes.map(JSONValue.string)))
        ])
        let title = SVGLayoutPicture.escaped(typeName)
        // `</` cannot appear in the scripts: names are identifiers, and the JSON has no `<`.
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title) — LayoutGen preview</title>
            <style>
            body { font: 13px Helvetica, Arial, sans-serif; margin: 0; color: #222; display: grid;
                   grid-template-columns: 300px minmax(0, 1fr); grid-template-rows: 100vh; height: 100vh; }
            #controls { padding: 12px 16px; overflow-y: auto; border-right: 1px solid #ddd; box-sizing: border-box; }
            #controls .fixed { color: #666; }
            #controls label { display: block; margin: 6px 0; }
            #controls input[type=range] { width: 150px; vertical-align: middle; }
            #controls input[type=number] { width: 56px; }
            #controls .outside { color: #b00; }
            #pane { display: flex; flex-direction: column; min-width: 0; padding: 12px; box-sizing: border-box;
                    height: 100vh; overflow: hidden; }
            #pane:not(.zoomed) #picture { flex: 1 1 0; min-height: 0; width: 100%; height: 0; }
            #pane.zoomed #picture { flex: none; }
            #legend { font-size: 12px; color: #444; max-height: 30vh; overflow-y: auto; }
            #legend .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px;
                              vertical-align: -1px; border: 1px solid; box-sizing: border-box; }
            #pane.zoomed { overflow: auto; }
            #notes { color: #555; font-size: 12px; overflow-wrap: anywhere; }
            #findings { color: #b00; font-size: 12px; overflow-wrap: anywhere; white-space: pre-wrap; }
            #json { font: 11px monospace; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 120px;
                    overflow-y: auto; flex: none; }
            /* A narrow window (a phone): the controls go above the picture, in a drawer of at most a
               third of the window that scrolls; the picture takes the window's width. */
            @media (max-width: 700px) {
              body { display: block; height: auto; }
              #controls { border-right: 0; border-bottom: 1px solid #ddd; max-height: 33vh; padding: 8px 12px; }
              #controls h3 { margin: 0 0 4px; }
              #pane { height: auto; min-height: 67vh; padding: 8px; overflow: visible; }
              #pane:not(.zoomed) #picture { flex: none; height: 55vh; }
              #pane.zoomed { overflow: auto; max-width: 100vw; }
              #legend { max-height: none; }
            }
            </style>
            </head>
            <body>
            <div id="controls"><h3>\(title)</h3></div>
            <div id="pane"><div id="notes"></div><svg id="picture" xmlns="http://www.w3.org/2000/svg"></svg>
            <div id="legend"></div><div id="findings"></div><div id="json"></div></div>
            <script>
            \(javaScript)</script>
            <script>
            const setup = \(setup.prettyPrinted.replacingOccurrences(of: "<", with: "\\u003c"));
            \(Self.previewScript)</script>
            </body>
            </html>

            """
    }

    /// Where the controls of `kind` are listed: the container, the scale, inputs, conditions
    /// and traits, hidden flags, insets, measured sizes, fonts.
    private static func controlPosition(_ kind: RuntimeInputKind) -> Int {
        switch kind {
        case .containerWidth: return 0
        case .containerHeight: return 1
        case .scale: return 2
        case .declaredInputs: return 3
        case .conditions: return 4
        case .traits: return 5
        case .hiddenFlags: return 6
        case .safeAreaInsets: return 7
        case .layoutMargins: return 8
        case .measuredSizes: return 9
        case .fonts: return 10
        }
    }

    /// The names the preview has a control of `kind` for: the interface's (one empty name for a
    /// kind with one member, the insets included whether the layout reads them or not), the
    /// trait conditions for `traits`.
    private func previewNames(of kind: RuntimeInputKind) -> [String] {
        switch kind {
        case .traits: return RuntimeInputKind.previewTraitConditions.filter(readsBuiltInCondition)
        case .safeAreaInsets where !readsSafeArea, .layoutMargins where !readsLayoutMargins: return []
        default: return LayoutCodeGenerator.inputFields(of: kind, interface: interface).map(\.name)
        }
    }

    /// The control of `kind` for `name`, starting at `initial`'s value: `{kind, key, label,
    /// value}`, and a slider's `min` and `max`.
    private func previewControl(_ kind: RuntimeInputKind, name: String, initial: EvaluationRequest) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("kind", .string(kind.previewControl.rawValue)), ("key", .string(kind.previewKey(name))),
            ("label", .string(kind.previewLabel(name)))
        ]
        let numbers = { (values: [CGFloat]) in JSONValue.array(values.map { .number(Double($0)) }) }
        let insets = { (value: LayoutInsets) in numbers([value.top, value.left, value.bottom, value.right]) }
        switch kind {
        case .containerWidth where interface.fitsWidth, .containerHeight where interface.fitsHeight:
            // A dimension that fits its content does not read the container's: no slider.
            let isWidth = kind == .containerWidth
            members = [
                ("kind", .string("fixed")), ("key", .string(kind.previewKey(name))),
                ("label", .string((isWidth ? "width" : "height") + " fits content")),
                ("value", .number(isWidth ? initial.width : initial.height))
            ]
        case .containerWidth:
            members.append(("value", .number(initial.width)))
            members += sliderRange(containerRange(.containerWidth, initial.width))
        case .containerHeight:
            members.append(("value", .number(initial.height)))
            members += sliderRange(containerRange(.containerHeight, initial.height))
        case .scale:
            members.append(("value", .number(initial.scale)))
        case .declaredInputs:
            // The declared range; an end the spec leaves out (the default −10000 or 10000) is −200 or 200.
            let domain = domains.first { $0.parameter == .input(name) }
            let declaredLow = domain.map(\.lowerBound).flatMap { $0.isFinite ? $0 : nil }
            let declaredHigh = domain.map(\.upperBound).flatMap { $0.isFinite ? $0 : nil }
            let low = declaredLow.flatMap { $0 == ParameterDomain.inputRange.lowerBound ? nil : $0 } ?? -200
            let high = declaredHigh.flatMap { $0 == ParameterDomain.inputRange.upperBound ? nil : $0 } ?? 200
            members.append(("value", .number(initial.inputs[name] ?? 0)))
            members += sliderRange((min(low, high), max(low, high)))
        case .conditions, .traits:
            members.append(("value", .bool(initial.conditions.contains(name))))
        case .hiddenFlags:
            members.append(("value", .bool(initial.conditions.contains(BuiltInConditions.hiddenFlag(of: name)))))
        case .safeAreaInsets:
            members.append(("value", insets(initial.safeAreaInsets)))
        case .layoutMargins:
            members.append(("value", insets(initial.layoutMargins)))
        case .measuredSizes:
            let size = initial.sizes[name] ?? .zero
            members.append(("value", numbers([size.width, size.height])))
        case .fonts:
            let font = initial.fonts[name] ?? .zero
            members.append(("value", numbers([font.ascender, font.descender, font.capHeight])))
        }
        return .object(members)
    }

    /// How the page's `request()` builds the layout's request from the controls' state: per key
    /// prefix (`input` of `input:gap`), the request's member and its form (`value`: the state
    /// itself; `named`: a mapping name → value; `list`: the names whose toggle is on).
    private static var requestFields: JSONValue {
        var seen = Set<String>()
        var fields: [JSONValue] = []
        for kind in RuntimeInputKind.allCases {
            let prefix = String(kind.previewKey().prefix { $0 != ":" })
            guard seen.insert(prefix).inserted else { continue }
            let form = kind.previewControl == .toggle ? "list" : kind.isPerName ? "named" : "value"
            fields.append(
                .object([
                    ("prefix", .string(prefix)), ("member", .string(kind.requestMember)), ("form", .string(form))
                ]))
        }
        return .array(fields)
    }

    /// A slider's `min` and `max`.
    private func sliderRange(_ range: (Double, Double)) -> [(key: String, value: JSONValue)] {
        [("min", .number(range.0)), ("max", .number(range.1))]
    }

    /// The container's sliders run over the proven range (at most to 1024, or twice the start,
    /// where the range is open-ended); a typed value outside it is marked with a warning.
    private func containerRange(_ parameter: Parameter, _ value: Double) -> (Double, Double) {
        let domain = domains.first { $0.parameter == parameter }
        let low = domain.map(\.lowerBound).flatMap { $0.isFinite ? $0 : nil } ?? 0
        let high = min(
            domain.map(\.upperBound).flatMap { $0.isFinite ? $0 : nil } ?? .infinity, max(1024, value * 2))
        return (min(low, high), max(low, high))
    }

    /// The page's interface: builds the controls, and redraws on every change.
    static let previewScript = """
        const state = {};
        const controls = document.getElementById("controls");
        const boxes = {};
        // Size classes and idioms exclude each other: ticking one unticks its partner.
        const partners = {compactWidth: "regularWidth", regularWidth: "compactWidth", compactHeight: "regularHeight",
                          regularHeight: "compactHeight", pad: "phone", phone: "pad"};
        const fieldNames = {pair: ["w", "h"], font: ["ascender", "descender", "cap height"],
                            insets: ["top", "left", "bottom", "right"]};
        const setters = {};
        // Device presets: size in points, safe area (top, left, bottom, right) and traits, portrait
        // unless named landscape.
        const devices = [
          {name: "iPhone SE", size: [375, 667], safeArea: [20, 0, 0, 0], traits: ["compactWidth", "regularHeight", "phone"]},
          {name: "iPhone 15", size: [393, 852], safeArea: [59, 0, 34, 0], traits: ["compactWidth", "regularHeight", "phone"]},
          {name: "iPhone 15 Pro Max", size: [430, 932], safeArea: [59, 0, 34, 0], traits: ["compactWidth", "regularHeight", "phone"]},
          {name: "iPad, portrait", size: [820, 1180], safeArea: [24, 0, 20, 0], traits: ["regularWidth", "regularHeight", "pad"]},
          {name: "iPad, landscape", size: [1180, 820], safeArea: [24, 0, 20, 0], traits: ["regularWidth", "regularHeight", "pad"]},
        ];
        function addDevices() {
          const label = document.createElement("label");
          label.append("device ");
          const select = document.createElement("select");
          const none = document.createElement("option");
          none.value = ""; none.textContent = "(none)";
          select.append(none);
          devices.forEach((device, index) => {
            const option = document.createElement("option");
            option.value = String(index); option.textContent = device.name;
            select.append(option);
          });
          select.onchange = () => { if (select.value !== "") applyDevice(devices[Number(select.value)]); };
          label.append(select);
          controls.append(label);
        }
        // The picture's zoom: fitted to the pane, or a fixed scale (scrolling when larger than the
        // pane); the - and + keys step through them.
        const zooms = [["fit", "fit to the pane"], ["0.25", "25%"], ["0.5", "50%"], ["1", "100% (1 pt = 1 px)"],
                       ["2", "200%"], ["4", "400%"], ["8", "800%"]];
        function addZoom() {
          const label = document.createElement("label");
          label.append("zoom ");
          const select = document.createElement("select");
          select.id = "zoom";
          zooms.forEach(([value, text]) => {
            const option = document.createElement("option");
            option.value = value; option.textContent = text;
            select.append(option);
          });
          select.value = "fit";
          select.onchange = () => { state.zoom = select.value; draw(); };
          label.append(select);
          controls.append(label);
          if (document.addEventListener) {
            document.addEventListener("keydown", event => {
              if (event.target && event.target.tagName === "INPUT") return;
              const step = event.key === "+" || event.key === "=" ? 1 : event.key === "-" ? -1 : 0;
              if (step === 0) return;
              const index = zooms.findIndex(([value]) => value === (state.zoom || "fit"));
              const next = zooms[Math.min(zooms.length - 1, Math.max(0, index + step))][0];
              select.value = next; state.zoom = next; draw();
            });
          }
        }
        function applyDevice(device) {
          if (setters.width) setters.width(device.size[0]);
          if (setters.height) setters.height(device.size[1]);
          if (setters.safeArea) setters.safeArea(device.safeArea);
          for (const name of Object.keys(partners)) {
            if (boxes[name]) { boxes[name].checked = device.traits.includes(name); state["when:" + name] = boxes[name].checked; }
          }
          draw();
        }
        function addControl(control) {
          const label = document.createElement("label");
          label.append(control.label + " ");
          const make = (value, step) => {
            const input = document.createElement("input");
            input.type = "number"; input.step = step; input.value = value;
            return input;
          };
          if (control.kind === "slider") {
            const range = document.createElement("input");
            range.type = "range"; range.min = control.min; range.max = control.max; range.step = "0.5";
            range.value = control.value;
            const field = make(control.value, "any");
            const note = document.createElement("span");
            const mark = () => {
              const outside = state[control.key] < control.min || state[control.key] > control.max;
              note.textContent = outside ? ` outside ${fmt(control.min)}…${fmt(control.max)}` : "";
              note.className = "outside";
            };
            setters[control.key] = value => { range.value = value; field.value = value; state[control.key] = value; mark(); };
            range.oninput = () => { field.value = range.value; state[control.key] = Number(range.value); mark(); draw(); };
            field.oninput = () => { range.value = field.value; state[control.key] = Number(field.value); mark(); draw(); };
            state[control.key] = control.value;
            label.append(range, field, note);
          } else if (control.kind === "toggle") {
            const box = document.createElement("input");
            box.type = "checkbox"; box.checked = control.value;
            const name = control.key.slice("when:".length);
            boxes[name] = box;
            box.onchange = () => {
              state[control.key] = box.checked;
              const partner = boxes[partners[name]];
              if (box.checked && partner && partner.checked) {
                partner.checked = false;
                state["when:" + partners[name]] = false;
              }
              draw();
            };
            state[control.key] = control.value;
            label.prepend(box);
          } else if (control.kind === "fixed") {
            // A value the layout does not read (a dimension that fits its content): said, not editable.
            label.className = "fixed";
            state[control.key] = control.value;
          } else if (control.kind === "number") {
            const field = make(control.value, "any");
            field.oninput = () => { state[control.key] = Number(field.value); draw(); };
            state[control.key] = control.value;
            label.append(field);
          } else {
            const fields = control.value.map(v => make(v, "any"));
            const update = () => { state[control.key] = fields.map(f => Number(f.value)); draw(); };
            const names = fieldNames[control.kind] || [];
            fields.forEach((f, i) => { f.oninput = update; f.title = names[i] || ""; label.append(" " + (names[i] || ""), f); });
            setters[control.key] = values => { fields.forEach((f, i) => { f.value = values[i]; }); state[control.key] = values.slice(); };
            state[control.key] = control.value.slice();
          }
          controls.append(label);
        }
        // The layout's request from the controls' state, as setup.request (the run-time input table) says.
        function request() {
          const result = {};
          for (const field of setup.request) {
            result[field.member] = field.form === "named" ? {} : field.form === "list" ? [] : state[field.prefix];
          }
          if (result.safeArea === undefined) result.safeArea = setup.safeArea;
          if (result.margins === undefined) result.margins = setup.margins;
          for (const key of Object.keys(state)) {
            const [prefix, name] = key.split(":");
            const field = setup.request.find(f => f.prefix === prefix);
            if (!field || name === undefined) continue;
            if (field.form === "named") result[field.member][name] = state[key];
            if (field.form === "list" && state[key]) result[field.member].push(name);
          }
          return result;
        }
        function fmt(v) { return String(Math.round(v * 100) / 100); }
        function draw() {
          const input = request();
          const layout = layoutFrames(input);
          const absolute = new Map();
          const parents = new Map(setup.items.map(item => [item.name, item.parent]));
          for (const name of layout.order) {
            let [x, y, w, h] = layout.frames.get(name);
            let parent = parents.get(name);
            const seen = new Set([name]);
            while (parent && !seen.has(parent)) {
              seen.add(parent);
              const frame = layout.frames.get(parent);
              if (frame) { x += frame[0]; y += frame[1]; }
              parent = parents.get(parent);
            }
            absolute.set(name, [x, y, w, h]);
          }
          const width = setup.fitsWidth && layout.fittingSize ? layout.fittingSize[0] : input.width;
          const height = setup.fitsHeight && layout.fittingSize ? layout.fittingSize[1] : input.height;
          let minX = 0, minY = 0, maxX = width, maxY = height;
          for (const [x, y, w, h] of absolute.values()) {
            minX = Math.min(minX, x, x + w); minY = Math.min(minY, y, y + h);
            maxX = Math.max(maxX, x, x + w); maxY = Math.max(maxY, y, y + h);
          }
          const svg = document.getElementById("picture");
          const pad = 12;
          // Scaled to fit the pane (the viewBox), or drawn at a fixed zoom (1 = 1 pt a pixel), scrolling.
          const viewWidth = maxX - minX + 2 * pad, viewHeight = maxY - minY + 2 * pad;
          const fixed = state.zoom !== undefined && state.zoom !== "fit" ? Number(state.zoom) : null;
          document.getElementById("pane").className = fixed ? "zoomed" : "";
          svg.setAttribute("width", fixed ? viewWidth * fixed : "100%");
          svg.setAttribute("height", fixed ? viewHeight * fixed : "100%");
          svg.setAttribute("viewBox", `${minX - pad} ${minY - pad} ${viewWidth} ${viewHeight}`);
          // Labels are 11 px on screen whatever the zoom: their size in the picture's units.
          const box = svg.getBoundingClientRect ? svg.getBoundingClientRect() : null;
          const fitted = box && box.width > 0 && box.height > 0 ? Math.min(box.width / viewWidth, box.height / viewHeight) : 1;
          const zoom = fixed || fitted;
          const font = 11 / zoom;
          const legend = [];
          const placed = [];
          let body = `<rect x="0" y="0" width="${width}" height="${height}" fill="#fafafa" stroke="#333"/>`;
          const findings = [];
          // The safe area and the margins, dashed inside the container.
          const inset = (edges, color) => {
            const [top, left, bottom, right] = edges;
            if (top === 0 && left === 0 && bottom === 0 && right === 0) return "";
            return `<rect x="${left}" y="${top}" width="${Math.max(0, width - left - right)}" `
              + `height="${Math.max(0, height - top - bottom)}" fill="none" stroke="${color}" stroke-dasharray="6 4"/>`;
          };
          if (setup.drawSafeArea) body += inset(input.safeArea, "#2a7");
          if (setup.drawMargins) body += inset(input.margins, "#aaa");
          setup.items.forEach((item, index) => {
            const frame = absolute.get(item.name);
            if (!frame) return;
            const [x, y, w, h] = frame;
            const color = setup.palette[index % setup.palette.length];
            const style = item.guide ? `fill="none" stroke="#888" stroke-dasharray="4 3"`
                                     : `fill="${color}" fill-opacity="0.18" stroke="${color}"`;
            // A negative size is drawn dashed in red and listed under the picture, as eval warns.
            const negative = w < 0 || h < 0;
            const shown = negative ? `fill="#d00" fill-opacity="0.12" stroke="#d00" stroke-dasharray="2 2"` : style;
            body += `<rect x="${Math.min(x, x + w)}" y="${Math.min(y, y + h)}" width="${Math.abs(w)}" height="${Math.abs(h)}" ${shown}/>`;
            // The label inside its view when it fits (name and size, else the name), else in the legend.
            const sizeText = `${fmt(w)} × ${fmt(h)}`;
            const left = Math.min(x, x + w) + 3 / zoom, top = Math.min(y, y + h) + font;
            // Inside the view, and clear of every label placed before (its box: 0.6 em a character).
            const fits = text => {
              const labelBox = [left, top - font, left + text.length * font * 0.6, top + font * 0.25];
              return text.length * font * 0.6 + 6 / zoom <= Math.abs(w) && font * 1.25 <= Math.abs(h)
                && !placed.some(b => b[0] < labelBox[2] && labelBox[0] < b[2] && b[1] < labelBox[3] && labelBox[1] < b[3]);
            };
            const place = text => placed.push([left, top - font, left + text.length * font * 0.6, top + font * 0.25]);
            const ink = negative ? "#d00" : "#333";
            if (fits(item.name + " " + sizeText)) {
              place(item.name + " " + sizeText);
              body += `<text x="${left}" y="${top}" font-size="${font}" fill="${ink}">${item.name} ${sizeText}</text>`;
            } else if (fits(item.name)) {
              place(item.name);
              body += `<text x="${left}" y="${top}" font-size="${font}" fill="${ink}">${item.name}</text>`;
              legend.push([`${item.name}: ${sizeText}`, item.guide ? "#888" : color]);
            } else {
              legend.push([`${item.name}: ${sizeText}`, item.guide ? "#888" : color]);
            }
            if (negative) findings.push(`${item.name} has a negative size, ${fmt(w)} × ${fmt(h)}`);
            const parent = parents.get(item.name);
            const outer = parent ? absolute.get(parent) : [0, 0, width, height];
            if (!item.guide && outer && (x < outer[0] - 0.5 || y < outer[1] - 0.5
                || x + w > outer[0] + outer[2] + 0.5 || y + h > outer[1] + outer[3] + 0.5)) {
              findings.push(`${item.name} leaves ${parent || "the container"}`);
            }
          });
          // The legend: one line a view, after a swatch of its colour.
          const legendBox = document.getElementById("legend");
          legendBox.textContent = "";
          for (const [text, color] of legend) {
            const line = document.createElement("div");
            const swatch = document.createElement("span");
            swatch.className = "swatch";
            swatch.style.background = color + "2e"; swatch.style.borderColor = color;
            line.append(swatch, text);
            legendBox.append(line);
          }
          document.getElementById("findings").textContent = findings.map(f => "⚠ " + f).join("\\n");
          svg.innerHTML = body;
          const json = {frames: Object.fromEntries(layout.order.map(name => [name, layout.frames.get(name)]))};
          if (layout.fittingSize) json.fittingSize = layout.fittingSize;
          document.getElementById("json").textContent = JSON.stringify(json);
        }
        document.getElementById("notes").textContent = setup.notes.join("\\n");
        addDevices();
        setup.controls.forEach(addControl);
        addZoom();
        draw();

        """
}
