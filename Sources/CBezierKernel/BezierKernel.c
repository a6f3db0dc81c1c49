// The batch kernels: see include/CBezierKernel.h. Every operation mirrors a line of
// `BezierStorage.value(_:)` and `polynomial(_:_:_:)` (the polynomial kernels) or of
// `solveCounted(_:)` and `output(_:)` (the solve kernels; TimingCurves/CubicBezier+Storage.swift
// and +Polynomials.swift); change them together. No fused multiply-adds: contraction is off (the pragmas below; the
// "avx512f" target would allow FMA instructions, so they are what keeps the products and sums
// separate), so each product and sum is rounded as in the Swift code. Clang only: SwiftPM builds
// C with clang, and the kernels are compiled out for any other compiler. Selections
// between the two forms (blends, masked moves) and the exact subtractions 1 − x and 1 − u give
// the bits of the Swift code's choices.

#include "CBezierKernel.h"

#pragma clang fp contract(off)
#pragma STDC FP_CONTRACT OFF

_Static_assert(MC_BEZIER_RECORD_STRIDE == 8, "the AVX-512 kernel computes record offsets as index << 3");
_Static_assert(MC_BEZIER_POLY_STRIDE == 16 && MC_BEZIER_POLY_TERMS == 12,
               "the polynomial kernels compute record offsets as index << 4 and load twelve terms as 8 + 4 (AVX-512) or 3 × 4 (AVX)");

#if defined(__x86_64__) && defined(__clang__)
#include <immintrin.h>

// Asked once, through TimingCurves' `BezierStorage.kernelWidth` (a Swift `static let`,
// initialised once and thread-safely), so it keeps no state of its own.
int mc_bezier_avx_available(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx") ? 1 : 0;
}

int mc_bezier_avx512_available(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") ? 1 : 0;
}

/// Both forms' coefficient `index`, one per lane: the mirror form's where `mirror` is set.
__attribute__((target("avx")))
static inline __m256d per_lane(const double *packed, int index, __m256d mirror) {
    return _mm256_blendv_pd(_mm256_set1_pd(packed[index]), _mm256_set1_pd(packed[MC_BEZIER_COEFFICIENT_STRIDE + index]), mirror);
}

/// The 4×4 transpose of four records' quarters: lane j of output k is element k of r_j.
__attribute__((target("avx")))
static inline void transpose4(__m256d r0, __m256d r1, __m256d r2, __m256d r3, __m256d *e0, __m256d *e1, __m256d *e2, __m256d *e3) {
    const __m256d t0 = _mm256_unpacklo_pd(r0, r1), t1 = _mm256_unpackhi_pd(r0, r1);
    const __m256d t2 = _mm256_unpacklo_pd(r2, r3), t3 = _mm256_unpackhi_pd(r2, r3);
    *e0 = _mm256_permute2f128_pd(t0, t2, 0x20);
    *e1 = _mm256_permute2f128_pd(t1, t3, 0x20);
    *e2 = _mm256_permute2f128_pd(t0, t2, 0x31);
    *e3 = _mm256_permute2f128_pd(t1, t3, 0x31);
}

/// `BezierStorage.polynomial(_:_:_:)` on the lanes of vector type T, whose product and sum are
/// MUL and ADD: q0 … q11 at v, the largest term added last, the same operations in the same order.
/// One definition for both widths: `mc_estrin_avx` (four lanes) here, `mc_estrin_avx512` (eight)
/// with the AVX-512 kernel.
#define MC_DEFINE_ESTRIN(NAME, TARGET, T, MUL, ADD)                                                   \
    __attribute__((target(TARGET))) static inline T NAME(T v, const T *q) {                          \
        const T v2 = MUL(v, v);                                                                      \
        const T v4 = MUL(v2, v2);                                                                    \
        const T a1 = ADD(q[2], MUL(q[3], v)), a2 = ADD(q[4], MUL(q[5], v));                          \
        const T a3 = ADD(q[6], MUL(q[7], v)), a4 = ADD(q[8], MUL(q[9], v));                          \
        const T a5 = ADD(q[10], MUL(q[11], v));                                                      \
        const T b0 = ADD(a1, MUL(a2, v2));                                                           \
        const T b1 = ADD(ADD(a3, MUL(a4, v2)), MUL(a5, v4));                                         \
        const T p = ADD(b0, MUL(b1, v4));                                                            \
        return ADD(q[0], ADD(MUL(q[1], v), MUL(v2, p)));                                             \
    }

MC_DEFINE_ESTRIN(mc_estrin_avx, "avx", __m256d, _mm256_mul_pd, _mm256_add_pd)

/// `BezierStorage.polynomial(_:_:_:)` on one lane (`MC_DEFINE_ESTRIN` on doubles).
#define MC_MUL1(a, b) ((a) * (b))
#define MC_ADD1(a, b) ((a) + (b))
MC_DEFINE_ESTRIN(mc_estrin1, "sse2", double, MC_MUL1, MC_ADD1)

