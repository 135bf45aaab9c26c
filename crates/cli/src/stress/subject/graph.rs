//! `retrograde stress graph`: one game graph per input.

use std::process::ExitCode;

use clap::{value_parser, Args};
use retrograde::graph::check::check_graph;
use retrograde::graph::gen::{every_graph_count, graph_input, GraphCase, GraphKind, GraphSchedule};
use retrograde::graph::judge::graph_answer;
use retrograde::shrink::{shrink_trying, Shrunk, Trial};

use super::{checked, push_pin_and_answer, Checked, Mistake, Passed, Subject};
use crate::stress::{gen, packed, stress, Options, HELP};

/// Game graphs: one graph per input
#[derive(Args)]
#[command(after_help = HELP)]
pub struct Stress {
    /// Largest n tried
    #[arg(long, value_name = "N", default_value_t = 100_000, value_parser = value_parser!(u32).range(1..=100_000))]
    max_n: u32,
    /// Most edge lines tried
    #[arg(long, value_name = "M", default_value_t = 1_000_000, value_parser = value_parser!(u32).range(0..=1_000_000))]
    max_m: u32,
    /// Only random graphs of this kind, without the exhaustive start (repeat it for several)
    #[arg(long = "kind", value_name = "KIND", value_parser = gen::graph::kind)]
    kinds: Vec<GraphKind>,
    #[command(flatten)]
    options: Options,
}

impl Stress {
    /// Runs the command; its exit status as documented in [`HELP`].
    pub fn stress(&self) -> ExitCode {
        let (max_n, max_m) = (self.max_n, self.max_m);
        stress(
            |seed| Graphs::new(seed, max_n, max_m, &self.kinds),
            &self.options,
        )
    }
}

/// Game graphs, one per input.
pub struct Graphs {
    schedule: GraphSchedule,
    passed: Passed,
}

impl Graphs {
    /// The whole schedule when `kinds` is empty, else random graphs of
    /// those kinds only.
    pub fn new(seed: u64, max_n: u32, max_m: u32, kinds: &[GraphKind]) -> Self {
        let schedule = match kinds {
            [] => GraphSchedule::new(seed, max_n, max_m),
            kinds => GraphSchedule::of_kinds(seed, max_n, max_m, kinds),
        };
        // Repeated or reordered edge lines come only in random graphs.
        let covered = |n| {
            format!("every set of edges on up to {n} nodes, each edge listed once and in order,")
        };
        let passed = Passed::new(
            "graph",
            covered,
            1..=schedule.exhaustive_up_to(),
            every_graph_count,
        );
        Graphs { schedule, passed }
    }
}

/// `game=graph&edges=3,2;1,2;2,3&step=end&pin=1&answer=...`: the judge
/// input with its lines separated by `;` and its numbers by `,`, packed
/// into `edgesz=` when long.
fn graph_link(input: &GraphCase, pin: Option<&str>, answer: Option<&[u8]>) -> String {
    let edges = packed::param("edges", graph_input(input).as_bytes());
    let mut link = format!("game=graph&{edges}&step=end");
    push_pin_and_answer(&mut link, pin, answer);
    link
}

impl Subject for Graphs {
    type Input = GraphCase;

    fn next_input(&mut self) -> GraphCase {
        self.schedule.next().expect("the schedule never ends")
    }

    fn write(&self, input: &GraphCase) -> String {
        graph_input(input)
    }

    fn check(&self, input: &GraphCase, answer: &[u8]) -> Checked {
        checked(check_graph(&input.graph(), answer), |first| Mistake {
            index: first.node as usize - 1,
            pin: first.node.to_string(),
        })
    }

    fn truth(&self, input: &GraphCase) -> String {
        let mut out = String::new();
        graph_answer(&input.graph(), false, &mut out);
        out
    }

    fn games(&self, _: &GraphCase) -> usize {
        1
    }

