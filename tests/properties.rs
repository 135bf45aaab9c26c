//! Property tests: the walker, the batch solver and a tiny naive fixpoint
//! solver agree on random games, and the solved tables obey the game's rules;
//! the walker takes the same steps, with the same reports and tables, as a
//! plain search that visits every predecessor.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use retrograde::berzerk::{
    solve, solve_with_bitsets, Decrement, Game, Labelled, Mover, State, Step, Walker,
};
use retrograde::outcome::Outcome;
use retrograde::piles::{is_move, PPositions, SieveWalker};

use retrograde::gen::Rng;

/// Repeats the definitions until nothing changes: Win if some move reaches
/// the hole or a Lose, Lose if every move reaches a Win, Loop otherwise.
fn naive(game: &Game) -> Vec<Outcome> {
    let n = game.objects();
    let mut outcomes = vec![Outcome::Undecided; game.state_count()];
    let index = |mover: Mover, p: u32| game.index(State { mover, position: p });
    loop {
        let mut changed = false;
        for mover in Mover::BOTH {
            for p in 1..n {
                if outcomes[index(mover, p)] != Outcome::Undecided {
                    continue;
                }
                let next: Vec<Option<Outcome>> = game
                    .steps(mover)
                    .iter()
                    .map(|&x| {
                        let to = game.forward(p, x);
                        (to != 0).then(|| outcomes[index(mover.other(), to)])
                    })
                    .collect();
                let new = if next
                    .iter()
                    .any(|l| l.is_none() || *l == Some(Outcome::Lose))
                {
                    Outcome::Win
                } else if next.iter().all(|l| *l == Some(Outcome::Win)) {
                    Outcome::Lose
                } else {
                    continue;
                };
                outcomes[index(mover, p)] = new;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for mover in Mover::BOTH {
        outcomes[index(mover, 0)] = Outcome::Lose;
        for p in 1..n {
            if outcomes[index(mover, p)] == Outcome::Undecided {
                outcomes[index(mover, p)] = Outcome::Loop;
            }
        }
    }
    outcomes
}

fn step_set(n: u32) -> impl Strategy<Value = Vec<u32>> {
    // A random density per set, so that sparse and dense sets both occur.
    (
        prop::collection::vec(any::<u8>(), (n - 1) as usize),
        any::<u8>(),
        1..n,
    )
        .prop_map(move |(rolls, density, forced)| {
            (1..n)
                .filter(|&x| x == forced || rolls[(x - 1) as usize] < density)
                .collect()
        })
}

/// Random games with n <= 40, sparse and dense sets alike.
fn game(max_n: u32) -> impl Strategy<Value = Game> {
    (2..=max_n).prop_flat_map(|n| {
        (step_set(n), step_set(n)).prop_map(move |(a, b)| Game::new(n, &a, &b).unwrap())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn walker_batch_and_naive_agree(game in game(40)) {
        let mut walker = Walker::new(game.clone());
        walker.finish();
        let expected = naive(&game);
        prop_assert_eq!(walker.outcomes(), &expected[..]);
        prop_assert_eq!(solve_with_bitsets(&game), &expected[..]);
        prop_assert_eq!(solve(&game), expected);
    }

    #[test]
    fn batch_agrees_on_longer_circles(game in game(300)) {
        let mut walker = Walker::new(game.clone());
        walker.finish();
        prop_assert_eq!(solve_with_bitsets(&game), walker.outcomes());
        prop_assert_eq!(solve(&game), walker.outcomes());
    }

    #[test]
    fn outcomes_remoteness_and_best_moves_obey_the_rules(game in game(40)) {
        let mut w = Walker::new(game.clone());
        w.finish();
        let n = game.objects();
        for mover in Mover::BOTH {
            for p in 1..n {
                let state = State { mover, position: p };
                let succ: Vec<(u32, State)> = game.steps(mover).iter()
                    .map(|&x| (x, State { mover: mover.other(), position: game.forward(p, x) }))
                    .collect();
                let outcome_of = |s: State| w.outcome(s);
                let r = w.remoteness(state);
                let best = w.best_move(state);
                match w.outcome(state) {
                    Outcome::Win => {
                        prop_assert!(succ.iter().any(|&(_, s)| outcome_of(s) == Outcome::Lose));
                        let best_r = succ.iter().filter(|&&(_, s)| outcome_of(s) == Outcome::Lose)
                            .map(|&(_, s)| w.remoteness(s).unwrap()).min().unwrap();
                        prop_assert_eq!(r, Some(best_r + 1));
                        let x = best.unwrap();
                        let to = succ.iter().find(|s| s.0 == x).unwrap().1;
                        prop_assert_eq!(outcome_of(to), Outcome::Lose);
                        prop_assert_eq!(w.remoteness(to), Some(best_r));
                    }
                    Outcome::Lose => {
                        prop_assert!(succ.iter().all(|&(_, s)| outcome_of(s) == Outcome::Win && s.position != 0));
                        let worst = succ.iter().map(|&(_, s)| w.remoteness(s).unwrap()).max().unwrap();
                        prop_assert_eq!(r, Some(worst + 1));
                        let to = succ.iter().find(|s| s.0 == best.unwrap()).unwrap().1;
                        prop_assert_eq!(w.remoteness(to), Some(worst));
                    }
                    Outcome::Loop => {
                        prop_assert!(succ.iter().all(|&(_, s)| outcome_of(s) != Outcome::Lose));
                        prop_assert!(succ.iter().any(|&(_, s)| outcome_of(s) == Outcome::Loop));
                        prop_assert_eq!(r, None);
                        let to = succ.iter().find(|s| s.0 == best.unwrap()).unwrap().1;
                        prop_assert_eq!(outcome_of(to), Outcome::Loop);
                    }
                    Outcome::Undecided => prop_assert!(false, "undecided after the run"),
                }
            }
        }
    }

    #[test]
    fn reports_match_the_tables_and_undo_is_exact(game in game(25), backs in prop::collection::vec(0u32..4, 1..40)) {
        let mut w = Walker::new(game.clone());
        let mut replay = Walker::new(game);
        for back in backs {
            // Forward one step, checking the report against the tables.
            if let Some(step) = w.next() {
                prop_assert_eq!(step.index, w.steps_taken());
                for l in &step.labelled {
                    prop_assert_eq!(w.outcomes()[l.state], l.outcome);
                }
                for d in &step.decremented {
                    prop_assert_eq!(w.counters()[d.state], d.remaining);
                }
            }
            for _ in 0..back {
                w.undo();
            }
            // A fresh walker run to the same point must be identical.
            replay = Walker::new(replay.game().clone());
            replay.run(w.steps_taken());
            prop_assert_eq!(w.outcomes(), replay.outcomes());
            prop_assert_eq!(w.counters(), replay.counters());
            prop_assert_eq!(w.remoteness_table(), replay.remoteness_table());
            prop_assert_eq!(w.waiting(), replay.waiting());
            prop_assert_eq!(w.last_step(), replay.last_step());
        }
    }

    #[test]
    fn fast_sieve_matches_the_plain_one(bound in 0u32..400) {
        let fast: Vec<_> = PPositions::up_to(bound).pairs().collect();
        prop_assert_eq!(fast, plain_sieve(bound));
    }

    #[test]
    fn sieve_undo_is_exact_and_ruling_moves_land(bound in 0u32..60, backs in prop::collection::vec(0u32..4, 1..40)) {
        let mut w = SieveWalker::new(bound);
        for back in backs {
            if let Some(step) = w.next() {
                prop_assert_eq!(step.index, w.steps_taken());
                let [a, b] = step.p_position;
                let own = if a == b { 1 } else { 2 };
                let decided = w.decided_at_table().iter().filter(|&&at| u32::from(at) == step.index).count();
                prop_assert_eq!(decided as u64, step.ruled_out + own);
            }
            for _ in 0..back {
                w.undo();
            }
            // A fresh walker run to the same point must be identical.
            let mut replay = SieveWalker::new(bound);
            replay.run(w.steps_taken());
            prop_assert_eq!(w.decided_at_table(), replay.decided_at_table());
            prop_assert_eq!(w.p_positions(), replay.p_positions());
            prop_assert_eq!(w.ruled_out_count(), replay.ruled_out_count());
            prop_assert_eq!(w.last_step(), replay.last_step());
            prop_assert_eq!(w.is_done(), replay.is_done());
            // The scans stand on the same cell: the next steps agree.
            prop_assert_eq!(w.clone().next(), replay.next());
            check_ruling_moves(&w)?;
        }
    }
}

/// The plain sieve run to its end.
fn plain_sieve(bound: u32) -> Vec<[u32; 2]> {
    let mut walker = SieveWalker::new(bound);
    walker.finish();
    walker.p_positions().to_vec()
}

/// Every cell ruled out so far has a move onto the P-position of the step
/// that ruled it out; P-positions and undecided cells have none.
fn check_ruling_moves(w: &SieveWalker) -> Result<(), TestCaseError> {
    for n in 0..=w.bound() {
        for m in 0..=w.bound() {
            let mv = w.ruling_move(n, m);
            let Some(at) = w.decided_at(n, m) else {
                prop_assert_eq!(mv, None);
                continue;
            };
            if w.is_losing(n, m) {
                prop_assert_eq!(mv, None);
                continue;
            }
            let mv = mv.expect("a cell ruled out has a ruling move");
            prop_assert!(is_move(mv.from_first, mv.from_second));
            let to = [n - mv.from_first, m - mv.from_second];
            let [a, b] = w.p_positions()[at as usize - 1];
            prop_assert!(to == [a, b] || to == [b, a], "({n}, {m}) moves to {to:?}");
        }
    }
    Ok(())
}

/// Whether the player to move wins, for every position up to `bound`, by
/// brute force over all moves.
fn pile_wins(bound: usize) -> Vec<Vec<bool>> {
    let mut wins = vec![vec![false; bound + 1]; bound + 1];
    for n in 0..=bound {
        for m in 0..=bound {
            wins[n][m] = (0..=n)
                .any(|x| (0..=m).any(|y| is_move((n - x) as u32, (m - y) as u32) && !wins[x][y]));
        }
    }
    wins
}

/// The plain sieve's table against brute force: a cell is losing iff no move
/// reaches a losing cell, and a winning cell was ruled out by the first
/// P-position it can move onto.
#[test]
fn sieve_table_agrees_with_brute_force() {
    const B: usize = 40;
    let wins = pile_wins(B);
    for bound in 0..=B as u32 {
        let mut w = SieveWalker::new(bound);
        w.finish();
        for n in 0..=bound {
            for m in 0..=bound {
                let at = w.decided_at(n, m).expect("every cell is decided");
                assert_eq!(
                    w.is_losing(n, m),
                    !wins[n as usize][m as usize],
                    "({n}, {m})"
                );
                let first_reachable = w
                    .p_positions()
                    .iter()
                    .position(|&[a, b]| {
                        [(a, b), (b, a)]
                            .iter()
                            .any(|&(x, y)| x <= n && y <= m && is_move(n - x, m - y))
                    })
                    .map(|i| i as u32 + 1);
                if !w.is_losing(n, m) {
                    assert_eq!(Some(at), first_reachable, "({n}, {m})");
                }
            }
        }
        assert_eq!(w.decided_at(0, 0), Some(1));
    }
}

/// Every position up to 60 by brute force over all moves.
#[test]
fn pile_sieve_agrees_with_brute_force() {
    const B: usize = 60;
    let wins = pile_wins(B);
    let table = PPositions::up_to(B as u32);
    for n in 0..=B {
        for m in 0..=B {
            assert_eq!(
                table.is_losing(n as u32, m as u32),
                !wins[n][m],
                "({n}, {m})"
            );
            if let Some(mv) = table.winning_move(n as u32, m as u32) {
                assert!(!wins[n - mv.from_first as usize][m - mv.from_second as usize]);
            }
        }
    }
}

#[test]
fn unreachable_hole_leaves_loops() {
    // Steps sharing a divisor with n never reach the hole from odd positions.
    let game = Game::new(12, &[2, 4], &[6]).unwrap();
    let mut w = Walker::new(game.clone());
    w.finish();
    assert_eq!(solve(&game), w.outcomes());
    for p in (1..12).step_by(2) {
        for mover in Mover::BOTH {
            assert_eq!(w.outcome(State { mover, position: p }), Outcome::Loop);
        }
    }
}

#[test]
fn full_sets_and_single_steps() {
    for n in [2u32, 3, 64, 65, 129] {
        let full: Vec<u32> = (1..n).collect();
        let game = Game::new(n, &full, &full).unwrap();
        assert!(solve(&game)
            .iter()
            .skip(1)
            .all(|&l| l == Outcome::Win || l == Outcome::Lose));
        let outcomes = solve(&game);
        for mover in Mover::BOTH {
            for p in 1..n {
                assert_eq!(
                    outcomes[game.index(State { mover, position: p })],
                    Outcome::Win
                );
            }
        }
        let one = Game::new(n, &[1], &[1]).unwrap();
        let mut w = Walker::new(one.clone());
        w.finish();
        assert_eq!(solve(&one), w.outcomes());
        // With single steps of 1 the game is forced: parity decides.
        for p in 1..n {
            let expected = if (n - p) % 2 == 1 {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            assert_eq!(
                w.outcome(State {
                    mover: Mover::Rick,
                    position: p
                }),
                expected,
                "n {n} p {p}"
            );
        }
    }
}

#[test]
fn a_million_objects_with_small_sets() {
    let game = Game::new(1_000_000, &[1, 7, 999_983], &[2, 500_000]).unwrap();
    let batch = solve_with_bitsets(&game);
    let mut w = Walker::new(game);
    w.finish();
    assert_eq!(batch, w.outcomes());
}

#[test]
fn fast_sieve_matches_the_plain_one_on_a_large_table() {
    let fast: Vec<_> = PPositions::up_to(2500).pairs().collect();
    assert_eq!(fast, plain_sieve(2500));
    assert!(fast.len() > 600);
}

/// Judge-sized games across densities: the bitset solver, the dispatching
/// solver and the walker agree (one sparse and one dense set included).
#[test]
fn judge_sized_games_across_densities() {
    let mut rng = Rng::new(0x2545f4914f6cdd1d);
    for n in [1000u32, 4097, 7000] {
        for (k1, k2) in [
            (2, 3),
            (40, 60),
            (150, 2),
            (900, 900),
            (n / 2, n / 2),
            (n - 1, 7),
        ] {
            let game = Game::new(n, &rng.jumps(n, k1), &rng.jumps(n, k2)).unwrap();
            let mut walker = Walker::new(game.clone());
            walker.finish();
            assert_eq!(
                solve_with_bitsets(&game),
                walker.outcomes(),
                "n {n} k {k1}/{k2}"
            );
            assert_eq!(solve(&game), walker.outcomes(), "n {n} k {k1}/{k2}");
        }
    }
}

/// The reverse search written as plainly as possible, to hold the walker to:
/// a taken state's predecessors are all visited, by ascending step size, and
/// the undecided ones updated.
#[derive(Clone)]
struct PlainSearch {
    game: Game,
    outcomes: Vec<Outcome>,
    counters: Vec<u32>,
    remoteness: Vec<u32>,
    deciding_step: Vec<u32>,
    queue: Vec<u32>,
    head: usize,
    steps_taken: u32,
    done: bool,
}

impl PlainSearch {
    fn new(game: &Game) -> Self {
        let n = game.objects() as usize;
        let mut search = PlainSearch {
            game: game.clone(),
            outcomes: vec![Outcome::Undecided; 2 * n],
            counters: vec![0; 2 * n],
            remoteness: vec![u32::MAX; 2 * n],
            deciding_step: vec![0; 2 * n],
            queue: vec![0, n as u32],
            head: 0,
            steps_taken: 0,
            done: false,
        };
        for mover in Mover::BOTH {
            let k = game.steps(mover).len() as u32;
            for p in 0..n {
                let i = mover.index() * n + p;
                if p == 0 {
                    search.outcomes[i] = Outcome::Lose;
                    search.remoteness[i] = 0;
                } else {
                    search.counters[i] = k;
                }
            }
        }
        search
    }

    /// One step and what it changed; `None` once the Loop step is past.
    fn step(&mut self) -> Option<Step> {
        if self.done {
            return None;
        }
        self.steps_taken += 1;
        let Some(&taken) = self.queue.get(self.head) else {
            return Some(self.label_loops());
        };
        self.head += 1;
        let taken = taken as usize;
        let State { mover, position } = self.game.state(taken);
        let from = mover.other();
        let r = self.remoteness[taken] + 1;
        let mut step = Step {
            index: self.steps_taken,
            taken: Some(taken),
            labelled: Vec::new(),
            decremented: Vec::new(),
        };
        for &x in self.game.steps(from) {
            let i = self.game.index(State {
                mover: from,
                position: self.game.backward(position, x),
            });
            if self.outcomes[i] != Outcome::Undecided {
                continue;
            }
            let outcome = if self.outcomes[taken] == Outcome::Lose {
                Outcome::Win
            } else {
                self.counters[i] -= 1;
                step.decremented.push(Decrement {
                    state: i,
                    remaining: self.counters[i],
                });
                if self.counters[i] > 0 {
                    continue;
                }
                Outcome::Lose
            };
            self.outcomes[i] = outcome;
            self.remoteness[i] = r;
            self.deciding_step[i] = x;
            self.queue.push(i as u32);
            step.labelled.push(Labelled {
                state: i,
                outcome,
                step: x,
                remoteness: Some(r),
            });
        }
        Some(step)
    }

    fn label_loops(&mut self) -> Step {
        self.done = true;
        let mut labelled = Vec::new();
        for (state, outcome) in self.outcomes.iter_mut().enumerate() {
            if *outcome == Outcome::Undecided {
                *outcome = Outcome::Loop;
                labelled.push(Labelled {
                    state,
                    outcome: Outcome::Loop,
                    step: 0,
                    remoteness: None,
                });
            }
        }
        Step {
            index: self.steps_taken,
            taken: None,
            labelled,
            decremented: Vec::new(),
        }
    }

    fn count_of(&self, outcome: Outcome) -> u32 {
        let n = self.game.objects() as usize;
        let holes = if outcome == Outcome::Lose { 2 } else { 0 };
        self.outcomes.iter().filter(|&&o| o == outcome).count() as u32 - holes * (n > 0) as u32
    }
}

/// The walker's tables, counts and best moves against the plain search's.
fn same_tables(w: &Walker, plain: &PlainSearch) -> Result<(), TestCaseError> {
    prop_assert_eq!(w.steps_taken(), plain.steps_taken);
    prop_assert_eq!(w.is_done(), plain.done);
    prop_assert_eq!(w.outcomes(), &plain.outcomes[..]);
    prop_assert_eq!(w.counters(), &plain.counters[..]);
    prop_assert_eq!(w.remoteness_table(), &plain.remoteness[..]);
    prop_assert_eq!(w.queue(), &plain.queue[..]);
    prop_assert_eq!(w.queue_head(), plain.head);
    for outcome in Outcome::ALL {
        prop_assert_eq!(w.count_of(outcome), plain.count_of(outcome));
    }
    let game = w.game();
    for i in 0..game.state_count() {
        let state = game.state(i);
        if state.position != 0 && matches!(plain.outcomes[i], Outcome::Win | Outcome::Lose) {
            prop_assert_eq!(w.best_move(state), Some(plain.deciding_step[i]));
        }
    }
    Ok(())
}

/// A step set of any shape: random density, a range of steps, or a range
/// with a few random steps added, so that both of the walker's scans (list
/// and words) and every way of wrapping around the circle are exercised.
fn any_shape_step_set(n: u32) -> impl Strategy<Value = Vec<u32>> {
    let range = (1..n, 1..n).prop_map(|(a, b)| (a.min(b)..=a.max(b)).collect::<Vec<u32>>());
    let extras = prop::collection::vec(1..n, 0..4);
    prop_oneof![
        step_set(n),
        range.clone(),
        (range, extras).prop_map(|(mut set, extras)| {
            set.extend(extras);
            set.sort_unstable();
            set.dedup();
            set
        }),
    ]
}

fn any_shape_game(max_n: u32) -> impl Strategy<Value = Game> {
    (2..=max_n).prop_flat_map(|n| {
        (any_shape_step_set(n), any_shape_step_set(n))
            .prop_map(move |(a, b)| Game::new(n, &a, &b).unwrap())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn walker_takes_the_plain_searchs_steps_to_the_end(game in any_shape_game(700)) {
        let mut w = Walker::new(game.clone());
        let mut plain = PlainSearch::new(&game);
        loop {
            let expected = plain.step();
            prop_assert_eq!(w.next(), expected.clone());
            if expected.is_none() {
                break;
            }
        }
        same_tables(&w, &plain)?;
    }

    #[test]
    fn walker_matches_the_plain_search_forward_and_back(
        game in any_shape_game(200),
        moves in prop::collection::vec((1u32..40, 0u32..40), 1..12),
    ) {
        // history[s]: the plain search after s steps; reports[s - 1]: step s.
        let mut history = vec![PlainSearch::new(&game)];
        let mut reports: Vec<Step> = Vec::new();
        let mut w = Walker::new(game);
        for (ahead, back) in moves {
            for _ in 0..ahead {
                let at = w.steps_taken() as usize;
                if history.len() == at + 1 {
                    let mut next = history[at].clone();
                    if let Some(step) = next.step() {
                        reports.push(step);
                        history.push(next);
                    }
                }
                let step = w.next();
                prop_assert_eq!(step.as_ref(), reports.get(at));
                same_tables(&w, &history[w.steps_taken() as usize])?;
            }
            for _ in 0..back {
                let at = w.steps_taken() as usize;
                prop_assert_eq!(w.undo(), at > 0);
                let now = w.steps_taken() as usize;
                same_tables(&w, &history[now])?;
                let last = w.last_step();
                prop_assert_eq!(last.as_ref(), now.checked_sub(1).map(|s| &reports[s]));
            }
        }
    }
}

/// The walker and the bitset solver agree on the page's largest games.
#[test]
fn walker_and_batch_agree_on_a_hundred_thousand_objects_with_full_sets() {
    let n = 100_000;
    let full: Vec<u32> = (1..n).collect();
    let game = Game::new(n, &full, &full).unwrap();
    let mut w = Walker::new(game.clone());
    w.finish();
    assert_eq!(solve_with_bitsets(&game), w.outcomes());
    assert_eq!(w.count_of(Outcome::Win), 2 * (n - 1));
}

#[test]
fn walker_and_batch_agree_on_a_million_objects_with_short_ranges() {
    let rick: Vec<u32> = (1..=300).collect();
    let morty: Vec<u32> = (1..=250).collect();
    let game = Game::new(1_000_000, &rick, &morty).unwrap();
    let mut w = Walker::new(game.clone());
    w.finish();
    assert_eq!(solve_with_bitsets(&game), w.outcomes());
    assert_eq!(w.count_of(Outcome::Loop), 0);
}