/// y at local coordinate v by an interval-0 record `r` (q0 MC_BEZIER_POLY_END) into `y`, 1, when
/// v ≥ MC_BEZIER_POLY_END_THRESHOLD, else 0: `BezierStorage.endValue(_:record:v:)`'s bits. The
/// twelve-term scheme with the record's true q0; on a short record it gives the eight-term
/// scheme's bits, as the batch kernels' do (`BezierStorage.polynomialShort`).
static inline int mc_end_value(const double *r, double v, double *y) {
    uint64_t bits;
    __builtin_memcpy(&bits, r, sizeof bits);
    if (bits != MC_BEZIER_POLY_END || !(v >= MC_BEZIER_POLY_END_THRESHOLD)) return 0;
    double q[MC_BEZIER_POLY_TERMS];
    __builtin_memcpy(q, r, sizeof q);
    q[0] = r[MC_BEZIER_POLY_END_FIRST_INDEX];
    *y = r[MC_BEZIER_POLY_OFFSET_INDEX] + mc_estrin1(v, q);
    return 1;
}


/// The polynomial kernels' lanes of interval 0 (next to x = 0 and x = 1) from its threshold on:
/// of the `lanes` lanes, those in the mask `candidates` (pending and inside (0, 1)) are served
/// from their records at their local coordinates `vs` into `out`, one at a time
/// (`mc_end_value`); returns the mask `left` without the lanes served (the others stay pending).
static inline int mc_end_lanes(const double *const *records, const double *vs, double *out, int lanes, int candidates, int left) {
    for (int j = 0; j < lanes; j++) {
        if ((candidates & (1 << j)) && mc_end_value(records[j], vs[j], out + j)) left &= ~(1 << j);
    }
    return left;
}

/// `BezierStorage.polynomialShort(_:_:_:)` on the lanes of T (as `MC_DEFINE_ESTRIN`) whose records
/// are all short (q8 … q11 zero): eight terms, the same bits as the twelve-term scheme on those
/// records once the output is formed. `mc_estrin_short_avx` (four lanes) here,
/// `mc_estrin_short_avx512` (eight) with the AVX-512 kernel.
#define MC_DEFINE_ESTRIN_SHORT(NAME, TARGET, T, MUL, ADD)                                             \
    __attribute__((target(TARGET))) static inline T NAME(T v, const T *q) {                          \
        const T v2 = MUL(v, v);                                                                      \
        const T v4 = MUL(v2, v2);                                                                    \
        const T a1 = ADD(q[2], MUL(q[3], v)), a2 = ADD(q[4], MUL(q[5], v));                          \
        const T a3 = ADD(q[6], MUL(q[7], v));                                                        \
        const T b0 = ADD(a1, MUL(a2, v2));                                                           \
        const T p = ADD(b0, MUL(a3, v4));                                                            \
        return ADD(q[0], ADD(MUL(q[1], v), MUL(v2, p)));                                             \
    }

MC_DEFINE_ESTRIN_SHORT(mc_estrin_short_avx, "avx", __m256d, _mm256_mul_pd, _mm256_add_pd)

/// What the AVX kernel knows about a chunk before its Newton step (as `mc_front512`, on four
/// lanes; the masks are all-ones or all-zeros lanes).
typedef struct {
    __m256d x, inside, mirror, tau, s, p0, p1, p2, p3, p4, p5, boundS, boundQ;
} mc_front256;

/// The first half of a chunk (the table look-up), run one chunk ahead of the second half, as in
/// the AVX-512 kernel (`mc_front_avx512`).
__attribute__((target("avx")))
static inline mc_front256 mc_front_avx(const double *packed, const double *input, int anyWarp) {
    const __m256d zero = _mm256_setzero_pd(), half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1.0);
    const __m256d scale = _mm256_set1_pd(2.0 * MC_BEZIER_INTERVALS), magic = _mm256_set1_pd(0x1.8p52);
    const __m256d warpScale = _mm256_set1_pd(2.0 * MC_BEZIER_INTERVALS * MC_BEZIER_INTERVALS);
    const uint32_t formTable = (MC_BEZIER_INTERVALS + 1) * MC_BEZIER_RECORD_STRIDE;
    const double *table = packed + MC_BEZIER_TABLE_OFFSET;
    mc_front256 f;
    const __m256d input4 = _mm256_loadu_pd(input);
    // Inputs outside [0, 1] (and NaN, for which both comparisons are false) are left to the
    // scalar path; they are solved here as x = 0, which keeps the table index in range.
    f.inside = _mm256_and_pd(_mm256_cmp_pd(input4, zero, _CMP_GE_OQ), _mm256_cmp_pd(input4, one, _CMP_LE_OQ));
    f.x = _mm256_and_pd(f.inside, input4);
    // Each lane in its own form (`solveCounted(_:)`: mirror when x > ½, τ = 1 − x there).
    f.mirror = _mm256_cmp_pd(f.x, half, _CMP_GT_OQ);
    const int mirrors = _mm256_movemask_pd(f.mirror);
    f.tau = _mm256_blendv_pd(f.x, _mm256_sub_pd(one, f.x), f.mirror);
    // `interval(_:warped:)`: S = 64τ (or √(2048τ) in a warped form), t = (S − ½) + 1.5·2⁵²,
    // i = t − 1.5·2⁵² (exact), s = S − i.
    __m256d scaled = _mm256_mul_pd(f.tau, scale);
    if (anyWarp) {
        const __m256d warped = _mm256_cmp_pd(per_lane(packed, MC_BEZIER_WARP_INDEX, f.mirror), zero, _CMP_NEQ_OQ);
        scaled = _mm256_blendv_pd(scaled, _mm256_sqrt_pd(_mm256_mul_pd(f.tau, warpScale)), warped);
    }
    const __m256d t = _mm256_add_pd(_mm256_sub_pd(scaled, half), magic);
    f.s = _mm256_sub_pd(scaled, _mm256_sub_pd(t, magic));
    // The index is in the low 32 bits of t itself (those of 1.5·2⁵² are zero): read it there
    // rather than after the subtraction and a conversion, which lengthen the chain to the loads.
    const __m128i low = _mm256_castsi256_si128(_mm256_castpd_si256(t));
    const __m128i high = _mm256_extractf128_si256(_mm256_castpd_si256(t), 1);
    const double *q0 = table + ((mirrors & 1) ? formTable : 0) + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_cvtsi128_si32(low);
    const double *q1 = table + ((mirrors & 2) ? formTable : 0) + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_extract_epi32(low, 2);
    const double *q2 = table + ((mirrors & 4) ? formTable : 0) + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_cvtsi128_si32(high);
    const double *q3 = table + ((mirrors & 8) ? formTable : 0) + MC_BEZIER_RECORD_STRIDE * (uint32_t)_mm_extract_epi32(high, 2);
    // Transpose the four records' halves (p0 p1 p2 p3 and p4 p5 S Q) into one vector each
    // across the lanes.
    transpose4(_mm256_loadu_pd(q0), _mm256_loadu_pd(q1), _mm256_loadu_pd(q2), _mm256_loadu_pd(q3), &f.p0, &f.p1, &f.p2, &f.p3);
    transpose4(_mm256_loadu_pd(q0 + 4), _mm256_loadu_pd(q1 + 4), _mm256_loadu_pd(q2 + 4), _mm256_loadu_pd(q3 + 4), &f.p4, &f.p5, &f.boundS, &f.boundQ);
    return f;
}

