import Foundation

/// One spec written by `layout-gen import`.
package struct ImportedSpec: Sendable, Equatable {
    /// The spec's file name: `<Stem>.layout.yaml`.
    package var fileName: String
    /// The spec's text.
    package var text: String
}

/// What importing one Interface Builder file produced.
package struct InterfaceBuilderImport: Sendable, Equatable {
    /// One spec per root view, in document order.
    package var specs: [ImportedSpec]
    /// What could not be imported, each at its line of the file.
    package var warnings: [Diagnostic]
}

/// `layout-gen import`: turns a `.xib` or `.storyboard` into specs, one per root view — each
/// top-level view of a `.xib`, each scene's root view of a storyboard (docs/ComingFromInterfaceBuilder.md).
package enum InterfaceBuilderImporter {
    /// Imports the file at `path`, for specs written into `outputDirectory` (`nil`: beside the
    /// file): a view whose class names a spec already there is laid out by it (`layout:`).
    ///
    /// - Throws: `SpecError` when the file cannot be read, is not well-formed XML (at the parser's
    ///   line and column), or is not an iOS Interface Builder document.
    package static func importFile(path: String, outputDirectory: String? = nil) throws -> InterfaceBuilderImport {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw SpecError(at: nil, "cannot read '\(path)': \((error as NSError).localizedDescription)")
        }
        let directory = outputDirectory ?? (path as NSString).deletingLastPathComponent
        return try importDocument(data, path: path, specDirectory: directory)
    }

    /// The names of the specs in `directory` (`Card` for `Card.layout.yaml`), which views of an
    /// imported file may be laid out by.
    static func specNames(in directory: String) -> Set<String> {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        return Set(files.filter(SpecFileName.isSpec).map { SpecFileName.stem(ofPath: $0) })
    }

    /// Imports the contents of an Interface Builder file; `path` names it in diagnostics and names
    /// the specs (`Card.xib` → `Card.layout.yaml`); `specDirectory`, where the specs are written,
    /// holds the specs its views may be laid out by (`nil`: none).
    package static func importDocument(
        _ data: Data, path: String, specDirectory: String? = nil
    ) throws -> InterfaceBuilderImport {
        let composableLayouts = specDirectory.map(specNames(in:)) ?? []
        let document = try InterfaceBuilderDocumentReader.read(data, path: path)
        let sourceName = SpecFileName.fileName(ofPath: path)
        let stem = InterfaceBuilderFormat.typeStem(SpecFileName.stem(ofPath: path)) ?? "Imported"
        var outlets: [String: String] = [:]
        for element in document.allElements() where element.name == "outlet" {
            if let destination = element["destination"], let property = element["property"], outlets[destination] == nil
            {
                outlets[destination] = property
            }
        }
        let roots = rootViews(of: document)
        var specs: [ImportedSpec] = []
        var warnings: [Diagnostic] = []
        var stems: Set<String> = []
        for root in roots {
            guard !InterfaceBuilderViewTree.subviews(of: root.view).isEmpty else {
                warnings.append(
                    .warning(
                        at: SourceLocation(path: path, line: root.view.line, column: root.view.column),
                        "the root view has no subviews; nothing to import"))
                continue
            }
            var rootImport = InterfaceBuilderRootImport(
                path: path, root: root.view, outlets: outlets,
                device: document.child("device"),
                isViewControllerRoot: root.isViewControllerRoot,
                layoutGuides: root.layoutGuides, toolsVersion: document["toolsVersion"], bars: root.bars,
                inStoryboard: document["type"]?.contains("Storyboard") == true,
                composableLayouts: composableLayouts, specDirectory: specDirectory)
            let imported = rootImport.specDocument(sourceName: sourceName)
            warnings += rootImport.warnings
            let xibRoots = roots.filter { !$0.isScene }.count
            let base =
                root.isScene ? root.title ?? stem + "Scene" : xibRoots == 1 ? stem : stem + (root.title ?? "View")
            var specStem = base
            var counter = 1
            while stems.contains(specStem) {
                counter += 1
                specStem = base + String(counter)
            }
            stems.insert(specStem)
            let fileName = specStem + SpecFileName.suffixes[0]
            // A spec that lays a view out by another is compiled where it is written, beside it.
            let composes = imported.views.contains { $0.layout != nil }
            let specPath =
                composes ? ((specDirectory ?? "") as NSString).appendingPathComponent(fileName) : fileName
            let sizes = InterfaceBuilderDeclaredSizes(
                specPath: specPath, isViewControllerRoot: root.isViewControllerRoot
            ).declared(in: imported)
            let rootLocation = SourceLocation(path: path, line: root.view.line, column: root.view.column)
            warnings += sizes.answers.map { .warning(at: rootLocation, $0.warning) }
            if let tieWarning = InterfaceBuilderDeclaredSizes.warning(breaking: sizes.ties) {
                warnings.append(.warning(at: rootLocation, tieWarning))
            }
            specs.append(ImportedSpec(fileName: fileName, text: SpecWriter.text(of: sizes.document)))
        }
        return InterfaceBuilderImport(specs: specs, warnings: warnings)
    }

    /// A root view: the element, its title for the spec's name, whether it is a storyboard scene's
    /// or a view controller's view, and the controller's old layout guides.
    private struct Root {
        var view: InterfaceBuilderElement
        var isScene = false
        var title: String?
        var isViewControllerRoot: Bool
        var layoutGuides: [InterfaceBuilderElement]
        /// The controller's element that puts bars on the canvas (`navigationItem`, `tabBarItem`, a
        /// simulated bar), if any.
        var bars: InterfaceBuilderElement? = nil
    }

    /// A storyboard's scene roots (`<view key="view">` of each scene's controller), or a xib's
    /// top-level views; a xib view that File's Owner's `view` outlet names is a controller's root.
    private static func rootViews(of document: InterfaceBuilderElement) -> [Root] {
        var roots: [Root] = []
        for scene in document.grandchildren(of: "scenes") where scene.name == "scene" {
            for controller in scene.grandchildren(of: "objects") {
                guard let view = controller.children.first(where: { $0["key"] == "view" && $0.frame != nil }) else {
                    continue
                }
                let title =
                    (controller["customClass"].map(controllerTitle)
                    ?? controller["storyboardIdentifier"] ?? controller["userLabel"]).flatMap(
                        InterfaceBuilderFormat.typeStem)
                roots.append(
                    Root(
                        view: view, isScene: true, title: title, isViewControllerRoot: true,
                        layoutGuides: controller.grandchildren(of: "layoutGuides"),
                        bars: controller.children.first { barElements.contains($0.name) }))
                // Prototype cells of the scene's table and collection views: roots of their own.
                for cell in view.allElements() where cellElements.contains(cell.name) && cell.frame != nil {
                    let cellTitle = (cell["customClass"] ?? cell["reuseIdentifier"] ?? cell["userLabel"])
                        .flatMap(InterfaceBuilderFormat.typeStem)
                    roots.append(
                        Root(
                            view: cell, isScene: true, title: cellTitle ?? title.map { $0 + "Cell" },
                            isViewControllerRoot: false, layoutGuides: []))
                }
                // A table view's header and footer views: laid out by their own constraints, sized
                // by the table (or by their content), roots of their own.
                for accessory in view.allElements()
                where accessory.frame != nil && Self.tableAccessoryKeys.keys.contains(accessory["key"] ?? "") {
                    let suffix = Self.tableAccessoryKeys[accessory["key"] ?? ""] ?? ""
                    let accessoryTitle = (accessory["customClass"] ?? accessory["userLabel"])
                        .flatMap(InterfaceBuilderFormat.typeStem)
                    roots.append(
                        Root(
                            view: accessory, isScene: true, title: accessoryTitle ?? (title ?? "Table") + suffix,
                            isViewControllerRoot: false, layoutGuides: []))
                }
            }
        }
        let objects = document.grandchildren(of: "objects")
        let ownerView = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }?
            .grandchildren(of: "connections").first { $0.name == "outlet" && $0["property"] == "view" }?["destination"]
        var outletTitles: [String: String] = [:]
        for outlet in objects.flatMap({ $0.grandchildren(of: "connections") }) where outlet.name == "outlet" {
            if let destination = outlet["destination"], let property = outlet["property"] {
                outletTitles[destination] = property
            }
        }
        for object in objects where object.name != "placeholder" && object.frame != nil {
            let isRoot = object["id"] != nil && object["id"] == ownerView
            let title =
                (isRoot ? nil : object["id"].flatMap { outletTitles[$0] })
                ?? object["userLabel"] ?? object["customClass"]
            roots.append(
                Root(
                    view: object, title: title.flatMap(InterfaceBuilderFormat.typeStem),
                    isViewControllerRoot: isRoot, layoutGuides: []))
        }
        return roots
    }

    /// The elements of a scene's controller that show a navigation bar, tab bar or toolbar on the
    /// canvas, which moves the safe area.
    private static let barElements: Set<String> = [
        "navigationItem", "tabBarItem", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedToolbarMetrics"
    ]

    /// A table view's header and footer views (`tableHeaderView`, `tableFooterView`), and the
    /// suffix of the spec's name when the view has no class or label of its own.
    private static let tableAccessoryKeys = ["tableHeaderView": "Header", "tableFooterView": "Footer"]

    /// The cells a storyboard's table and collection views hold as prototypes.
    private static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell"]

    /// `LoginViewController` → `Login`.
    private static func controllerTitle(_ customClass: String) -> String {
        for suffix in ["ViewController", "Controller"] where customClass.hasSuffix(suffix) && customClass != suffix {
            return String(customClass.dropLast(suffix.count))
        }
        return customClass
    }
}
