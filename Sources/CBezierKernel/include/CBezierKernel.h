// The AVX and AVX-512 batch kernels of TimingCurves' cubic-Bézier solver, and the layout of the
// solver's data that they share with the Swift code (TimingCurves/CubicBezier+Storage.swift);
// at the end, the AVX kernel of Keyframes' arc-length speeds (SpeedKernel.c).
//
// Swift cannot compile one function for a wider instruction set than the package's target
// without unsafe build flags, which packages used as dependencies may not have. These kernels are
// C with per-function target attributes, chosen at run time (AVX-512F where the processor has
// it, else AVX); the Swift SIMD kernel is used everywhere else. They do exactly the Swift code's
// operations (the polynomial path of `value(at:)`, and the solve's fast path for the lanes without
// a polynomial), in the same order and without fused multiply-adds, so results are bit-for-bit
// identical. Also here: the atomic operations that publish a curve's lazily built polynomial table
// and its records, and an arc-length table's inverses and guide (Swift's own atomics need newer
// platforms than the package supports), and a prefetch hint.

#ifndef C_BEZIER_KERNEL_H
#define C_BEZIER_KERNEL_H

#include <stddef.h>
#include <stdint.h>

/// Doubles per form in the coefficient block: x1, x2, 3a, 2b, c, b, warped (1.0 when the form's
/// table is uniform in S = √(2048τ) rather than S = 64τ, else 0.0), y1, y2.
#define MC_BEZIER_COEFFICIENT_STRIDE 16
/// Index of the warped flag in a form's coefficients.
#define MC_BEZIER_WARP_INDEX 6
/// Offset of the guess tables (after the two coefficient blocks).
#define MC_BEZIER_TABLE_OFFSET 32
/// Table intervals per form on τ ∈ [0, ½] (plus one degenerate record for τ = ½).
#define MC_BEZIER_INTERVALS 32
/// Doubles per table record (one 64-byte line): the quintic Hermite coefficients p0 … p5 of the
/// interval's guess, then its acceptance bounds S (on step²) and Q (on step⁶/next²).
#define MC_BEZIER_RECORD_STRIDE 8
/// Index of the acceptance bound S in a record.
#define MC_BEZIER_S_INDEX 6
/// Index of the acceptance bound Q in a record (S and Q are adjacent).
#define MC_BEZIER_Q_INDEX 7