/// The AVX kernel: the scalar fast path on four lanes, each chunk's table look-up
/// (`mc_front_avx`) issued before the step of the previous one.
__attribute__((target("avx")))
size_t mc_bezier_evaluate_avx(const double *packed, const double *input, double *output, size_t count, uint8_t *pending) {
    const __m256d zero = _mm256_setzero_pd(), half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1.0);
    const __m256d three = _mm256_set1_pd(3.0);
    const int anyWarp = packed[MC_BEZIER_WARP_INDEX] != 0 || packed[MC_BEZIER_COEFFICIENT_STRIDE + MC_BEZIER_WARP_INDEX] != 0;
    const size_t chunks = count / 4;
    size_t waiting = 0;
    if (chunks == 0) return 0;
    mc_front256 next = mc_front_avx(packed, input, anyWarp);
    for (size_t chunk = 0; chunk < chunks; chunk++) {
        const mc_front256 a = next;
        if (chunk + 1 < chunks) next = mc_front_avx(packed, input + 4 * (chunk + 1), anyWarp);
        const __m256d mirror = a.mirror, s = a.s, tau = a.tau;
        // u = (p0 + p1·s) + s²·((p2 + p3·s) + s²·(p4 + p5·s))
        const __m256d s2 = _mm256_mul_pd(s, s);
        const __m256d u = _mm256_add_pd(_mm256_add_pd(a.p0, _mm256_mul_pd(a.p1, s)),
            _mm256_mul_pd(s2, _mm256_add_pd(_mm256_add_pd(a.p2, _mm256_mul_pd(a.p3, s)), _mm256_mul_pd(s2, _mm256_add_pd(a.p4, _mm256_mul_pd(a.p5, s))))));
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
        const __m256d root = _mm256_andnot_pd(end, _mm256_sub_pd(_mm256_sub_pd(u, step), _mm256_mul_pd(c, step2)));
        const __m256d accepted = _mm256_or_pd(end, _mm256_and_pd(
            _mm256_cmp_pd(step2, a.boundS, _CMP_LE_OQ),
            _mm256_cmp_pd(_mm256_mul_pd(_mm256_mul_pd(step2, step2), step2),
                          _mm256_mul_pd(_mm256_mul_pd(root, root), a.boundQ), _CMP_LE_OQ)));
        // y in the form whose parameter is ≤ ½ (`output(_:)`): w = 1 − u where u > ½, and the
        // other form's Y there (g = mirror ≠ flip), whose value is then 1 − Y(w).
        const __m256d flip = _mm256_cmp_pd(root, half, _CMP_GT_OQ);
        const __m256d w = _mm256_blendv_pd(root, _mm256_sub_pd(one, root), flip);
        const __m256d g = _mm256_xor_pd(mirror, flip);
        const __m256d vw = _mm256_sub_pd(one, w);
        const __m256d innerY = _mm256_add_pd(_mm256_mul_pd(vw, per_lane(packed, 7, g)), _mm256_mul_pd(w, per_lane(packed, 8, g)));
        const __m256d y = _mm256_mul_pd(w, _mm256_add_pd(_mm256_mul_pd(_mm256_mul_pd(three, vw), innerY), _mm256_mul_pd(w, w)));
        __m256d result = _mm256_blendv_pd(y, _mm256_sub_pd(one, y), g);
        // x = 0 gives y = +0 exactly, as `value(at:)` (the polynomial at u = 0 is 0·(negative)
        // = −0 when y1 < 0); every other lane is unchanged.
        result = _mm256_andnot_pd(_mm256_cmp_pd(a.x, zero, _CMP_EQ_OQ), result);
        _mm256_storeu_pd(output + 4 * chunk, result);
        const int left = 15 & ~_mm256_movemask_pd(_mm256_and_pd(a.inside, accepted));
        pending[chunk] = (uint8_t)left;
        waiting += left != 0;
    }
    return waiting;
}

