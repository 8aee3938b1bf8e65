import ArgumentParser
import Dispatch
import Foundation
import Preview

/// `autolayout preview FILE`: a local web page of the laid-out screen, redrawn when the file changes.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live web page of a layout document, storyboard or xib, redrawn each time the file is saved.",
        discussion: """
            Prints the page's address (http://127.0.0.1:PORT/) as the first line, then serves \
            until Ctrl-C or SIGTERM. The page draws the screen as `render --svg` does, with \
            menus for the device, orientation, Dynamic Type size, direction and scene, the \
            overlays, the issues, an inspector (click a view), and several devices side by \
            side. GET /api/render?device=…&orientation=…&contentSizeCategory=…&rtl=1&scene=… \
            answers what `render --format json` prints. Only loopback is served unless --host \
            says otherwise. See docs/preview.md.

            Examples:
              autolayout preview Examples/Cookbook/SimpleLabelAndTextField.yaml
              autolayout preview Examples/InterfaceBuilder/SignIn.storyboard --port 0
            """)

    @Argument(help: "A layout document (YAML), or an Interface Builder storyboard or xib.")
    var file: String

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port: Int = 8080

    @Option(help: "The address to listen on: 127.0.0.1 (default), ::1, or 0.0.0.0 to let other machines in.")
    var host: String = "127.0.0.1"

    func run() async throws {
        guard (0...65535).contains(port) else { throw refuse("--port", "must be between 0 and 65535 (0 picks a free port)") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue else {
            throw failInput("cannot read \(file): " + (isFolder.boolValue ? "it is a folder" : "no such file"))
        }
        let site = PreviewSite(document: PreviewDocument(file: file, open: readSource))
        let server: PreviewServer
        do {
            server = try PreviewServer(site: site, host: host, port: UInt16(port))
        } catch {
            throw failInput(error.description)
        }
        let signals = await Self.stopOnSignals(server)
        defer { signals.forEach { $0.cancel() } }
        do {
            try await server.run { address in print(address) }
        } catch is CancellationError {
        } catch let error as PreviewError {
            throw failInput(error.description)
        } catch {
            throw failInput("cannot serve on \(host):\(port): \(error)")
        }
    }

    /// Sources that stop `server` on SIGINT and SIGTERM, returned once each is registered.
    ///
    /// `resume()` registers a signal source later, on libdispatch's manager thread; until then
    /// the signal, set to be ignored, is lost. On a loaded machine that took longer than starting
    /// the server, so a SIGTERM sent just after the address was printed left the preview running.
    private static func stopOnSignals(_ server: PreviewServer) async -> [any DispatchSourceSignal] {
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Task { await server.stop() } }
            await withCheckedContinuation { (registered: CheckedContinuation<Void, Never>) in
                source.setRegistrationHandler { registered.resume() }
                source.resume()
            }
            sources.append(source)
        }
        return sources
    }
}
