extension BuiltInText {
    /// The hole-peg step's texts by language.
    static let holePegCatalogue: [BuiltInLanguage: [BuiltInText: String]] = [
        .english: [
            .holePegInstruction: "pick the peg up with two fingers, carry it and lift a finger to let it go ({1} pegs)",
            .holePegSummary: "{1} of {2} pegs, {3} dropped",
            .holePegNeedsTouch: "Keys cannot drag the peg: it needs two fingers on a touchscreen. Run this task in the kiosk (activetask kiosk) or on a board whose touchscreen the touch recorder reads.",
        ],
        .german: [
            .holePegInstruction: "nehmen Sie den Stift mit zwei Fingern auf, tragen Sie ihn und heben Sie einen Finger, um ihn loszulassen ({1} Stifte)",
            .holePegSummary: "{1} von {2} Stiften, {3} fallen gelassen",
            .holePegNeedsTouch: "Mit Tasten lässt sich der Stift nicht ziehen: Er braucht zwei Finger auf einem Touchscreen. Führen Sie diese Aufgabe im Kiosk aus (activetask kiosk) oder auf einem Gerät, dessen Touchscreen der Touch-Rekorder liest.",
        ],
        .spanish: [
            .holePegInstruction: "tome la clavija con dos dedos, llévela y levante un dedo para soltarla ({1} clavijas)",
            .holePegSummary: "{1} de {2} clavijas, {3} caídas",
            .holePegNeedsTouch: "Las teclas no pueden arrastrar la clavija: hacen falta dos dedos en una pantalla táctil. Ejecute esta tarea en el quiosco (activetask kiosk) o en un equipo cuya pantalla táctil lea el grabador táctil.",
        ],
        .french: [
            .holePegInstruction: "saisissez la cheville avec deux doigts, déplacez-la et levez un doigt pour la lâcher ({1} chevilles)",
            .holePegSummary: "{1} sur {2} chevilles, {3} lâchées",
            .holePegNeedsTouch: "Les touches ne peuvent pas déplacer la cheville : il faut deux doigts sur un écran tactile. Lancez cette tâche dans le kiosque (activetask kiosk) ou sur un appareil dont l’écran tactile est lu par l’enregistreur tactile.",
        ],
    ]
}
