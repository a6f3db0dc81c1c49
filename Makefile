# MotionCurves — set-up, build and test.
#   make tables   installs what is missing, builds, writes the default curve tables into tables/
#   make test     installs what is missing, runs the whole test suite and the CLI contract check
#   make bench    runs the package-benchmark suite (Benchmarks/), writes Benchmarks/latest.json and
#                 the README's Performance figures from it (Benchmarks/readme_figures.py)
#   make figures-check  fails when the README's Performance figures differ from Benchmarks/latest.json
#   make articles-check fails when Tests/ArticleExampleTests differs from the articles' Swift examples
#   make notebooks  executes Notebooks/*.ipynb headlessly into Notebooks/figures/*.png
#   make docs     builds the DocC documentation of every module into .build/docs (offline)
#   make consumer builds and runs Tests/ConsumerPackage: core-consumer (MotionCurves product) and
#                 consumer (MotionCurvesLAPACK product)
#   make fuzz     replays Fuzz/corpus, then runs each libFuzzer target (Fuzz/) for FUZZ_RUNS fresh
#                 executions (default 10^6; FUZZ_SECONDS > 0 adds a time cap), 2 s per input at most
#   make sanitize runs the test suite under AddressSanitizer and ThreadSanitizer
#   make portability  checks the core tier (.ci/portability.py) and builds it without LAPACK
#                 (.ci/core-without-lapack.sh removes liblapacke-dev for the build, then reinstalls)
#   make mutants  mutation testing (.ci/mutants.py): each hand-made bug in the numerical core applied
#                 alone to a copy of the tree (.build-mutants), its modules' tests run; reports
#                 killed/survived and fails if any survives (MUTANTS="name ..." runs a subset)
#   make studio   builds and starts MotionCurves Studio (Studio/, its own package over Hummingbird) on
#                 127.0.0.1, port STUDIO_PORT (default 8642; 0 picks a free port), and prints its URL
#   make studio-test  the studio's API tests, then the page in headless Chromium (Debian's chromium,
#                 Playwright from PyPI in Studio/.venv): drags, types, and compares plots, numbers and
#                 exports with the CLI; screenshots in Notebooks/figures/studio-*.png
# Each target installs missing Debian packages itself (with sudo when not root), so a fresh
# Debian machine with Swift needs nothing else.

SHELL        := /bin/bash
SWIFT        ?= swift
SUDO         := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Debian packages the build and the checks need (command or file that proves each present).
APT_PACKAGES := python3 python3-venv pkg-config liblapacke-dev
CONTRACT     := ../shared/contract-check
CLI          := .build/release/motioncurves
BENCH_DIR    := .build/benchmarks

.PHONY: all deps build tables test unit-tests contract bench figures-check articles-check notebooks docs consumer fuzz sanitize portability mutants clean studio studio-chromium studio-test
FUZZ_TARGETS := FuzzEasing FuzzPath FuzzTableSpec FuzzTimelineSpec FuzzNumbers FuzzValues
FUZZ_RUNS    ?= 1000000
# 0: no time cap (each target runs its FUZZ_RUNS executions).
FUZZ_SECONDS ?= 0
# An input that takes longer than this is a bug (a thin elliptical arc once hung the arc length).
FUZZ_TIMEOUT ?= 2
NOTEBOOK_VENV := Notebooks/.venv
# MotionCurves Studio: a package of its own (Studio/Package.swift), so the library's users never
# resolve Hummingbird. STUDIO_SCRATCH is its build folder; STUDIO_CLI the CLI the browser test
# compares with (default: make build's release binary, rebuilt first).
STUDIO_VENV    := Studio/.venv
STUDIO_SCRATCH ?= Studio/.build
STUDIO_BIN     := $(STUDIO_SCRATCH)/debug/motioncurves-studio
STUDIO_PORT    ?= 8642
STUDIO_CLI     ?= $(CLI)
STUDIO_CLI_DEP := $(if $(filter $(CLI),$(STUDIO_CLI)),build,)
CHROMIUM       ?= /usr/bin/chromium
DOC_TARGETS  := MotionMath TimingCurves Springs Keyframes Timelines ValueSpaces LinearSolvers SpringSystems CurveFitting CurveTables MotionCurves

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
	BENCH_SUMMARY_OUT=Benchmarks/latest.json python3 Benchmarks/ratios.py $(BENCH_DIR)
	python3 Benchmarks/readme_figures.py

# The README's measured performance figures are generated from Benchmarks/latest.json (one place).
figures-check:
	python3 Benchmarks/readme_figures.py --check

# Every Swift example of the module articles is a test (Tests/ArticleExampleTests, generated).
articles-check:
	python3 .ci/article_examples.py --check

$(NOTEBOOK_VENV)/.installed: Notebooks/requirements.txt
	python3 -m venv $(NOTEBOOK_VENV)
	$(NOTEBOOK_VENV)/bin/pip install -q --disable-pip-version-check -r Notebooks/requirements.txt
	touch $@

