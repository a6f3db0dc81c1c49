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

/// Both forms' coefficient `index`, one per lane: the mirror form's where `mirror` is set.
__attribute__((target("avx")))
static inline __m256d per_lane(const double *packed, int index, __m256d mirror) {
    return _mm256_blendv_pd(_mm256_set1_pd(packed[index]), _mm256_set1_pd(packed[MC_BEZIER_COEFFICIENT_STRIDE + index]), mirror);
}

__attribute__((target("avx")))
size_t mc_bezier_evaluate_avx(const double *packed, const double *input, double *output, size_t count, uint8_t *pending) {
    const __m256d zero = _mm256_setzero_pd(), half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1.0);
    const __m256d three = _mm256_set1_pd(3.0);
    const __m256d scale = _mm256_set1_pd(2.0 * MC_BEZIER_INTERVALS), magic = _mm256_set1_pd(0x1.8p52);
    const uint32_t formTable = (MC_BEZIER_INTERVALS + 1) * MC_BEZIER_RECORD_STRIDE;
    const double *table = packed + MC_BEZIER_TABLE_OFFSET;
    size_t waiting = 0;
    for (size_t chunk = 0; chunk < count / 4; chunk++) {
        const __m256d x = _mm256_loadu_pd(input + 4 * chunk);
        // Inputs outside [0, 1] (and NaN, for which both comparisons are false) go to the scalar path.
        if (_mm256_movemask_pd(_mm256_and_pd(_mm256_cmp_pd(x, zero, _CMP_GE_OQ), _mm256_cmp_pd(x, one, _CMP_LE_OQ))) != 15) {
            pending[chunk] = 1;
            waiting++;
            continue;
        }
        // Each lane in its own form (`solveCounted(_:)`: mirror when x > ½, τ = 1 − x there).
        const __m256d mirror = _mm256_cmp_pd(x, half, _CMP_GT_OQ);
        const int mirrors = _mm256_movemask_pd(mirror);
        const __m256d tau = _mm256_blendv_pd(x, _mm256_sub_pd(one, x), mirror);
        // `interval(_:)`: t = (64τ − ½) + 1.5·2⁵², i = t − 1.5·2⁵² (exact), s = 64τ − i.
        const __m256d scaled = _mm256_mul_pd(tau, scale);
        const __m256d t = _mm256_add_pd(_mm256_sub_pd(scaled, half), magic);
        const __m256d floor = _mm256_sub_pd(t, magic);
        const __m256d s = _mm256_sub_pd(scaled, floor);
        // The index is in the low 32 bits of t itself (those of 1.5·2⁵² are zero): read it there
        // rather than after the subtraction and a conversion, which lengthen the chain to the loads.
        const __m128i low = _mm256_castsi256_si128(_mm256_castpd_si256(t));
        const __m128i high = _mm256_extractf128_si256(_mm256_castpd_si256(t), 1);
        const double *q0 = table + ((mirrors & 1) ? formTable : 0) + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_cvtsi128_si32(low);
        const double *q1 = table + ((mirrors & 2) ? formTable : 0) + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_extract_epi32(low, 2);
        const double *q2 = table + ((mirrors & 4) ? formTable : 0) + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_cvtsi128_si32(high);
        const double *q3 = table + ((mirrors & 8) ? formTable : 0) + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_extract_epi32(high, 2);
        const __m256d r0 = _mm256_loadu_pd(q0), r1 = _mm256_loadu_pd(q1), r2 = _mm256_loadu_pd(q2), r3 = _mm256_loadu_pd(q3);
        // Transpose the four records (p0 p1 p2 p3 each) into p0…p3 across the lanes.
        const __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1);
        const __m256d t2 = _mm256_unpacklo_pd(r2, r3), t3 = _mm256_unpackhi_pd(r2, r3);
        const __m256d p0 = _mm256_permute2f128_pd(t0, t2, 0x20), p1 = _mm256_permute2f128_pd(t1, t3, 0x20);
        const __m256d p2 = _mm256_permute2f128_pd(t0, t2, 0x31), p3 = _mm256_permute2f128_pd(t1, t3, 0x31);
        // The intervals' acceptance bounds (S, Q): pairs of lanes, then across the halves.
        const __m256d sq02 = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(q0 + MC_BEZIER_S_INDEX)), _mm_loadu_pd(q2 + MC_BEZIER_S_INDEX), 1);
        const __m256d sq13 = _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(q1 + MC_BEZIER_S_INDEX)), _mm_loadu_pd(q3 + MC_BEZIER_S_INDEX), 1);
        const __m256d boundS = _mm256_unpacklo_pd(sq02, sq13), boundQ = _mm256_unpackhi_pd(sq02, sq13);
        // u = (p0 + p1·s) + s²·(p2 + p3·s)
        const __m256d u = _mm256_add_pd(_mm256_add_pd(p0, _mm256_mul_pd(p1, s)),
                                        _mm256_mul_pd(_mm256_mul_pd(s, s), _mm256_add_pd(p2, _mm256_mul_pd(p3, s))));
        // X(u) = u·(3v·(v·x1 + u·x2) + u²), v = 1 − u, in each lane's form.
        const __m256d v = _mm256_sub_pd(one, u);
        const __m256d inner = _mm256_add_pd(_mm256_mul_pd(v, per_lane(packed, 0, mirror)), _mm256_mul_pd(u, per_lane(packed, 1, mirror)));
        const __m256d f = _mm256_sub_pd(_mm256_mul_pd(u, _mm256_add_pd(_mm256_mul_pd(_mm256_mul_pd(three, v), inner), _mm256_mul_pd(u, u))), tau);
        const __m256d k2u = _mm256_mul_pd(per_lane(packed, 2, mirror), u);
        const __m256d d1 = _mm256_add_pd(_mm256_mul_pd(_mm256_add_pd(k2u, per_lane(packed, 3, mirror)), u), per_lane(packed, 4, mirror));
        const __m256d reciprocal = _mm256_div_pd(one, d1);
        const __m256d step = _mm256_mul_pd(f, reciprocal);
        const __m256d step2 = _mm256_mul_pd(step, step);
        const __m256d c = _mm256_mul_pd(_mm256_add_pd(k2u, per_lane(packed, 5, mirror)), reciprocal);
        // The ends x = 0 (form 0) and x = 1 (form 1) have τ = 0: their root is 0, which gives y = ±0
        // (made +0 below) and y = 1, exactly as `value(at:)`.
        const __m256d end = _mm256_cmp_pd(tau, zero, _CMP_EQ_OQ);
        const __m256d next = _mm256_andnot_pd(end, _mm256_sub_pd(_mm256_sub_pd(u, step), _mm256_mul_pd(c, step2)));
        const __m256d accepted = _mm256_or_pd(end, _mm256_and_pd(
            _mm256_cmp_pd(step2, boundS, _CMP_LE_OQ),
            _mm256_cmp_pd(_mm256_mul_pd(_mm256_mul_pd(step2, step2), step2),
                          _mm256_mul_pd(_mm256_mul_pd(next, next), boundQ), _CMP_LE_OQ)));
        if (_mm256_movemask_pd(accepted) != 15) {
            pending[chunk] = 1;
            waiting++;
            continue;
        }
        // y in the form whose parameter is ≤ ½ (`output(_:)`): w = 1 − u where u > ½, and the
        // other form's Y there (g = mirror ≠ flip), whose value is then 1 − Y(w).
        const __m256d flip = _mm256_cmp_pd(next, half, _CMP_GT_OQ);
        const __m256d w = _mm256_blendv_pd(next, _mm256_sub_pd(one, next), flip);
        const __m256d g = _mm256_xor_pd(mirror, flip);
        const __m256d vw = _mm256_sub_pd(one, w);
        const __m256d innerY = _mm256_add_pd(_mm256_mul_pd(vw, per_lane(packed, 7, g)), _mm256_mul_pd(w, per_lane(packed, 8, g)));
        const __m256d y = _mm256_mul_pd(w, _mm256_add_pd(_mm256_mul_pd(_mm256_mul_pd(three, vw), innerY), _mm256_mul_pd(w, w)));
        __m256d result = _mm256_blendv_pd(y, _mm256_sub_pd(one, y), g);
        // x = 0 gives y = +0 exactly, as `value(at:)` (the polynomial at u = 0 is 0·(negative)
        // = −0 when y1 < 0); every other lane is unchanged.
        result = _mm256_andnot_pd(_mm256_cmp_pd(x, zero, _CMP_EQ_OQ), result);
        _mm256_storeu_pd(output + 4 * chunk, result);
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
