import Benchmark
import TimingCurves
let benchmarks: @Sendable () -> Void = {}
