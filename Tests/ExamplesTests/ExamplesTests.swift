import Testing
import LayoutExamples

@Suite struct ExamplesTests {
    @Test func moduleBuilds() {
        _ = LayoutExamples.self
    }
}
