//! `retrograde rules` on a game with moves to sums, or asked about a sum
//! (`--sum`): everything from the positions' values, since a sum is not one
//! state of the graph the engine runs over.

use retrograde::rules::{Rules, RulesGraph, Solved};

use super::{pattern_refusal, Solve, NOT_NORMAL_PLAY};

/// The table, the pattern or the sum's answer, from the values.
pub fn table(args: &Solve, rules: &Rules, graph: &RulesGraph) -> Result<String, String> {
    if rules.has_win_clause() {
        return Err(NOT_NORMAL_PLAY.replace("--grundy", "--sum"));
    }
    let values = rules.sum_values(graph).map_err(|e| e.to_string())?;
    if let Some(text) = &args.sum {
        let parts = rules
            .sum_of(text)
            .map_err(|e| format!("--sum, column {}: {}", e.place.column, e.message))?;
        return Ok(rules.answer_sum(graph, &values, &parts).to_string());
    }
    if let Some(format) = &args.table {
        let solved = Solved {
            outcome: &|state| values.outcome(state),
            grundy: Some(&|state| values.value(state)),
        };
        return super::sg_table(rules, format, &solved);
    }
    if args.pattern {
        return rules
            .value_pattern(&values)
            .map(|p| p.to_string())
            .ok_or_else(|| pattern_refusal(rules));
    }
    eprintln!(
        "retrograde: note: remoteness is '-' for every state: in a game with sums it does not \
         follow from the parts' remoteness"
    );
    Ok(rules.write_value_table(&values, args.grundy))
}
