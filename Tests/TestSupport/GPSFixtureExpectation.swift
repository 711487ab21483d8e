import Foundation

/// What generate.py wrote beside an NMEA fixture.
package struct GPSFixtureExpectation: Decodable {
    package struct Fix: Decodable {
        package let time: Double
        package let latitude: Double
        package let longitude: Double
        package let altitude: Double
    }
    package let fixes: [Fix]
    package let lostTimes: [Double]
    package let fixLostCount: Int

    package static func load(_ log: String) throws -> GPSFixtureExpectation {
        try JSONDecoder().decode(GPSFixtureExpectation.self,
                                 from: Data(contentsOf: ProjectPaths.fixture("gps/\(log).expected.json")))
    }

    /// Differences between recorded fixes and the fixture's epochs of the same GNSS time.
    package func differences(_ recorded: [RecordedFix]) -> [String] {
        let byTime = Dictionary(uniqueKeysWithValues: fixes.map { ($0.time, $0) })
        return recorded.compactMap { fix in
            guard let time = fix.time, let expected = byTime[time] else { return "no fix in the log at \(String(describing: fix.time))" }
            let same = (fix.latitude * 1e9).rounded() == (expected.latitude * 1e9).rounded()
                && (fix.longitude * 1e9).rounded() == (expected.longitude * 1e9).rounded()
            return same ? nil : "at \(time): recorded \(fix.latitude), \(fix.longitude); log \(expected.latitude), \(expected.longitude)"
        }
    }
}