    fn unit(&self) -> &'static str {
        "graph"
    }

    fn size(&self, input: &GraphCase) -> String {
        format!("n = {}, m = {}", input.nodes(), input.edges().len())
    }

    /// The part of the graph the wrong node reaches is tried first: it
    /// alone decides that node's outcome.
    fn shrink(
        &self,
        input: GraphCase,
        suspect: Option<usize>,
        still_fails: impl FnMut(&GraphCase) -> Trial,
    ) -> Shrunk<GraphCase> {
        let reached = suspect.and_then(|node| input.reachable_from(node as u32));
        shrink_trying(input, reached, still_fails)
    }

    fn link(&self, input: &GraphCase, mistake: Option<&Mistake>, answer: Option<&[u8]>) -> String {
        graph_link(input, mistake.map(|m| m.pin.as_str()), answer)
    }

    fn passed(&mut self, _: &GraphCase) {
        self.passed.games += 1;
    }

    fn smaller_ones(&self) -> Option<String> {
        self.passed.describe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_the_pages() {
        let graphs = Graphs::new(1, 100_000, 1_000_000, &[]);
        let path = GraphCase::new(3, vec![(0, 1), (1, 2)]).unwrap();
        let mistake = Mistake {
            index: 0,
            pin: "1".into(),
        };
        assert_eq!(
            graphs.link(&path, Some(&mistake), None),
            "game=graph&edges=3,2;1,2;2,3&step=end&pin=1"
        );
        let empty = GraphCase::new(2, Vec::new()).unwrap();
        assert_eq!(
            graphs.link(&empty, None, None),
            "game=graph&edges=2,0&step=end"
        );
    }

    #[test]
    fn long_graphs_and_answers_are_packed() {
        let graphs = Graphs::new(1, 100_000, 1_000_000, &[]);
        let cycle = GraphCase::new(300, (0..300).map(|u| (u, (u + 1) % 300)).collect()).unwrap();
        let answer = "Loop ".repeat(300);
        let link = graphs.link(&cycle, None, Some(answer.as_bytes()));
        let params: Vec<(&str, &str)> = link
            .split('&')
            .map(|pair| pair.split_once('=').unwrap())
            .collect();
        let value = |name| params.iter().find(|(key, _)| *key == name).unwrap().1;
        assert_eq!(
            packed::tests::unpack(value("edgesz")),
            graph_input(&cycle).as_bytes()
        );
        assert_eq!(packed::tests::unpack(value("answerz")), answer.as_bytes());
        assert!(link.len() < 2000, "{} characters", link.len());
    }

    #[test]
    fn a_wrong_node_is_named_by_its_number() {
        let graphs = Graphs::new(1, 100_000, 1_000_000, &[]);
        let path = GraphCase::new(3, vec![(0, 1), (1, 2)]).unwrap();
        assert_eq!(graphs.truth(&path), "Lose Win Lose\n");
        let Checked::Wrong { mistake, report } = graphs.check(&path, b"Lose Lose Lose\n") else {
            panic!("the answer is wrong");
        };
        assert_eq!((mistake.index, mistake.pin.as_str()), (1, "2"));
        assert!(report.starts_with("wrong answer: line 1, word 2: node 2: "));
        assert!(matches!(
            graphs.check(&path, b"Lose Win"),
            Checked::Presentation { .. }
        ));
    }

    #[test]
    fn passing_graphs_prove_the_smaller_ones() {
        let mut graphs = Graphs::new(1, 100_000, 1_000_000, &[]);
        for _ in 0..20 {
            let input = graphs.next_input();
            graphs.passed(&input);
        }
        assert_eq!(
            graphs.smaller_ones().as_deref(),
            Some(
                "every set of edges on up to 2 nodes, each edge listed once and in order, passed (18 graphs)"
            )
        );
        let mut repeats = Graphs::new(1, 100_000, 1_000_000, &[GraphKind::Repeats]);
        let input = repeats.next_input();
        repeats.passed(&input);
        assert_eq!(repeats.smaller_ones(), None);
    }
}
