// Validated types stay valid: JSON goes through the same throwing initialiser as arguments, so
// bad JSON gets the initialiser's typed error (inside DecodingError.dataCorrupted) and a decoded
// value is one the initialiser accepts.

import AnimationTiming
import Foundation
import Keyframes
import Paths
import Testing
import TimingCurves

/// A decoder that reads "Infinity", "-Infinity" and "NaN" strings as numbers (JSON has no
/// literal for them), so non-finite parameters can reach the initialiser.
private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return try decoder.decode(type, from: Data(json.utf8))
}

/// The validation error carried by a rejected decode, or nil when decoding did not fail that way.
private func rejection<T: Decodable>(_ type: T.Type, _ json: String) -> (any Error)? {
    do {
        _ = try decode(type, json)
        return nil
    } catch DecodingError.dataCorrupted(let context) {
        return context.underlyingError
    } catch {
        return nil
    }
}

@Suite struct ValidatedDecodingTests {
    @Test func mediaTimingRoundTripsAndDefaultsMissingKeys() throws {
        let timing = try MediaTiming(beginTime: 0.5, duration: 3, speed: -2, timeOffset: 1, repeatCount: 2.5, autoreverses: true, fillMode: .both)
        #expect(try JSONDecoder().decode(MediaTiming.self, from: JSONEncoder().encode(timing)) == timing)
        #expect(try decode(MediaTiming.self, #"{"duration": 2}"#) == MediaTiming(duration: 2))
        #expect(try decode(MediaTiming.self, "{}") == MediaTiming())
    }

    @Test(arguments: [
        (#"{"duration": -1}"#, "duration"),
        (#"{"repeatCount": -2}"#, "repeatCount"),
        (#"{"repeatDuration": -0.5}"#, "repeatDuration"),
        (#"{"speed": "NaN"}"#, "speed"),
        (#"{"beginTime": "-Infinity"}"#, "beginTime"),
    ])
    func mediaTimingRejectsWhatTheInitialiserRejects(json: String, parameter: String) {
        let error = rejection(MediaTiming.self, json)
        guard case .invalidParameter(let name, _, _)? = error as? AnimationTimingError else {
            Issue.record("\(json): expected AnimationTimingError.invalidParameter(\(parameter)), got \(String(describing: error))")
            return
        }
        #expect(name == parameter, "\(json): the error names \(name)")
    }

    @Test func webAnimationTimingRoundTripsAndValidates() throws {
        let timing = try WebAnimationTiming(delay: -1, endDelay: 2, iterations: .infinity, iterationStart: 1.5, duration: 2, direction: .alternateReverse, fill: .backwards, playbackRate: -1)
        #expect(try JSONDecoder().decode(WebAnimationTiming.self, from: JSONEncoder().encode(WebAnimationTiming(duration: 1))) == WebAnimationTiming(duration: 1))
        #expect(try decode(WebAnimationTiming.self, #"{"delay": -1, "endDelay": 2, "iterationStart": 1.5, "duration": 2, "iterations": "Infinity", "direction": "alternate-reverse", "fill": "backwards", "playbackRate": -1}"#) == timing)
        for (json, parameter) in [(#"{"duration": -1}"#, "duration"), (#"{"duration": 1, "iterations": -1}"#, "iterations"), (#"{"duration": 1, "iterationStart": -0.5}"#, "iterationStart")] {
            guard case .invalidParameter(let name, _, _)? = rejection(WebAnimationTiming.self, json) as? AnimationTimingError else {
                Issue.record("\(json): not rejected with AnimationTimingError.invalidParameter")
                continue
            }
            #expect(name == parameter, "\(json): the error names \(name)")
        }
        #expect(throws: DecodingError.self) { try decode(WebAnimationTiming.self, #"{"delay": 1}"#) }  // no duration
    }

    @Test func stepsDecodingValidatesTheCount() throws {
        #expect(try decode(Steps.self, #"{"count": 4, "position": "jumpNone"}"#) == Steps(4, .jumpNone))
        #expect(try decode(Steps.self, #"{"count": 3}"#) == Steps(3))
        #expect(try JSONDecoder().decode(Steps.self, from: JSONEncoder().encode(Steps(5, .jumpBoth))) == Steps(5, .jumpBoth))
        for json in [#"{"count": 0}"#, #"{"count": -3, "position": "start"}"#, #"{"count": 1, "position": "jumpNone"}"#] {
            guard case .invalidStepCount? = rejection(Steps.self, json) as? TimingCurveError else {
                Issue.record("\(json): decoded, or not rejected with TimingCurveError.invalidStepCount")
                continue
            }
        }
    }
}
