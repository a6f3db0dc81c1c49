// The AVX batch kernel: see include/CBezierKernel.h. Every operation mirrors a line of
// `BezierStorage.solveCounted(_:)` and `output(_:)` (TimingCurves/CubicBezier+Storage.swift);
// change both together. No fused multiply-adds: the target is "avx" (not "fma") and contraction
// is off, so each product and sum is rounded as in the Swift code.

#include "CBezierKernel.h"

#pragma clang fp contract(off)

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

// Asked once, through TimingCurves' `BezierStorage.hasAVX` (a Swift `static let`, initialised
// once and thread-safely), so it keeps no state of its own.
int mc_bezier_avx_available(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx") ? 1 : 0;
}

__attribute__((target("avx")))
static inline __m256d bernstein(__m256d w, const double *k, int first) {
    // w·(3v·(v·k₀ + w·k₁) + w²), v = 1 − w: the Swift `u * (3 * v * (v * x1 + u * x2) + u * u)`.
    const __m256d one = _mm256_set1_pd(1.0), three = _mm256_set1_pd(3.0);
    __m256d v = _mm256_sub_pd(one, w);
    __m256d inner = _mm256_add_pd(_mm256_mul_pd(v, _mm256_set1_pd(k[first])), _mm256_mul_pd(w, _mm256_set1_pd(k[first + 1])));
    __m256d outer = _mm256_add_pd(_mm256_mul_pd(_mm256_mul_pd(three, v), inner), _mm256_mul_pd(w, w));
    return _mm256_mul_pd(w, outer);
}

