//! What a stress run needs to know about a game: where its inputs come
//! from, how they are written, checked and shrunk, and how the page shows
//! one. A new game is one more [`Subject`].

use retrograde::berzerk::{Mover, State};
use retrograde::check::{self, jump_field, Verdict};
use retrograde::gen::{
    berzerk_cases_input, berzerk_input, every_game_count, every_graph_count, graph_input,
    pack_cases, piles_input, BerzerkCase, GraphCase, GraphKind, GraphSchedule, PileSchedule, Query,
    Schedule,
};
use retrograde::judge::{self, is_space, Limits, Solver};
use retrograde::shrink::{shrink, shrink_list, shrink_trying, Shrink, Shrunk, Trial};

use super::packed;

/// The checker's word on an answer.
pub enum Checked {
    Accepted,
    /// The checker's report, and the first mistake.
    Wrong {
        report: String,
        mistake: Mistake,
    },
    Presentation {
        report: String,
    },
}

/// Where the first wrong word is: which case, query or node (from 0) of
/// the input, and what the page pins for it (`R4`, `3,5` for piles, the
/// node's number for a graph).
#[derive(Clone, Debug)]
pub struct Mistake {
    pub index: usize,
    pub pin: String,
}

/// A game under stress.
pub trait Subject {
    type Input: Shrink;

    /// The next input of the search.
    fn next_input(&mut self) -> Self::Input;

    /// The input in the judge format the program reads.
    fn write(&self, input: &Self::Input) -> String;

    fn check(&self, input: &Self::Input, answer: &[u8]) -> Checked;

    /// The true answer, as `retrograde` writes it.
    fn truth(&self, input: &Self::Input) -> String;

    /// Games in an input (queries, for piles).
    fn games(&self, input: &Self::Input) -> usize;

    /// What [`Subject::games`] counts.
    fn unit(&self) -> &'static str {
        "game"
    }

    /// The input's size, for progress lines.
    fn size(&self, input: &Self::Input) -> String;

    /// Shrinks a failing input; `suspect` is the case, query or node the
    /// checker named, if it named one.
    fn shrink(
        &self,
        input: Self::Input,
        suspect: Option<usize>,
        still_fails: impl FnMut(&Self::Input) -> Trial,
    ) -> Shrunk<Self::Input>;

    /// The page's query string (after `?`) for the input, with the mistake
    /// pinned, the run at its end, and `answer` (the program's output, when
    /// the checker judged it) for the page to check as the checker did.
    fn link(&self, input: &Self::Input, mistake: Option<&Mistake>, answer: Option<&[u8]>)
        -> String;

    /// Notes that an input passed.
    fn passed(&mut self, input: &Self::Input);

    /// What the passed inputs prove about smaller ones, if anything.
    fn smaller_ones(&self) -> Option<String> {
        None
    }
}

/// "1 game", "10 games", "2 queries".
pub fn plural(count: u64, unit: &str) -> String {
    match (count, unit.strip_suffix('y')) {
        (1, _) => format!("1 {unit}"),
        (_, Some(stem)) => format!("{count} {stem}ies"),
        _ => format!("{count} {unit}s"),
    }
}

/// Counts the games that passed, in schedule order, to say how far the
/// exhaustive start of a schedule is known to pass.
struct Passed {
    games: u64,
    /// What a game is ("game", "graph").
    unit: &'static str,
    /// What the exhaustive start up to a size covers, exactly.
    covered: fn(u32) -> String,
    /// Each size tried exhaustively, ascending, with how many games the
    /// schedule holds up to it.
    levels: Vec<(u32, u64)>,
}

impl Passed {
    fn new(
        unit: &'static str,
        covered: fn(u32) -> String,
        sizes: impl Iterator<Item = u32>,
        count: fn(u32) -> u64,
    ) -> Self {
        Passed {
            games: 0,
            unit,
            covered,
            levels: sizes.map(|n| (n, count(n))).collect(),
        }
    }

