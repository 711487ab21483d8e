extension BuiltInText {
    /// The touch-ability scroll, pinch and rotation trials' texts by language.
    static let gesturesCatalogue: [BuiltInLanguage: [BuiltInText: String]] = [
        .english: [
            .touchPinchStatus: "Pinch the square to the size of the outline ({1}/{2})",
            .touchRotationStatus: "Turn the arrow with two fingers onto the outline ({1}/{2})",
            .touchTwoFingerKeys: "Keys cannot pinch or turn: any key skips this trial",
            .touchScrollStatus: "Scroll the coloured number into the box ({1}/{2})",
            .footerTouchScrollKeys: "{1} {2}: scroll by one number, any other key: let go",
        ],
        .german: [
            .touchPinchStatus: "Ziehen Sie das Quadrat mit zwei Fingern auf die Größe des Umrisses ({1}/{2})",
            .touchRotationStatus: "Drehen Sie den Pfeil mit zwei Fingern auf den Umriss ({1}/{2})",
            .touchTwoFingerKeys: "Tasten können nicht zoomen oder drehen: eine Taste überspringt",
            .touchScrollStatus: "Scrollen Sie die farbige Zahl in den Rahmen ({1}/{2})",
            .footerTouchScrollKeys: "{1} {2}: um eine Zahl scrollen, eine andere Taste: loslassen",
        ],
        .spanish: [
            .touchPinchStatus: "Pellizque el cuadrado hasta el tamaño del contorno ({1}/{2})",
            .touchRotationStatus: "Gire la flecha con dos dedos hasta el contorno ({1}/{2})",
            .touchTwoFingerKeys: "Las teclas no pueden pellizcar ni girar: una tecla lo salta",
            .touchScrollStatus: "Desplace el número de color hasta el recuadro ({1}/{2})",
            .footerTouchScrollKeys: "{1} {2}: desplazar un número, otra tecla: soltar",
        ],
        .french: [
            .touchPinchStatus: "Pincez le carré à la taille du contour ({1}/{2})",
            .touchRotationStatus: "Tournez la flèche à deux doigts sur le contour ({1}/{2})",
            .touchTwoFingerKeys: "Les touches ne peuvent ni pincer ni tourner : une touche passe",
            .touchScrollStatus: "Faites défiler le nombre coloré jusque dans le cadre ({1}/{2})",
            .footerTouchScrollKeys: "{1} {2} : défiler d’un nombre, une autre touche : lâcher",
        ],
    ]
}