/// The polynomial path on four lanes (`BezierStorage.value(_:)` lane by lane): form, τ and
/// interval as `mc_front_avx`, the lanes' records transposed, Estrin's scheme at v = s − ½.
__attribute__((target("avx")))
size_t mc_bezier_poly_avx(const double *packed, const double *poly, const double *input, double *output, size_t count, uint8_t *pending) {
    const __m256d zero = _mm256_setzero_pd(), half = _mm256_set1_pd(0.5), one = _mm256_set1_pd(1.0);
    const __m256d scale = _mm256_set1_pd(2.0 * MC_BEZIER_INTERVALS), magic = _mm256_set1_pd(0x1.8p52);
    const __m256d warpScale = _mm256_set1_pd(2.0 * MC_BEZIER_INTERVALS * MC_BEZIER_INTERVALS);
    const int anyWarp = packed[MC_BEZIER_WARP_INDEX] != 0 || packed[MC_BEZIER_COEFFICIENT_STRIDE + MC_BEZIER_WARP_INDEX] != 0;
    const uint32_t formTable = (MC_BEZIER_INTERVALS + 1) * MC_BEZIER_POLY_STRIDE;
    const size_t chunks = count / 4;
    // Every record short (easeInOut's, for one): no flag to read per chunk.
    const int allShort = mc_table_all_short(poly);
    size_t waiting = 0;
    for (size_t chunk = 0; chunk < chunks; chunk++) {
        const __m256d input4 = _mm256_loadu_pd(input + 4 * chunk);
        // (0, 1) only: the ends, the outside and NaN go to the scalar path (solved here as x = 0).
        const __m256d inside = _mm256_and_pd(_mm256_cmp_pd(input4, zero, _CMP_GT_OQ), _mm256_cmp_pd(input4, one, _CMP_LT_OQ));
        const __m256d x = _mm256_and_pd(inside, input4);
        const __m256d mirror = _mm256_cmp_pd(x, half, _CMP_GT_OQ);
        const int mirrors = _mm256_movemask_pd(mirror);
        const __m256d tau = _mm256_blendv_pd(x, _mm256_sub_pd(one, x), mirror);
        __m256d scaled = _mm256_mul_pd(tau, scale);
        if (anyWarp) {
            const __m256d warped = _mm256_cmp_pd(per_lane(packed, MC_BEZIER_WARP_INDEX, mirror), zero, _CMP_NEQ_OQ);
            scaled = _mm256_blendv_pd(scaled, _mm256_sqrt_pd(_mm256_mul_pd(tau, warpScale)), warped);
        }
        const __m256d t = _mm256_add_pd(_mm256_sub_pd(scaled, half), magic);
        const __m256d s = _mm256_sub_pd(scaled, _mm256_sub_pd(t, magic));
        const __m128i low = _mm256_castsi256_si128(_mm256_castpd_si256(t));
        const __m128i high = _mm256_extractf128_si256(_mm256_castpd_si256(t), 1);
        const double *r0 = poly + ((mirrors & 1) ? formTable : 0) + MC_BEZIER_POLY_STRIDE * (uint32_t)_mm_cvtsi128_si32(low);
        const double *r1 = poly + ((mirrors & 2) ? formTable : 0) + MC_BEZIER_POLY_STRIDE * (uint32_t)_mm_extract_epi32(low, 2);
        const double *r2 = poly + ((mirrors & 4) ? formTable : 0) + MC_BEZIER_POLY_STRIDE * (uint32_t)_mm_cvtsi128_si32(high);
        const double *r3 = poly + ((mirrors & 8) ? formTable : 0) + MC_BEZIER_POLY_STRIDE * (uint32_t)_mm_extract_epi32(high, 2);
        __m256d q[12];
        // Short records (q8 … q11 zero; the flag is NaN in the NaN records, whose result is NaN
        // either way) take eight terms when every lane's record is short.
        // v = s − ½: the bits of the scalar path's (S − ½) − i (exact where a record has a polynomial).
        const __m256d v = _mm256_sub_pd(s, half);
        __m256d g;
        if (r0 == r3 && r1 == r2 && r0 == r1) {
            // One record for the whole chunk (a sorted sweep, mostly): its terms broadcast, no
            // transpose. A branch that random inputs almost never take, so it predicts well in
            // both orders.
            if (r0[MC_BEZIER_POLY_SHORT_INDEX] != 0) {
                for (int k = 0; k < 8; k++) q[k] = _mm256_broadcast_sd(r0 + k);
                g = mc_estrin_short_avx(v, q);
            } else {
                for (int k = 0; k < 12; k++) q[k] = _mm256_broadcast_sd(r0 + k);
                g = mc_estrin_avx(v, q);
            }
        } else if (allShort || (r0[MC_BEZIER_POLY_SHORT_INDEX] != 0 && r1[MC_BEZIER_POLY_SHORT_INDEX] != 0 &&
                                r2[MC_BEZIER_POLY_SHORT_INDEX] != 0 && r3[MC_BEZIER_POLY_SHORT_INDEX] != 0)) {
            for (int k = 0; k < 8; k += 4) {
                transpose4(_mm256_loadu_pd(r0 + k), _mm256_loadu_pd(r1 + k), _mm256_loadu_pd(r2 + k), _mm256_loadu_pd(r3 + k), &q[k], &q[k + 1], &q[k + 2], &q[k + 3]);
            }
            g = mc_estrin_short_avx(v, q);
        } else {
            for (int k = 0; k < 12; k += 4) {
                transpose4(_mm256_loadu_pd(r0 + k), _mm256_loadu_pd(r1 + k), _mm256_loadu_pd(r2 + k), _mm256_loadu_pd(r3 + k), &q[k], &q[k + 1], &q[k + 2], &q[k + 3]);
            }
            g = mc_estrin_avx(v, q);
        }
        // y = offset + polynomial: 0 + g in the forward form, 1 + (−g) = 1 − g in the mirror one,
        // whose records are negated.
        const __m256d result = _mm256_add_pd(per_lane(packed, 10, mirror), g);
        _mm256_storeu_pd(output + 4 * chunk, result);
        const __m256d good = _mm256_and_pd(inside, _mm256_cmp_pd(result, result, _CMP_ORD_Q));
        int left = 15 & ~_mm256_movemask_pd(good);
        if (left) {
            const double *records[4] = { r0, r1, r2, r3 };
            double vs[4];
            _mm256_storeu_pd(vs, v);
            left = mc_end_lanes(records, vs, output + 4 * chunk, 4, left & _mm256_movemask_pd(inside), left);
        }
        pending[chunk] = (uint8_t)left;
        waiting += left != 0;
    }
    return waiting;
}