    /// "every game with n <= 4 passed (59 games)", when the first size did.
    fn describe(&self) -> Option<String> {
        let (up_to, count) = self
            .levels
            .iter()
            .take_while(|&&(_, count)| count <= self.games)
            .last()?;
        Some(format!(
            "{} passed ({})",
            (self.covered)(*up_to),
            plural(*count, self.unit)
        ))
    }
}

/// How far a Berzerk schedule's exhaustive start is known to pass.
fn berzerk_passed(schedule: &Schedule) -> Passed {
    let covered = |n| format!("every game with n <= {n}");
    Passed::new(
        "game",
        covered,
        2..=schedule.exhaustive_up_to(),
        every_game_count,
    )
}

/// Berzerk, one game per input.
pub struct BerzerkOne {
    schedule: Schedule,
    passed: Passed,
}

impl BerzerkOne {
    pub fn new(seed: u64, max_n: u32) -> Self {
        let schedule = Schedule::new(seed, max_n);
        let passed = berzerk_passed(&schedule);
        BerzerkOne { schedule, passed }
    }
}

/// Berzerk, many games per input in the multi-case format.
pub struct BerzerkCases {
    schedule: std::iter::Peekable<Schedule>,
    passed: Passed,
}

impl BerzerkCases {
    pub fn new(seed: u64, max_n: u32) -> Self {
        let schedule = Schedule::new(seed, max_n);
        let passed = berzerk_passed(&schedule);
        BerzerkCases {
            schedule: schedule.peekable(),
            passed,
        }
    }
}

/// The checker's verdict as a stress run needs it: its report, and for a
/// wrong answer where the first mistake is.
fn checked<M: std::fmt::Display>(
    verdict: Verdict<M>,
    locate: impl FnOnce(&M) -> Mistake,
) -> Checked {
    let report = verdict.to_string();
    match verdict {
        Verdict::Accepted { .. } => Checked::Accepted,
        Verdict::PresentationError { .. } => Checked::Presentation { report },
        Verdict::WrongAnswer(wrong) => Checked::Wrong {
            report,
            mistake: locate(&wrong.first),
        },
    }
}

/// Checks Berzerk games; `numbered` in the multi-case format.
fn check_games(cases: &[BerzerkCase], numbered: bool, answer: &[u8]) -> Checked {
    let games: Vec<_> = cases.iter().map(BerzerkCase::game).collect();
    checked(check::check_berzerk(&games, numbered, answer), |first| {
        Mistake {
            index: first.case.map_or(0, |case| case - 1),
            pin: state_name(first.state),
        }
    })
}

/// The name the page gives a state: `R4` for Rick to move at object 4.
fn state_name(state: State) -> String {
    let letter = match state.mover {
        Mover::Rick => 'R',
        Mover::Morty => 'M',
    };
    format!("{letter}{}", state.position + 1)
}

fn truth_of(cases: &[BerzerkCase]) -> String {
    let mut out = String::new();
    for case in cases {
        judge::berzerk_answer(&case.game(), Solver::Batch, &mut out);
    }
    out
}

/// `n=5&s1=2,3&s2=1-4&step=end&pin=R4&answer=...`: the page reads ranges
/// of jumps as its fields do.
fn berzerk_link(case: &BerzerkCase, pin: Option<&str>, answer: Option<&[u8]>) -> String {
    let set = |mover| jump_field(case.jumps(mover)).replace(' ', ",");
    let mut link = format!(
        "n={}&s1={}&s2={}&step=end",
        case.objects(),
        set(Mover::Rick),
        set(Mover::Morty)
    );
    push_pin_and_answer(&mut link, pin, answer);
    link
}

fn push_pin_and_answer(link: &mut String, pin: Option<&str>, answer: Option<&[u8]>) {
    if let Some(pin) = pin {
        link.push_str(&format!("&pin={pin}"));
    }
    if let Some(answer) = answer {
        link.push('&');
        link.push_str(&packed::param("answer", answer));
    }
}

