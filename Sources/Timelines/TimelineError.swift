/// Why a keyframe timeline could not be built.
///
/// Errors name the track (its name, or its key path) and the keyframe (0-based index), so a
/// message points at the line of the builder or the JSON spec that is wrong.
public enum TimelineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A keyframe is invalid: a negative or non-finite duration, a non-finite target or velocity.
    case invalidKeyframe(track: String, keyframe: Int, reason: String)
    /// A track has no keyframes.
    case emptyTrack(track: String)
    /// The timeline has no tracks.
    case noTracks
    /// A JSON timeline spec is malformed: where (e.g. `tracks[1].keyframes[2].duration`) and what.
    case spec(path: String, message: String)
    /// A sampling request is invalid (fps ≤ 0, too many frames).
    case invalidSampling(String)

    public var description: String {
        switch self {
        case .invalidKeyframe(let track, let keyframe, let reason):
            return "track \(track), keyframe \(keyframe): \(reason)"
        case .emptyTrack(let track):
            return "track \(track) has no keyframes"
        case .noTracks:
            return "the timeline has no tracks"
        case .spec(let path, let message):
            return path.isEmpty ? "timeline spec: \(message)" : "timeline spec, \(path): \(message)"
        case .invalidSampling(let message):
            return message
        }
    }
}
