import AutoLayout
import LayoutReport

/// The page and its assets, served from memory: no file is read to serve them and nothing is
/// fetched from elsewhere (no fonts, scripts or style sheets from a CDN), so the page works
/// offline.
///
/// Every control has the id the documentation names (`select#device`, `select#orientation`,
/// `select#content-size-category`, `input#rtl`, `select#scene`, `input#overlay-…`), so that a
/// browser test or a script can drive it.
enum PreviewPage {
    /// The page for `file`, with the device and Dynamic Type menus filled in.
    static func html(file: String) -> String {
        let devices = DeviceCatalog.all.map { option($0.name) }.joined()
        let categories = ContentSizeCategory.allCases.map { option($0.documentName) }.joined()
        let overlays = [("margins", "Margins"), ("safe-area", "Safe area"), ("guides", "Guides"),
                        ("constraints", "Constraints"), ("diagnostics", "Diagnostics")]
            .map { #"<label><input type="checkbox" id="overlay-\#($0.0)" value="\#($0.0)"> \#($0.1)</label>"# }.joined()
        return #"""
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\#(escape(file)) — autolayout preview</title>
            <link rel="icon" href="data:,">
            <link rel="stylesheet" href="/app.css">
            </head>
            <body data-state="loading">
            <header>
              <h1>autolayout preview <span id="file">\#(escape(file))</span></h1>
              <span id="live" data-state="connecting">connecting…</span>
            </header>
            <form id="controls" autocomplete="off">
              <label>Device <select id="device">\#(devices)</select></label>
              <label>Orientation <select id="orientation"><option value="portrait">portrait</option><option value="landscape">landscape</option></select></label>
              <label>Dynamic Type <select id="content-size-category">\#(categories)</select></label>
              <label><input type="checkbox" id="rtl"> Right to left</label>
              <label>Scene <select id="scene" disabled></select></label>
              <fieldset id="overlays"><legend>Overlays</legend>\#(overlays)</fieldset>
              <label><input type="checkbox" id="contact-sheet-toggle"> Several devices</label>
            </form>
            <div id="error" role="alert" hidden></div>
            <main>
              <section id="canvas">
                <div id="device-frame"><div id="stage"><div id="picture"></div><div id="views"></div></div></div>
                <p id="status"></p>
              </section>
              <aside>
                <section><h2>Issues</h2><ul id="issues"></ul></section>
                <section><h2>Inspector</h2><div id="inspector"><p class="hint">Click a view to see what decides its frame.</p></div></section>
              </aside>
            </main>
            <section id="contact-sheet" hidden><h2>Several devices</h2><div id="sheet"></div></section>
            <script src="/app.js"></script>
            </body>
            </html>

            """#
    }

    private static func option(_ value: String) -> String {
        #"<option value="\#(escape(value))">\#(escape(value))</option>"#
    }

    /// Text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    static let style = #"""
        :root { color-scheme: light; --ink: #1c1c1e; --muted: #6c6c70; --line: #d1d1d6; --accent: #007aff;
                --bad: #d70015; --warn: #c93400; font: 14px/1.4 system-ui, -apple-system, "DejaVu Sans", sans-serif; }
        body { margin: 0; color: var(--ink); background: #f2f2f7; }
        header { display: flex; align-items: baseline; gap: 1em; padding: 8px 16px; background: #fff; border-bottom: 1px solid var(--line); }
        h1 { font-size: 16px; margin: 0; font-weight: 600; }
        h1 #file { font-weight: 400; color: var(--muted); font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0 0 6px; }
        #live { margin-left: auto; font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #e5e5ea; }
        #live[data-state="live"] { background: #d1f2d9; color: #146c2e; }
        #live[data-state="offline"] { background: #ffe0e0; color: var(--bad); }
        #controls { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center; padding: 8px 16px; background: #fff; border-bottom: 1px solid var(--line); }
        #controls fieldset { border: 0; padding: 0; margin: 0; display: flex; gap: 8px; }
        #controls legend { float: left; margin-right: 4px; color: var(--muted); }
        #error { margin: 8px 16px; padding: 8px 12px; background: #fff0f0; border: 1px solid var(--bad); color: var(--bad);
                 border-radius: 6px; white-space: pre-wrap; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
        #canvas { flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; align-items: center; }
        #device-frame { padding: 18px; background: #1c1c1e; border-radius: 36px; box-shadow: 0 4px 24px rgba(0,0,0,.2); }
        #stage { position: relative; transform-origin: 0 0; background: #fff; }
        #picture svg { display: block; }
        #views { position: absolute; inset: 0; }
        .view { position: absolute; box-sizing: border-box; cursor: pointer; }
        .view.guide, .view.hidden { pointer-events: none; }
        .view:hover { outline: 1px solid rgba(0,122,255,.6); }
        .view.selected { outline: 2px solid var(--accent); background: rgba(0,122,255,.08); }
        .view.highlight { outline: 2px solid var(--warn); background: rgba(255,149,0,.18); }
        #status { color: var(--muted); font-size: 12px; }
        aside { flex: 0 1 460px; min-width: 320px; display: flex; flex-direction: column; gap: 16px; }
        aside > section { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
        #issues { list-style: none; margin: 0; padding: 0; }
        #issues > li { padding: 6px 0; border-top: 1px solid #eee; }
        #issues > li:first-child { border-top: 0; }
        #issues .kind { font-weight: 600; }
        #issues .unsatisfiable .kind { color: var(--bad); }
        #issues .ambiguous .kind { color: var(--warn); }
        #issues ul, #inspector ul { margin: 4px 0; padding-left: 16px; }
        .constraint { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
        .constraint:hover { background: #fff4e0; }
        .constraint.broken { color: var(--bad); }
        .constraint.unsatisfied { color: var(--warn); }
        .suggestion { color: var(--muted); }
        #inspector dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 6px 0; }
        #inspector dt { color: var(--muted); }
        #inspector dd { margin: 0; font-variant-numeric: tabular-nums; }
        #inspector pre { font-size: 11px; overflow-x: auto; background: #f7f7f9; padding: 6px; }
        #contact-sheet { margin: 0 16px 16px; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; overflow-x: auto; }
        #sheet svg { display: block; max-width: none; }
        """#
}
