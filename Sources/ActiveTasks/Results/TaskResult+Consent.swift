extension TaskResult {
    /// The latest consent signature result of each signature, from visits no later visit
    /// superseded, in the order first collected.
    public var consentSignatures: [ConsentSignatureResult] {
        var latest: [ConsentSignatureResult] = []
        for step in stepHistory where !step.isPrevious {
            for signature in step.results.all(of: ConsentSignatureResult.self) {
                if let index = latest.firstIndex(where: { $0.identifier == signature.identifier }) {
                    latest[index] = signature
                } else {
                    latest.append(signature)
                }
            }
        }
        return latest
    }
}