/// The words the multi-case `answer` gives case `index` of `cases`, as the
/// page's one game reads them (two lines), or `None` when it has too few.
fn case_answer(cases: &[BerzerkCase], index: usize, answer: &[u8]) -> Option<Vec<u8>> {
    let words_of = |case: &BerzerkCase| case.objects() as usize - 1;
    let skipped: usize = cases[..index].iter().map(|case| 2 * words_of(case)).sum();
    let line = words_of(&cases[index]);
    let words: Vec<&[u8]> = answer
        .split(is_space)
        .filter(|word| !word.is_empty())
        .skip(skipped)
        .take(2 * line)
        .collect();
    if words.len() < 2 * line {
        return None;
    }
    let mut out = Vec::new();
    for half in words.chunks(line) {
        out.extend_from_slice(&half.join(&b" "[..]));
        out.push(b'\n');
    }
    Some(out)
}

impl Subject for BerzerkOne {
    type Input = BerzerkCase;

    fn next_input(&mut self) -> BerzerkCase {
        self.schedule.next().expect("the schedule never ends")
    }

    fn write(&self, input: &BerzerkCase) -> String {
        berzerk_input(input)
    }

    fn check(&self, input: &BerzerkCase, answer: &[u8]) -> Checked {
        check_games(std::slice::from_ref(input), false, answer)
    }

    fn truth(&self, input: &BerzerkCase) -> String {
        truth_of(std::slice::from_ref(input))
    }

    fn games(&self, _: &BerzerkCase) -> usize {
        1
    }

    fn size(&self, input: &BerzerkCase) -> String {
        format!("n = {}", input.objects())
    }

    fn shrink(
        &self,
        input: BerzerkCase,
        _: Option<usize>,
        still_fails: impl FnMut(&BerzerkCase) -> Trial,
    ) -> Shrunk<BerzerkCase> {
        shrink(input, still_fails)
    }

    fn link(
        &self,
        input: &BerzerkCase,
        mistake: Option<&Mistake>,
        answer: Option<&[u8]>,
    ) -> String {
        berzerk_link(input, mistake.map(|m| m.pin.as_str()), answer)
    }

    fn passed(&mut self, _: &BerzerkCase) {
        self.passed.games += 1;
    }

    fn smaller_ones(&self) -> Option<String> {
        self.passed.describe()
    }
}

impl Subject for BerzerkCases {
    type Input = Vec<BerzerkCase>;

    fn next_input(&mut self) -> Vec<BerzerkCase> {
        pack_cases(&mut self.schedule, &Limits::JUDGE)
    }

    fn write(&self, input: &Vec<BerzerkCase>) -> String {
        berzerk_cases_input(input)
    }

    fn check(&self, input: &Vec<BerzerkCase>, answer: &[u8]) -> Checked {
        check_games(input, true, answer)
    }

    fn truth(&self, input: &Vec<BerzerkCase>) -> String {
        truth_of(input)
    }

    fn games(&self, input: &Vec<BerzerkCase>) -> usize {
        input.len()
    }

    fn size(&self, input: &Vec<BerzerkCase>) -> String {
        let largest = input.iter().map(BerzerkCase::objects).max().unwrap_or(0);
        format!("T = {}, n up to {largest}", input.len())
    }

    fn shrink(
        &self,
        input: Vec<BerzerkCase>,
        suspect: Option<usize>,
        still_fails: impl FnMut(&Vec<BerzerkCase>) -> Trial,
    ) -> Shrunk<Vec<BerzerkCase>> {
        shrink_list(input, suspect, still_fails)
    }

    /// The case the checker names (else the first), with its part of the
    /// answer: the whole answer for one case, the named case's words for
    /// a wrong answer, none for a presentation error among several cases.
    fn link(
        &self,
        input: &Vec<BerzerkCase>,
        mistake: Option<&Mistake>,
        answer: Option<&[u8]>,
    ) -> String {
        let index = mistake.map_or(0, |m| m.index);
        let answer = match (answer, mistake) {
            (Some(answer), _) if input.len() == 1 => Some(answer.to_vec()),
            (Some(answer), Some(_)) => case_answer(input, index, answer),
            _ => None,
        };
        berzerk_link(
            &input[index],
            mistake.map(|m| m.pin.as_str()),
            answer.as_deref(),
        )
    }

    fn passed(&mut self, input: &Vec<BerzerkCase>) {
        self.passed.games += input.len() as u64;
    }

