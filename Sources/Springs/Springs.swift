// Springs: the damped harmonic oscillator in closed form (see Springs.docc).
// Values animate through MotionMath's `AnimatableVector` (import MotionMath, or the MotionCurves umbrella).
