import DocumentLayout

/// The views documents are built from: UIKit's controls with real text metrics.
var defaultViewFactory: any DocumentViewFactory { ControlsViewFactory() }