/// `BezierStorage.polynomial(_:_:_:)` on eight lanes (`MC_DEFINE_ESTRIN`, as `mc_estrin_avx`).
MC_DEFINE_ESTRIN(mc_estrin_avx512, "avx512f", __m512d, _mm512_mul_pd, _mm512_add_pd)

/// `mc_estrin_short_avx` on eight lanes (`MC_DEFINE_ESTRIN_SHORT`).
MC_DEFINE_ESTRIN_SHORT(mc_estrin_short_avx512, "avx512f", __m512d, _mm512_mul_pd, _mm512_add_pd)
/// The 8×8 transpose of eight records' first lines: lane j of e[k] is element k of r[j]. Pairs
/// of lanes (unpack), quadruples (two-source permutes), then the 256-bit halves.
__attribute__((target("avx512f")))
static inline void mc_transpose8(const __m512d *r, __m512d *e) {
    // e01 = (r0_0 r1_0 | r0_2 r1_2 | r0_4 r1_4 | r0_6 r1_6), o01 the odd elements likewise.
    const __m512d e01 = _mm512_unpacklo_pd(r[0], r[1]), o01 = _mm512_unpackhi_pd(r[0], r[1]);
    const __m512d e23 = _mm512_unpacklo_pd(r[2], r[3]), o23 = _mm512_unpackhi_pd(r[2], r[3]);
    const __m512d e45 = _mm512_unpacklo_pd(r[4], r[5]), o45 = _mm512_unpackhi_pd(r[4], r[5]);
    const __m512d e67 = _mm512_unpacklo_pd(r[6], r[7]), o67 = _mm512_unpackhi_pd(r[6], r[7]);
    // (rA_j rB_j rC_j rD_j | rA_j+4 …) for j = 0 (elements 0, 4) and j = 2 (elements 2, 6).
    const __m512i low = _mm512_set_epi64(13, 12, 5, 4, 9, 8, 1, 0), high = _mm512_set_epi64(15, 14, 7, 6, 11, 10, 3, 2);
    const __m512d a04 = _mm512_permutex2var_pd(e01, low, e23), a26 = _mm512_permutex2var_pd(e01, high, e23);
    const __m512d a15 = _mm512_permutex2var_pd(o01, low, o23), a37 = _mm512_permutex2var_pd(o01, high, o23);
    const __m512d b04 = _mm512_permutex2var_pd(e45, low, e67), b26 = _mm512_permutex2var_pd(e45, high, e67);
    const __m512d b15 = _mm512_permutex2var_pd(o45, low, o67), b37 = _mm512_permutex2var_pd(o45, high, o67);
    e[0] = _mm512_shuffle_f64x2(a04, b04, 0x44); e[4] = _mm512_shuffle_f64x2(a04, b04, 0xEE);
    e[1] = _mm512_shuffle_f64x2(a15, b15, 0x44); e[5] = _mm512_shuffle_f64x2(a15, b15, 0xEE);
    e[2] = _mm512_shuffle_f64x2(a26, b26, 0x44); e[6] = _mm512_shuffle_f64x2(a26, b26, 0xEE);
    e[3] = _mm512_shuffle_f64x2(a37, b37, 0x44); e[7] = _mm512_shuffle_f64x2(a37, b37, 0xEE);
}

/// What the AVX-512 kernel knows about a chunk before its Newton step: the inputs (`x`, zero
/// outside [0, 1]), which lanes are inside and in the mirror form, τ, the offset s in the table
/// interval and each lane's record transposed across the lanes (p0 … p5 S Q).
typedef struct {
    __m512d x, tau, s, p0, p1, p2, p3, p4, p5, boundS, boundQ;
    __mmask8 inside, mirror;
} mc_front512;

