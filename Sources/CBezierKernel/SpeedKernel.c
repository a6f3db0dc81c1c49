// The AVX kernel of Keyframes' arc-length rules: the speed √Σₖ((Aₖu + Bₖ)u + Cₖ)² of a piece with
// a polynomial derivative at many parameters, four at a time (`ArcLengthTable.polynomialSpeeds`,
// Keyframes/ArcLength.swift, whose Swift loops do the same operations). Every lane does the Swift
// code's products and sums in its order, without fused multiply-adds (contraction is off below,
// and the "avx" target has no FMA instructions), and the square root is correctly rounded in both,
// so the results are the Swift code's bit for bit. Clang on x86-64 only, like the Bézier kernels.

#include "CBezierKernel.h"

#pragma clang fp contract(off)
#pragma STDC FP_CONTRACT OFF

#if defined(__x86_64__) && defined(__clang__)
#include <immintrin.h>

/// One component (A·u + B)·u + C on four lanes.
__attribute__((target("avx")))
static inline __m256d mc_component(__m256d u, double a, double b, double c) {
    return _mm256_add_pd(_mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(a), u), _mm256_set1_pd(b)), u), _mm256_set1_pd(c));
}

/// One component on one lane (the tail), with the same operations.
static inline double mc_component1(double u, double a, double b, double c) {
    return (a * u + b) * u + c;
}

__attribute__((target("avx")))
int mc_speeds_avx(const double *c, int dimension, const double *u, double *out, size_t count) {
    const size_t chunks = count / 4;
    switch (dimension) {
    case 1:
        for (size_t k = 0; k < chunks; k++) {
            const __m256d v = _mm256_loadu_pd(u + 4 * k);
            const __m256d x = mc_component(v, c[0], c[1], c[2]);
            _mm256_storeu_pd(out + 4 * k, _mm256_sqrt_pd(_mm256_mul_pd(x, x)));
        }
        for (size_t j = 4 * chunks; j < count; j++) {
            const double x = mc_component1(u[j], c[0], c[1], c[2]);
            out[j] = __builtin_sqrt(x * x);
        }
        return 1;
    case 2:
        for (size_t k = 0; k < chunks; k++) {
            const __m256d v = _mm256_loadu_pd(u + 4 * k);
            const __m256d x = mc_component(v, c[0], c[2], c[4]), y = mc_component(v, c[1], c[3], c[5]);
            _mm256_storeu_pd(out + 4 * k, _mm256_sqrt_pd(_mm256_add_pd(_mm256_mul_pd(x, x), _mm256_mul_pd(y, y))));
        }
        for (size_t j = 4 * chunks; j < count; j++) {
            const double x = mc_component1(u[j], c[0], c[2], c[4]), y = mc_component1(u[j], c[1], c[3], c[5]);
            out[j] = __builtin_sqrt(x * x + y * y);
        }
        return 1;
    case 3:
        for (size_t k = 0; k < chunks; k++) {
            const __m256d v = _mm256_loadu_pd(u + 4 * k);
            const __m256d x = mc_component(v, c[0], c[3], c[6]), y = mc_component(v, c[1], c[4], c[7]);
            const __m256d z = mc_component(v, c[2], c[5], c[8]);
            const __m256d sum = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(x, x), _mm256_mul_pd(y, y)), _mm256_mul_pd(z, z));
            _mm256_storeu_pd(out + 4 * k, _mm256_sqrt_pd(sum));
        }
        for (size_t j = 4 * chunks; j < count; j++) {
            const double x = mc_component1(u[j], c[0], c[3], c[6]), y = mc_component1(u[j], c[1], c[4], c[7]);
            const double z = mc_component1(u[j], c[2], c[5], c[8]);
            out[j] = __builtin_sqrt((x * x + y * y) + z * z);
        }
        return 1;
    default:
        return 0;
    }
}

#else

int mc_speeds_avx(const double *c, int dimension, const double *u, double *out, size_t count) {
    (void)c; (void)dimension; (void)u; (void)out; (void)count;
    return 0;
}

#endif
