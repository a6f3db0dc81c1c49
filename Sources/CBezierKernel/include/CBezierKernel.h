// The AVX batch kernel of TimingCurves' cubic-Bézier solver, and the layout of the solver's data
// that it shares with the Swift code (TimingCurves/CubicBezier+Storage.swift).
//
// Swift cannot compile one function for a wider instruction set than the package's target
// without unsafe build flags, which packages used as dependencies may not have. This kernel is
// C with a per-function target attribute, chosen at run time when the processor has AVX; the
// Swift SIMD kernel is used everywhere else. It does exactly the Swift fast path's operations, in
// the same order and without fused multiply-adds, so results are bit-for-bit identical.

#ifndef C_BEZIER_KERNEL_H
#define C_BEZIER_KERNEL_H

#include <stddef.h>
#include <stdint.h>

/// Doubles per form in the coefficient block: x1, x2, 3a, 2b, c, b, (unused), y1, y2, S, Q.
#define MC_BEZIER_COEFFICIENT_STRIDE 16
/// Index of the acceptance bound S on step² in a form's coefficients.
#define MC_BEZIER_S_INDEX 9
/// Index of the acceptance bound Q on step⁶/next² in a form's coefficients.
#define MC_BEZIER_Q_INDEX 10
/// Offset of the guess tables (after the two coefficient blocks).
#define MC_BEZIER_TABLE_OFFSET 32
/// Table intervals per form on τ ∈ [0, ½] (plus one degenerate record for τ = ½).
#define MC_BEZIER_INTERVALS 32
/// Doubles per table record: the Hermite coefficients p0, p1, p2, p3.
#define MC_BEZIER_RECORD_STRIDE 4

/// 1 when the processor and the operating system support AVX (256-bit vectors), else 0. Call it
/// once and keep the answer (TimingCurves does).
int mc_bezier_avx_available(void);

/// The fast path for `count / 4` chunks of four inputs: for each chunk whose inputs all lie in
/// [0, ½] or all in (½, 1], whose four Chebyshev steps all pass the acceptance bound, and whose
/// roots all lie on one side of ½, writes the four outputs to `output`; for any other chunk writes
/// nothing and sets `pending[chunk]` to 1 (else 0). Returns the number of pending chunks.
/// `packed` is the solver data of one curve (layout above). Requires mc_bezier_avx_available().
size_t mc_bezier_evaluate_avx(const double *packed, const double *input, double *output, size_t count, uint8_t *pending);

#endif
