extension BuiltInText {
    /// The Amsler grid step's texts by language.
    static let amslerGridCatalogue: [BuiltInLanguage: [BuiltInText: String]] = [
        .english: [
            .amslerGridInstruction: "stare at the dot in the centre, mark where lines look wavy, blurred or missing, then swipe left outside the grid",
            .amslerGridSummary: "{1} areas marked",
            .footerAmslerGridKeys: "arrows: move   space: mark a cell   Enter: done",
        ],
        .german: [
            .amslerGridInstruction: "schauen Sie auf den Punkt in der Mitte, markieren Sie, wo Linien wellig, unscharf oder lückenhaft aussehen, und wischen Sie dann außerhalb des Gitters nach links",
            .amslerGridSummary: "{1} Bereiche markiert",
            .footerAmslerGridKeys: "Pfeile: bewegen   Leertaste: Feld markieren   Eingabe: fertig",
        ],
        .spanish: [
            .amslerGridInstruction: "mire el punto central, marque dónde las líneas se ven onduladas, borrosas o faltan y luego deslice hacia la izquierda fuera de la rejilla",
            .amslerGridSummary: "{1} zonas marcadas",
            .footerAmslerGridKeys: "flechas: mover   espacio: marcar una casilla   Intro: listo",
        ],
        .french: [
            .amslerGridInstruction: "fixez le point au centre, marquez où les lignes semblent ondulées, floues ou absentes, puis balayez vers la gauche hors de la grille",
            .amslerGridSummary: "{1} zones marquées",
            .footerAmslerGridKeys: "flèches : déplacer   espace : marquer une case   Entrée : terminé",
        ],
    ]
}
