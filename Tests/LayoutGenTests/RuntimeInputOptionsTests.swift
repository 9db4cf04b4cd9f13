import Foundation
import LayoutSpec
import Testing

@testable import layout_gen

/// `layout-gen`'s side of the run-time input table (`RuntimeInputKind`): every kind is given
/// through an `eval` flag (and a `render` one) that the parser reads into the request. With
/// `RuntimeInputTableTests` (LayoutSpecTests), a kind added to the table but not to one of the
/// places derived from it fails a test.
@Suite struct RuntimeInputOptionsTests {
    /// A value for each option, away from its default.
    static func sample(_ option: EvaluationOption) -> String {
        switch option {
        case .width: return "320"
        case .height: return "480"
        case .scale: return "3"
        case .set: return "gap=12"
        case .when: return "rtl"
        case .size: return "title=80x20"
        case .font: return "title=15,-4,11"
        case .safeArea: return "44,0,34,0"
        case .margins: return "1,2,3,4"
        }
    }

    /// `eval`'s options are the table's, each with its table help, and each kind's flag is one.
    @Test func everyKindIsAnEvalAndRenderFlag() {
        #expect(CommandName.eval.options.map(\.name) == EvaluationOption.allCases.map(\.flag))
        for kind in RuntimeInputKind.allCases {
            let option = kind.option
            let eval = CommandName.eval.option(named: option.flag)
            #expect(eval?.help == option.commandLineHelp && eval?.value == option.valueForm, "\(kind)")
            #expect(CommandName.render.option(named: option.flag) != nil, "\(kind)")
        }
    }

    /// Each flag changes the request `eval` evaluates: the parser reads every option.
    @Test func everyFlagReachesTheRequest() throws {
        let plain = try Self.request([])
        for option in EvaluationOption.allCases {
            let request = try Self.request([option.flag, Self.sample(option)])
            #expect(request != plain, "\(option.flag)")
        }
        let all = try Self.request(EvaluationOption.allCases.flatMap { [$0.flag, Self.sample($0)] })
        #expect(all.width == 320 && all.height == 480 && all.scale == 3 && all.inputs == ["gap": 12])
        #expect(all.conditions == ["rtl"] && all.sizes["title"] == CGSize(width: 80, height: 20))
        #expect(all.fonts["title"] == EvaluationRequest.Font(ascender: 15, descender: -4, capHeight: 11))
        #expect(all.safeAreaInsets == EvaluationRequest.Insets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(all.layoutMargins == EvaluationRequest.Insets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// The request `eval SPEC ARGUMENTS` evaluates.
    static func request(_ arguments: [String]) throws -> EvaluationRequest {
        guard case .eval(let options) = try ArgumentParser.parse(["eval", "a.layout.yaml"] + arguments) else {
            Issue.record("not eval: \(arguments)")
            return EvaluationRequest()
        }
        return EvalCommand.request(options)
    }
}
