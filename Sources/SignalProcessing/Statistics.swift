import Foundation

/// Summary statistics with the exact definitions of R and mhealthtools, so that our figures match
/// the published ones (see docs/ANALYSIS.md for each formula).
///
/// Every function takes the values in their recorded order and returns `nil` when the statistic
/// is undefined for so few values (R would return `NA`).
public enum Statistics {
    /// The arithmetic mean.
    public static func mean(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        return values.reduce(0, +) / Double(values.count)
    }

    /// The sample variance with the n − 1 denominator (R's `var`).
    public static func variance(_ values: [Double]) -> Double? {
        guard values.count >= 2, let mean = mean(values) else { return nil }
        let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return squares / Double(values.count - 1)
    }

    /// The sample standard deviation with the n − 1 denominator (R's `sd`).
    public static func standardDeviation(_ values: [Double]) -> Double? {
        variance(values).map { $0.squareRoot() }
    }

    /// The quantile at probability `p` by linear interpolation between order statistics
    /// (R's `quantile(type = 7)`): h = (n − 1)·p, Q = x⌊h⌋ + (h − ⌊h⌋)(x⌊h⌋+1 − x⌊h⌋).
    /// - Parameters:
    ///   - values: The values, in any order.
    ///   - p: The probability, in [0, 1].
    public static func quantile(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let h = Double(sorted.count - 1) * p
        let lower = Int(h.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (h - Double(lower)) * (sorted[upper] - sorted[lower])
    }

    /// The median (the type-7 quantile at 0.5).
    public static func median(_ values: [Double]) -> Double? {
        quantile(values, 0.5)
    }

    /// The interquartile range Q(0.75) − Q(0.25) with type-7 quantiles (R's `IQR`).
    public static func interquartileRange(_ values: [Double]) -> Double? {
        guard let q1 = quantile(values, 0.25), let q3 = quantile(values, 0.75) else { return nil }
        return q3 - q1
    }

    /// The median absolute deviation scaled by 1.4826 (R's `mad`).
    public static func medianAbsoluteDeviation(_ values: [Double]) -> Double? {
        guard let center = median(values) else { return nil }
        return median(values.map { abs($0 - center) }).map { $0 * 1.4826 }
    }

    /// The coefficient of variation in percent, sd / mean × 100 (mhealthtools' `coef_var`).
    public static func coefficientOfVariation(_ values: [Double]) -> Double? {
        guard let sd = standardDeviation(values), let mean = mean(values) else { return nil }
        return sd / mean * 100
    }

    /// The skewness as e1071's default (type 3): b₁ = m₃ / s³, with m₃ the third central moment
    /// (denominator n) and s the n − 1 standard deviation.
    public static func skewness(_ values: [Double]) -> Double? {
        guard let sd = standardDeviation(values), sd > 0, let mean = mean(values) else { return nil }
        let m3 = values.reduce(0) { $0 + pow($1 - mean, 3) } / Double(values.count)
        return m3 / pow(sd, 3)
    }

    /// The excess kurtosis as e1071's default (type 3): b₂ = m₄ / s⁴ − 3, with m₄ the fourth
    /// central moment (denominator n) and s the n − 1 standard deviation.
    public static func kurtosis(_ values: [Double]) -> Double? {
        guard let sd = standardDeviation(values), sd > 0, let mean = mean(values) else { return nil }
        let m4 = values.reduce(0) { $0 + pow($1 - mean, 4) } / Double(values.count)
        return m4 / pow(sd, 4) - 3
    }

    /// The mean Teager–Kaiser energy, mean over i = 2…n−1 of xᵢ² − xᵢ₊₁·xᵢ₋₁
    /// (mhealthtools' `mean_tkeo`).
    public static func meanTeagerKaiserEnergy(_ values: [Double]) -> Double? {
        guard values.count >= 3 else { return nil }
        var sum = 0.0
        for i in 1..<(values.count - 1) {
            sum += values[i] * values[i] - values[i + 1] * values[i - 1]
        }
        return sum / Double(values.count - 2)
    }

    /// The sample autocorrelation at `lag` as R's `acf`:
    /// Σₜ (xₜ − x̄)(xₜ₊ₖ − x̄) / Σₜ (xₜ − x̄)², both sums with denominator n.
    /// - Parameters:
    ///   - values: The series, in order.
    ///   - lag: The lag k ≥ 1, in samples.
    public static func autocorrelation(_ values: [Double], lag: Int) -> Double? {
        guard lag >= 0, values.count > lag, let mean = mean(values) else { return nil }
        let denominator = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        guard denominator > 0 else { return nil }
        var numerator = 0.0
        for t in 0..<(values.count - lag) {
            numerator += (values[t] - mean) * (values[t + lag] - mean)
        }
        return numerator / denominator
    }

    /// mhealthtools' fatigue: the mean of the first k values minus the mean of the values with
    /// 1-based indices n − k … n, where k = round(n · percent / 100) (R rounds half to even) for
    /// 10 % and 25 %, and ⌊n / 2⌋ for 50 %.
    ///
    /// The last segment holds k + 1 values and the first max(k, 1), exactly as R's indexing
    /// `x[1:k]` and `x[(n - k):n]` does.
    /// - Parameters:
    ///   - values: The series, in order.
    ///   - percent: 10, 25 or 50.
    public static func fatigue(_ values: [Double], percent: Int) -> Double? {
        let n = values.count
        guard n >= 2 else { return nil }
        let k = percent == 50 ? n / 2 : Int((Double(n * percent) / 100).rounded(.toNearestOrEven))
        guard n - k >= 1 else { return nil }
        let first = values[0..<max(k, 1)]
        let last = values[(n - k - 1)..<n]
        return first.reduce(0, +) / Double(first.count) - last.reduce(0, +) / Double(last.count)
    }

    /// Pearson's correlation coefficient (R's `cor`).
    /// - Parameters:
    ///   - x: The first variable.
    ///   - y: The second variable, as long as `x`.
    public static func correlation(_ x: [Double], _ y: [Double]) -> Double? {
        guard x.count == y.count, x.count >= 2, let mx = mean(x), let my = mean(y) else { return nil }
        var sxy = 0.0, sxx = 0.0, syy = 0.0
        for i in x.indices {
            sxy += (x[i] - mx) * (y[i] - my)
            sxx += (x[i] - mx) * (x[i] - mx)
            syy += (y[i] - my) * (y[i] - my)
        }
        guard sxx > 0, syy > 0 else { return nil }
        return sxy / (sxx * syy).squareRoot()
    }
}
