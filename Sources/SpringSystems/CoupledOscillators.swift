// N masses joined by springs and dampers, in closed form through the modes.
//
//     M·x″ + C·x′ + K·(x − x*) = 0,   C = α·M + β·K (Rayleigh damping),   x* = K⁻¹·f,
// with M and K symmetric positive definite. The generalized eigenproblem K·φ = ω²·M·φ (LAPACK
// dsygv) gives M-orthonormal modes Φ (Φᵀ·M·Φ = I, Φᵀ·K·Φ = diag ω²). Because C is a combination of
// M and K, the modal coordinates q = Φᵀ·M·(x − x*) decouple into
//     qᵢ″ + (α + β·ωᵢ²)·qᵢ′ + ωᵢ²·qᵢ = 0,
// each a damped oscillator solved exactly by the Springs module (every regime, ζᵢ = (α + βωᵢ²)/(2ωᵢ)),
// and x(t) = x* + Φ·q(t). Chains, ropes and jelly effects are such systems.
// Reference: T. K. Caughey, "Classical normal modes in damped linear dynamic systems", J. Appl.
// Mech. 27 (1960) (the Rayleigh-damping condition).

import LinearSolvers
import Springs

/// Why a coupled system could not be built or evaluated.
public enum SpringSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalid(String)
    case solver(LinearSolverError)

    public var description: String {
        switch self {
        case .invalid(let text): return text
        case .solver(let error): return error.description
        }
    }
}

/// A system of coupled damped oscillators, evaluated in closed form.
public struct CoupledOscillators: Sendable {
    /// The mass matrix M (symmetric positive definite).
    public let mass: Matrix
    /// The stiffness matrix K (symmetric positive definite: the system is anchored).
    public let stiffness: Matrix
    /// Rayleigh damping C = α·M + β·K: α in 1/s, β in s.
    public let alpha: Double
    public let beta: Double
    /// The constant external force f.
    public let force: [Double]
    /// The rest positions x* = K⁻¹·f.
    public let equilibrium: [Double]
    /// The natural angular frequencies ωᵢ (rad/s), ascending.
    public let frequencies: [Double]
    /// The M-orthonormal mode shapes, one per column.
    public let modeShapes: Matrix
    /// Each mode as a unit-mass spring (stiffness ωᵢ², damping α + β·ωᵢ²).
    public let modes: [Spring]

    public var count: Int { mass.rows }

    /// The most masses a system may have: building one is O(n³) (a generalized
    /// eigen-decomposition) and each evaluation O(n²); at this size both stay well under a second.
    public static let maximumCount = 500

    /// A system from its matrices.
    /// - Throws: ``SpringSystemError/invalid(_:)`` for mismatched sizes, more than
    ///   ``maximumCount`` masses, non-symmetric matrices,
    ///   a stiffness that is not positive definite (an unanchored system), negative or non-finite
    ///   α, β, or a non-finite force; ``SpringSystemError/solver(_:)`` when M is not positive definite.
    /// - Complexity: O(n³) (one generalized eigen-decomposition and one solve).
    public init(mass: Matrix, stiffness: Matrix, alpha: Double = 0, beta: Double = 0, force: [Double]? = nil) throws(SpringSystemError) {
        let n = mass.rows
        guard n > 0, mass.columns == n, stiffness.rows == n, stiffness.columns == n else {
            throw .invalid("mass and stiffness must be square matrices of the same size")
        }
        guard n <= Self.maximumCount else { throw .invalid("at most \(Self.maximumCount) masses, got \(n)") }
        let f = force ?? [Double](repeating: 0, count: n)
        guard f.count == n else { throw .invalid("the force needs \(n) entries, got \(f.count)") }
        guard f.allSatisfy(\.isFinite) else { throw .invalid("the force contains NaN or infinity") }
        guard alpha.isFinite, alpha >= 0, beta.isFinite, beta >= 0 else {
            throw .invalid("Rayleigh damping α and β must be finite and ≥ 0, got α = \(alpha), β = \(beta)")
        }
        for (name, m) in [("mass", mass), ("stiffness", stiffness)] {
            guard m.isFinite else { throw .invalid("the \(name) matrix contains NaN or infinity") }
            for i in 0..<n { for j in 0..<i where abs(m[i, j] - m[j, i]) > 1e-12 * (abs(m[i, j]) + abs(m[j, i]) + 1e-300) {
                throw .invalid("the \(name) matrix must be symmetric: (\(i), \(j)) = \(m[i, j]) but (\(j), \(i)) = \(m[j, i])")
            } }
        }
        let eigen: (values: [Double], vectors: Matrix)
        do { eigen = try LAPACK.generalizedSymmetricEigen(stiffness, mass) } catch { throw .solver(error) }
        guard let smallest = eigen.values.first, smallest > 0 else {
            throw .invalid("the stiffness matrix must be positive definite (anchor the system): smallest eigenvalue \(eigen.values.first ?? 0)")
        }
        do { equilibrium = try LAPACK.solve(stiffness, f) } catch { throw .solver(error) }
        var springs: [Spring] = []
        for lambda in eigen.values {
            do {
                springs.append(try Spring(mass: 1, stiffness: lambda, damping: alpha + beta * lambda, allowsOverdamping: true))
            } catch {
                throw .invalid("mode with ω² = \(lambda): \(error.description)")
            }
        }
        self.mass = mass
        self.stiffness = stiffness
        self.alpha = alpha
        self.beta = beta
        self.force = f
        self.frequencies = eigen.values.map { $0.squareRoot() }
        self.modeShapes = eigen.vectors
        self.modes = springs
    }

