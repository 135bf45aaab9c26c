//! `retrograde`: the judge formats on stdin and stdout.
//!
//! A thin layer over the library: read all of stdin, parse it completely,
//! solve, then write the whole answer at once. Any problem with the input is
//! one line on stderr and exit status 2, with nothing on stdout.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

/// The command does not exist on wasm32 (the page is the interface there);
/// this stub only lets `cargo test --target wasm32-unknown-unknown` build.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::io::{Read, Write};
    use std::process::ExitCode;

    use clap::{Parser, Subcommand, ValueEnum};
    use retrograde::judge::{self, Engine, Limits};

    const AFTER_HELP: &str = "\
Formats (tokens may be separated by any whitespace):

  retrograde berzerk          Codeforces 786A: n; then k1 and Rick's k1 steps;
                              then k2 and Morty's k2 steps.
                              2 <= n <= 7000, 1 <= k <= n-1, distinct steps in 1..n-1.
      $ printf '5\\n2 3 2\\n3 1 2 3\\n' | retrograde berzerk
      Lose Win Win Loop
      Loop Win Win Win
    Line 1: objects 2..n with Rick moving first; line 2: Morty moving first.

  retrograde berzerk --cases  T (1..100), then T games as above (sum of n <= 7000);
                              two lines per game.

  retrograde piles            T (1..10^4), then T lines \"n m\" with 0 <= n, m <= 5000.
      $ printf '2\\n2 3\\n3 5\\n' | retrograde piles
      Bob
      Alice
    Alice moves first; a move takes k >= 1 stones from one pile and k*s (s >= 0)
    from the other; whoever cannot move loses.

Bad input prints one line naming the problem and its line and column on stderr,
nothing on stdout, and exits with status 2.";

    #[derive(Parser)]
    #[command(name = "retrograde", version, about = "Solve two-player games by retrograde analysis", after_help = AFTER_HELP)]
    struct Cli {
        #[command(subcommand)]
        game: GameCommand,
    }

    #[derive(Subcommand)]
    enum GameCommand {
        /// Berzerk (Codeforces 786A): Win, Lose or Loop for every start object and first player
        Berzerk {
            /// Read T cases instead of one game
            #[arg(long)]
            cases: bool,
            /// Which solver answers (both give the same outcomes)
            #[arg(long, value_enum, default_value_t = EngineArg::Batch)]
            engine: EngineArg,
            /// Accept games beyond the judge's limits: n and the sum of n up to 10^7, T up to 10^6
            #[arg(long)]
            large: bool,
        },
        /// Two piles (Alice and Bob): who wins each query
        Piles {
            /// Accept inputs beyond the judge's limits: piles up to 10^5, T up to 10^7
            #[arg(long)]
            large: bool,
        },
    }

    #[derive(Clone, Copy, ValueEnum)]
    enum EngineArg {
        /// The bitset batch solver
        Batch,
        /// The step-by-step reverse BFS
        Steps,
    }

    pub fn main() -> ExitCode {
        let cli = Cli::parse();
        let mut input = Vec::new();
        if let Err(e) = std::io::stdin().lock().read_to_end(&mut input) {
            eprintln!("retrograde: error: cannot read standard input: {e}");
            return ExitCode::from(2);
        }
        let limits = |large: bool| {
            if large {
                Limits::LARGE
            } else {
                Limits::JUDGE
            }
        };
        let mut out = String::new();
        let result = match cli.game {
            GameCommand::Berzerk {
                cases,
                engine,
                large,
            } => {
                let engine = match engine {
                    EngineArg::Batch => Engine::Batch,
                    EngineArg::Steps => Engine::Steps,
                };
                if cases {
                    judge::read_berzerk_cases(&input, &limits(large)).map(|games| {
                        games
                            .iter()
                            .for_each(|g| judge::berzerk_answer(g, engine, &mut out))
                    })
                } else {
                    judge::read_berzerk(&input, &limits(large))
                        .map(|g| judge::berzerk_answer(&g, engine, &mut out))
                }
            }
            GameCommand::Piles { large } => judge::read_piles(&input, &limits(large))
                .map(|queries| judge::piles_answer(&queries, &mut out)),
        };
        if let Err(e) = result {
            eprintln!("retrograde: error: {e}");
            return ExitCode::from(2);
        }
        let mut stdout = std::io::stdout().lock();
        match stdout
            .write_all(out.as_bytes())
            .and_then(|()| stdout.flush())
        {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("retrograde: error: cannot write standard output: {e}");
                ExitCode::from(1)
            }
        }
    }
}
