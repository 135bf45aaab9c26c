//! The games, listed once, above the machinery they share.
//!
//! The shared modules ([`crate::judge`], [`crate::fields`], [`crate::check`])
//! are generic over a game's own parts (a judge [`judge::Format`], a form's
//! [`fields::Form`], an answer's layout) and name no game. Front ends that
//! carry any game's values (the wire contract, the binding's refusals)
//! carry them as the enums here, one variant per game, and each game's own
//! errors convert into any game's. A new game adds its line to each list
//! it has a part in.

use std::convert::Infallible;
use std::fmt;

use crate::{berzerk, fields, graph, judge, piles, rules};

/// Enums with one variant per game, each holding the game's own value, so
/// that shared code carries any game's without naming its variants:
/// `Display` and the conversions from each game's type only forward, and a
/// game without such a value converts its none.
macro_rules! per_game {
    ($($(#[$meta:meta])* pub enum $name:ident { $($game:ident($own:ty),)* })*) => {$(
        $(#[$meta])*
        pub enum $name {
            $($game($own),)*
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $($name::$game(own) => fmt::Display::fmt(own, f),)*
                }
            }
        }

        $(impl From<$own> for $name {
            fn from(own: $own) -> Self {
                $name::$game(own)
            }
        })*

        impl From<Infallible> for $name {
            fn from(none: Infallible) -> Self {
                match none {}
            }
        }
    )*};
}

per_game! {
    /// An item of a game's judge format.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Item {
        Berzerk(berzerk::judge::Item),
        Piles(piles::judge::Item),
        Graph(graph::judge::Item),
    }

    /// What a surplus token came after: the end of a game's format.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum After {
        Berzerk(berzerk::judge::After),
        Piles(piles::judge::After),
        Graph(graph::judge::After),
    }

    /// A problem of a game's input beyond its tokens (a broken rule).
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum GameProblem {
        Berzerk(berzerk::judge::Problem),
    }

    /// What a game's number field holds, worded as its messages name it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Quantity {
        Berzerk(berzerk::fields::Quantity),
        Piles(piles::fields::Quantity),
    }

    /// A problem only one game's fields can have.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum GameFieldProblem {
        Berzerk(berzerk::fields::Problem),
        Rules(rules::fields::Problem),
    }

    /// The layout of a game's answer; its `Display` ends the expected
    /// answer's, after the count of words and their choices.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Shape {
        Berzerk(berzerk::check::BerzerkShape),
        Piles(piles::check::PilesShape),
        Graph(graph::check::GraphShape),
        Rules(rules::check::RulesShape),
    }
}

/// Every game's judge formats, known by their items.
impl judge::Format for Item {
    type After = After;
    type Problem = GameProblem;
}

/// Every game's form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {}

impl fields::Form for Form {
    type Quantity = Quantity;
    type Problem = GameFieldProblem;
    type Input = Item;
}

/// Bad input of any game's judge format.
pub type InputError = judge::InputError<Item>;

/// A bad field of any game's form.
pub type FieldError = fields::FieldError<Form>;

/// Each game's own errors as any game's (`?` and `into` convert them).
macro_rules! widen {
    ($($any:ty: $($own:ty),*;)*) => {$($(
        impl From<$own> for $any {
            fn from(own: $own) -> Self {
                own.widen()
            }
        }
    )*)*};
}

widen! {
    InputError:
        judge::InputError<berzerk::judge::Item>,
        judge::InputError<piles::judge::Item>,
        judge::InputError<graph::judge::Item>;
    FieldError:
        fields::FieldError<berzerk::fields::Form>,
        fields::FieldError<piles::fields::Form>,
        fields::FieldError<rules::fields::Form>;
}

/// Each judge game's limits on its input: the judge's, or [`Limits::LARGE`]
/// for exploring beyond them with `--large`.
macro_rules! limits {
    ($($game:ident),*) => {
        /// Each judge game's limits, one field per game.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Limits {
            $(pub $game: $game::judge::Limits,)*
        }

        impl Limits {
            /// Every game's judge limits.
            pub const JUDGE: Limits = Limits {
                $($game: $game::judge::Limits::JUDGE,)*
            };

            /// Every game's large limits.
            pub const LARGE: Limits = Limits {
                $($game: $game::judge::Limits::LARGE,)*
            };
        }
    };
}

limits!(berzerk, piles, graph);
