// The two cubic-Bézier timing-function solvers that browser engines have run natively, written
// here in C from their published descriptions, as the baselines of TimingCurves' solver
// (Benchmarks/TimingCurvesBenchmarks/NativePairing.swift measures them in the same process as
// ours; Tests/NativeBezierTests checks their answers). Both solve X(t) = x to ε = 1e-7 in x on
// the power-basis coefficients cx = 3·x1, bx = 3·(x2 − x1) − cx, ax = 1 − cx − bx (and the same
// for y), then return Y(t). Inputs are fractions in [0, 1] (engines handle x outside [0, 1] by
// extrapolation before calling the solver; the benchmark never passes such inputs).
//
//   (a) nb_solve_newton: the long-standing solver: up to 8 Newton steps from t = x, stopping when
//       |X(t) − x| < ε (answer) or |X′(t)| < 1e-6 (give up), then bisection on [0, 1] starting
//       from t = x until |X(t) − x| < ε.
//   (b) nb_solve_spline: today's WebKit/Chromium solver: X sampled at t = i/10 (11 samples) at
//       construction; the first sample ≥ x gives the interval [t0, t1] holding x; linear
//       interpolation of the samples in it gives the start; at most 4 Newton steps (stop when
//       |X(t) − x| < ε, give up when |X′(t)| < ε); then bisection inside [t0, t1].
//
// The loops over arrays (nb_values_*) are what the benchmark times, so that a call from Swift per
// input (which cannot be inlined across the language boundary) is not charged to the baselines:
// an engine calls its solver from C++ where it is inlined or at least a direct call.

#ifndef NATIVE_BEZIER_H
#define NATIVE_BEZIER_H

#include <stddef.h>
#include <stdint.h>

/// Samples of X in solver (b): X(i/10) for i = 0…10.
#define NB_SPLINE_SAMPLES 11

/// One timing curve in the form both solvers use.
typedef struct nb_curve {
    double ax, bx, cx;
    double ay, by, cy;
    double samples[NB_SPLINE_SAMPLES];
} nb_curve;

/// The solvers' tolerance in x.
#define NB_EPSILON 1e-7

/// Fills the coefficients (and the sample table of solver (b)) of cubic-bezier(x1, y1, x2, y2).
void nb_curve_init(nb_curve *curve, double x1, double y1, double x2, double y2);

/// Solver (a): y at x, Newton from t = x, then bisection on [0, 1].
double nb_solve_newton(const nb_curve *curve, double x);

/// Solver (b): y at x, 11-sample table, linear start, ≤ 4 Newton steps, bisection in the interval.
double nb_solve_spline(const nb_curve *curve, double x);

/// output[i] = nb_solve_newton(curve, input[i]) for i < count.
void nb_values_newton(const nb_curve *curve, const double *input, double *output, size_t count);

/// output[i] = nb_solve_spline(curve, input[i]) for i < count.
void nb_values_spline(const nb_curve *curve, const double *input, double *output, size_t count);

/// Solver (b) carried on to an ulp, the price of precision for the engines' own method (the
/// lifecycle benchmark's reference, not an engine's code): the same table start, then Newton
/// steps kept inside a bracket narrowed by each residual's sign, until a step is within an ulp of
/// t or the steps stop halving while the residual is within its rounding bound; anything else
/// bisects the bracket to adjacent doubles. For x1, x2 in [0, 1]. Forward form only and no
/// certificate, so a lower bound on what a solver to an ulp from this start costs.
double nb_solve_spline_ulp(const nb_curve *curve, double x);

/// output[i] = nb_solve_spline_ulp(curve, input[i]) for i < count.
void nb_values_spline_ulp(const nb_curve *curve, const double *input, double *output, size_t count);

/// The floor of any solve: output[i] = ((ax·t + bx)·t + cx)·t at t = input[i], one scalar cubic by
/// Horner per input, written like the solvers' loops (the compiler may not vectorize it: a solve
/// is scalar, so a vectorized polynomial would not be the floor of one).
void nb_values_floor(const nb_curve *curve, const double *input, double *output, size_t count);

/// A monotonic clock in nanoseconds (clock_gettime(CLOCK_MONOTONIC)), for timing parts of one
/// benchmark iteration.
uint64_t nb_now_ns(void);

/// Jetpack Compose's CubicBezierEasing (animation-core 1.7 and later), typed again in C from its
/// Kotlin for the tests of TimingCurves' `EngineSolver.compose`: a second transcription of the
/// same reading, which catches slips in either, not a misreading of Compose:
/// control points and input in single precision, the first root by Cardano's method in double
/// with Compose's fast single-precision cube root, Y clamped to the curve's vertical bounds.
float nb_compose_transform(float a, float b, float c, float d, float fraction);

/// Compose's fastCbrt: a cube-root estimate from the float's bits, then two Newton steps.
float nb_compose_fast_cbrt(float x);

/// Android's PathInterpolator(x1, y1, x2, y2) at t, typed again in C from the flattening in
/// Android's android_graphics_Path.cpp (approximate, addBezier, subdividePoints) and
/// PathInterpolator.java's getInterpolation, for the tests of TimingCurves' `EngineSolver.android`
/// (a second transcription of the same reading): NaN where Android would throw. Single
/// precision throughout.
float nb_android_path_interpolation(float x1, float y1, float x2, float y2, float t);

/// Rive's CubicInterpolatorSolver (build, getT, calcBezier) and CubicEaseInterpolator's transform,
/// typed again in C from rive-runtime's C++ for the tests of TimingCurves' `EngineSolver.rive` (a
/// second transcription of the same reading): single precision throughout; the table built on
/// every call.
float nb_rive_transform(float x1, float y1, float x2, float y2, float factor);

#endif
