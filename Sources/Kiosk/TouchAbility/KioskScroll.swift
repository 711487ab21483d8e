import ActiveTasks

/// What the kiosk page draws of a touch-ability scroll trial: the list of numbered items in its
/// frame, scrolled to the offset the server computed from the finger, and the box the coloured
/// item goes to; frames in page units (0 … 1 of the page's width and height).
struct KioskScroll: Encodable, Equatable {
    /// `vertical` or `horizontal`.
    var direction: String
    /// The list's frame.
    var frame: KioskTarget
    /// The box the coloured item goes to.
    var box: KioskTarget
    /// Items in the list, numbered from 1.
    var items: Int
    /// Items in view at once.
    var visible: Int
    /// The coloured item, from 0.
    var coloured: Int
    /// The list's offset now, in items.
    var offset: Double
}
