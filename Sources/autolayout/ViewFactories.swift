import AutoLayout
import DocumentLayout
import LayoutDocument
import Rendering

/// The views documents are built from: UIKit's controls with real text metrics.
var defaultViewFactory: DocumentViewFactory { ControlsViewFactory() }

/// What each control draws, for pictures.
var defaultSceneContent: ((DocumentView, View, RenderRect) -> (RenderItem.Kind?, RenderText?))? { controlSceneContent }
