# MotionCurves — set-up, build and test.
#   make tables   installs what is missing, builds, writes the default curve tables into tables/
#   make test     installs what is missing, runs the whole test suite and the CLI contract check
#   make bench    runs the package-benchmark suite (Benchmarks/)
# Each target installs missing Debian packages itself (with sudo when not root), so a fresh
# Debian machine with Swift needs nothing else.

SWIFT        ?= swift
SUDO         := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Debian packages the build and the checks need (command or file that proves each present).
APT_PACKAGES := python3 pkg-config liblapacke-dev
CONTRACT     := ../shared/contract-check
CLI          := .build/release/motioncurves
BENCH_DIR    := .build/benchmarks

.PHONY: all deps build tables test unit-tests contract bench clean

all: build

deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: Swift is not installed (swift.org/install)"; exit 1; }
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -q && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product motioncurves

tables: build
	$(CLI) tables --output tables

unit-tests: deps
	$(SWIFT) test

contract: build
	@if [ -x $(CONTRACT) ]; then python3 $(CONTRACT) $(CLI); \
	else echo "note: $(CONTRACT) not found beside the repository; contract check skipped"; fi

test: unit-tests contract

bench: deps
	rm -rf $(BENCH_DIR) && mkdir -p $(BENCH_DIR)
	$(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress --format jmh --path $(BENCH_DIR) < /dev/null
	python3 Benchmarks/ratios.py $(BENCH_DIR)

clean:
	rm -rf .build tables