/// The first half of a chunk (the table look-up). The kernel runs it one chunk ahead of the
/// second half: the look-up is a chain of ~60 cycles (compare, scale, index, record loads,
/// transpose) that the processor would otherwise only start once the previous chunk's step has
/// left room in its schedulers, so issuing it early lets the two halves of neighbouring chunks
/// overlap.
__attribute__((target("avx512f")))
static inline mc_front512 mc_front_avx512(const double *table, const double *input, __mmask8 warpF, __mmask8 warpM, int anyWarp) {
    const __m512d zero = _mm512_setzero_pd(), half = _mm512_set1_pd(0.5), one = _mm512_set1_pd(1.0);
    const __m512d scale = _mm512_set1_pd(2.0 * MC_BEZIER_INTERVALS), magic = _mm512_set1_pd(0x1.8p52);
    const __m512d warpScale = _mm512_set1_pd(2.0 * MC_BEZIER_INTERVALS * MC_BEZIER_INTERVALS);
    const __m512i formTable = _mm512_set1_epi64((MC_BEZIER_INTERVALS + 1) * MC_BEZIER_RECORD_STRIDE);
    mc_front512 f;
    const __m512d input8 = _mm512_loadu_pd(input);
    f.inside = _mm512_cmp_pd_mask(input8, zero, _CMP_GE_OQ) & _mm512_cmp_pd_mask(input8, one, _CMP_LE_OQ);
    f.x = _mm512_maskz_mov_pd(f.inside, input8);
    f.mirror = _mm512_cmp_pd_mask(f.x, half, _CMP_GT_OQ);
    f.tau = _mm512_mask_sub_pd(f.x, f.mirror, one, f.x);
    __m512d scaled = _mm512_mul_pd(f.tau, scale);
    if (anyWarp) {
        const __mmask8 warped = (__mmask8)((warpF & ~f.mirror) | (warpM & f.mirror));
        scaled = _mm512_mask_sqrt_pd(scaled, warped, _mm512_mul_pd(f.tau, warpScale));
    }
    const __m512d t = _mm512_add_pd(_mm512_sub_pd(scaled, half), magic);
    f.s = _mm512_sub_pd(scaled, _mm512_sub_pd(t, magic));
    // Record offsets: i·stride, plus the mirror table's offset in mirror lanes.
    const __m512i index = _mm512_sub_epi64(_mm512_castpd_si512(t), _mm512_castpd_si512(magic));
    __m512i offset = _mm512_slli_epi64(index, 3);
    offset = _mm512_mask_add_epi64(offset, f.mirror, offset, formTable);
    // The eight records (one 64-byte line each: p0 … p5 S Q), transposed into one vector
    // each across the lanes.
    union { __m512i v; int64_t i[8]; } at = { offset };
    __m512d lines[8], e[8];
    for (int j = 0; j < 8; j++) lines[j] = _mm512_loadu_pd(table + at.i[j]);
    mc_transpose8(lines, e);
    f.p0 = e[0]; f.p1 = e[1]; f.p2 = e[2]; f.p3 = e[3]; f.p4 = e[4]; f.p5 = e[5]; f.boundS = e[6]; f.boundQ = e[7];
    return f;
}

