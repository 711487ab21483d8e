import ActiveTasks
import Kiosk
import Study
import TaskSessions

extension ServeKiosk {
    /// The enrolment screen the page shows before the task: what `asked` asks for that the run
    /// does not hold yet (a resumed run keeps the participant and visit it was saved with, so
    /// only a run saved before its enrolment asks again), checked by `study`'s rules and recorded
    /// through `checkpoint`; `nil` when nothing is to be asked.
    /// - Parameters:
    ///   - study: The study, if any.
    ///   - asked: What the flags and the study ask for.
    ///   - checkpoint: The session's checkpoint, once the run has begun: what it holds, and where
    ///     the answers go.
    func enrolmentScreen(_ study: Study?, _ asked: ParticipantOptions.Asked, _ checkpoint: SessionCheckpoint) -> KioskEnrolment? {
        let recorded = checkpoint.enrolment
        let participant = asked.participant && recorded?.participantIdentifier == nil
        let visit = asked.visit && recorded?.visit == nil
        guard participant || visit else { return nil }
        return KioskEnrolment(participant: study?.participant ?? ParticipantRule(), visit: study?.visit ?? VisitRule(),
                              asksParticipant: participant, asksVisit: visit) { participant, visit in
            checkpoint.enrol(participantIdentifier: participant, visit: visit)
        }
    }
}
