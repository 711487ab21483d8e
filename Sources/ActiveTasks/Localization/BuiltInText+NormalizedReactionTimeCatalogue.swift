extension BuiltInText {
    /// The touch reaction-time step's texts by language; the attempt line is ResearchKit's
    /// `REACTION_TIME_TASK_ATTEMPTS_FORMAT` in each language (`ResearchKit/Localized/*.lproj/ResearchKit.strings`).
    static let normalizedReactionTimeCatalogue: [BuiltInLanguage: [BuiltInText: String]] = [
        .english: [
            .normalizedReactionTimeInstruction: "touch the screen as soon as the blue circle appears ({1} attempts)",
            .normalizedReactionTimeWait: "Attempt {1} of {2}: wait for the blue circle",
            .normalizedReactionTimeStimulus: "TOUCH NOW",
            .normalizedReactionTimeTooLate: "too late: touch as soon as the circle appears",
            .footerNormalizedReactionTimeKeys: "{1}: touch",
        ],
        .german: [
            .normalizedReactionTimeInstruction: "berühren Sie den Bildschirm, sobald der blaue Kreis erscheint ({1} Versuche)",
            .normalizedReactionTimeWait: "Versuch {1} von {2}: warten Sie auf den blauen Kreis",
            .normalizedReactionTimeStimulus: "JETZT BERÜHREN",
            .normalizedReactionTimeTooLate: "zu spät: berühren Sie, sobald der Kreis erscheint",
            .footerNormalizedReactionTimeKeys: "{1}: berühren",
        ],
        .spanish: [
            .normalizedReactionTimeInstruction: "toque la pantalla en cuanto aparezca el círculo azul ({1} intentos)",
            .normalizedReactionTimeWait: "Intento {1} de {2}: espere el círculo azul",
            .normalizedReactionTimeStimulus: "TOQUE AHORA",
            .normalizedReactionTimeTooLate: "demasiado tarde: toque en cuanto aparezca el círculo",
            .footerNormalizedReactionTimeKeys: "{1}: tocar",
        ],
        .french: [
            .normalizedReactionTimeInstruction: "touchez l’écran dès que le cercle bleu apparaît ({1} essais)",
            .normalizedReactionTimeWait: "Tentative {1} sur {2} : attendez le cercle bleu",
            .normalizedReactionTimeStimulus: "TOUCHEZ MAINTENANT",
            .normalizedReactionTimeTooLate: "trop tard : touchez dès que le cercle apparaît",
            .footerNormalizedReactionTimeKeys: "{1} : toucher",
        ],
    ]
}
