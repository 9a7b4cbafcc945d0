"""Issue 34: the English source says each idea with one word, as the French does (issue 25):
a manche is a manche, never a "round", which is one turn for every player (the tour de
table); the tournée is drinks for the table, not "a round"; tokens, never chips; a partie is
won or lost, not a game; and American spelling throughout (customize, favorable)."""

import re
import xml.etree.ElementTree as ET
from html import escape
from pathlib import Path

import pytest

pytestmark = pytest.mark.core

ROOT = Path(__file__).resolve().parents[2]

# What an English source must not say, with what it says instead: whole words, any case.
NOT_ENGLISH_AT_THE_TABLE = {
    r"chips?": "« tokens »",
    r"\((rounds?|the round|a round of play)\)": "a manche is not a round: « manche » alone",
    r"round of drinks": "« the tournée: drinks for the whole table »",
    r"(wins?|won|los(e|es|t)) the game": "« the partie »",
    r"round the table": "American « around the table »",
    r"\w*(colour|favour|behaviour|honour|neighbour)\w*": "American spelling: -or",
    r"\w*(customis|organis|recognis|realis|synthesis|optimis|minimis|maximis|summaris)"
    r"(e|es|ed|ing|ation)\b": "American spelling: -ize",
    r"(centre|grey|catalogue|licence|cancelled|labelled|modelled|travelled)": "American spelling",
}


def sources(path: Path) -> list[tuple[str, str]]:
    return [(context.find("name").text, message.find("source").text or "")
            for context in ET.parse(path).getroot() for message in context.findall("message")]


def english_words_at_fault(path: Path) -> list[str]:
    return [f"{context}: « {words} » ({instead}): {source}"
            for context, source in sources(path)
            for words, instead in NOT_ENGLISH_AT_THE_TABLE.items()
            if re.search(rf"(?<!\w){words}", source, re.IGNORECASE)]


def test_english_says_each_thing_with_one_word():
    wrong = english_words_at_fault(ROOT / "translations" / "zanzibar_en.ts")
    assert not wrong, "\n".join(wrong)


def test_the_english_words_check_finds_what_issue_34_found(tmp_path):
    faults = ["for 421 also the charge and the décharge, chips moving",
              "the best throw wins the manche (the round) and gets 1 point",
              "Win manches (rounds) with the strongest hand",
              "loses the manche (a round of play).", "Tournée: the round of drinks",
              "{name} wins the game!", "favourable", "Then it goes round the table.",
              "the colour it has in the history chart", "Customise the rules"]
    body = "".join(f"<message><source>{escape(text)}</source><translation/></message>"
                   for text in faults)
    path = tmp_path / "faults_en.ts"
    path.write_text(f"<TS><context><name>Faults</name>{body}</context></TS>", encoding="utf-8")
    found = english_words_at_fault(path)
    assert len(found) == len(faults), "\n".join(found)
