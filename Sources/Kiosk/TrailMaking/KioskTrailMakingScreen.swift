/// What the kiosk page draws of a Trail Making step, beside the screen's title and text.
package struct KioskTrailMakingScreen: Encodable {
    /// The errors so far.
    var score: Int
    /// The circles, in page units: `done` once reached in order, `error` while flashed after a wrong tap.
    var targets: [KioskTarget]
}
