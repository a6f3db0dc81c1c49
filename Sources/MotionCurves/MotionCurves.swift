// The core umbrella: `import MotionCurves` brings in every core-tier module (no LAPACK, no
// system library): MotionMath, TimingCurves, ValueSpaces, Springs, Keyframes, Paths,
// AnimationTiming, Timelines.
@_exported import AnimationTiming
@_exported import Keyframes
@_exported import Paths
@_exported import MotionMath
@_exported import Springs
@_exported import Timelines
@_exported import TimingCurves
@_exported import ValueSpaces
