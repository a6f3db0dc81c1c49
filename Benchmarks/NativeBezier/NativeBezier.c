// The native cubic-Bézier solvers of browser engines, written here from their published
// descriptions (include/NativeBezier.h says which and how they differ). Plain C at the package's
// optimisation level, no fused multiply-adds requested: what an engine's compiler gives them.

#include "NativeBezier.h"

// No fused multiply-adds, on any processor (clang contracts a*b+c by default where the hardware
// has FMA, as on arm64): the engines' arithmetic, and the same bits as TimingCurves' EngineSolver.
#pragma STDC FP_CONTRACT OFF

#include <math.h>
#include <time.h>

/// Halvings after which a bisection stops whatever its residual. Never reached on curves with
/// x1, x2 in [0, 1] (|X′| ≤ 3, so 27 halvings of [0, 1] already reach |X(t) − x| < 1e-7); the
/// engines loop while the interval is not empty, which this only bounds, so that a mistake here
/// can hang no benchmark.
#define NB_MAX_HALVINGS 64

static inline double sample_x(const nb_curve *c, double t) { return ((c->ax * t + c->bx) * t + c->cx) * t; }
static inline double sample_y(const nb_curve *c, double t) { return ((c->ay * t + c->by) * t + c->cy) * t; }
static inline double sample_dx(const nb_curve *c, double t) { return (3.0 * c->ax * t + 2.0 * c->bx) * t + c->cx; }

void nb_curve_init(nb_curve *c, double x1, double y1, double x2, double y2) {
    c->cx = 3.0 * x1;
    c->bx = 3.0 * (x2 - x1) - c->cx;
    c->ax = 1.0 - c->cx - c->bx;
    c->cy = 3.0 * y1;
    c->by = 3.0 * (y2 - y1) - c->cy;
    c->ay = 1.0 - c->cy - c->by;
    const double step = 1.0 / (NB_SPLINE_SAMPLES - 1);
    for (int i = 0; i < NB_SPLINE_SAMPLES; i++) c->samples[i] = sample_x(c, i * step);
}

/// t with |X(t) − x| < ε by solver (a).
static inline double solve_t_newton(const nb_curve *c, double x) {
    double t = x;
    for (int i = 0; i < 8; i++) {
        double residual = sample_x(c, t) - x;
        if (fabs(residual) < NB_EPSILON) return t;
        double slope = sample_dx(c, t);
        if (fabs(slope) < 1e-6) break;
        t -= residual / slope;
    }
    // Bisection on [0, 1], from t = x.
    double lo = 0.0, hi = 1.0;
    t = x;
    if (t < lo) return lo;
    if (t > hi) return hi;
    for (int i = 0; i < NB_MAX_HALVINGS && lo < hi; i++) {
        double value = sample_x(c, t);
        if (fabs(value - x) < NB_EPSILON) return t;
        if (x > value) lo = t; else hi = t;
        t = (hi - lo) * 0.5 + lo;
    }
    return t;
}

/// t with |X(t) − x| < ε by solver (b).
static inline double solve_t_spline(const nb_curve *c, double x) {
    const double step = 1.0 / (NB_SPLINE_SAMPLES - 1);
    // The interval holding x and a linear start in it. When x is above every sample (x = 1 with
    // X(1) rounded below 1), the engines start from t = x; their interval is then undefined, here
    // it is [0, 1].
    double lo = 0.0, hi = 1.0, t = x;
    for (int i = 1; i < NB_SPLINE_SAMPLES; i++) {
        if (x <= c->samples[i]) {
            hi = step * i;
            lo = hi - step;
            t = lo + (hi - lo) * (x - c->samples[i - 1]) / (c->samples[i] - c->samples[i - 1]);
            break;
        }
    }
    double residual = 0.0;
    for (int i = 0; i < 4; i++) {
        residual = sample_x(c, t) - x;
        if (fabs(residual) < NB_EPSILON) return t;
        double slope = sample_dx(c, t);
        if (fabs(slope) < NB_EPSILON) break;
        t -= residual / slope;
    }
    // (The engines test |residual| < ε once more here, with the residual of the last Newton
    // iterate before its step; with the same ε as the loop that test cannot pass, so it is left
    // out.) Bisection inside the interval, from where Newton stopped.
    for (int i = 0; i < NB_MAX_HALVINGS && lo < hi; i++) {
        double value = sample_x(c, t);
        if (fabs(value - x) < NB_EPSILON) return t;
        if (x > value) lo = t; else hi = t;
        t = (hi + lo) * 0.5;
    }
    return t;
}

double nb_solve_newton(const nb_curve *c, double x) { return sample_y(c, solve_t_newton(c, x)); }

double nb_solve_spline(const nb_curve *c, double x) { return sample_y(c, solve_t_spline(c, x)); }

void nb_values_newton(const nb_curve *c, const double *input, double *output, size_t count) {
    for (size_t i = 0; i < count; i++) output[i] = sample_y(c, solve_t_newton(c, input[i]));
}

void nb_values_spline(const nb_curve *c, const double *input, double *output, size_t count) {
    for (size_t i = 0; i < count; i++) output[i] = sample_y(c, solve_t_spline(c, input[i]));
}

void nb_values_floor(const nb_curve *c, const double *input, double *output, size_t count) {
    const double a = c->ax, b = c->bx, k = c->cx;
#pragma clang loop vectorize(disable) interleave(disable)
    for (size_t i = 0; i < count; i++) {
        double t = input[i];
        output[i] = ((a * t + b) * t + k) * t;
    }
}

uint64_t nb_now_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}
