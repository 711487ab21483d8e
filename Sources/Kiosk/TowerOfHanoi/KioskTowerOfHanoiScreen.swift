/// What the kiosk page draws of a Tower of Hanoi step, beside the screen's title and text.
package struct KioskTowerOfHanoiScreen: Encodable {
    /// The moves so far.
    var score: Int
    /// The number of disks.
    var games: Int
    /// The disks on each tower, bottom first, by size (1 the smallest).
    var disks: [[Int]]
    /// The towers, in page units: `selected` while its top disk waits to move, the last `target`.
    var targets: [KioskTarget]
}