/// Polynomial table (`BezierStorage.polynomials`, allocated on a curve's first evaluation): per
/// form (forward, mirror) and table interval i ∈ 0…32 a record of MC_BEZIER_POLY_STRIDE doubles at
/// (form·(MC_BEZIER_INTERVALS + 1) + i)·MC_BEZIER_POLY_STRIDE, whose first MC_BEZIER_POLY_TERMS are
/// the monomial coefficients q0 … q11 of the form's output g ≈ q0 + q1·v + … + q11·v¹¹ in
/// v = s − ½ (s the offset in the interval, as for the guess table), negated in the mirror form,
/// so that y = offset + polynomial with the record's offset (index MC_BEZIER_POLY_OFFSET_INDEX,
/// 0.0 forward, 1.0 mirror, written when the table is allocated); all NaN for an interval
/// left to the solver. Each record is built on the first evaluation in its interval: until then
/// its q0 holds the NaN MC_BEZIER_POLY_UNBUILT and the others are unspecified; the builder claims
/// the record through its state word (index MC_BEZIER_POLY_STATE_INDEX, 0 until claimed), writes
/// q1 … q11, then publishes q0 (a release store). A reader loads q0 first (an acquire load) and
/// reads the others only when q0 is not NaN, or is MC_BEZIER_POLY_END: interval 0 of a form (next
/// to x = 0 and x = 1), whose polynomial serves only part of the interval, publishes that NaN in
/// q0 and keeps its true q0 at index MC_BEZIER_POLY_END_FIRST_INDEX, so that every path takes
/// such inputs to the scalar code, which chooses between the polynomial and the solve. The word after the last record (index
/// MC_BEZIER_POLY_COMPLETE_INDEX) is 1 once every record is built (the batch kernels read only
/// complete tables).
#define MC_BEZIER_POLY_TERMS 12
/// Doubles per polynomial record (two 64-byte lines).
#define MC_BEZIER_POLY_STRIDE 16
/// Index of a record's short flag: 1.0 when its q8 … q11 are zero (a polynomial of degree 7, which
/// the scalar path evaluates with eight terms), else 0.0; written before q0 is published. The
/// batch kernels may evaluate all twelve terms (the AVX kernel takes eight when its four lanes'
/// records are short), which gives the same bits (`BezierStorage.polynomialShort`).
#define MC_BEZIER_POLY_SHORT_INDEX 13
/// Index of a record's state word (0.0: not claimed, 1.0: claimed by a builder; the atomic
/// operations below act on the doubles themselves, compared bit for bit).
#define MC_BEZIER_POLY_STATE_INDEX 12
/// Index of a record's output offset (0.0 in the forward form, 1.0 in the mirror one).
#define MC_BEZIER_POLY_OFFSET_INDEX 14
_Static_assert(MC_BEZIER_POLY_OFFSET_INDEX >= MC_BEZIER_POLY_TERMS && MC_BEZIER_POLY_OFFSET_INDEX < MC_BEZIER_POLY_STRIDE &&
               MC_BEZIER_POLY_OFFSET_INDEX != MC_BEZIER_POLY_STATE_INDEX && MC_BEZIER_POLY_OFFSET_INDEX != MC_BEZIER_POLY_SHORT_INDEX,
               "a record's offset lies after its terms, apart from its state word and short flag");
/// The bits of q0 in a record not built yet (a quiet NaN with a payload, unlike the NaN of a
/// record left to the solver).
#define MC_BEZIER_POLY_UNBUILT 0x7FF8000000C0FFEEull
/// The bits of q0 in a built record of interval 0 that has a polynomial (a quiet NaN with a
/// payload of its own): the polynomial's q0 is at MC_BEZIER_POLY_END_FIRST_INDEX.
#define MC_BEZIER_POLY_END 0x7FF80000000E0D00ull
/// Index of the true q0 of a record whose q0 is MC_BEZIER_POLY_END.
#define MC_BEZIER_POLY_END_FIRST_INDEX 15
/// The least local coordinate v = s − ½ at which an interval-0 record's polynomial serves (S ≥ 1/16,
/// `BezierStorage.endThreshold`); below it, the solve.
#define MC_BEZIER_POLY_END_THRESHOLD -0.4375
_Static_assert(MC_BEZIER_POLY_END_FIRST_INDEX >= MC_BEZIER_POLY_TERMS && MC_BEZIER_POLY_END_FIRST_INDEX < MC_BEZIER_POLY_STRIDE &&
               MC_BEZIER_POLY_END_FIRST_INDEX != MC_BEZIER_POLY_STATE_INDEX && MC_BEZIER_POLY_END_FIRST_INDEX != MC_BEZIER_POLY_SHORT_INDEX &&
               MC_BEZIER_POLY_END_FIRST_INDEX != MC_BEZIER_POLY_OFFSET_INDEX,
               "an end record's q0 lies after its terms, apart from its state word, short flag and offset");
/// Index, from the table's start, of the word that is 1.0 once every record is built: the one
/// after the last record, 2·(MC_BEZIER_INTERVALS + 1)·MC_BEZIER_POLY_STRIDE (a literal, which
/// Swift imports).
#define MC_BEZIER_POLY_COMPLETE_INDEX 1056
_Static_assert(MC_BEZIER_POLY_COMPLETE_INDEX == 2 * (MC_BEZIER_INTERVALS + 1) * MC_BEZIER_POLY_STRIDE,
               "the completion word follows the last record");
