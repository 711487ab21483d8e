import ActiveTasks

/// ResearchKit's touch-ability scroll list (`ORKTouchAbilityScrollContentView`), measured in
/// pixels of `TouchAbilityLayout`'s 800 × 480 page: 19 numbered items, 6 in view, one coloured;
/// the participant scrolls the coloured item into the box where another item stood.
///
/// Offsets are ResearchKit's content offsets along the list's axis: how far the list's start lies
/// before the view's start. The item numbered `i + 1` (from `i` = 0) lies `i × itemLength − offset`
/// pixels after the view's start.
public enum TouchAbilityScrollList {
    /// Items in the list (`TrialData(19, …)`, `ORKTouchAbilityScrollStepViewController.m` lines 148–151).
    public static let numberOfItems = 19
    /// Items in view: the trial data's five middle items plus one (lines 148–151 and 170–172).
    public static let visibleItems = 6
    /// Each trial's coloured item and the item whose place it goes to, from 0 (`TrialData`'s third
    /// and fourth values, lines 148–151), each pair twice (line 152).
    public static let trials: [(initial: Int, target: Int)] = [(7, 11), (9, 11), (9, 7), (11, 7)]

    /// The list's frame in normalized screen units: the page's width below the top 30 % (144 px at
    /// 800 × 480) kept for the title and the instruction, whose line reaches below the grid's
    /// quarter (ResearchKit's list fills its content view).
    public static let frame = SpatialSpanRect(x: 0, y: 0.3, width: 1, height: 0.7)

    /// The view's length along `direction`, in pixels.
    /// - Parameter direction: The list's axis.
    public static func viewLength(_ direction: ScrollDirection) -> Double {
        direction == .vertical ? frame.height * TouchAbilityLayout.pixelHeight : frame.width * TouchAbilityLayout.pixelWidth
    }

    /// An item's length along `direction`, in pixels: the view's length over `visibleItems`
    /// (`ORKTouchAbilityScrollContentView.m` lines 137 and 154).
    /// - Parameter direction: The list's axis.
    public static func itemLength(_ direction: ScrollDirection) -> Double {
        viewLength(direction) / Double(visibleItems)
    }

    /// The offset each trial starts at: `itemLength × (numberOfItems / 2 − 2.5)`, the division
    /// an integer one (`ORKTouchAbilityScrollContentView.m` lines 226 and 236).
    /// - Parameter direction: The list's axis.
    public static func initialOffset(_ direction: ScrollDirection) -> Double {
        itemLength(direction) * (Double(numberOfItems / 2) - 2.5)
    }

    /// The largest offset: the list's end at the view's end (a scroll view springs back to it).
    /// - Parameter direction: The list's axis.
    public static func maximumOffset(_ direction: ScrollDirection) -> Double {
        itemLength(direction) * Double(numberOfItems) - viewLength(direction)
    }

    /// The offset that brings item `initial` where item `target` was at the start:
    /// `initialOffset − (target − initial) × itemLength` (`targetOffset`, lines 221, 230 and 239).
    /// - Parameters:
    ///   - initial: The coloured item, from 0.
    ///   - target: The item whose place it goes to, from 0.
    ///   - direction: The list's axis.
    public static func targetOffset(initial: Int, target: Int, _ direction: ScrollDirection) -> Double {
        initialOffset(direction) - Double(target - initial) * itemLength(direction)
    }

    /// The box the coloured item goes to, in normalized screen units: where item `target` lies at
    /// the initial offset (ResearchKit's hint view, lines 141–167).
    /// - Parameters:
    ///   - target: The item whose place the box marks, from 0.
    ///   - direction: The list's axis.
    public static func box(target: Int, _ direction: ScrollDirection) -> SpatialSpanRect {
        let start = Double(target) * itemLength(direction) - initialOffset(direction)
        switch direction {
        case .vertical:
            return SpatialSpanRect(x: frame.x, y: frame.y + start / TouchAbilityLayout.pixelHeight,
                                   width: frame.width, height: itemLength(direction) / TouchAbilityLayout.pixelHeight)
        case .horizontal:
            return SpatialSpanRect(x: frame.x + start / TouchAbilityLayout.pixelWidth, y: frame.y,
                                   width: itemLength(direction) / TouchAbilityLayout.pixelWidth, height: frame.height)
        }
    }

    /// The offset after a finger moved from `first` to `last`: the list follows the finger
    /// (a finger moving up or left raises the offset), then springs back into 0 … `maximumOffset`.
    /// - Parameters:
    ///   - first: Where the finger came down, in normalized screen units.
    ///   - last: Where it is or lifted.
    ///   - direction: The list's axis.
    public static func offset(from first: SpatialSpanPoint, to last: SpatialSpanPoint, _ direction: ScrollDirection) -> Double {
        let moved = direction == .vertical ? (last.y - first.y) * TouchAbilityLayout.pixelHeight : (last.x - first.x) * TouchAbilityLayout.pixelWidth
        return min(max(initialOffset(direction) - moved, 0), maximumOffset(direction))
    }
}
