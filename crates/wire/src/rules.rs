//! A game written in the rule language on the wire: what its answer holds.

use retrograde::check::RulesShape;
use serde::Serialize;

/// The layout of an answer to a rule program (one outcome per state, in
/// state order), tagged by `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ShapeWire {
    Rules,
}

impl From<RulesShape> for ShapeWire {
    fn from(_: RulesShape) -> Self {
        ShapeWire::Rules
    }
}
