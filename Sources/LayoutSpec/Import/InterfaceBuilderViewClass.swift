/// What an Interface Builder element means for layout: the UIKit class behind each view element
/// (`label` is `UILabel`), whether the view has an intrinsic content size, and the name its views
/// get when nothing better names them (`label1`, `imageView2`).
enum InterfaceBuilderViewClass {
    /// The view elements Interface Builder writes for UIKit classes. Every one of them defaults to a
    /// content hugging priority of 250 and a compression resistance of 750: Interface Builder writes
    /// the priorities only when they differ from those (a label dragged from the library carries an
    /// explicit `251`), so an absent attribute means 250 / 750 for every class here.
    static let known: [String: String] = [
        "view": "UIView", "label": "UILabel", "imageView": "UIImageView", "button": "UIButton",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl", "progressView": "UIProgressView",
        "activityIndicatorView": "UIActivityIndicatorView", "pageControl": "UIPageControl",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "collectionView": "UICollectionView", "visualEffectView": "UIVisualEffectView",
        "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "mapView": "MKMapView",
        "wkWebView": "WKWebView", "searchBar": "UISearchBar", "toolbar": "UIToolbar",
        "navigationBar": "UINavigationBar", "tabBar": "UITabBar", "containerView": "UIView",
        "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UIView",
        "collectionViewCell": "UICollectionViewCell", "collectionReusableView": "UICollectionReusableView",
        "arscnView": "ARSCNView", "sceneKitView": "SCNView", "glkView": "GLKView", "mtkView": "MTKView"
    ]

    /// The view elements that show text (or arrange views that do): their baselines are their
    /// text's. Every other view's baselines are its bottom edge (`UIView`'s `forFirstBaselineLayout`
    /// and `forLastBaselineLayout` are the view itself).
    static let textBearing: Set<String> = [
        "label", "textField", "button", "textView", "segmentedControl", "searchBar", "stackView", "datePicker",
        "pickerView", "navigationBar", "tabBar", "toolbar", "tableViewCell", "collectionViewCell"
    ]

    /// Whether `element` is a UIKit view this table knows that shows no text.
    static func isTextless(_ element: InterfaceBuilderElement) -> Bool {
        isKnown(element.name) && !textBearing.contains(element.name)
    }

    /// The spec `kind:` of a text-bearing control whose baselines a constraint reads (a text field's
    /// or a button's: one line centred); `nil` for the others (a label is `label: true`).
    static func textKind(of element: InterfaceBuilderElement) -> ViewDeclaration.Kind? {
        switch element.name {
        case "textField": return .textField
        case "button": return .button
        default: return nil
        }
    }

    /// Default hugging priority (UIView's, for every class Interface Builder writes).
    static let defaultHugging = 250
    /// Default compression resistance (UIView's, for every class Interface Builder writes).
    static let defaultCompression = 750

    /// Whether `element` is a UIKit view element this table knows.
    static func isKnown(_ element: String) -> Bool { known[element] != nil }

    /// The rectangle constraints place for a view stored at `frame`: its alignment rect. A
    /// `UISwitch`'s is 2 points narrower than its frame on the trailing side (in public files,
    /// a switch's stored trailing edge lies 2 points past its trailing constraint in 58 constraints
    /// and on it in 1, while its leading edge lies on its constraint); every other view's is its
    /// and on it in 1, while its leading edge lies on its constraint). A `UISlider` of its own
    /// height (31) is inset 2 points at each side and 1 at the bottom (in public files, 4 of 4
    /// such sliders' leading and trailing constraints and 2 of 2 bottom ones, while their tops lie
    /// on theirs); a `UISegmentedControl`'s is 1 point shorter at the bottom (6 of 6 bottom
    /// constraints and 3 of 3 heights in public files, its top on its constraint); every other
    /// view's is its frame. Only a view placed by constraints
    /// (`translatesAutoresizingMaskIntoConstraints="NO"`) is placed by its alignment rect; an
    /// autoresizing mask moves its frame.
    static func alignmentRect(of view: InterfaceBuilderElement, frame: [Double]) -> [Double] {
        guard view["translatesAutoresizingMaskIntoConstraints"] == "NO", frame.count == 4 else { return frame }
        switch view.name {
        case "switch": return [frame[0], frame[1], frame[2] - 2, frame[3]]
        case "slider" where frame[3] == 31: return [frame[0] + 2, frame[1], frame[2] - 4, frame[3] - 1]
        case "segmentedControl": return [frame[0], frame[1], frame[2], frame[3] - 1]
        default: return frame
        }
    }

