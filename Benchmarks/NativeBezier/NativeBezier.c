// The native cubic-Bézier solvers of browser engines, written here from their published
// descriptions (include/NativeBezier.h says which and how they differ). Plain C at the package's
// optimisation level, no fused multiply-adds requested: what an engine's compiler gives them.

#include "NativeBezier.h"

// No fused multiply-adds, on any processor (clang contracts a*b+c by default where the hardware
// has FMA, as on arm64): the engines' arithmetic, and the same bits as TimingCurves' EngineSolver.
#pragma STDC FP_CONTRACT OFF

#include <math.h>
#include <string.h>
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

/// Solver (b)'s start: the interval [lo, hi] of the sample table holding x and the linear
/// interpolation of the samples in it. When x is above every sample (x = 1 with X(1) rounded
/// below 1), the engines start from t = x; their interval is then undefined, here it is [0, 1].
static inline double spline_start(const nb_curve *c, double x, double *lo, double *hi) {
    const double step = 1.0 / (NB_SPLINE_SAMPLES - 1);
    *lo = 0.0;
    *hi = 1.0;
    for (int i = 1; i < NB_SPLINE_SAMPLES; i++) {
        if (x <= c->samples[i]) {
            *hi = step * i;
            *lo = *hi - step;
            return *lo + (*hi - *lo) * (x - c->samples[i - 1]) / (c->samples[i] - c->samples[i - 1]);
        }
    }
    return x;
}

