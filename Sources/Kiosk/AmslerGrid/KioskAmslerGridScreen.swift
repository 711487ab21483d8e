/// What the kiosk page draws of an Amsler grid step, beside the screen's title and text.
package struct KioskAmslerGridScreen: Encodable {
    /// The grid and the marked paths.
    var amslerGrid: KioskAmslerGrid
}
