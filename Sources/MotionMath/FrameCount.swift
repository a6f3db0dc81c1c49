/// Frame counting shared by the samplers: frames at i/fps for i = 0 … n.
package enum FrameCount {
    /// n = ⌈duration·fps⌉, counting a product within a few ulps of an integer as that integer
    /// (so 0.1 s at 30 fps ends at frame 3, not 4); nil when fps ≤ 0, duration < 0, either is
    /// not finite, or n ≥ `limit`.
    package static func lastIndex(duration: Double, fps: Double, limit: Int) -> Int? {
        guard fps > 0, fps.isFinite, duration >= 0, duration.isFinite else { return nil }
        let product = duration * fps
        let nearest = product.rounded()
        let n = abs(product - nearest) <= 4 * max(nearest, 1).ulp ? nearest : product.rounded(.up)
        guard n < Double(limit) else { return nil }
        return Int(n)
    }
}
