extension BuiltInText {
    /// The flanker step's texts by language.
    static let flankerCatalogue: [BuiltInLanguage: [BuiltInText: String]] = [
        .english: [
            .flankerInstruction: "answer which way the middle arrow points, left or right ({1} rows)",
            .flankerSummary: "{1} of {2} right",
        ],
        .german: [
            .flankerInstruction: "geben Sie an, in welche Richtung der mittlere Pfeil zeigt, links oder rechts ({1} Reihen)",
            .flankerSummary: "{1} von {2} richtig",
        ],
        .spanish: [
            .flankerInstruction: "indique hacia dónde apunta la flecha del centro, izquierda o derecha ({1} filas)",
            .flankerSummary: "{1} de {2} correctas",
        ],
        .french: [
            .flankerInstruction: "indiquez dans quelle direction pointe la flèche du milieu, à gauche ou à droite ({1} rangées)",
            .flankerSummary: "{1} sur {2} justes",
        ],
    ]
}
