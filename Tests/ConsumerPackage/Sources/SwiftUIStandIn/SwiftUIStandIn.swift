// A stand-in for the SwiftUI names MotionCurves shares (SwiftUI is not available on Linux): a
// module that declares `Spring`, `Path`, `Color`, `KeyframeTimeline`, `KeyframeTrack` and the four
// keyframe types, so that `core-consumer` can show, by compiling, how a file that imports both
// SwiftUI and MotionCurves names each (Guides/UsingThePackage.md, "Names shared with SwiftUI").

public struct Spring: Sendable { public init() {} }
public struct Path: Sendable { public init() {} }
public struct Color: Sendable { public init() {} }
public struct KeyframeTimeline<Value>: Sendable { public init() {} }
public struct KeyframeTrack<Root, Value>: Sendable { public init() {} }
public struct LinearKeyframe<Value>: Sendable { public init() {} }
public struct CubicKeyframe<Value>: Sendable { public init() {} }
public struct SpringKeyframe<Value>: Sendable { public init() {} }
public struct MoveKeyframe<Value>: Sendable { public init() {} }
