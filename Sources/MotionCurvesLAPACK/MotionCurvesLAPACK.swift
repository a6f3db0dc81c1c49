// The LAPACK-tier umbrella: `import MotionCurvesLAPACK` brings in the core (MotionCurves) and the
// design-time modules over LAPACKE: LinearSolvers, SpringSystems, CurveFitting, CurveTables.
@_exported import CurveFitting
@_exported import CurveTables
@_exported import LinearSolvers
@_exported import MotionCurves
@_exported import SpringSystems