    fn smaller_ones(&self) -> Option<String> {
        self.passed.describe()
    }
}

/// Two piles, many queries per input.
pub struct Piles {
    schedule: PileSchedule,
}

impl Piles {
    pub fn new(seed: u64, max_pile: u32) -> Self {
        Piles {
            schedule: PileSchedule::new(seed, max_pile),
        }
    }
}

impl Subject for Piles {
    type Input = Vec<Query>;

    fn next_input(&mut self) -> Vec<Query> {
        self.schedule.next().expect("the schedule never ends")
    }

    fn write(&self, input: &Vec<Query>) -> String {
        piles_input(input)
    }

    fn check(&self, input: &Vec<Query>, answer: &[u8]) -> Checked {
        checked(check::check_piles(input, answer), |first| {
            let (n, m) = first.piles;
            Mistake {
                index: first.query - 1,
                pin: format!("{n},{m}"),
            }
        })
    }

    fn truth(&self, input: &Vec<Query>) -> String {
        let mut out = String::new();
        judge::piles_answer(input, &mut out);
        out
    }

    fn games(&self, input: &Vec<Query>) -> usize {
        input.len()
    }

    fn size(&self, input: &Vec<Query>) -> String {
        let largest = input.iter().map(|&(n, m)| n.max(m)).max().unwrap_or(0);
        format!("T = {}, piles up to {largest}", input.len())
    }

    fn shrink(
        &self,
        input: Vec<Query>,
        suspect: Option<usize>,
        still_fails: impl FnMut(&Vec<Query>) -> Trial,
    ) -> Shrunk<Vec<Query>> {
        shrink_list(input, suspect, still_fails)
    }

    /// The grid just large enough for every query (the page's grid starts
    /// at 1), the wrong query pinned, the queries (the judge input, packed
    /// into `queriesz=` when long) and the answer for the page to check.
    fn link(&self, input: &Vec<Query>, mistake: Option<&Mistake>, answer: Option<&[u8]>) -> String {
        let size = input
            .iter()
            .map(|&(n, m)| n.max(m))
            .max()
            .unwrap_or(0)
            .max(1);
        let queries = packed::param("queries", piles_input(input).as_bytes());
        let mut link = format!("game=piles&size={size}&step=end&{queries}");
        push_pin_and_answer(&mut link, mistake.map(|m| m.pin.as_str()), answer);
        link
    }

