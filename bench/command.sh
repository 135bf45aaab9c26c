# What the scripts that time the command share, sourced after `set -euo
# pipefail`: the project's root as the working directory, `$cli` (the
# script's first argument, else the release build, built when missing) and
# `$work`, a folder removed on exit.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cli=${1:-$PWD/target/release/retrograde}
[ -x "$cli" ] || cargo build --release -p retrograde-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