    /// A measured view's intrinsic size on the canvas: Interface Builder's placeholder intrinsic
    /// size where the file gives one (`placeholderIntrinsicWidth`, `…Height`), zero for an empty
    /// stack view, else the stored size.
    static func canvasIntrinsicSize(of view: InterfaceBuilderElement, stored: [Double]) -> [Double] {
        let empty = view.name == "stackView" ? [0.0, 0.0] : stored
        return [("placeholderIntrinsicWidth", 0), ("placeholderIntrinsicHeight", 1)].map { key, index in
            view[key].flatMap(InterfaceBuilderNumber.parse) ?? empty[index]
        }
    }

    /// How a view written as `view` is measured: labels (wrapping when `numberOfLines` is not 1),
    /// non-scrolling text views (wrapping), image views showing an image (an `image` attribute or
    /// an `<imageReference key="image">`), and controls with an
    /// intrinsic size (buttons, text fields, switches, sliders, steppers, segmented controls,
    /// progress views, activity indicators, page controls; bars, whose height is intrinsic), and
    /// stack views with no arranged views; and any other view (not a text or a stack, which are
    /// measured as above) given a placeholder intrinsic size along both axes (Interface Builder's "Intrinsic Size: Placeholder", which says the view has a size
    /// of its own at run time: a custom view, a table view sized by its rows).
    static func measure(of view: InterfaceBuilderElement) -> ViewDeclaration.Measure {
        if !["label", "textView", "stackView"].contains(view.name), hasPlaceholderIntrinsicSize(view) {
            return .intrinsic
        }
        switch view.name {
        case "label":
            return (view["numberOfLines"] ?? "1") == "1" ? .intrinsic : .heightForWidth
        case "textView":
            return view["scrollEnabled"] == "NO" ? .heightForWidth : .none
        case "imageView":
            // An image named by the attribute, or by an `<imageReference key="image">` (a symbol
            // or an asset, as files saved since Xcode 13 write it).
            let hasImage = view["image"] != nil || view.child("imageReference", key: "image") != nil
            return hasImage ? .intrinsic : .none
        case "button", "textField", "switch", "slider", "stepper", "segmentedControl", "progressView",
            "activityIndicatorView", "pageControl", "toolbar", "searchBar", "navigationBar", "tabBar":
            return .intrinsic
        case "stackView":
            // A stack view with no arranged views: its content, filled in by the app, has a size of
            // its own (zero while it is empty, Interface Builder's placeholder on the canvas).
            return InterfaceBuilderViewTree.subviews(of: view).isEmpty ? .intrinsic : .none
        default:
            return .none
        }
    }

    /// Whether the file gives `view` a finite placeholder intrinsic width and height. A side given
    /// as `infinite` has no intrinsic size (`UIView.noIntrinsicMetric`), which a spec's measured
    /// view cannot say for one axis alone, so such a view keeps its class's measure.
    private static func hasPlaceholderIntrinsicSize(_ view: InterfaceBuilderElement) -> Bool {
        ["placeholderIntrinsicWidth", "placeholderIntrinsicHeight"].allSatisfy { key in
            view[key].flatMap(InterfaceBuilderNumber.parse).map { $0.isFinite && $0 >= 0 } ?? false
        }
    }
}
