// The umbrella module: `import MotionCurves` brings in every library module.
@_exported import CurveTables
@_exported import TimingCurves
