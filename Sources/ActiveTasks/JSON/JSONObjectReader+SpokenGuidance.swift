extension JSONObjectReader {
    /// Reads an active step's spoken guidance: `spokenInstruction`, `finishedSpokenInstruction`,
    /// `shouldSpeakCountDown`, `shouldPlaySoundOnStart` and `shouldPlaySoundOnFinish`, each
    /// optional (a wrong type is an error naming the key); the two instructions are texts in the
    /// task's language, written as any other text (docs/TASK-JSON.md, Languages).
    public func spokenGuidance() -> SpokenGuidance {
        SpokenGuidance(spokenInstruction: text("spokenInstruction"),
                       finishedSpokenInstruction: text("finishedSpokenInstruction"),
                       shouldSpeakCountDown: bool("shouldSpeakCountDown"),
                       shouldPlaySoundOnStart: bool("shouldPlaySoundOnStart"),
                       shouldPlaySoundOnFinish: bool("shouldPlaySoundOnFinish"))
    }
}
