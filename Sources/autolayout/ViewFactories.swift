import DocumentLayout
import LayoutDocument
import Rendering
import AutoLayout

/// The views documents are built from (plain views until the Controls module lands).
var defaultViewFactory: DocumentViewFactory { PlainViewFactory() }

/// What each control draws, for pictures.
var defaultSceneContent: ((DocumentView, View, RenderRect) -> (RenderItem.Kind?, RenderText?))? { nil }
