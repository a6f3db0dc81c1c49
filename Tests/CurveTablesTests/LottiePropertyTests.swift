import CurveTables
import Paths
import Testing
import TimingCurves

/// Lottie properties read from a fixture written here with the format's keyframe semantics
/// (value = s + (e − s)·B(x) with the o/i handles as the cubic-Bézier easing B, per dimension;
/// h: 1 holds; the older e/closing-keyframe form): values against the easing's exact value, and
/// every malformed input refused with its place in the file.
@Suite struct LottiePropertyTests {
    static let fixture = #"""
    {"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100, "layers": [{"ty": 4, "ks": {
      "o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.333], "y": [0]}, "i": {"x": [0.667], "y": [1]}},
                          {"t": 30, "s": [100], "h": 1}, {"t": 45, "s": [50]}]},
      "s": {"a": 1, "k": [{"t": 0, "s": [100, 100, 100], "o": {"x": [0.2, 0.5, 0.5], "y": [0, 0, 0]}, "i": {"x": [0.8, 0.5, 0.5], "y": [1, 1, 1]}},
                          {"t": 20, "s": [150, 80, 100]}]},
      "r": {"a": 0, "k": 45},
      "p": {"a": 1, "k": [{"t": 0, "s": [10, 20, 0], "e": [60, 20, 0], "to": [0, 0, 0], "ti": [0, 0, 0], "o": {"x": 0.4, "y": 0}, "i": {"x": 0.6, "y": 1}},
                          {"t": 10}]},
      "a": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [5, 0], "ti": [0, 0], "o": {"x": 0.4, "y": 0}, "i": {"x": 0.6, "y": 1}}, {"t": 10, "s": [10, 10]}]}
    }}]}
    """#

    /// Opacity: eased from 0 to 100 over frames 0…30, held at 100 until 45, then 50; the ends
    /// held outside. At frame 15 the symmetric easing (x1 + x2 = 1) gives exactly ½.
    @Test func opacity() throws {
        let opacity = try LottieProperty(json: Self.fixture, path: "layers.0.ks.o")
        let easing = try CubicBezier(0.333, 0, 0.667, 1)
        #expect(opacity.dimension == 1 && opacity.frameRange == 0...45)
        #expect(opacity.value(atFrame: 15) == [50] && opacity.value(atFrame: -5) == [0] && opacity.value(atFrame: 30) == [100])
        #expect(opacity.value(atFrame: 44.9) == [100] && opacity.value(atFrame: 45) == [50] && opacity.value(atFrame: 90) == [50])
        for frame in [1.0, 7.5, 22, 29] {
            let expected = 100 * easing.value(at: frame / 30), got = opacity.value(atFrame: frame)[0]
            #expect(abs(got - expected) <= 1e-13, "frame \(frame): \(got) vs \(expected)")
        }
    }

    /// Scale with a different easing per dimension; a static rotation; the older format's end
    /// value and closing keyframe for a position whose spatial tangents are zero.
    @Test func perDimensionStaticAndOlderFormat() throws {
        let scale = try LottieProperty(json: Self.fixture, path: "layers.0.ks.s")
        #expect(scale.dimension == 3 && scale.value(atFrame: 10) == [125, 90, 100])
        let (x, y) = (try CubicBezier(0.2, 0, 0.8, 1), try CubicBezier(0.5, 0, 0.5, 1))
        let quarter = scale.value(atFrame: 5)
        #expect(abs(quarter[0] - (100 + 50 * x.value(at: 0.25))) <= 1e-12 && abs(quarter[1] - (100 - 20 * y.value(at: 0.25))) <= 1e-12 && quarter[2] == 100, "\(quarter)")
        let rotation = try LottieProperty(json: Self.fixture, path: "layers.0.ks.r")
        #expect(rotation.value(atFrame: 12) == [45] && rotation.frameRange == 0...0)
        let position = try LottieProperty(json: Self.fixture, path: "layers.0.ks.p")
        let ease = try CubicBezier(0.4, 0, 0.6, 1)
        #expect(position.value(atFrame: 10) == [60, 20, 0] && position.value(atFrame: 5) == [35, 20, 0])
        let early = position.value(atFrame: 2)
        #expect(abs(early[0] - (10 + 50 * ease.value(at: 0.2))) <= 1e-12 && early[1] == 20, "\(early)")
    }

    /// Malformed input names its place.
    @Test(arguments: [
        ("layers.1.ks.o", "layers.1"),
        ("layers.0.ks.x", "layers.0.ks.x"),
        ("layers.0.ty", "layers.0.ty"),
        ("v.x", "v.x"),
    ])
    func refusals(path: String, place: String) {
        do {
            _ = try LottieProperty(json: Self.fixture, path: path)
            Issue.record("\(path) was read")
        } catch {
            #expect(error.path == place, "\(path): \(error)")
        }
    }

    @Test(arguments: [
        (#"{"a": 1, "k": [{"t": 5, "s": [0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 5, "s": [1]}]}"#, "p.k.1.t"),
        (#"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [1.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 5, "s": [1]}]}"#, "p.k.0"),
        (#"{"a": 1, "k": [{"t": 0, "s": [0, 1]}, {"t": 5, "s": [1]}]}"#, "p.k.0"),
        (#"{"a": 1, "k": [{"t": 0, "s": [0], "h": 1}, {"t": 5, "s": [1, 2]}]}"#, "p.k.1.s"),
        (#"{"a": 1, "k": [{"t": 0, "s": [1e200], "h": 1}, {"t": 5, "s": [1]}]}"#, "p.k.0.s"),
        (#"{"a": 1, "k": []}"#, "p.k"),
        (#"{"a": 1, "k": [{"t": 0, "s": [0], "e": [3], "o": {"x": 0.3, "y": 0}, "i": {"x": 0.7, "y": 1}}, {"t": 5, "s": [1]}]}"#, "p.k.0.e"),
        (#"{"a": 1, "k": [{"t": "0", "s": [0]}]}"#, "p.k.0.t"),
    ])
    func malformedKeyframes(property: String, place: String) {
        do {
            _ = try LottieProperty(json: #"{"p": \#(property)}"#, path: "p")
            Issue.record("\(property) was read")
        } catch {
            #expect(error.path == place, "\(property): \(error)")
        }
    }

    /// A curved motion path (spatial tangents): the value walks the cubic from s through s + to and
    /// e + ti to e at the eased fraction of its arc length. On a straight path whose handles lie on
    /// it (a cubic that is a line), the walk is the line at the eased fraction of its length, in
    /// closed form; on a curved one, each point is Paths' constant-speed walk of the same cubic at
    /// the eased fraction, bit for bit, and a hold or a missing tangent is not curved.
    /// Roving keyframes: Lottie has no marker for them; After Effects' exporter (bodymovin) writes
    /// a roving run's keys at the times After Effects roved them to, rounded to 3 decimals (as read
    /// from its source; no After Effects export was at hand). Keys at arc-length times with linear
    /// easing, as a roved run with linear ends would be, play the paced path when read as ordinary
    /// keys: an arch then a line, within the speed times the half-thousandth of a frame the
    /// rounding moves the middle key.
    @Test func keysAtArcLengthTimesPlayPaced() throws {
        var path = Path()
        try path.move(to: SIMD2(0, 0))
        try path.addCurve(to: SIMD2(100, 0), control1: SIMD2(0, -80), control2: SIMD2(100, -80))
        try path.addLine(to: SIMD2(200, 0))
        let (arch, total) = (Path.length(of: path.segments[0]), path.length)
        let roved = (20 * arch / total * 1000).rounded() / 1000
        let keys = #"{"t": 0, "s": [0, 0], "to": [0, -80], "ti": [0, -80], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, "#
            + #"{"t": \#(roved), "s": [100, 0], "to": [0, 0], "ti": [0, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 20, "s": [200, 0]}"#
        let property = try LottieProperty(json: #"{"p": {"a": 1, "k": ["# + keys + "]}}", path: "p")
        let paced = try PathAnimation(path: path, paced: true)
        let speed = total / 20, bound = speed * 0.0005 * 2
        for frame in stride(from: 0.0, through: 20, by: 0.25) {
            let v = property.value(atFrame: frame), p = paced.value(at: frame / 20)
            let distance = ((v[0] - p.x) * (v[0] - p.x) + (v[1] - p.y) * (v[1] - p.y)).squareRoot()
            #expect(distance <= bound, "frame \(frame): \(v) vs \(p), \(distance) > \(bound)")
        }
    }

    @Test func curvedMotionPaths() throws {
        let easing = try CubicBezier(0.4, 0, 0.6, 1)
        // A line from (0, 0) to (90, 120) (length 150) with handles a third of the way along.
        let straight = try LottieProperty(json: #"""
            {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [30, 40], "ti": [-30, -40], "o": {"x": 0.4, "y": 0}, "i": {"x": 0.6, "y": 1}}, {"t": 10, "s": [90, 120]}]}}
            """#, path: "p")
        for frame in [0.0, 2.5, 5, 7.5, 9.9] {
            let u = easing.value(at: frame / 10), v = straight.value(atFrame: frame)
            #expect(abs(v[0] - 90 * u) <= 1e-9 && abs(v[1] - 120 * u) <= 1e-9, "frame \(frame): \(v) vs \(90 * u), \(120 * u)")
        }
        #expect(straight.value(atFrame: 10) == [90, 120] && straight.value(atFrame: -1) == [0, 0])
        // A curved one (an arch over (0, 0) → (100, 0)), and the same in a plane of constant z.
        let curved = try LottieProperty(json: #"""
            {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [0, -80], "ti": [0, -80], "o": {"x": 0.4, "y": 0}, "i": {"x": 0.6, "y": 1}}, {"t": 10, "s": [100, 0]}]}}
            """#, path: "p")
        let flat = try LottieProperty(json: #"""
            {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0, 7], "to": [0, -80, 0], "ti": [0, -80, 0], "o": {"x": 0.4, "y": 0}, "i": {"x": 0.6, "y": 1}}, {"t": 10, "s": [100, 0, 7]}]}}
            """#, path: "p")
        var arch = Path()
        try arch.move(to: SIMD2(0, 0))
        try arch.addCurve(to: SIMD2(100, 0), control1: SIMD2(0, -80), control2: SIMD2(100, -80))
        let walk = try PathAnimation(path: arch, paced: true)
        for frame in [1.0, 3, 5, 8] {
            let p = walk.value(at: easing.value(at: frame / 10))
            #expect(curved.value(atFrame: frame) == [p.x, p.y] && flat.value(atFrame: frame) == [p.x, p.y, 7], "frame \(frame)")
        }
        #expect(curved.value(atFrame: 5)[1] < -50, "the arch rises: \(curved.value(atFrame: 5))")
        // Tangents on a 3-D value that leaves its plane are refused, with their place.
        do {
            _ = try LottieProperty(json: #"{"p": {"a": 1, "k": [{"t": 0, "s": [0, 0, 0], "to": [0, 0, 5], "ti": [0, 0, 0], "o": {"x": 0.4, "y": 0}, "i": {"x": 0.6, "y": 1}}, {"t": 10, "s": [1, 1, 1]}]}}"#, path: "p")
            Issue.record("a 3-D curved path was read")
        } catch {
            #expect(error.path == "p.k.0.to", "\(error)")
        }
    }

    /// Keyframed or static by the shape of `k`, as the players read it, whatever `a` says.
    @Test func shapeOfKDecides() throws {
        let keyframed = try LottieProperty(json: #"{"p": {"a": 0, "k": [{"t": 0, "s": [0], "h": 1}, {"t": 10, "s": [4]}]}}"#, path: "p")
        #expect(keyframed.value(atFrame: 5) == [0] && keyframed.value(atFrame: 10) == [4])
        let number = try LottieProperty(json: #"{"p": {"a": 1, "k": 5}}"#, path: "p")
        let vector = try LottieProperty(json: #"{"p": {"a": 1, "k": [1, 2]}}"#, path: "p")
        #expect(number.value(atFrame: 3) == [5] && vector.value(atFrame: 3) == [1, 2])
    }

    /// The Lottie community test suite's `examples/rectangleAnimated.json`
    /// (lottie-animation-community/tests; an After Effects export, Bodymovin 5.8.1, 30 fps): a
    /// solid's rotation keyframed from 0° at frame 0 to 360° at frame 25 with After Effects' default
    /// handles (o 0.167, i 0.833 on both axes), and its static opacity, position, anchor and scale.
    /// The rotation is 360·B(t/25) with B that easing, checked against an independent bisection of
    /// the Bézier (60 halvings: t to 2⁻⁶⁰), within 1e-12 of 360; the ends exactly; the middle
    /// exactly 180 (the easing is symmetric, B(½) = ½).
    @Test func communityTestSuiteExample() throws {
        let file = ##"{"v":"5.8.1","fr":30,"ip":0,"op":26,"w":1024,"h":768,"nm":"AnimatedRectangle","ddd":0,"assets":[],"layers":[{"ddd":0,"ind":1,"ty":1,"nm":"Deep Red Solid 1","sr":1,"ks":{"o":{"a":0,"k":100,"ix":11},"r":{"a":1,"k":[{"i":{"x":[0.833],"y":[0.833]},"o":{"x":[0.167],"y":[0.167]},"t":0,"s":[0]},{"t":25,"s":[360]}],"ix":10},"p":{"a":0,"k":[512,384,0],"ix":2,"l":2},"a":{"a":0,"k":[256,192,0],"ix":1,"l":2},"s":{"a":0,"k":[100,100,100],"ix":6,"l":2}},"ao":0,"sw":512,"sh":384,"sc":"#990000","ip":0,"op":300,"st":0,"bm":0}],"markers":[]}"##
        let rotation = try LottieProperty(json: file, path: "layers.0.ks.r")
        #expect(rotation.dimension == 1 && rotation.frameRange == 0...25)
        #expect(rotation.value(atFrame: 0) == [0] && rotation.value(atFrame: 25) == [360] && rotation.value(atFrame: 12.5) == [180])
        /// B(x) by bisection on X(t) = 3(1 − t)²t·0.167 + 3(1 − t)t²·0.833 + t³, then Y = X here.
        func eased(_ x: Double) -> Double {
            func bezier(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * 0.167 + 3 * (1 - t) * t * t * 0.833 + t * t * t }
            var (lo, hi) = (0.0, 1.0)
            for _ in 0..<60 { let mid = (lo + hi) / 2; if bezier(mid) < x { lo = mid } else { hi = mid } }
            return bezier((lo + hi) / 2)
        }
        for frame in [1.0, 3, 6.25, 10, 17, 24] {
            let got = rotation.value(atFrame: frame)[0], expected = 360 * eased(frame / 25)
            #expect(abs(got - expected) <= 1e-12 * 360, "frame \(frame): \(got) vs \(expected)")
        }
        #expect(try LottieProperty(json: file, path: "layers.0.ks.o").value(atFrame: 7) == [100])
        #expect(try LottieProperty(json: file, path: "layers.0.ks.p").value(atFrame: 7) == [512, 384, 0])
        #expect(try LottieProperty(json: file, path: "layers.0.ks.a").value(atFrame: 7) == [256, 192, 0])
        #expect(try LottieProperty(json: file, path: "layers.0.ks.s").value(atFrame: 7) == [100, 100, 100])
    }

    /// The property examples of the Lottie specification (lottie-spec, docs/specs/properties.md),
    /// written here as fixtures, each read at every frame from −5 to 65 against the format's
    /// semantics in closed form: the vector (scale 100 → 50, eased by the o/i handles 0.333/0.667),
    /// the scalar (rotation 0 → 360 with the linear handles), the position (0,0 → 256,256 with
    /// spatial tangents along the diagonal: at the eased fraction of the arc length, so on the
    /// diagonal at 256·B(x) in both components, to the arc length's precision), the colour (red →
    /// blue, per component), the gradient's 8 numbers (its `k` is itself a property), and each
    /// static example as its value. The shape (bezier) example, whose `s` holds path objects, is
    /// refused with its place in the file.
    @Test func specificationExamples() throws {
        let eased = try CubicBezier(0.333, 0, 0.667, 1)
        func b(_ frame: Double) -> Double { eased.value(at: min(max(frame / 60, 0), 1)) }
        let vector = try LottieProperty(json: #"""
            {"p": {"a": 1, "k": [{"t": 0, "s": [100, 100], "o": {"x": [0.333, 0.333], "y": [0, 0]}, "i": {"x": [0.667, 0.667], "y": [1, 1]}},
                                 {"t": 60, "s": [50, 50]}], "ty": "v"}}
            """#, path: "p")
        let scalar = try LottieProperty(json: #"""
            {"p": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 60, "s": [360]}], "ty": "s"}}
            """#, path: "p")
        let position = try LottieProperty(json: #"""
            {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "ti": [0, 0], "to": [42.667, 42.667], "o": {"x": [0.333], "y": [0]}, "i": {"x": [0.667], "y": [1]}},
                                 {"t": 60, "s": [256, 256]}], "ty": "v2"}}
            """#, path: "p")
        let color = try LottieProperty(json: #"""
            {"p": {"a": 1, "k": [{"t": 0, "s": [1, 0, 0], "o": {"x": [0.333], "y": [0]}, "i": {"x": [0.667], "y": [1]}}, {"t": 60, "s": [0, 0, 1]}], "ty": "c"}}
            """#, path: "p")
        let gradient = try LottieProperty(json: #"""
            {"p": {"p": 2, "k": {"a": 1, "k": [{"t": 0, "s": [0, 1, 0, 0, 1, 0, 0, 1], "o": {"x": [0.333], "y": [0]}, "i": {"x": [0.667], "y": [1]}},
                                               {"t": 60, "s": [0, 0, 1, 0, 1, 1, 1, 0]}]}, "ty": "g"}}
            """#, path: "p.k")
        #expect(vector.dimension == 2 && scalar.dimension == 1 && position.dimension == 2 && color.dimension == 3 && gradient.dimension == 8)
        let (from, to): ([Double], [Double]) = ([0, 1, 0, 0, 1, 0, 0, 1], [0, 0, 1, 0, 1, 1, 1, 0])
        // The easing's y is within 1e-13·(1 + |x·dy/dx|) of exact (|x·dy/dx| < 2 for these
        // handles) and the keyframe form rounds its blend apart from the formula here: 4e-13 of
        // the largest value.
        func close(_ got: [Double], _ expected: [Double], _ scale: Double) -> Bool {
            got.count == expected.count && zip(got, expected).allSatisfy { abs($0 - $1) <= 4e-13 * scale }
        }
        var worstPosition = 0.0
        for step in -10...130 {
            let frame = Double(step) / 2
            let e = b(frame)
            #expect(close(vector.value(atFrame: frame), [100 + (50 - 100) * e, 100 + (50 - 100) * e], 100), "vector at \(frame)")
            #expect(close(scalar.value(atFrame: frame), [360 * min(max(frame / 60, 0), 1)], 360), "scalar at \(frame)")
            #expect(close(color.value(atFrame: frame), [1 - e, 0, e], 1), "color at \(frame)")
            #expect(close(gradient.value(atFrame: frame), zip(from, to).map { $0 + ($1 - $0) * e }, 1), "gradient at \(frame)")
            let p = position.value(atFrame: frame)
            worstPosition = max(worstPosition, abs(p[0] - 256 * e), abs(p[1] - 256 * e))
        }
        // The arc length's contract: 1e-12 of the path's length, 256·√2.
        #expect(worstPosition <= 1e-12 * 256 * 2.0.squareRoot(), "position off the diagonal's arc length by \(worstPosition)")
        for (json, value) in [(#"{"a": 0, "k": [100, 100], "ty": "v"}"#, [100.0, 100]), (#"{"a": 0, "k": 100, "ty": "s"}"#, [100]),
                              (#"{"a": 0, "k": [256, 256], "ty": "v2"}"#, [256, 256]), (#"{"a": 0, "k": [1, 0, 0], "ty": "c"}"#, [1, 0, 0])] {
            let property = try LottieProperty(json: #"{"p": \#(json)}"#, path: "p")
            #expect(property.value(atFrame: 0) == value && property.value(atFrame: 1e6) == value, "\(json)")
        }
        #expect(throws: LottieError.self) {
            try LottieProperty(json: #"""
                {"p": {"a": 1, "k": [{"t": 0, "s": [{"c": true, "v": [[256, 0], [512, 512], [0, 512]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}],
                                      "o": {"x": [0.333], "y": [0]}, "i": {"x": [0.667], "y": [1]}},
                                     {"t": 60, "s": [{"c": true, "v": [[256, 0], [512, 256], [0, 256]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}]}], "ty": "b"}}
                """#, path: "p")
        }
    }
}
