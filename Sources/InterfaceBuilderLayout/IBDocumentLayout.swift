import InterfaceBuilder
import NameSuggestion

/// Every laid-out part of a document: storyboard scenes with a root view, or a xib's
/// controllers and top-level views.
public struct IBDocumentLayout {
    public let document: IBDocument
    public let scenes: [IBSceneLayout]

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
