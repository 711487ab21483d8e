/// Walking bouts from initial contacts, by Mobilise-D's rules (Kluge et al. 2021, "Consensus
/// based framework for digital mobility monitoring", PLoS ONE 16:e0256541; mobgap's
/// `StrideSelection` and `WbAssembly`): every two consecutive steps make a stride; a stride counts
/// when it lasts `strideDurations` and, where its length is known, is at least
/// `minimumStrideLength` long, and when neither step is a pause (longer than `maximumStepSeconds`);
/// counted strides form one bout until a break of more than `maximumBreak`; a bout needs at least
/// `minimumStrides` strides, `minimumStridesPerFoot` of them each foot's.
package enum WalkingBoutAssembler {
    /// The least strides of a bout (Mobilise-D).
    package static let minimumStrides = 4
    /// The least strides of each foot in a bout (Mobilise-D: mobgap 1.2.0's `WbAssembly` rule
    /// `NStridesCriteria(min_strides=4, min_strides_left=3, min_strides_right=3)`,
    /// `src/mobgap/wba/_wb_assembly.py` line 133). The feet alternate: a stride from an even-numbered
    /// contact of the recording is one foot's, from an odd-numbered one the other's.
    package static let minimumStridesPerFoot = 3
    /// The longest break within a bout, seconds (Mobilise-D).
    package static let maximumBreak = 3.0
    /// The durations a stride may have, seconds (Mobilise-D).
    package static let strideDurations = 0.2...3.0
    /// The least length of a stride, metres (Mobilise-D).
    package static let minimumStrideLength = 0.15
    /// A step longer than this is a pause, seconds (as the walk's `WalkAnalyzer.maximumStepInterval`).
    package static let maximumStepSeconds = 2.0

    /// The bouts, in time order.
    /// - Parameters:
    ///   - contacts: The initial contacts, seconds, in time order.
    ///   - stepLengths: Each step's length (between contact k and k + 1), metres; empty without a
    ///     sensor height.
    ///   - turns: The turns, in time order.
    package static func bouts(contacts: [Double], stepLengths: [Double], turns: [WalkingBout.Turn]) -> [WalkingBout] {
        var strides: [(stride: WalkingBout.Stride, foot: Int)] = []
        for first in contacts.indices.dropLast(2) {
            let middle = contacts[first + 1], last = contacts[first + 2]
            let length = stepLengths.isEmpty ? nil : stepLengths[first] + stepLengths[first + 1]
            let stride = WalkingBout.Stride(start: contacts[first], end: last, length: length)
            guard middle - stride.start <= maximumStepSeconds, last - middle <= maximumStepSeconds,
                  strideDurations.contains(stride.duration), length.map({ $0 >= minimumStrideLength }) ?? true else { continue }
            strides.append((stride, first % 2))
        }
        var groups: [[(stride: WalkingBout.Stride, foot: Int)]] = []
        for stride in strides {
            if let last = groups.last?.last, stride.stride.start - last.stride.end <= maximumBreak {
                groups[groups.count - 1].append(stride)
            } else {
                groups.append([stride])
            }
        }
        return groups.filter { group in
            group.count >= minimumStrides && (0...1).allSatisfy { foot in group.count { $0.foot == foot } >= minimumStridesPerFoot }
        }.map { $0.map { $0.stride } }.map { group in
            let start = group[0].start, end = group.map(\.end).max() ?? group[0].end
            return WalkingBout(start: start, end: end, initialContacts: contacts.filter { $0 >= start && $0 <= end }, strides: group,
                               turns: turns.filter { (start...end).contains(($0.start + $0.end) / 2) })
        }
    }
}
