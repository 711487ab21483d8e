/// A place on the page drawn by a family's view (a tapping target, a memory cell, a Stroop button,
/// a frame), in page units (0–1 of the page's width and height).
package struct KioskTarget: Encodable, Equatable {
    /// Its accessible name: `Left target`, `Right target`, `Cell 1`…
    var name: String
    /// Left edge.
    var x: Double
    /// Top edge.
    var y: Double
    /// Width.
    var width: Double
    /// Height.
    var height: Double
    /// `lit` while shown in a memory sequence, `done` once tapped in order (memory, Trail Making),
    /// `error` for a Trail Making circle tapped out of order, until the next tap; a Tower of Hanoi
    /// tower `selected` while its top disk waits to move, the last `target`.
    var state: String?
    /// The text shown on it, when not the page's own (a Stroop button's colour initial, `R`).
    var label: String?
}
