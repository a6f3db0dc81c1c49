import MotionMath
import MotionTestSupport
import RealModule
import Testing
@testable import ValueSpaces

@Suite("Quaternions: construction, charts, slerp, Euler angles")
struct QuaternionTests {
    @Test func zeroAndNonFiniteAreTypedErrors() {
        #expect(throws: ValueSpaceError.invalidValue("the zero quaternion is not a rotation")) { try Quaternion(w: 0, x: 0, y: 0, z: 0) }
        #expect(throws: ValueSpaceError.self) { try Quaternion(w: .nan, x: 0, y: 0, z: 0) }
        #expect(throws: ValueSpaceError.self) { try Quaternion(w: 1, x: .infinity, y: 0, z: 0) }
    }
}
