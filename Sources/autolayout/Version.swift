/// The version `autolayout --version` prints: the release this source tree is, as CHANGELOG.md
/// names it (Semantic Versioning).
let autolayoutVersion = "0.1.0"
