import InterfaceBuilder
import NameSuggestion

/// Every laid-out part of a document: storyboard scenes with a root view, or a xib's
/// controllers and top-level views.
public struct IBDocumentLayout {
    public let document: IBDocument
    public private(set) var scenes: [IBSceneLayout]

    /// Builds every scene of `document` that has a root view.
    public init(document: IBDocument, options: IBLayoutOptions = IBLayoutOptions()) throws(IBLayoutError) {
        self.document = document
        scenes = try Self.roots(of: document).map { root throws(IBLayoutError) in try root.build(document, options, nil) }
    }

    /// Builds only the scene whose id, controller id, name, title, class or storyboard id is `name`.
    public init(document: IBDocument, scene name: String, options: IBLayoutOptions = IBLayoutOptions()) throws(IBLayoutError) {
        self.document = document
        let roots = Self.roots(of: document)
        guard let root = roots.first(where: { $0.names.contains(name) }) else {
            let all = roots.map { $0.names.first ?? "" }
            let candidates = roots.flatMap(\.names)
            throw .noSuchScene(name, available: all,
                               suggestion: NameSuggestion.closest(to: name, among: candidates))
        }
        scenes = [try root.build(document, options, nil)]
    }

    /// Moves the scenes `movable` accepts (by index) to the device and orientation of
    /// `options` (`IBSceneLayout.move(to:)`) and builds the others again with `options`, whose
    /// settings other than the canvas's must be those the layout was made with. Returns, per
    /// scene, whether it was moved. On an error the layout is left with no scenes.
    ///
    /// A scene to build again is released first, so that one layout of it is alive at a time.
    public mutating func move(options: IBLayoutOptions, movable: (Int) -> Bool) throws(IBLayoutError) -> [Bool] {
        var kept: [IBSceneLayout?] = scenes
        scenes = []
        var moved: [Bool] = []
        for i in kept.indices {
            moved.append(movable(i) && kept[i]?.move(to: options) == true)
            if !moved[i] { kept[i] = nil }
        }
        if moved.contains(false) {
            let roots = Self.roots(of: document)
            for i in kept.indices where kept[i] == nil && i < roots.count {
                kept[i] = try roots[i].build(document, options, nil)
            }
        }
        scenes = kept.compactMap { $0 }
        return moved
    }

    /// Builds the scene at `index` again with `options`.
    public mutating func rebuildScene(at index: Int, options: IBLayoutOptions) throws(IBLayoutError) {
        let roots = Self.roots(of: document)
        guard scenes.indices.contains(index), roots.count == scenes.count else { return }
        scenes[index] = try roots[index].build(document, options, nil)
    }

    /// One thing to lay out and the names `--scene` may use for it.
    struct Root {
        var names: [String]
        var build: (IBDocument, IBLayoutOptions, IBStandIns?) throws(IBLayoutError) -> IBSceneLayout
    }

    static func roots(of document: IBDocument) -> [Root] {
        var result: [Root] = []
        for scene in document.scenes {
            for controller in scene.objects.viewControllers where controller.view != nil {
                result.append(Root(names: names(scene: scene, controller: controller)) { d, o, s throws(IBLayoutError) in
                    try IBSceneLayout(document: d, scene: scene, controller: controller, options: o, standIns: s)
                })
            }
        }
        for controller in document.objects.viewControllers where controller.view != nil {
            result.append(Root(names: names(scene: nil, controller: controller)) { d, o, s throws(IBLayoutError) in
                try IBSceneLayout(document: d, scene: nil, controller: controller, options: o, standIns: s)
            })
        }
        for view in document.objects.views {
            let names = [view.id, view.userLabel, view.customClass].compactMap { $0 }
            result.append(Root(names: names) { d, o, s throws(IBLayoutError) in
                try IBSceneLayout(document: d, topLevelView: view, options: o, standIns: s)
            })
        }
        return result
    }

    static func names(scene: IBScene?, controller c: IBViewController) -> [String] {
        [scene?.id, c.id, c.userLabel, c.title, c.navigationItem?.title, c.customClass, c.storyboardIdentifier,
         c.view?.id].compactMap { $0 }.filter { !$0.isEmpty }
    }
}