    /// A chain of n masses joined by n springs of stiffness k, the first anchored to a wall
    /// (K tridiagonal: 2k on the diagonal, k for the last, −k off it), each mass m; a uniform force
    /// (e.g. gravity) optional.
    public static func chain(count n: Int, mass m: Double, stiffness k: Double, alpha: Double = 0, beta: Double = 0, force: Double = 0) throws(SpringSystemError) -> CoupledOscillators {
        guard n > 0, m > 0, k > 0, m.isFinite, k.isFinite else { throw .invalid("a chain needs n > 0 masses, m > 0 and k > 0") }
        guard n <= maximumCount else { throw .invalid("a chain has at most \(maximumCount) masses, got \(n)") }
        var massMatrix = Matrix(rows: n, columns: n), stiffnessMatrix = Matrix(rows: n, columns: n)
        for i in 0..<n {
            massMatrix[i, i] = m
            stiffnessMatrix[i, i] = i == n - 1 ? k : 2 * k
            if i > 0 { stiffnessMatrix[i, i - 1] = -k; stiffnessMatrix[i - 1, i] = -k }
        }
        return try CoupledOscillators(mass: massMatrix, stiffness: stiffnessMatrix, alpha: alpha, beta: beta, force: [Double](repeating: force, count: n))
    }

    /// The modal initial state (q, q′) for positions x0 and velocities v0.
    package func modalState(positions x0: [Double], velocities v0: [Double]) throws(SpringSystemError) -> (q: [Double], dq: [Double]) {
        let n = count
        guard x0.count == n, v0.count == n else { throw .invalid("the state needs \(n) positions and velocities") }
        guard (x0 + v0).allSatisfy(\.isFinite) else { throw .invalid("the state contains NaN or infinity") }
        let mx = mass.multiply(zip(x0, equilibrium).map { $0 - $1 }), mv = mass.multiply(v0)
        var q = [Double](repeating: 0, count: n), dq = q
        for i in 0..<n {
            for j in 0..<n {
                q[i] += modeShapes[j, i] * mx[j]
                dq[i] += modeShapes[j, i] * mv[j]
            }
        }
        return (q, dq)
    }

    /// Positions and velocities at time t from positions x0 and velocities v0 at t = 0.
    /// - Throws: ``SpringSystemError/invalid(_:)`` for a state of the wrong size or non-finite.
    /// - Complexity: O(n²) (plus n spring evaluations).
    public func state(at t: Double, positions x0: [Double], velocities v0: [Double]) throws(SpringSystemError) -> (positions: [Double], velocities: [Double]) {
        guard t.isFinite else { throw .invalid("the time must be finite") }
        let (q0, dq0) = try modalState(positions: x0, velocities: v0)
        let n = count
        var x = equilibrium, v = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let (qi, dqi) = modes[i].state(at: t, from: q0[i], to: 0.0, initialVelocity: dq0[i])
            for j in 0..<n {
                x[j] += modeShapes[j, i] * qi
                v[j] += modeShapes[j, i] * dqi
            }
        }
        return (x, v)
    }
}
