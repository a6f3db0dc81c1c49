// The umbrella module: `import MotionCurves` brings in every library module.
@_exported import CurveFitting
@_exported import CurveTables
@_exported import Keyframes
@_exported import LinearSolvers
@_exported import SpringSystems
@_exported import MotionMath
@_exported import SpringKeyframes
@_exported import Springs
@_exported import Timelines
@_exported import TimingCurves
