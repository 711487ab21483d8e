import Foundation
import TestSupport
import Testing

/// Every text the tool ships in a language addresses the participant in one register: Spanish
/// in "tú", as ResearchKit's Spanish does (`ResearchKit/Localized/es.lproj/ResearchKit.strings`:
/// "Revisa el siguiente formulario y pulsa Acepto para continuar.", "Coloca el dispositivo sobre
/// una superficie plana."), German in "Sie" as the rest of its texts do. The tables mixed them
/// ("Elija su idioma" beside "Cierra el ojo izquierdo"; "Schließe dein linkes Auge" beside
/// "Wählen Sie Ihre Sprache").
@Suite struct LanguageRegisterTests {
    /// The texts of every `strings/TAG.json` under `Sources` (the core's, the families', the
    /// predefined tasks', the presenters' and the study's tables), as (file, key, text).
    private static func texts(of tag: String) throws -> [(file: String, key: String, text: String)] {
        let folder = ProjectPaths.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix("strings/\(tag).json") }.sorted()
        #expect(files.count >= 7, "\(files)")
        return try files.flatMap { file in
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let texts = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String], "\(file)")
            return texts.sorted { $0.key < $1.key }.map { (file, $0.key, $0.value) }
        }
    }

    /// Where `texts` say one of `words`, as `file: key: word`.
    private static func found(_ words: Regex<(Substring, Substring)>, in texts: [(file: String, key: String, text: String)]) -> [String] {
        texts.flatMap { entry in entry.text.matches(of: words).map { "\(entry.file): \(entry.key): \($0.output.0)" } }
    }

    /// Words only "usted" says in these texts: the pronoun and the formal imperatives the tables
    /// used (left out: "toque", also the noun, "primer toque", and "lea", "pida" and "deslice",
    /// also a thing's subjunctive, "según pida cada pantalla").
    @Test func everySpanishTextAddressesTheParticipantAsTu() throws {
        let formal = /\b(usted|ustedes|elija|escriba|pulse|firme|camine|siga|haga|hágalo|mire|marque|indique|sume|responda|empiece|coloque|tome|guarde|busque|mantenga|agite|gire|mueva|observe|repita|pellizque|desplace|revise|seleccione|apoye|sostenga|lleve|dé|quédese|siéntese|levántese|prepárese|tóquese|tóquelos|escuche|espere|use|continúe|reduzca|calcule|introduzca|extienda|levante|póngase|permanezca|intente|avise|pare)\b/.ignoresCase()
        let found = Self.found(formal, in: try Self.texts(of: "es"))
        #expect(found == [], "\(found.joined(separator: "\n"))")
    }

    /// The words of "du" (the pronoun and its possessive) are in no German text.
    @Test func everyGermanTextAddressesTheParticipantAsSie() throws {
        let familiar = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/.ignoresCase()
        let found = Self.found(familiar, in: try Self.texts(of: "de"))
        #expect(found == [], "\(found.joined(separator: "\n"))")
    }
}
