# Everything is built and tested from here; `make serve` and `make test` also
# install whatever the machine is missing (wasm32 target, wasm-bindgen-cli at
# the version in Cargo.lock, node modules, Debian's chromium).

SHELL := /bin/bash
CARGO_BIN := $(HOME)/.cargo/bin
export PATH := $(CARGO_BIN):$(CURDIR)/node_modules/.bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver

WASM_TARGET := wasm32-unknown-unknown
WASM_BINDGEN_VERSION := $(shell awk '/^name = "wasm-bindgen"$$/ { getline; gsub(/"/, "", $$3); print $$3 }' Cargo.lock)
WASM := target/$(WASM_TARGET)/release/retrograde_web.wasm

.PHONY: all setup setup-rust setup-node setup-browser cli wasm build serve screenshot test test-rust test-js test-wasm test-e2e lint typecheck bench clean

all: build

## Installs -----------------------------------------------------------------

setup: setup-rust setup-node setup-browser

setup-rust:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)
	@if [ "$$(wasm-bindgen --version 2>/dev/null | awk '{print $$2}')" != "$(WASM_BINDGEN_VERSION)" ]; then \
	  echo "installing wasm-bindgen-cli $(WASM_BINDGEN_VERSION) (takes a few minutes once)"; \
	  cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --force; \
	fi

setup-node: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

setup-browser:
	@if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then \
	  echo "installing Debian's chromium and chromium-driver"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver; \
	fi

## Builds -------------------------------------------------------------------

cli:
	cargo build --release -p retrograde-cli

wasm: setup-rust setup-node
	cargo build -p retrograde-web --release --target $(WASM_TARGET)
	wasm-bindgen $(WASM) --out-dir pkg --target web --remove-name-section
	npm run --silent opt

build: wasm
	npm run --silent build

# Serving needs no browser; PORT=9000 make serve picks another port.
serve: build
	@npm run --silent serve

# The README's picture, rendered from the built site.
screenshot: setup-browser build
	node scripts/screenshot.mjs docs/screenshot.png

## Checks -------------------------------------------------------------------

# The games against the page's contract (www/games/contract.js), by TypeScript's checker;
# the engines import the binding's declarations from pkg/.
typecheck: wasm
	npm run --silent typecheck

lint: setup-rust setup-node typecheck
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	cargo clippy -p retrograde-web --lib --tests --target $(WASM_TARGET) -- -D warnings
	RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --workspace --quiet
	npm run --silent lint

test-rust:
	cargo test --release

# The pure front-end modules, in node (they read the outcome codes from pkg/).
test-js: wasm
	npm run --silent test:unit

test-wasm: setup-rust setup-browser
	cargo test -p retrograde-web --target $(WASM_TARGET) --test web

test-e2e: setup-browser build cli
	npm run --silent test:e2e

test: setup lint test-rust test-js test-wasm test-e2e

bench: cli build setup-browser
	cargo bench --bench solvers
	cargo bench --bench rules
	cargo bench --bench grundy
	bash bench/compare-cli.sh
	bash bench/stress.sh
	bash bench/stress-rules.sh
	bash bench/hostile.sh
	bash bench/rules-cost.sh
	cargo build --release --example time_walker
	node bench/page.mjs

clean:
	cargo clean
	rm -rf pkg dist node_modules
