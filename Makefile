# make run   — set everything up, then start the game
# make test  — set everything up, then lint and run the whole test suite
# make test-fast — lint and the quick tier only, for maintainers between changes (below)
# make test-long — the soak and the cross-checks against independent solvers at their larger sizes
# make journeys — the journey walker at length (tests/journeys/README.md), for maintainers
# make screenshots — pictures of every window state, in English and French, in build/screenshots
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test test-fast test-long lint bench journeys screenshots system-deps translations sounds solutions icons dist deb tarball nsis clean

run: system-deps $(STAMP) translations
	$(BIN)/zanzibar-desktop

# A worker per core (pytest-xdist); the tests that share something (dist/, a deadline on another
# process) carry an xdist_group mark and run one after the other on one worker (tests/README.md).
WORKERS := -n auto --dist loadgroup

test: system-deps $(STAMP) translations
	$(BIN)/ruff check zanzibar_desktop tests benchmarks tools
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest $(WORKERS)

# The core tier (engine, storage, rule sheet, i18n, the CLI called in-process, the session
# without a widget: tests/README.md) but the soak and the points partie against its
# independent solver where the fixed point loops or the target is past 20 (4 to 20 s of CPU
# each in plain Python), and the duel against brute force (5 s), which run in `make test`
# with the gui, subprocess and packaging tiers. With the duel still in, 1,004 tests took 110 s
# of CPU on two workers: 236 s of pytest on this project's 2-core machine with a load of 5 to
# 8 beside it, about 55 s on two quiet cores.
PARTIE := tests/engine/partie/test_points.py::test_every_state_agrees_with_an_independent_solver
FAST := -m core --deselect tests/engine/test_soak.py::test_the_soak_conserves_tokens_keeps_scores_and_ends_every_game \
	--deselect "$(PARTIE)[bust-keeps-the-score]" --deselect "$(PARTIE)[bust-keeps-the-score-winner-opens]" \
	--deselect "$(PARTIE)[bust-falls-back]" --deselect "$(PARTIE)[malus-lowers-the-sum]" \
	--deselect "$(PARTIE)[only-zanzis-score]" --deselect "$(PARTIE)[sum-rises]" \
	--deselect tests/engine/test_odds.py::test_duel_matches_brute_force_with_two_throws

test-fast: system-deps $(STAMP) translations
	$(BIN)/ruff check zanzibar_desktop tests benchmarks tools
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest $(WORKERS) $(FAST)

# The soak (2,400 games) and the cross-checks against independent solvers at the larger sizes
# they had before make test took the smallest that take every rule path (tests/README.md).
test-long: system-deps $(STAMP) translations
	QT_QPA_PLATFORM=offscreen ZANZIBAR_LONG_TESTS=1 $(BIN)/python -m pytest $(WORKERS) \
	    tests/engine/test_soak.py tests/engine/partie

lint: $(STAMP)
	$(BIN)/ruff check zanzibar_desktop tests benchmarks tools

bench: $(STAMP)
	$(BIN)/python benchmarks/engine_speed.py
	$(BIN)/python benchmarks/ai_speed.py
	$(BIN)/python benchmarks/first_paint.py
	$(BIN)/python benchmarks/table_speed.py
	$(BIN)/python benchmarks/hint_speed.py
	$(BIN)/python benchmarks/frozen_app.py
	$(BIN)/python benchmarks/installer_sizes.py
	$(BIN)/python benchmarks/records_speed.py
	$(BIN)/python benchmarks/partie_solve_tokens.py
	$(BIN)/python benchmarks/partie_shipped.py
	$(BIN)/python benchmarks/soak.py --games 2000

# The journey walker at length: 300 journeys of 60 steps, drawn afresh each run (make test
# walks the same 20 of 40 every time), every invariant checked. JOURNEYS, JOURNEY_STEPS
# override the counts; JOURNEY_CHECKS=stuck,cut picks checks.
journeys: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen JOURNEYS=$${JOURNEYS:-300} JOURNEY_STEPS=$${JOURNEY_STEPS:-60} \
	    JOURNEYS_RANDOM=1 $(BIN)/python -m pytest tests/journeys/seeded_walk.py -p no:cacheprovider

# The main window and its dialogs in every state worth a look (under Xvfb when installed).
screenshots: $(STAMP) translations
	$(BIN)/python tools/screenshots.py

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# Compile the Qt Linguist sources into the package (.qm files are build products).
# Each .qm is written beside and renamed into place: a running game maps its .qm file, and
# rewriting it in place would crash that game (SIGBUS).
translations: $(STAMP)
	@for ts in translations/*.ts; do \
	    qm=zanzibar_desktop/i18n/$$(basename $${ts%.ts}).qm; \
	    $(BIN)/pyside6-lrelease -silent $$ts -qm $$qm.new && mv -f $$qm.new $$qm || exit 1; \
	done

# The sounds the game ships (zanzibar_desktop/sound/clips/*.wav), made again from their
# definition in sound/synth.py: run after changing it, and commit them.
sounds: $(STAMP)
	$(BIN)/python -m zanzibar_desktop.sound.make_clips

# The Master's solved parties for the presets (zanzibar_desktop/storage/preset_solutions),
# solved again: run after changing a preset or a solver's format, and commit them.
solutions: $(STAMP)
	$(BIN)/python tools/build_solutions.py

# The icon set (PNG sizes, .ico, .icns), drawn from the one drawing in ui/app_icon.py.
icons: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python packaging/make_icons.py build/icons

# The one-folder installable build for this platform, in dist/zanzibar-desktop.
dist: $(STAMP) translations icons
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m PyInstaller --noconfirm --log-level WARN \
	    --distpath dist --workpath build/pyinstaller packaging/zanzibar-desktop.spec
	@if [ "$$(uname)" = Linux ]; then \
	    find dist/zanzibar-desktop/_internal -name '*.so*' -type f ! -path '*numpy.libs*' \
	        -exec strip --strip-unneeded {} + ; \
	    mkdir -p dist/zanzibar-desktop/share/applications dist/zanzibar-desktop/share/metainfo \
	             dist/zanzibar-desktop/share/icons/hicolor/256x256/apps; \
	    cp packaging/linux/io.github.zanzibar_desktop.desktop dist/zanzibar-desktop/share/applications/; \
	    cp packaging/linux/io.github.zanzibar_desktop.metainfo.xml dist/zanzibar-desktop/share/metainfo/; \
	    cp build/icons/zanzibar-desktop-256.png \
	       dist/zanzibar-desktop/share/icons/hicolor/256x256/apps/io.github.zanzibar_desktop.png; \
	fi

# The installers, from the one-folder build (made first when missing), into dist/:
# the Debian package, the portable .tar.gz, and the Windows installer (compiled here around
# the Linux folder only to check the script; the release pipeline builds it on Windows).
FOLDER := dist/zanzibar-desktop/zanzibar-desktop
$(FOLDER):
	$(MAKE) dist

deb: $(STAMP) icons $(FOLDER)
	$(BIN)/python packaging/linux/make_deb.py dist/zanzibar-desktop build/icons dist

tarball: $(STAMP) $(FOLDER)
	$(BIN)/python packaging/linux/make_tarball.py dist/zanzibar-desktop dist

nsis: $(STAMP) icons $(FOLDER)
	$(BIN)/python packaging/windows/make_installer.py dist/zanzibar-desktop \
	    build/icons/zanzibar-desktop.ico dist

# Qt's shared libraries on Debian/Ubuntu, installed only when missing and when we may.
system-deps:
	@sh packaging/linux/install-system-deps.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
