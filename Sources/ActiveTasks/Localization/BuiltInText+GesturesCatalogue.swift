extension BuiltInText {
    /// The touch-ability scroll trials' texts by language.
    static let gesturesCatalogue: [BuiltInLanguage: [BuiltInText: String]] = [
        .english: [
            .touchScrollStatus: "Scroll the coloured number into the box ({1}/{2})",
            .footerTouchScrollKeys: "{1} {2}: scroll by one number, any other key: let go",
        ],
        .german: [
            .touchScrollStatus: "Scrollen Sie die farbige Zahl in den Rahmen ({1}/{2})",
            .footerTouchScrollKeys: "{1} {2}: um eine Zahl scrollen, eine andere Taste: loslassen",
        ],
        .spanish: [
            .touchScrollStatus: "Desplace el número de color hasta el recuadro ({1}/{2})",
            .footerTouchScrollKeys: "{1} {2}: desplazar un número, otra tecla: soltar",
        ],
        .french: [
            .touchScrollStatus: "Faites défiler le nombre coloré jusque dans le cadre ({1}/{2})",
            .footerTouchScrollKeys: "{1} {2} : défiler d’un nombre, une autre touche : lâcher",
        ],
    ]
}