/// The AVX-512 kernel: `mc_bezier_evaluate_avx`'s operations on eight lanes, with mask registers
/// for the comparisons and selections, and the table look-up of each chunk (`mc_front_avx512`)
/// issued before the step of the previous one.
__attribute__((target("avx512f")))
size_t mc_bezier_evaluate_avx512(const double *packed, const double *input, double *output, size_t count, uint8_t *pending) {
    const __m512d zero = _mm512_setzero_pd(), half = _mm512_set1_pd(0.5), one = _mm512_set1_pd(1.0);
    const __m512d three = _mm512_set1_pd(3.0);
    const __mmask8 warpF = packed[MC_BEZIER_WARP_INDEX] != 0 ? 0xFF : 0;
    const __mmask8 warpM = packed[MC_BEZIER_COEFFICIENT_STRIDE + MC_BEZIER_WARP_INDEX] != 0 ? 0xFF : 0;
    const int anyWarp = (warpF | warpM) != 0;
    const double *table = packed + MC_BEZIER_TABLE_OFFSET;
    const double *mirrorK = packed + MC_BEZIER_COEFFICIENT_STRIDE;
    // Both forms' coefficients, broadcast once (there are 32 vector registers).
    const __m512d x1f = _mm512_set1_pd(packed[0]), x1m = _mm512_set1_pd(mirrorK[0]);
    const __m512d x2f = _mm512_set1_pd(packed[1]), x2m = _mm512_set1_pd(mirrorK[1]);
    const __m512d k2f = _mm512_set1_pd(packed[2]), k2m = _mm512_set1_pd(mirrorK[2]);
    const __m512d k3f = _mm512_set1_pd(packed[3]), k3m = _mm512_set1_pd(mirrorK[3]);
    const __m512d k4f = _mm512_set1_pd(packed[4]), k4m = _mm512_set1_pd(mirrorK[4]);
    const __m512d k5f = _mm512_set1_pd(packed[5]), k5m = _mm512_set1_pd(mirrorK[5]);
    const __m512d y1f = _mm512_set1_pd(packed[7]), y1m = _mm512_set1_pd(mirrorK[7]);
    const __m512d y2f = _mm512_set1_pd(packed[8]), y2m = _mm512_set1_pd(mirrorK[8]);
    const size_t chunks = count / 8;
    size_t waiting = 0;
    if (chunks == 0) return 0;
    mc_front512 next = mc_front_avx512(table, input, warpF, warpM, anyWarp);
    for (size_t chunk = 0; chunk < chunks; chunk++) {
        const mc_front512 a = next;
        if (chunk + 1 < chunks) next = mc_front_avx512(table, input + 8 * (chunk + 1), warpF, warpM, anyWarp);
        const __mmask8 mirror = a.mirror;
        const __m512d s = a.s, tau = a.tau;
        const __m512d s2 = _mm512_mul_pd(s, s);
        const __m512d u = _mm512_add_pd(_mm512_add_pd(a.p0, _mm512_mul_pd(a.p1, s)),
            _mm512_mul_pd(s2, _mm512_add_pd(_mm512_add_pd(a.p2, _mm512_mul_pd(a.p3, s)), _mm512_mul_pd(s2, _mm512_add_pd(a.p4, _mm512_mul_pd(a.p5, s))))));
        const __m512d v = _mm512_sub_pd(one, u);
        const __m512d inner = _mm512_add_pd(_mm512_mul_pd(v, _mm512_mask_blend_pd(mirror, x1f, x1m)),
                                            _mm512_mul_pd(u, _mm512_mask_blend_pd(mirror, x2f, x2m)));
        const __m512d f = _mm512_sub_pd(_mm512_mul_pd(u, _mm512_add_pd(_mm512_mul_pd(_mm512_mul_pd(three, v), inner), _mm512_mul_pd(u, u))), tau);
        const __m512d k2u = _mm512_mul_pd(_mm512_mask_blend_pd(mirror, k2f, k2m), u);
        const __m512d d1 = _mm512_add_pd(_mm512_mul_pd(_mm512_add_pd(k2u, _mm512_mask_blend_pd(mirror, k3f, k3m)), u),
                                         _mm512_mask_blend_pd(mirror, k4f, k4m));
        const __m512d reciprocal = _mm512_div_pd(one, d1);
        const __m512d step = _mm512_mul_pd(f, reciprocal);
        const __m512d step2 = _mm512_mul_pd(step, step);
        const __m512d c = _mm512_mul_pd(_mm512_add_pd(k2u, _mm512_mask_blend_pd(mirror, k5f, k5m)), reciprocal);
        const __mmask8 end = _mm512_cmp_pd_mask(tau, zero, _CMP_EQ_OQ);
        const __m512d root = _mm512_mask_mov_pd(_mm512_sub_pd(_mm512_sub_pd(u, step), _mm512_mul_pd(c, step2)), end, zero);
        const __mmask8 accepted = end | (_mm512_cmp_pd_mask(step2, a.boundS, _CMP_LE_OQ)
            & _mm512_cmp_pd_mask(_mm512_mul_pd(_mm512_mul_pd(step2, step2), step2),
                                 _mm512_mul_pd(_mm512_mul_pd(root, root), a.boundQ), _CMP_LE_OQ));
        const __mmask8 flip = _mm512_cmp_pd_mask(root, half, _CMP_GT_OQ);
        const __m512d w = _mm512_mask_sub_pd(root, flip, one, root);
        const __mmask8 g = mirror ^ flip;
        const __m512d vw = _mm512_sub_pd(one, w);
        const __m512d innerY = _mm512_add_pd(_mm512_mul_pd(vw, _mm512_mask_blend_pd(g, y1f, y1m)),
                                             _mm512_mul_pd(w, _mm512_mask_blend_pd(g, y2f, y2m)));
        const __m512d y = _mm512_mul_pd(w, _mm512_add_pd(_mm512_mul_pd(_mm512_mul_pd(three, vw), innerY), _mm512_mul_pd(w, w)));
        __m512d result = _mm512_mask_sub_pd(y, g, one, y);
        result = _mm512_mask_mov_pd(result, _mm512_cmp_pd_mask(a.x, zero, _CMP_EQ_OQ), zero);
        _mm512_storeu_pd(output + 8 * chunk, result);
        const uint8_t left = (uint8_t)~(a.inside & accepted);
        pending[chunk] = left;
        waiting += left != 0;
    }
    return waiting;
}


