import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files whole or not at all.
///
/// The bytes go to a temporary file in the destination's folder, which is flushed to the disk
/// and then renamed over the destination: a write that fails part-way (a full disk, a quota)
/// leaves the old file, or none, never a truncated picture. A destination that exists and is
/// not a regular file (`/dev/stdout`, a pipe) is written directly, since it cannot be replaced.
/// Every failure is a `RenderingError.fileError` naming the path and saying why and what to do.
public enum OutputFile {
    /// Writes `bytes` to `path`.
    public static func write(_ bytes: some Collection<UInt8>, to path: String) throws(RenderingError) {
        var status = stat()
        if stat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw .fileError(path: path, reason: "it is a folder; give a file name inside it")
            }
            if status.st_mode & S_IFMT != S_IFREG {
                try writeDirectly(Array(bytes), to: path)
                return
            }
        }
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .fileError(path: path, reason: "the folder '\(directory)' does not exist; create it first")
        }
        let name = (path as NSString).lastPathComponent
        let temporary = directory + "/." + name + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw .fileError(path: path, reason: "cannot create a file in '\(directory)': \(reason(errno))")
        }
        do throws(RenderingError) {
            try writeAll(Array(bytes), to: descriptor, path: path)
            // A file system may only find out at the flush that the disk is full.
            guard fsync(descriptor) == 0 || errno == EINVAL else {
                throw RenderingError.fileError(path: path, reason: "cannot write: \(reason(errno))")
            }
        } catch {
            _ = close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw .fileError(path: path, reason: "cannot write: \(reason(code))")
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .fileError(path: path, reason: "cannot replace it: \(reason(code))")
        }
    }

    /// Writes into an existing special file (a device, a pipe), which cannot be replaced.
    static func writeDirectly(_ bytes: [UInt8], to path: String) throws(RenderingError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fileError(path: path, reason: "cannot open it: \(reason(errno))") }
        defer { _ = close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(RenderingError) {
        var failure: Int32?
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if let failure { throw .fileError(path: path, reason: "cannot write: \(reason(failure))") }
    }

    /// The system's sentence for an error number, with what to do for the common ones.
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code)).lowercased()
        switch code {
        case ENOSPC, EDQUOT: return text + " (free some space and try again)"
        case EACCES, EPERM, EROFS: return text + " (write somewhere you may write)"
        default: return text
        }
    }
}

/// write(2), by a name that the `write` methods above do not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