notebooks: build $(NOTEBOOK_VENV)/.installed
	mkdir -p Notebooks/figures .build/notebooks
	cd Notebooks && for nb in *.ipynb; do \
	  MOTIONCURVES=$(CURDIR)/$(CLI) FIGURES=figures BENCH_SUMMARY=$(CURDIR)/Benchmarks/latest.json MPLBACKEND=Agg \
	    .venv/bin/jupyter nbconvert --to notebook --execute --ExecutePreprocessor.timeout=600 \
	    --output-dir $(CURDIR)/.build/notebooks $$nb || exit 1; \
	done
	@ls Notebooks/figures/*.png

docs: deps
	mkdir -p .build/docs
	for target in $(DOC_TARGETS); do \
	  $(SWIFT) package --allow-writing-to-package-directory generate-documentation --target $$target \
	    --output-path .build/docs/$$target --transform-for-static-hosting || exit 1; \
	done

consumer: deps
	cd Tests/ConsumerPackage && $(SWIFT) build && $(SWIFT) run core-consumer && $(SWIFT) run consumer

# Debug builds with the fuzzer sanitizer alone: release (whole-module) builds, and adding
# --sanitize=address, lose the coverage feedback in SwiftPM; ASan runs over the tests (make sanitize).
fuzz: deps
	for target in $(FUZZ_TARGETS); do \
	  MOTIONCURVES_FUZZ=1 $(SWIFT) build --sanitize=fuzzer --product $$target --scratch-path .build-fuzz || exit 1; \
	done
	@# Replay: every input kept in Fuzz/corpus, once, under the same timeout.
	for target in $(FUZZ_TARGETS); do \
	  echo "replaying Fuzz/corpus/$$target"; \
	  SWIFT_BACKTRACE=enable=no .build-fuzz/debug/$$target Fuzz/corpus/$$target \
	    -runs=0 -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=4096 2>&1 | grep -E '^(Done|==[0-9]+==|SUMMARY|Fatal|.*error|.*timeout)' ; \
	  test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done
	@# Fresh runs: new inputs go to .build-fuzz/corpus (merge the interesting ones into Fuzz/corpus by hand).
	for target in $(FUZZ_TARGETS); do \
	  mkdir -p .build-fuzz/corpus/$$target; \
	  echo "fuzzing $$target"; \
	  SWIFT_BACKTRACE=enable=no .build-fuzz/debug/$$target .build-fuzz/corpus/$$target Fuzz/corpus/$$target \
	    -runs=$(FUZZ_RUNS) -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=4096 -print_final_stats=1 \
	    2>&1 | grep -E '^(#[0-9]+ +DONE|Done|stat::number_of_executed_units|==[0-9]+==|SUMMARY|Fatal|.*error|.*timeout)' ; \
	  test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done

sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0 \
	  $(SWIFT) test --sanitize=address --scratch-path .build-asan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan

portability: deps
	python3 .ci/portability.py
	.ci/core-without-lapack.sh

# Slow (a rebuild and a test run per mutant): not part of make test or .ci/run.
mutants: deps
	python3 .ci/mutants.py --keep-going $(MUTANTS)

studio: deps
	$(SWIFT) build --package-path Studio --scratch-path $(STUDIO_SCRATCH) --product motioncurves-studio
	$(STUDIO_BIN) --port $(STUDIO_PORT)

# Debian's chromium (the browser Playwright drives; Playwright's own browser downloads are not used).
studio-chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  echo "installing chromium (Debian) for the studio's browser test"; \
	  { $(SUDO) apt-get update -q && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium; } \
	    || { echo "error: could not install Debian's chromium, which make studio-test needs"; exit 1; }; \
	fi
	@[ -x $(CHROMIUM) ] || { echo "error: $(CHROMIUM) is missing after installing chromium; set CHROMIUM=/path/to/chromium"; exit 1; }

$(STUDIO_VENV)/.installed: Studio/requirements.txt
	python3 -m venv $(STUDIO_VENV)
	$(STUDIO_VENV)/bin/pip install -q --disable-pip-version-check -r Studio/requirements.txt
	touch $@

studio-test: deps studio-chromium $(STUDIO_VENV)/.installed $(STUDIO_CLI_DEP)
	$(SWIFT) test --package-path Studio --scratch-path $(STUDIO_SCRATCH)
	$(SWIFT) build --package-path Studio --scratch-path $(STUDIO_SCRATCH) --product motioncurves-studio
	mkdir -p Notebooks/figures
	$(STUDIO_VENV)/bin/python Studio/browser_test.py --server $(STUDIO_BIN) --cli $(STUDIO_CLI) \
	  --chromium $(CHROMIUM) --figures Notebooks/figures

clean:
	rm -rf Studio/.build .build .build-fuzz .build-asan .build-tsan .build-core .build-core-consumer .build-mutants tables Notebooks/figures
