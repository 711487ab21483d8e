import ActiveTasks
import RecordingFormat

/// The knee and shoulder range-of-motion tasks' parameters — ResearchKit's `limbOption` (the
/// left or the right limb) and our `duration` (ResearchKit ends the step on a tap) — and the
/// texts the limb rewrites (ResearchKit's `KNEE_RANGE_OF_MOTION_…` and
/// `SHOULDER_RANGE_OF_MOTION_…` strings).
extension PredefinedTask {
    /// The joints measured.
    enum Joint { case knee, shoulder }

    static func rangeOfMotionParameters(_ joint: Joint) -> [PredefinedParameter] {
        let step = joint == .knee ? "knee.range.of.motion" : "shoulder.range.of.motion"
        return [
            PredefinedParameter("limbOption", .choice(["left", "right"]), default: .string("right"), "The limb measured.", [
                .text(step: "instruction") { Self.measuresHowFar(joint, limb: $0) },
                .text(step: step) { Self.placeAndMove(joint, limb: $0) },
            ]),
            PredefinedParameter("duration", .number, default: .int(10), "Seconds to move the limb as far as it goes and back.",
                                [.member(step: step, key: "duration")]),
        ]
    }

    private static func isLeft(_ limb: JSONValue) -> Bool { limb == .string("left") }

    static func measuresHowFar(_ joint: Joint, limb: JSONValue) -> JSONValue {
        let left = isLeft(limb)
        return localized {
            switch ($0, joint) {
            case (.english, .knee): "This activity measures how far you can extend your \(left ? "left" : "right") knee."
            case (.english, .shoulder): "This activity measures how far you can extend your \(left ? "left" : "right") shoulder."
            case (.german, .knee): "Diese Aktivität misst, wie weit Sie Ihr \(left ? "linkes" : "rechtes") Knie strecken können."
            case (.german, .shoulder): "Diese Aktivität misst, wie weit Sie Ihre \(left ? "linke" : "rechte") Schulter bewegen können."
            case (.spanish, .knee): "Esta actividad mide cuánto puede extender la rodilla \(left ? "izquierda" : "derecha")."
            case (.spanish, .shoulder): "Esta actividad mide cuánto puede extender el hombro \(left ? "izquierdo" : "derecho")."
            case (.french, .knee): "Cette activité mesure jusqu’où vous pouvez tendre le genou \(left ? "gauche" : "droit")."
            case (.french, .shoulder): "Cette activité mesure jusqu’où vous pouvez lever l’épaule \(left ? "gauche" : "droite")."
            }
        }
    }

    static func placeAndMove(_ joint: Joint, limb: JSONValue) -> JSONValue {
        let left = isLeft(limb)
        return localized {
            switch ($0, joint) {
            case (.english, .knee): "Place the device on your \(left ? "left" : "right") knee. Extend the knee as far as you can, then return to the start position."
            case (.english, .shoulder): "Place the device on your \(left ? "left" : "right") shoulder. Raise the arm to the front as far as you can, then return to the start position."
            case (.german, .knee): "Legen Sie das Gerät auf Ihr \(left ? "linkes" : "rechtes") Knie. Strecken Sie das Knie so weit Sie können und kehren Sie dann in die Ausgangsstellung zurück."
            case (.german, .shoulder): "Legen Sie das Gerät auf Ihre \(left ? "linke" : "rechte") Schulter. Heben Sie den Arm so weit Sie können nach vorn und kehren Sie dann in die Ausgangsstellung zurück."
            case (.spanish, .knee): "Coloque el dispositivo sobre la rodilla \(left ? "izquierda" : "derecha"). Extienda la rodilla todo lo que pueda y vuelva a la posición inicial."
            case (.spanish, .shoulder): "Coloque el dispositivo sobre el hombro \(left ? "izquierdo" : "derecho"). Levante el brazo hacia delante todo lo que pueda y vuelva a la posición inicial."
            case (.french, .knee): "Placez l’appareil sur votre genou \(left ? "gauche" : "droit"). Tendez le genou aussi loin que possible, puis revenez à la position de départ."
            case (.french, .shoulder): "Placez l’appareil sur votre épaule \(left ? "gauche" : "droite"). Levez le bras vers l’avant aussi loin que possible, puis revenez à la position de départ."
            }
        }
    }
}
