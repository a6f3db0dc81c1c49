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

/// The speeds of `count` parameters for a derivative of d components: per lane, sum = 0, then
/// sum += ((Aₖu + Bₖ)u + Cₖ)² for k = 0…d−1, then √sum, the scalar `polynomialSpeed`'s operations in
/// its order (0 + x² is x² exactly, so this is also the Swift loops' x² + y² (+ z²)); the last
/// count mod 4 one at a time. Inlined with a constant d by `mc_speeds_avx` for 1, 2 and 3, so that
/// the compiler unrolls the sum and keeps the coefficients' broadcasts out of the loop.
__attribute__((target("avx"), always_inline))
static inline void mc_speeds(const double *c, size_t d, const double *u, double *out, size_t count) {
    const size_t chunks = count / 4;
    for (size_t k = 0; k < chunks; k++) {
        const __m256d v = _mm256_loadu_pd(u + 4 * k);
        __m256d sum = _mm256_setzero_pd();
        for (size_t i = 0; i < d; i++) {
            const __m256d x = _mm256_add_pd(
                _mm256_mul_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_set1_pd(c[i]), v), _mm256_set1_pd(c[d + i])), v),
                _mm256_set1_pd(c[2 * d + i]));
            sum = _mm256_add_pd(sum, _mm256_mul_pd(x, x));
        }
        _mm256_storeu_pd(out + 4 * k, _mm256_sqrt_pd(sum));
    }
    for (size_t j = 4 * chunks; j < count; j++) {
        double sum = 0;
        for (size_t i = 0; i < d; i++) {
            const double x = (c[i] * u[j] + c[d + i]) * u[j] + c[2 * d + i];
            sum += x * x;
        }
        out[j] = __builtin_sqrt(sum);
    }
}

__attribute__((target("avx")))
void mc_speeds_avx(const double *c, int dimension, const double *u, double *out, size_t count) {
    switch (dimension) {
    case 1: mc_speeds(c, 1, u, out, count); break;
    case 2: mc_speeds(c, 2, u, out, count); break;
    case 3: mc_speeds(c, 3, u, out, count); break;
    default: mc_speeds(c, dimension > 0 ? (size_t)dimension : 0, u, out, count); break;
    }
}

#else

void mc_speeds_avx(const double *c, int dimension, const double *u, double *out, size_t count) {
    (void)c; (void)dimension; (void)u; (void)out; (void)count;
}

#endif
