extension JSONObjectReader {
    /// Reads an active step's spoken guidance: `spokenInstruction`, `finishedSpokenInstruction`,
    /// `shouldSpeakCountDown`, `shouldPlaySoundOnStart` and `shouldPlaySoundOnFinish`, each
    /// optional (a wrong type is an error naming the key).
    public func spokenGuidance() -> SpokenGuidance {
        SpokenGuidance(spokenInstruction: string("spokenInstruction"),
                       finishedSpokenInstruction: string("finishedSpokenInstruction"),
                       shouldSpeakCountDown: bool("shouldSpeakCountDown"),
                       shouldPlaySoundOnStart: bool("shouldPlaySoundOnStart"),
                       shouldPlaySoundOnFinish: bool("shouldPlaySoundOnFinish"))
    }
}
