import Foundation
import LayoutReport

/// The one document a preview serves, read again whenever it changes on disk.
///
/// The file is watched by polling its status (modification time to the nanosecond, size and
/// inode) rather than by file-system events: polling sees every way editors save (in place, or
/// a new file renamed over the old one) and works the same on every file system. Each change
/// bumps `version`, which the page is told about and lays out again for.
///
/// Layouts run one at a time under the lock: the engine's views are not shared between threads,
/// and one developer's page makes few requests.
public final class PreviewDocument: @unchecked Sendable {
    /// Reads a layout source from a path: a document or a storyboard, as `render` reads it.
    public typealias Opener = @Sendable (String) throws -> any LayoutSource

    /// The file as the user named it.
    public let file: String
    private let open: Opener
    private let lock = NSLock()
    private var stamp: FileStamp?
    private var loaded: Result<any LayoutSource, PreviewError> = .failure(.document("not read yet"))
    private var currentVersion = 0
    private var sceneCache: (version: Int, scenes: [PreviewScene])?

    public init(file: String, open: @escaping Opener) {
        self.file = file
        self.open = open
        _ = refresh()
    }

    /// How many times the file has been read: 1 after the first read, one more per change.
    public var version: Int { lock.withLock { currentVersion } }

    /// The error of the last read, nil when it read and laid out.
    public var readError: PreviewError? {
        lock.withLock {
            if case .failure(let error) = loaded { return error }
            return nil
        }
    }

    /// Reads the file again if it changed since the last read. Returns whether it did.
    @discardableResult
    public func refresh() -> Bool {
        lock.withLock {
            let now = FileStamp(path: file)
            guard currentVersion == 0 || now != stamp else { return false }
            stamp = now
            currentVersion += 1
            do {
                loaded = .success(try open(file))
            } catch {
                loaded = .failure(.document(String(describing: error)))
            }
            return true
        }
    }

    /// Runs `body` on the screens the source lays out with `options`, under the lock.
    ///
    /// Throws `PreviewError.document` when the file does not read or lay out, or a frame
    /// overflows (`checkFrames`): the page shows the message and keeps its last good layout.
    func withScreens<T>(_ options: LayoutRunOptions, _ body: (_ screens: [any LaidOutScreen], _ version: Int) throws -> T) throws -> T {
        refresh()
        return try lock.withLock {
            let source = try loaded.get()
            let screens: [any LaidOutScreen]
            do {
                screens = try source.layOut(options)
                for screen in screens { try screen.checkFrames(file: source.file) }
            } catch {
                throw PreviewError.document(String(describing: error))
            }
            return try body(screens, currentVersion)
        }
    }

    /// The scenes of a storyboard or xib (their ids and names, in document order); empty for a
    /// layout document. Laid out once per version of the file.
    func scenes() throws -> [PreviewScene] {
        let version = self.version
        if let cache = lock.withLock({ sceneCache }), cache.version == version { return cache.scenes }
        let scenes = try withScreens(LayoutRunOptions()) { screens, _ in screens.compactMap(PreviewScene.init) }
        lock.withLock { sceneCache = (version, scenes) }
        return scenes
    }
}

/// A scene of a storyboard or xib as the page's scene menu lists it.
struct PreviewScene: Equatable {
    /// The scene's object id, which `--scene` and `scene=` take.
    var id: String
    var name: String

    /// The scene of a laid-out storyboard screen, from its report's `scene` and `name`; nil for a
    /// layout document's screen.
    init?(_ screen: any LaidOutScreen) {
        let extras = screen.reportExtras
        guard case .string(let id)? = extras.first(where: { $0.0 == "scene" })?.1 else { return nil }
        var name = id
        if case .string(let n)? = extras.first(where: { $0.0 == "name" })?.1, !n.isEmpty { name = n }
        self.id = id
        self.name = name
    }
}

/// What identifies one saved state of a file: its modification time to the nanosecond, size and
/// inode (a new inode when an editor renames a new file over the old one), and while the file is
/// fresh (changed in the last two seconds) a hash of its bytes, since two saves within one tick
/// of the file system's clock can leave the same time and size. `exists` is false when the file
/// is missing.
struct FileStamp: Equatable {
    var seconds: Int = 0
    var nanoseconds: Int = 0
    var size: Int = 0
    var inode: UInt64 = 0
    var exists = false
    var contentHash: Int?

    init(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        exists = true
        #if canImport(Darwin)
        seconds = Int(status.st_mtimespec.tv_sec)
        nanoseconds = Int(status.st_mtimespec.tv_nsec)
        #else
        seconds = Int(status.st_mtim.tv_sec)
        nanoseconds = Int(status.st_mtim.tv_nsec)
        #endif
        size = Int(status.st_size)
        inode = UInt64(status.st_ino)
        if Double(seconds) > Date().timeIntervalSince1970 - 2, let bytes = FileManager.default.contents(atPath: path) {
            var hasher = Hasher()
            hasher.combine(bytes)
            contentHash = hasher.finalize()
        }
    }

    /// The same saved state: the same status, and the same bytes where both were hashed.
    static func == (a: FileStamp, b: FileStamp) -> Bool {
        guard a.seconds == b.seconds, a.nanoseconds == b.nanoseconds, a.size == b.size, a.inode == b.inode,
              a.exists == b.exists else { return false }
        guard let x = a.contentHash, let y = b.contentHash else { return true }
        return x == y
    }
}