/// t with |X(t) − x| < ε by solver (b).
static inline double solve_t_spline(const nb_curve *c, double x) {
    double lo, hi;
    double t = spline_start(c, x, &lo, &hi);
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

/// Halvings after which the reference's bisection stops: from an interval inside [0, 1] to adjacent
/// doubles takes at most 53 halvings plus one per binade below 1/2 that the root lies in, and the
/// subnormals end at 2^-1074.
#define NB_MAX_EXACT_HALVINGS 1130

/// t by solver (b) carried on to an ulp: the same table start, then Newton steps kept inside a
/// bracket that each residual's sign narrows, until a step is within an ulp of t, or the steps no
/// longer shrink to half the one before while the residual is within its rounding bound (the root
/// is as close as X's rounding lets Newton tell). Anything else (a step out of the bracket, a
/// slope that is not positive, steps that shrink slowly at a residual above rounding, eight steps)
/// hands the bracket to bisection on the residual's sign, until its ends are adjacent doubles.
static inline double solve_t_spline_ulp(const nb_curve *c, double x) {
    double lo, hi;
    double t = spline_start(c, x, &lo, &hi);
    double previous = INFINITY;
    for (int i = 0; i < 8; i++) {
        double residual = sample_x(c, t) - x;
        if (residual == 0.0) return t;
        if (residual < 0.0) lo = t > lo ? t : lo; else hi = t < hi ? t : hi;
        double slope = sample_dx(c, t);
        if (!(slope > 0.0)) break;
        double newton = residual / slope;
        double next = t - newton;
        if (!(next >= lo && next <= hi)) break;
        double size = fabs(newton);
        if (size <= next * 0x1p-52) return next;
        if (size > 0.5 * previous) {
            // Horner's rounding bound on X(t) − x: a few ulps of the terms' magnitudes.
            double scale = ((fabs(c->ax) * t + fabs(c->bx)) * t + fabs(c->cx)) * t + x;
            if (fabs(residual) <= 8 * 0x1p-53 * scale) return next;
            break;
        }
        previous = size;
        t = next;
    }
    for (int i = 0; i < NB_MAX_EXACT_HALVINGS; i++) {
        double mid = (hi + lo) * 0.5;
        if (!(mid > lo && mid < hi)) break;
        if (sample_x(c, mid) < x) lo = mid; else hi = mid;
    }
    return (hi + lo) * 0.5;
}

double nb_solve_spline_ulp(const nb_curve *c, double x) { return sample_y(c, solve_t_spline_ulp(c, x)); }

void nb_values_spline_ulp(const nb_curve *c, const double *input, double *output, size_t count) {
    for (size_t i = 0; i < count; i++) output[i] = sample_y(c, solve_t_spline_ulp(c, input[i]));
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

// ---- Jetpack Compose's CubicBezierEasing ------------------------------------------------------
// Kotlin mixes Float and Double: Float op Double widens the Float; Float op Float stays in single
// precision. Each expression below keeps the Kotlin's types.

static const float compose_float_epsilon = 1e-6f;

float nb_compose_fast_cbrt(float x) {
    uint32_t raw;
    memcpy(&raw, &x, sizeof raw);
    int64_t v = (int64_t)(int32_t)raw & 0x1ffffffffLL;
    uint32_t bits = (uint32_t)(0x2a510554 + (uint32_t)(int32_t)(v / 3));
    float estimate;
    memcpy(&estimate, &bits, sizeof estimate);
    estimate -= (estimate - x / (estimate * estimate)) * (1.0f / 3.0f);
    estimate -= (estimate - x / (estimate * estimate)) * (1.0f / 3.0f);
    return estimate;
}

static float compose_unit_root(float r) {
    float s = r < 0.0f ? 0.0f : (r > 1.0f ? 1.0f : r);
    return fabsf(s - r) > compose_float_epsilon ? NAN : s;
}

static float compose_first_root(float p0, float p1, float p2, float p3) {
    double a = 3.0 * ((double)p0 - 2.0 * (double)p1 + (double)p2);
    double b = 3.0 * (double)(p1 - p0);
    double c = (double)p0;
    double d = (double)(-p0) + 3.0 * (double)(p1 - p2) + (double)p3;
    if (fabs(d) < 1e-7) {
        if (fabs(a) < 1e-7) {
            if (fabs(b) < 1e-7) return NAN;
            return compose_unit_root((float)(-c / b));
        }
        double q = sqrt(b * b - 4.0 * a * c), a2 = 2.0 * a;
        float root = compose_unit_root((float)((q - b) / a2));
        if (!isnan(root)) return root;
        return compose_unit_root((float)((-b - q) / a2));
    }
    a /= d; b /= d; c /= d;
    double o3 = (3.0 * b - a * a) / 9.0;
    double q2 = (2.0 * a * a * a - 9.0 * a * b + 27.0 * c) / 54.0;
    double disc = q2 * q2 + o3 * o3 * o3;
    double a3 = a / 3.0;
    if (disc < 0.0) {
        double r = sqrt(-(o3 * o3 * o3));
        double t = -q2 / r;
        double cos_phi = t < -1.0 ? -1.0 : (t > 1.0 ? 1.0 : t);
        double phi = acos(cos_phi);
        float t1 = 2.0f * nb_compose_fast_cbrt((float)r);
        double tau = M_PI * 2.0;
        float root = compose_unit_root((float)((double)t1 * cos(phi / 3.0) - a3));
        if (!isnan(root)) return root;
        root = compose_unit_root((float)((double)t1 * cos((phi + tau) / 3.0) - a3));
        if (!isnan(root)) return root;
        return compose_unit_root((float)((double)t1 * cos((phi + 2.0 * tau) / 3.0) - a3));
    } else if (disc == 0.0) {
        float u1 = -nb_compose_fast_cbrt((float)q2);
        float root = compose_unit_root(2.0f * u1 - (float)a3);
        if (!isnan(root)) return root;
        return compose_unit_root(-u1 - (float)a3);
    }
    double sd = sqrt(disc);
    float u1 = nb_compose_fast_cbrt((float)(-q2 + sd));
    float v1 = nb_compose_fast_cbrt((float)(q2 + sd));
    return compose_unit_root((float)((double)(u1 - v1) - a3));
}

static float compose_cubic(float p0, float p1, float p2, float p3, float t) {
    float a = p3 + 3.0f * (p1 - p2) - p0;
    float b = 3.0f * (p2 - 2.0f * p1 + p0);
    float c = 3.0f * (p1 - p0);
    return ((a * t + b) * t + c) * t + p0;
}

float nb_compose_transform(float a, float b, float c, float d, float fraction) {
    // The vertical bounds: the ends and the curve at the roots of Y' and Y'' in [0, 1].
    float low = 0.0f, high = 1.0f;
    float d0 = 3.0f * (b - 0.0f), d1 = 3.0f * (d - b), d2 = 3.0f * (1.0f - d);
    float roots[3];
    int count = 0;
    double qa = d0, qb = d1, qc = d2, e = qa - 2.0 * qb + qc;
    if (e != 0.0) {
        double v1 = -sqrt(qb * qb - qa * qc), v2 = -qa + qb;
        roots[count++] = compose_unit_root((float)(-(v1 + v2) / e));
        roots[count++] = compose_unit_root((float)((v1 - v2) / e));
    } else if (qb != qc) {
        roots[count++] = compose_unit_root((float)((2.0 * qb - qc) / (2.0 * qb - 2.0 * qc)));
    }
    float dd0 = 2.0f * (d1 - d0), dd1 = 2.0f * (d2 - d1);
    roots[count++] = compose_unit_root(-dd0 / (dd1 - dd0));
    for (int i = 0; i < count; i++) {
        if (isnan(roots[i])) continue;
        float y = compose_cubic(0.0f, b, d, 1.0f, roots[i]);
        if (y < low) low = y;
        if (y > high) high = y;
    }
    if (!(fraction > 0.0f && fraction < 1.0f)) return fraction;
    float f = fraction > 1.1920929e-7f ? fraction : 1.1920929e-7f;
    float t = compose_first_root(0.0f - f, a - f, c - f, 1.0f - f);
    if (isnan(t)) return t;
    float ya = 1.0f / 3.0f + (b - d), yb = d - 2.0f * b, yc = b;
    float y = 3.0f * ((ya * t + yb) * t + yc) * t;
    return y < low ? low : (y > high ? high : y);
}

// ---- Android's PathInterpolator -----------------------------------------------------------------

#define ANDROID_MAX_POINTS 4096

static float android_coordinate(float t, float p0, float p1, float p2, float p3) {
    float u = 1 - t, u2 = u * u, u3 = u2 * u, t2 = t * t, t3 = t2 * t;
    return (u3 * p0) + (3 * u2 * t * p1) + (3 * u * t2 * p2) + (t3 * p3);
}

typedef struct { float t, x, y; } android_point;

static android_point android_at(const float *px, const float *py, float t) {
    android_point p = { t, android_coordinate(t, px[0], px[1], px[2], px[3]), android_coordinate(t, py[0], py[1], py[2], py[3]) };
    return p;
}

static int android_needs(const float *px, const float *py, android_point a, android_point b, android_point *mid) {
    *mid = android_at(px, py, (b.t + a.t) / 2);
    float ex = mid->x - (b.x + a.x) / 2, ey = mid->y - (b.y + a.y) / 2;
    return (ex * ex) + (ey * ey) > 0.002f * 0.002f;
}

float nb_android_path_interpolation(float x1, float y1, float x2, float y2, float t) {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    const float px[4] = { 0, x1, x2, 1 }, py[4] = { 0, y1, y2, 1 };
    android_point list[ANDROID_MAX_POINTS];
    int count = 2, double_check = 1;
    list[0] = android_at(px, py, 0);
    list[1] = android_at(px, py, 1);
    for (int i = 0; i + 1 < count; i++) {
        for (;;) {
            android_point mid, quarter;
            int needs = android_needs(px, py, list[i], list[i + 1], &mid);
            if (!needs && double_check && android_needs(px, py, list[i], mid, &quarter)) {
                needs = 1;
                double_check = 0;
            }
            if (!needs || mid.t == list[i].t || mid.t == list[i + 1].t || count == ANDROID_MAX_POINTS) break;
            memmove(&list[i + 2], &list[i + 1], (size_t)(count - i - 1) * sizeof list[0]);
            list[i + 1] = mid;
            count++;
        }
    }
    // The polyline from the move to (0, 0): repeats dropped, a step back in x refused.
    float xs[ANDROID_MAX_POINTS + 1], ys[ANDROID_MAX_POINTS + 1];
    int n = 1;
    xs[0] = 0; ys[0] = 0;
    for (int i = 0; i < count; i++) {
        if (list[i].x == xs[n - 1] && list[i].y == ys[n - 1]) continue;
        if (list[i].x < xs[n - 1]) return NAN;
        xs[n] = list[i].x; ys[n] = list[i].y; n++;
    }
    int start = 0, end = n - 1;
    while (end - start > 1) {
        int mid = (start + end) / 2;
        if (t < xs[mid]) end = mid; else start = mid;
    }
    float range = xs[end] - xs[start];
    if (range == 0) return ys[start];
    float fraction = (t - xs[start]) / range;
    return ys[start] + (fraction * (ys[end] - ys[start]));
}

// ---- Rive's CubicInterpolatorSolver ----------------------------------------------------------------
// Float literals and float variables throughout, as in the C++ (an int times a float is a float).

static float rive_bezier(float t, float a1, float a2) {
    return (((1.0f - 3.0f * a2 + 3.0f * a1) * t + (3.0f * a2 - 6.0f * a1)) * t + (3.0f * a1)) * t;
}

static float rive_slope(float t, float a1, float a2) {
    return 3.0f * (1.0f - 3.0f * a2 + 3.0f * a1) * t * t + 2.0f * (3.0f * a2 - 6.0f * a1) * t + (3.0f * a1);
}

float nb_rive_transform(float x1, float y1, float x2, float y2, float factor) {
    enum { size = 11 };
    const float step = 1.0f / (size - 1.0f);
    float table[size];
    for (int k = 0; k < size; ++k) table[k] = rive_bezier(k * step, x1, x2);

    float lo = 0.0f;
    int sample = 1;
    for (; sample != size - 1 && table[sample] <= factor; ++sample) lo += step;
    --sample;
    float guess = lo + (factor - table[sample]) / (table[sample + 1] - table[sample]) * step;
    float t = guess;
    float first = rive_slope(guess, x1, x2);
    if (first >= 0.001f) {
        for (int k = 0; k < 4; ++k) {
            float slope = rive_slope(t, x1, x2);
            if (slope == 0.0f) break;
            t -= (rive_bezier(t, x1, x2) - factor) / slope;
        }
    } else if (first != 0.0f) {
        float hi = lo + step, residual;
        int k = 0;
        do {
            t = lo + (hi - lo) / 2.0f;
            residual = rive_bezier(t, x1, x2) - factor;
            if (residual > 0.0f) hi = t; else lo = t;
        } while (fabsf(residual) > 0.0000001f && ++k < 10);
    }
    return rive_bezier(t, y1, y2);
}
