# make run   — set everything up, then start the game
# make test  — set everything up, then lint and run the whole test suite
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench system-deps translations clean

run: system-deps $(STAMP) translations
	$(BIN)/zanzibar-desktop

test: system-deps $(STAMP) translations
	$(BIN)/ruff check zanzibar_desktop tests benchmarks
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check zanzibar_desktop tests benchmarks

bench: $(STAMP)
	$(BIN)/python benchmarks/engine_speed.py
	$(BIN)/python benchmarks/ai_speed.py
	$(BIN)/python benchmarks/table_speed.py

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# Compile the Qt Linguist sources into the package (.qm files are build products).
translations: $(STAMP)
	@for ts in translations/*.ts; do \
	    $(BIN)/pyside6-lrelease -silent $$ts -qm zanzibar_desktop/i18n/$$(basename $${ts%.ts}).qm; \
	done

# Qt's shared libraries on Debian/Ubuntu, installed only when missing and when we may.
system-deps:
	@sh packaging/linux/install-system-deps.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