__attribute__((target("avx")))
size_t mc_bezier_evaluate_avx(const double *packed, const double *input, double *output, size_t count, uint8_t *pending) {
    const __m256d zero = _mm256_setzero_pd(), half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1.0);
    const __m256d scale = _mm256_set1_pd(2.0 * MC_BEZIER_INTERVALS), magic = _mm256_set1_pd(0x1.8p52);
    const size_t formTable = (MC_BEZIER_INTERVALS + 1) * MC_BEZIER_RECORD_STRIDE;
    size_t waiting = 0;
    for (size_t chunk = 0; chunk < count / 4; chunk++) {
        const __m256d x = _mm256_loadu_pd(input + 4 * chunk);
        pending[chunk] = 1;
        int form;
        if (_mm256_movemask_pd(_mm256_and_pd(_mm256_cmp_pd(x, zero, _CMP_GE_OQ), _mm256_cmp_pd(x, half, _CMP_LE_OQ))) == 15) {
            form = 0;
        } else if (_mm256_movemask_pd(_mm256_and_pd(_mm256_cmp_pd(x, half, _CMP_GT_OQ), _mm256_cmp_pd(x, one, _CMP_LE_OQ))) == 15) {
            form = 1;
        } else {
            waiting++;
            continue;
        }
        const double *k = packed + MC_BEZIER_COEFFICIENT_STRIDE * form;
        const __m256d tau = form == 0 ? x : _mm256_sub_pd(one, x);
        // `interval(_:)`: t = (64τ − ½) + 1.5·2⁵², i = t − 1.5·2⁵² (exact), s = 64τ − i.
        const __m256d scaled = _mm256_mul_pd(tau, scale);
        const __m256d t = _mm256_add_pd(_mm256_sub_pd(scaled, half), magic);
        const __m256d floor = _mm256_sub_pd(t, magic);
        const __m256d s = _mm256_sub_pd(scaled, floor);
        // The index is in the low 32 bits of t itself (those of 1.5·2⁵² are zero): read it there
        // rather than after the subtraction and a conversion, which lengthen the chain to the loads.
        const __m128i low = _mm256_castsi256_si128(_mm256_castpd_si256(t));
        const __m128i high = _mm256_extractf128_si256(_mm256_castpd_si256(t), 1);
        const double *table = packed + MC_BEZIER_TABLE_OFFSET + formTable * form;
        const __m256d r0 = _mm256_loadu_pd(table + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_cvtsi128_si32(low));
        const __m256d r1 = _mm256_loadu_pd(table + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_extract_epi32(low, 2));
        const __m256d r2 = _mm256_loadu_pd(table + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_cvtsi128_si32(high));
        const __m256d r3 = _mm256_loadu_pd(table + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_extract_epi32(high, 2));
        // Transpose the four records (p0 p1 p2 p3 each) into p0…p3 across the lanes.
        const __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1);
        const __m256d t2 = _mm256_unpacklo_pd(r2, r3), t3 = _mm256_unpackhi_pd(r2, r3);
        const __m256d p0 = _mm256_permute2f128_pd(t0, t2, 0x20), p1 = _mm256_permute2f128_pd(t1, t3, 0x20);
        const __m256d p2 = _mm256_permute2f128_pd(t0, t2, 0x31), p3 = _mm256_permute2f128_pd(t1, t3, 0x31);
        // u = (p0 + p1·s) + s²·(p2 + p3·s)
        const __m256d u = _mm256_add_pd(_mm256_add_pd(p0, _mm256_mul_pd(p1, s)),
                                        _mm256_mul_pd(_mm256_mul_pd(s, s), _mm256_add_pd(p2, _mm256_mul_pd(p3, s))));
        const __m256d f = _mm256_sub_pd(bernstein(u, k, 0), tau);
        const __m256d k2u = _mm256_mul_pd(_mm256_set1_pd(k[2]), u);
        const __m256d d1 = _mm256_add_pd(_mm256_mul_pd(_mm256_add_pd(k2u, _mm256_set1_pd(k[3])), u), _mm256_set1_pd(k[4]));
        const __m256d reciprocal = _mm256_div_pd(one, d1);
        const __m256d step = _mm256_mul_pd(f, reciprocal);
        const __m256d step2 = _mm256_mul_pd(step, step);
        const __m256d c = _mm256_mul_pd(_mm256_add_pd(k2u, _mm256_set1_pd(k[5])), reciprocal);
        // The ends x = 0 (form 0) and x = 1 (form 1) have τ = 0: their root is 0, which gives y = ±0
        // (made +0 below) and y = 1, exactly as `value(at:)`.
        const __m256d end = _mm256_cmp_pd(tau, zero, _CMP_EQ_OQ);
        const __m256d next = _mm256_andnot_pd(end, _mm256_sub_pd(_mm256_sub_pd(u, step), _mm256_mul_pd(c, step2)));
        const __m256d accepted = _mm256_or_pd(end, _mm256_and_pd(
            _mm256_cmp_pd(step2, _mm256_set1_pd(k[MC_BEZIER_S_INDEX]), _CMP_LE_OQ),
            _mm256_cmp_pd(_mm256_mul_pd(_mm256_mul_pd(step2, step2), step2),
                          _mm256_mul_pd(_mm256_mul_pd(next, next), _mm256_set1_pd(k[MC_BEZIER_Q_INDEX])), _CMP_LE_OQ)));
        if (_mm256_movemask_pd(accepted) != 15) {
            waiting++;
            continue;
        }
        // y in the form whose parameter is ≤ ½ (`output(_:)`).
        const int below = _mm256_movemask_pd(_mm256_cmp_pd(next, half, _CMP_LE_OQ));
        __m256d y;
        if (below == 15) {
            y = bernstein(next, k, 7);
            if (form == 1) y = _mm256_sub_pd(one, y);
        } else if (below == 0) {
            y = bernstein(_mm256_sub_pd(one, next), packed + MC_BEZIER_COEFFICIENT_STRIDE * (1 - form), 7);
            if (form == 0) y = _mm256_sub_pd(one, y);
        } else {
            waiting++;
            continue;
        }
        // x = 0 gives y = +0 exactly, as `value(at:)` (the polynomial at u = 0 is 0·(negative)
        // = −0 when y1 < 0); every other lane is unchanged.
        if (form == 0) y = _mm256_andnot_pd(end, y);
        _mm256_storeu_pd(output + 4 * chunk, y);
        pending[chunk] = 0;
    }
    return waiting;
}

#else

int mc_bezier_avx_available(void) { return 0; }

size_t mc_bezier_evaluate_avx(const double *packed, const double *input, double *output, size_t count, uint8_t *pending) {
    (void)packed; (void)input; (void)output;
    for (size_t chunk = 0; chunk < count / 4; chunk++) pending[chunk] = 1;
    return count / 4;
}

#endif