/// Index of the word after the completion word: 1.0 when, in a complete table, every record with
/// a polynomial (q0 not NaN) is short, so that the AVX kernel need not read four flags per chunk
/// (a record whose q0 is NaN gives NaN lanes, which go to the scalar path, with either scheme);
/// 0.0 otherwise and before completion.
#define MC_BEZIER_POLY_ALL_SHORT_INDEX 1057
_Static_assert(MC_BEZIER_POLY_ALL_SHORT_INDEX == MC_BEZIER_POLY_COMPLETE_INDEX + 1, "the all-short word follows the completion word");

/// The table pointer published in `slot`, or NULL before it is (an acquire load: the table's
/// contents are visible to the caller once its pointer is).
static inline const double *mc_table_acquire(const double *const *slot) {
    return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

/// Replaces `expected` in `slot` by `table` unless another table replaced it first; returns the
/// table now published (`table`, or the one another thread published first, in which case the
/// caller frees its own). `BezierStorage` starts its slot at a shared all-unbuilt table and
/// publishes its own table by this exchange on the first evaluation.
static inline const double *mc_table_replace(const double **slot, const double *expected, const double *table) {
    if (__atomic_compare_exchange_n(slot, &expected, table, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return table;
    return expected;
}

/// Publishes `table` in `slot` unless a table is there already; returns the table now published
/// (`table`, or the one another thread published first, in which case the caller frees its own).
static inline const double *mc_table_publish(const double **slot, const double *table) {
    return mc_table_replace(slot, 0, table);
}

/// A hint that the cache line holding `address` will be read soon (a prefetch: it never faults,
/// whatever the address, and changes no result). Arc-length queries issue it for the record their
/// piece's guide names, while the search that finds the exact record waits for the block's starts.
static inline void mc_prefetch(const void *address) {
    __builtin_prefetch(address);
}

/// One 16-bit word of an arc-length table's guide (a relaxed atomic load: the guide only steers
/// prefetches, and every thread that writes a word writes the same value).
static inline uint16_t mc_guide_load(const uint16_t *word) {
    return __atomic_load_n(word, __ATOMIC_RELAXED);
}

/// Stores one 16-bit word of an arc-length table's guide (a relaxed atomic store, for the threads
/// that race to build the same piece and so write the same value).
static inline void mc_guide_store(uint16_t *word, uint16_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELAXED);
}

/// q0 of a polynomial record (an acquire load: once it is not MC_BEZIER_POLY_UNBUILT, the
/// record's other terms are visible to the caller).
static inline double mc_record_first(const double *record) {
    double first;
    __atomic_load(record, &first, __ATOMIC_ACQUIRE);
    return first;
}

/// Claims an unbuilt record for building: 1 for the one caller that gets it, 0 for any other.
static inline int mc_record_claim(double *record) {
    double expected = 0.0, claimed = 1.0;
    return __atomic_compare_exchange(record + MC_BEZIER_POLY_STATE_INDEX, &expected, &claimed, 0,
                                     __ATOMIC_ACQ_REL, __ATOMIC_RELAXED);
}

/// Publishes a claimed record's q0 after its other terms (a release store).
static inline void mc_record_publish(double *record, double first) {
    __atomic_store(record, &first, __ATOMIC_RELEASE);
}

/// Whether every record of `table` is built (an acquire load of its completion word).
static inline int mc_table_is_complete(const double *table) {
    double complete;
    __atomic_load(table + MC_BEZIER_POLY_COMPLETE_INDEX, &complete, __ATOMIC_ACQUIRE);
    return complete != 0.0;
}

/// Marks every record of `table` built (a release store of its completion word), after storing
/// `allShort` (1.0 or 0.0) in its all-short word. Callers that race store the same value.
static inline void mc_table_mark_complete(double *table, double allShort) {
    __atomic_store(table + MC_BEZIER_POLY_ALL_SHORT_INDEX, &allShort, __ATOMIC_RELAXED);
    double complete = 1.0;
    __atomic_store(table + MC_BEZIER_POLY_COMPLETE_INDEX, &complete, __ATOMIC_RELEASE);
}

/// Whether every record of a complete `table` is short (its all-short word, read after the
/// completion word's acquire load).
static inline int mc_table_all_short(const double *table) {
    double allShort;
    __atomic_load(table + MC_BEZIER_POLY_ALL_SHORT_INDEX, &allShort, __ATOMIC_RELAXED);
    return allShort != 0.0;
}

/// 1 when the processor and the operating system support AVX (256-bit vectors), else 0. Call it
/// once and keep the answer (TimingCurves does).
int mc_bezier_avx_available(void);

/// 1 when the processor and the operating system support AVX-512F (512-bit vectors), else 0.
int mc_bezier_avx512_available(void);

/// The fast path for `count / 4` chunks of four inputs, each lane in its own form (the forward one
/// for x ≤ ½, the mirror one above) and its own table interval. Writes all four outputs of every
/// chunk and sets `pending[chunk]` to the bit mask of the lanes whose output is not final (an
/// input outside [0, 1] or NaN, or a Chebyshev step that fails the acceptance bound), which the
/// caller computes by the scalar path. Returns the number of chunks with a pending lane. `packed`
/// is the solver data of one curve (layout above). Requires mc_bezier_avx_available().
size_t mc_bezier_evaluate_avx(const double *packed, const double *input, double *output, size_t count, uint8_t *pending);

/// `mc_bezier_evaluate_avx` on `count / 8` chunks of eight inputs (`pending[chunk]`: eight lane
/// bits), with AVX-512F; the same operations, so the same bits. Requires mc_bezier_avx512_available().
size_t mc_bezier_evaluate_avx512(const double *packed, const double *input, double *output, size_t count, uint8_t *pending);

/// The polynomial path for `count / 4` chunks of four inputs: each lane's form (forward for x ≤ ½,
/// mirror above) and table interval as in `mc_bezier_evaluate_avx`, then its record of `poly`
/// (layout above; a complete table, every record built) evaluated at v = s − ½ by the Estrin scheme of `BezierStorage.polynomial`,
/// y = offset + polynomial: g in the forward form and 1 + (−g) = 1 − g in the mirror one. `pending[chunk]` gets the lanes whose
/// output is not final (an input outside (0, 1) or NaN, or an interval left to the solver, whose
/// record gives NaN). Lanes of an interval-0 record (q0 MC_BEZIER_POLY_END) at v ≥
/// MC_BEZIER_POLY_END_THRESHOLD are served one at a time from the record (the twelve-term scheme,
/// which gives `BezierStorage.endValue`'s bits); those below stay pending. Returns the number of chunks with a pending lane.
size_t mc_bezier_poly_avx(const double *packed, const double *poly, const double *input, double *output, size_t count, uint8_t *pending);

/// `mc_bezier_poly_avx` on `count / 8` chunks of eight inputs, with AVX-512F (the same operations,
/// the same broadcast and short-record paths, interval-0 lanes served the same way).
size_t mc_bezier_poly_avx512(const double *packed, const double *poly, const double *input, double *output, size_t count, uint8_t *pending);

/// The speeds √Σₖ((Aₖu + Bₖ)u + Cₖ)² at `count` parameters `u` into `out`, four at a time with AVX,
/// for a derivative of `dimension` components whose coefficients A₀…, B₀…, C₀… are at `c` (Keyframes'
/// `ArcLengthTable.polynomialSpeeds`, bit for bit its scalar sum; SpeedKernel.c). Call only when
/// `mc_bezier_avx_available()` (compiled out elsewhere, where it writes nothing).
void mc_speeds_avx(const double *c, int dimension, const double *u, double *out, size_t count);

#endif
