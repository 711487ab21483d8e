/// A failure of the test harness itself, not of the code under test.
package struct TestSupportError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
