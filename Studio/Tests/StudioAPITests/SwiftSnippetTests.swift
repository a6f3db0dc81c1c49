// The Swift exports compile and reproduce the page: each snippet below is pasted from the API's
// answer (the test checks that the API still writes exactly this text), compiled here as code,
// and run against the API's numbers.

import CurveTables
import Foundation
import Keyframes
import Paths
import Springs
import StudioAPI
import Testing
import TimingCurves
import ValueSpaces

/// The snippet's body: the API's text without its import lines.
func snippetBody(_ r: StudioResponse) -> String {
    (string(r.json, "swift") ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("import ") }.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
}

@Suite struct SwiftSnippets {
    @Test func bezier() throws {
        let r = post("easing", #"{"bezier": [0.2, 0, 0, 1]}"#)
        #expect(snippetBody(r) == """
            let curve = try CubicBezier(0.2, 0.0, 0.0, 1.0)
            let y = curve.value(at: 0.5)                  // progress at half the duration
            let (value, derivative) = curve.valueAndDerivative(at: 0.25)
            """)
        let curve = try CubicBezier(0.2, 0.0, 0.0, 1.0)
        let y = curve.value(at: 0.5)                  // progress at half the duration
        let (value, derivative) = curve.valueAndDerivative(at: 0.25)
        #expect(rows(r.json)[50][1] == y && rows(r.json)[25][1] == value && rows(r.json)[25][2] == derivative)
    }

    @Test func easing() throws {
        let r = post("easing", #"{"easing": "easeOutBack"}"#)
        #expect(snippetBody(r) == """
            let curve = try EasingFunction(parsing: "easeOutBack")
            let y = curve.value(at: 0.5)                  // progress at half the duration
            let (value, derivative) = curve.valueAndDerivative(at: 0.25)
            """)
        let curve = try EasingFunction(parsing: "easeOutBack")
        let y = curve.value(at: 0.5)                  // progress at half the duration
        let (value, derivative) = curve.valueAndDerivative(at: 0.25)
        #expect(rows(r.json)[50][1] == y && rows(r.json)[25][1] == value && rows(r.json)[25][2] == derivative)
    }

    @Test func spring() throws {
        let r = post("spring", #"{"spring": {"duration": 0.5, "bounce": 0.3}, "fps": 4}"#)
        #expect(snippetBody(r) == """
            let spring = try Spring(duration: 0.5, bounce: 0.3)
            let animation = try SpringAnimation(spring: spring, from: 0.0, to: 1.0, initialVelocity: 0.0)
            let settles = try animation.settlingTime(epsilon: 0.001)   // 0.8187467173831086 s
            let (value, velocity) = animation.state(at: 0.25)           // seconds
            """)
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        let animation = try SpringAnimation(spring: spring, from: 0.0, to: 1.0, initialVelocity: 0.0)
        let settles = try animation.settlingTime(epsilon: 0.001)   // 0.8187467173831086 s
        let (value, velocity) = animation.state(at: 0.25)           // seconds
        #expect(number(r.json, "settlingTime") == settles)
        #expect(rows(r.json)[1] == [0.25, value, velocity])
    }

    @Test func keyframes() throws {
        let r = post("keyframes", #"{"values": [[0, 0], [100, 0], [100, 100]], "keyTimes": [0, 0.5, 1], "mode": "natural", "samples": 3}"#)
        #expect(snippetBody(r) == """
            let animation = try KeyframeAnimation(
                values: [SIMD2<Double>(0.0, 0.0), SIMD2<Double>(100.0, 0.0), SIMD2<Double>(100.0, 100.0)],
                keyTimes: [0.0, 0.5, 1.0],
                calculationMode: .naturalSpline
            )
            let value = animation.value(at: 0.5)          // at half the duration
            """)
        let animation = try KeyframeAnimation(
            values: [SIMD2<Double>(0.0, 0.0), SIMD2<Double>(100.0, 0.0), SIMD2<Double>(100.0, 100.0)],
            keyTimes: [0.0, 0.5, 1.0],
            calculationMode: .naturalSpline
        )
        let value = animation.value(at: 0.5)          // at half the duration
        #expect(rows(r.json)[1] == [0.5, value.x, value.y])
    }

    @Test func path() throws {
        let r = post("path", #"{"path": "M 0 0 C 0 1 1 1 1 0", "paced": true, "samples": 3}"#)
        #expect(snippetBody(r) == """
            let animation = try PathAnimation(path: Path(svgPathData: "M 0 0 C 0 1 1 1 1 0"), paced: true)
            let position = animation.value(at: 0.5)    // at half the duration
            let angle = animation.angle(at: 0.5)
            """)
        let animation = try PathAnimation(path: Path(svgPathData: "M 0 0 C 0 1 1 1 1 0"), paced: true)
        let position = animation.value(at: 0.5)    // at half the duration
        let angle = animation.angle(at: 0.5)
        #expect(rows(r.json)[1] == [0.5, position.x, position.y, angle])
    }

    @Test func color() throws {
        let r = post("color", #"{"from": "red", "to": "oklch(0.7 0.1 200 / 0.5)", "space": "oklch", "hue": "longer", "gamut": "clip", "easing": "ease-out", "samples": 3}"#)
        #expect(snippetBody(r) == """
            let animation = try KeyframeAnimation(
                space: ColorInterpolationSpace(space: .oklch, hue: .longer),
                values: [try Color(css: "red"), try Color(css: "oklch(0.7 0.1 200 / 0.5)")],
                timingFunction: try EasingText.curve("ease-out"))
            let color = animation.value(at: 0.5).mapped(to: .srgb, gamut: .clip)   // at half the duration
            let css = color.cssText
            """)
        let animation = try KeyframeAnimation(
            space: ColorInterpolationSpace(space: .oklch, hue: .longer),
            values: [try Color(css: "red"), try Color(css: "oklch(0.7 0.1 200 / 0.5)")],
            timingFunction: try EasingText.curve("ease-out"))
        let color = animation.value(at: 0.5).mapped(to: .srgb, gamut: .clip)   // at half the duration
        let css = color.cssText
        #expect(rows(r.json)[1] == [0.5, color.components.x, color.components.y, color.components.z, color.alpha], "\(r.json.text.prefix(300))")
        if case .array(let texts)? = r.json["texts"], case .array(let middle) = texts[1] { #expect(middle == [.string(css)]) } else { Issue.record("no texts") }
    }

    @Test func transform() throws {
        let r = post("transform", #"{"from": "none", "to": "rotate(90deg) scale(2) translate(10px, 4px)", "matrix2D": "skew", "samples": 3}"#)
        #expect(snippetBody(r) == """
            let animation = try KeyframeAnimation(
                space: TransformListSpace(matrix2D: .skew),
                values: [try TransformList(css: "none"), try TransformList(css: "rotate(90deg) scale(2) translate(10px, 4px)")])
            let transform = animation.value(at: 0.5)   // at half the duration
            let css = transform.cssText
            """)
        let animation = try KeyframeAnimation(
            space: TransformListSpace(matrix2D: .skew),
            values: [try TransformList(css: "none"), try TransformList(css: "rotate(90deg) scale(2) translate(10px, 4px)")])
        let transform = animation.value(at: 0.5)   // at half the duration
        let css = transform.cssText
        #expect(rows(r.json)[1] == [0.5] + (0..<16).map { transform.matrix.storage[$0] })
        if case .array(let texts)? = r.json["texts"], case .array(let middle) = texts[1] { #expect(middle == [.string(css)]) } else { Issue.record("no texts") }
    }
}
