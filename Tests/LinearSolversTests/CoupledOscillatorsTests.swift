import LinearSolvers
import RealModule
import Testing
import SpringSystems

@Suite("SpringSystems: coupled oscillators by modal decomposition")
struct CoupledOscillatorsTests {
    /// Two equal masses between two walls, three springs k: ω² = k/m and 3k/m.
    @Test func twoMassEigenfrequencies() throws {
        let (m, k) = (2.0, 50.0)
        let system = try CoupledOscillators(mass: try Matrix([[m, 0], [0, m]]), stiffness: try Matrix([[2 * k, -k], [-k, 2 * k]]))
        #expect(abs(system.frequencies[0] - (k / m).squareRoot()) <= 1e-13 * 5)
        #expect(abs(system.frequencies[1] - (3 * k / m).squareRoot()) <= 1e-13 * 9)
        // Unequal masses: det(K − ω²M) = 0 in closed form.
        let (m1, m2, k1, k2) = (1.0, 3.0, 40.0, 25.0)
        let uneven = try CoupledOscillators(mass: try Matrix([[m1, 0], [0, m2]]), stiffness: try Matrix([[k1 + k2, -k2], [-k2, k2]]))
        let b = (k1 + k2) / m1 + k2 / m2, c = k1 * k2 / (m1 * m2)
        let roots = [(b - (b * b - 4 * c).squareRoot()) / 2, (b + (b * b - 4 * c).squareRoot()) / 2]
        for i in 0..<2 { #expect(abs(uneven.frequencies[i] * uneven.frequencies[i] - roots[i]) <= 1e-12 * roots[i]) }
    }

    /// A damped, forced 6-mass chain against an independent RK4 integration of M x″ + C x′ + K x = f.
    @Test func chainAgainstRungeKutta() throws {
        let n = 6
        let system = try CoupledOscillators.chain(count: n, mass: 0.5, stiffness: 80, alpha: 0.4, beta: 0.002, force: -9.81 * 0.5)
        let x0 = (0..<n).map { Double($0) * 0.1 }, v0 = (0..<n).map { $0 == n - 1 ? 3.0 : 0 }
        let c = (0..<n).map { i in (0..<n).map { j in system.alpha * system.mass[i, j] + system.beta * system.stiffness[i, j] } }
        func acceleration(_ x: [Double], _ v: [Double]) -> [Double] {
            (0..<n).map { i in
                var f = system.force[i]
                for j in 0..<n { f -= c[i][j] * v[j] + system.stiffness[i, j] * x[j] }
                return f / system.mass[i, i]
            }
        }
        var x = x0, v = v0
        let h = 1e-4
        var worst = 0.0
        for step in 1...20_000 {
            let a1 = acceleration(x, v)
            let x2 = zip(x, v).map { $0 + h / 2 * $1 }, v2 = zip(v, a1).map { $0 + h / 2 * $1 }
            let a2 = acceleration(x2, v2)
            let x3 = zip(x, v2).map { $0 + h / 2 * $1 }, v3 = zip(v, a2).map { $0 + h / 2 * $1 }
            let a3 = acceleration(x3, v3)
            let x4 = zip(x, v3).map { $0 + h * $1 }, v4 = zip(v, a3).map { $0 + h * $1 }
            let a4 = acceleration(x4, v4)
            for i in 0..<n {
                x[i] += h / 6 * (v[i] + 2 * v2[i] + 2 * v3[i] + v4[i])
                v[i] += h / 6 * (a1[i] + 2 * a2[i] + 2 * a3[i] + a4[i])
            }
            if step % 1000 == 0 {
                let exact = try system.state(at: Double(step) * h, positions: x0, velocities: v0)
                for i in 0..<n { worst = max(worst, abs(exact.positions[i] - x[i])) }
            }
        }
        #expect(worst <= 1e-9, "modal solution vs RK4: \(worst)")
        // At rest at equilibrium: stays there.
        let rest = try system.state(at: 3, positions: system.equilibrium, velocities: [Double](repeating: 0, count: n))
        for i in 0..<n { #expect(abs(rest.positions[i] - system.equilibrium[i]) <= 1e-12) }
    }

    @Test func badSystems() throws {
        #expect(throws: SpringSystemError.self) { try CoupledOscillators(mass: try Matrix([[1, 0], [0, 1]]), stiffness: try Matrix([[1, -1], [-1, 1]])) }  // unanchored
        #expect(throws: SpringSystemError.self) { try CoupledOscillators(mass: try Matrix([[1, 0], [0, -1]]), stiffness: try Matrix([[2, 0], [0, 2]])) }
        #expect(throws: SpringSystemError.self) { try CoupledOscillators(mass: try Matrix([[1, 0], [0, 1]]), stiffness: try Matrix([[2, 1], [0, 2]])) }
        #expect(throws: SpringSystemError.self) { try CoupledOscillators(mass: try Matrix([[1]]), stiffness: try Matrix([[1]]), alpha: -1) }
        let ok = try CoupledOscillators.chain(count: 2, mass: 1, stiffness: 1)
        #expect(throws: SpringSystemError.self) { try ok.state(at: .nan, positions: [0, 0], velocities: [0, 0]) }
        #expect(throws: SpringSystemError.self) { try ok.state(at: 1, positions: [0], velocities: [0, 0]) }
    }
}
