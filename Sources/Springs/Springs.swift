// Springs: the damped harmonic oscillator in closed form (see Springs.docc).
// Values animate through MotionMath's `AnimatableVector`, re-exported so `import Springs` suffices.
@_exported import MotionMath