    fn unit(&self) -> &'static str {
        "query"
    }

    fn passed(&mut self, _: &Vec<Query>) {}
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
        checked(check::check_graph(&input.graph(), answer), |first| {
            Mistake {
                index: first.node as usize - 1,
                pin: first.node.to_string(),
            }
        })
    }

    fn truth(&self, input: &GraphCase) -> String {
        let mut out = String::new();
        judge::graph_answer(&input.graph(), false, &mut out);
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
        let case = BerzerkCase::new(5, vec![3, 2], vec![1, 2, 3]).unwrap();
        let mistake = Mistake {
            index: 0,
            pin: "R4".into(),
        };
        let one = BerzerkOne::new(1, 7000);
        assert_eq!(
            one.link(&case, Some(&mistake), None),
            "n=5&s1=2,3&s2=1,2,3&step=end&pin=R4"
        );
        let full = BerzerkCase::new(9, (1..9).collect(), vec![1, 3, 4, 5, 6]).unwrap();
        assert_eq!(one.link(&full, None, None), "n=9&s1=1-8&s2=1,3-6&step=end");
        let piles = Piles::new(1, 5000);
        let mistake = Mistake {
            index: 0,
            pin: "0,1".into(),
        };
        assert_eq!(
            piles.link(&vec![(0, 1)], Some(&mistake), Some(b"Bob\n")),
            "game=piles&size=1&step=end&queries=1;0,1&pin=0,1&answer=Bob"
        );
        assert_eq!(
            piles.link(&vec![(3, 5), (0, 0)], None, None),
            "game=piles&size=5&step=end&queries=2;3,5;0,0"
        );
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
    fn links_carry_the_answer_to_check() {
        let case = BerzerkCase::new(5, vec![3, 2], vec![1, 2, 3]).unwrap();
        let answer = b"Lose Win Win Loop\nLoop Win Lose Lose\n";
        assert_eq!(
            BerzerkOne::new(1, 7000).link(&case, None, Some(answer)),
            "n=5&s1=2,3&s2=1,2,3&step=end&answer=Lose,Win,Win,Loop;Loop,Win,Lose,Lose"
        );
        // Two cases, the second wrong: the link opens it with its own words.
        let eight = BerzerkCase::new(8, vec![2, 3, 4, 6], vec![3, 6]).unwrap();
        let two = vec![case.clone(), eight];
        let answer = b"Lose Win Win Loop Loop Win Win Win\nWin Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Win\n";
        let mistake = Mistake {
            index: 1,
            pin: "M7".into(),
        };
        let cases = BerzerkCases::new(1, 7000);
        assert_eq!(
            cases.link(&two, Some(&mistake), Some(answer)),
            "n=8&s1=2,3,4,6&s2=3,6&step=end&pin=M7\
             &answer=Win,Win,Win,Win,Win,Win,Win;Lose,Win,Lose,Lose,Win,Lose,Win"
        );
        // A presentation error among several cases names no case to check.
        assert_eq!(
            cases.link(&two, None, Some(b"Lose")),
            "n=5&s1=2,3&s2=1,2,3&step=end"
        );
        assert_eq!(
            cases.link(&two[..1].to_vec(), None, Some(b"Lose")),
            "n=5&s1=2,3&s2=1,2,3&step=end&answer=Lose"
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
    fn long_pile_queries_and_answers_are_packed() {
        let piles = Piles::new(1, 5000);
        let queries: Vec<Query> = (0..2000).map(|i| (i % 97, i % 89)).collect();
        let answer = "Alice\n".repeat(2000);
        let link = piles.link(&queries, None, Some(answer.as_bytes()));
        let params: Vec<(&str, &str)> = link
            .split('&')
            .map(|pair| pair.split_once('=').unwrap())
            .collect();
        let value = |name| params.iter().find(|(key, _)| *key == name).unwrap().1;
        assert_eq!(value("size"), "96");
        assert_eq!(
            packed::tests::unpack(value("queriesz")),
            piles_input(&queries).as_bytes()
        );
        assert_eq!(packed::tests::unpack(value("answerz")), answer.as_bytes());
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
    fn a_wrong_state_is_named_as_the_page_names_it() {
        let case = BerzerkCase::new(5, vec![3, 2], vec![1, 2, 3]).unwrap();
        let subject = BerzerkOne::new(1, 7000);
        let Checked::Wrong { mistake, report } =
            subject.check(&case, b"Lose Win Win Loop\nLoop Win Lose Lose\n")
        else {
            panic!("the answer is wrong");
        };
        assert_eq!(mistake.pin, "M4");
        assert!(
            report.starts_with("wrong answer: line 2, word 3: "),
            "{report}"
        );
        let cases = BerzerkCases::new(1, 7000);
        let two = vec![case.clone(), case];
        let answer = "Lose Win Win Loop\nLoop Win Win Win\nLose Win Win Loop\nLoop Win Win Lose\n";
        let Checked::Wrong { mistake, .. } = cases.check(&two, answer.as_bytes()) else {
            panic!("the second case is wrong");
        };
        assert_eq!((mistake.index, mistake.pin.as_str()), (1, "M5"));
    }

    #[test]
    fn counts_are_worded() {
        assert_eq!(plural(1, "query"), "1 query");
        assert_eq!(plural(3, "query"), "3 queries");
        assert_eq!(plural(0, "input"), "0 inputs");
    }

    #[test]
    fn passing_games_prove_the_smaller_ones() {
        let mut subject = BerzerkOne::new(1, 7000);
        assert_eq!(subject.smaller_ones(), None);
        for _ in 0..10 {
            let input = subject.next_input();
            subject.passed(&input);
        }
        assert_eq!(
            subject.smaller_ones().as_deref(),
            Some("every game with n <= 3 passed (10 games)")
        );
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