/// The polynomial path on eight lanes (as `mc_bezier_poly_avx`): the records' first lines
/// (q0 … q7) transposed 8×8, their third quarters (q8 … q11) 4×4 per half.
__attribute__((target("avx512f")))
size_t mc_bezier_poly_avx512(const double *packed, const double *poly, const double *input, double *output, size_t count, uint8_t *pending) {
    const __m512d zero = _mm512_setzero_pd(), half = _mm512_set1_pd(0.5), one = _mm512_set1_pd(1.0);
    const __m512d scale = _mm512_set1_pd(2.0 * MC_BEZIER_INTERVALS), magic = _mm512_set1_pd(0x1.8p52);
    const __m512d warpScale = _mm512_set1_pd(2.0 * MC_BEZIER_INTERVALS * MC_BEZIER_INTERVALS);
    const __mmask8 warpF = packed[MC_BEZIER_WARP_INDEX] != 0 ? 0xFF : 0;
    const __mmask8 warpM = packed[MC_BEZIER_COEFFICIENT_STRIDE + MC_BEZIER_WARP_INDEX] != 0 ? 0xFF : 0;
    const int anyWarp = (warpF | warpM) != 0;
    const __m512i formTable = _mm512_set1_epi64((MC_BEZIER_INTERVALS + 1) * MC_BEZIER_POLY_STRIDE);
    // The output's offset per form (y = offset + polynomial, as `BezierStorage.value(_:)`; the
    // mirror form's records are negated).
    const __m512d offsetF = _mm512_set1_pd(packed[10]), offsetM = _mm512_set1_pd(packed[MC_BEZIER_COEFFICIENT_STRIDE + 10]);
    const size_t chunks = count / 8;
    // Every record short (easeInOut's, for one): no flag to read per lane.
    const int allShort = mc_table_all_short(poly);
    size_t waiting = 0;
    for (size_t chunk = 0; chunk < chunks; chunk++) {
        const __m512d input8 = _mm512_loadu_pd(input + 8 * chunk);
        const __mmask8 inside = _mm512_cmp_pd_mask(input8, zero, _CMP_GT_OQ) & _mm512_cmp_pd_mask(input8, one, _CMP_LT_OQ);
        const __m512d x = _mm512_maskz_mov_pd(inside, input8);
        const __mmask8 mirror = _mm512_cmp_pd_mask(x, half, _CMP_GT_OQ);
        const __m512d tau = _mm512_mask_sub_pd(x, mirror, one, x);
        __m512d scaled = _mm512_mul_pd(tau, scale);
        if (anyWarp) {
            const __mmask8 warped = (__mmask8)((warpF & ~mirror) | (warpM & mirror));
            scaled = _mm512_mask_sqrt_pd(scaled, warped, _mm512_mul_pd(tau, warpScale));
        }
        const __m512d t = _mm512_add_pd(_mm512_sub_pd(scaled, half), magic);
        const __m512d s = _mm512_sub_pd(scaled, _mm512_sub_pd(t, magic));
        const __m512i index = _mm512_sub_epi64(_mm512_castpd_si512(t), _mm512_castpd_si512(magic));
        __m512i offset = _mm512_slli_epi64(index, 4);
        offset = _mm512_mask_add_epi64(offset, mirror, offset, formTable);
        const __m512d v = _mm512_sub_pd(s, half);  // v = s − ½, as the scalar path's
        const double *records[8];
        __m512d q[12], g;
        const int64_t first = _mm_cvtsi128_si64(_mm512_castsi512_si128(offset));
        if (_mm512_cmpeq_epi64_mask(offset, _mm512_set1_epi64(first)) == 0xFF) {
            // One record for the whole chunk (a sorted sweep, mostly): its terms broadcast, no
            // transpose (as the AVX kernel).
            const double *r = poly + first;
            for (int j = 0; j < 8; j++) records[j] = r;
            if (r[MC_BEZIER_POLY_SHORT_INDEX] != 0) {
                for (int k = 0; k < 8; k++) q[k] = _mm512_set1_pd(r[k]);
                g = mc_estrin_short_avx512(v, q);
            } else {
                for (int k = 0; k < 12; k++) q[k] = _mm512_set1_pd(r[k]);
                g = mc_estrin_avx512(v, q);
            }
        } else {
            union { __m512i v; int64_t i[8]; } at = { offset };
            int short8 = allShort;
            __m512d lines[8];
            for (int j = 0; j < 8; j++) {
                records[j] = poly + at.i[j];
                lines[j] = _mm512_loadu_pd(records[j]);
            }
            if (!short8) {
                short8 = 1;
                for (int j = 0; j < 8; j++) short8 &= records[j][MC_BEZIER_POLY_SHORT_INDEX] != 0;
            }
            mc_transpose8(lines, q);
            if (short8) {
                // Every record short (q8 … q11 zero): eight terms, the same bits.
                g = mc_estrin_short_avx512(v, q);
            } else {
                __m256d quarters[8], lo[4], hi[4];
                for (int j = 0; j < 8; j++) quarters[j] = _mm256_loadu_pd(records[j] + 8);
                transpose4(quarters[0], quarters[1], quarters[2], quarters[3], &lo[0], &lo[1], &lo[2], &lo[3]);
                transpose4(quarters[4], quarters[5], quarters[6], quarters[7], &hi[0], &hi[1], &hi[2], &hi[3]);
                for (int k = 0; k < 4; k++) q[8 + k] = _mm512_insertf64x4(_mm512_castpd256_pd512(lo[k]), hi[k], 1);
                g = mc_estrin_avx512(v, q);
            }
        }
        const __m512d result = _mm512_add_pd(_mm512_mask_blend_pd(mirror, offsetF, offsetM), g);
        _mm512_storeu_pd(output + 8 * chunk, result);
        uint8_t left = (uint8_t)~(inside & _mm512_cmp_pd_mask(result, result, _CMP_ORD_Q));
        if (left & inside) {
            double vs[8];
            _mm512_storeu_pd(vs, v);
            left = (uint8_t)mc_end_lanes(records, vs, output + 8 * chunk, 8, left & inside, left);
        }
        pending[chunk] = left;
        waiting += left != 0;
    }
    return waiting;
}

#else

int mc_bezier_avx_available(void) { return 0; }

int mc_bezier_avx512_available(void) { return 0; }

size_t mc_bezier_evaluate_avx(const double *packed, const double *input, double *output, size_t count, uint8_t *pending) {
    (void)packed; (void)input; (void)output;
    for (size_t chunk = 0; chunk < count / 4; chunk++) pending[chunk] = 15;
    return count / 4;
}

size_t mc_bezier_evaluate_avx512(const double *packed, const double *input, double *output, size_t count, uint8_t *pending) {
    (void)packed; (void)input; (void)output;
    for (size_t chunk = 0; chunk < count / 8; chunk++) pending[chunk] = 255;
    return count / 8;
}

size_t mc_bezier_poly_avx(const double *packed, const double *poly, const double *input, double *output, size_t count, uint8_t *pending) {
    (void)packed; (void)poly; (void)input; (void)output;
    for (size_t chunk = 0; chunk < count / 4; chunk++) pending[chunk] = 15;
    return count / 4;
}

size_t mc_bezier_poly_avx512(const double *packed, const double *poly, const double *input, double *output, size_t count, uint8_t *pending) {
    (void)packed; (void)poly; (void)input; (void)output;
    for (size_t chunk = 0; chunk < count / 8; chunk++) pending[chunk] = 255;
    return count / 8;
}

#endif
