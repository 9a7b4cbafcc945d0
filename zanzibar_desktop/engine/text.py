"""Player-facing text held by the engine, translated only when shown.

The engine never imports Qt, yet every word it produces must reach players in their
language. A :class:`Text` keeps the untranslated source string with its translation
context; the desktop layer passes ``QCoreApplication.translate`` to :meth:`Text.render`.
Texts are created with :func:`QT_TRANSLATE_NOOP`, the name Qt's lupdate looks for, so
every literal gets extracted into the ``.ts`` files. Unlike Qt's macro it returns a
:class:`Text` rather than the bare string.
"""

import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

Translate = Callable[[str, str], str]

# The languages the program's texts are translated into (the settings, ``--lang`` and the
# translators installed by ``zanzibar_desktop.i18n`` accept these).
LANGUAGES = ("en", "fr")


def _identity(context: str, source: str) -> str:
    return source


@dataclass(frozen=True)
class Text:
    """A translatable message: a source string with ``{name}`` fields filled after translation."""

    context: str
    source: str
    args: Mapping[str, Any] = field(default_factory=dict)
    in_sentence: bool = False  # rendered with a lower-case first letter: see inside_sentence

    def with_args(self, **args: Any) -> "Text":
        return replace(self, args={**self.args, **args})

    def inside_sentence(self) -> "Text":
        """This text as written inside a sentence, its first letter lower-case: a hand's name
        heads a table cell as « Zanzi d’as » but reads « Dédé, zanzi d’as, en 2 lancers »."""
        return replace(self, in_sentence=True)

    def render(self, translate: Translate = _identity) -> str:
        template = translate(self.context, self.source)
        args = {
            key: value.render(translate) if isinstance(value, Text) else value
            for key, value in self.args.items()
        }
        text = template.format(**args)
        return text[:1].lower() + text[1:] if self.in_sentence else text

    def __str__(self) -> str:
        return self.render()


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # the name lupdate looks for
    """Mark ``source`` for extraction in ``context`` and keep it as an untranslated Text."""
    return Text(context, source)


# Control characters, lone surrogates and line or paragraph separators: never part of a
# name (they cannot be shown on one line, some cannot even be saved as UTF-8).
_NOT_PLAIN = {"Cc", "Cs", "Zl", "Zp"}


def is_plain_text(text: str) -> bool:
    """True when ``text`` holds no control character, lone surrogate or line separator."""
    return not any(unicodedata.category(character) in _NOT_PLAIN for character in text)


def printable(text: str) -> str:
    """``text`` with control characters (terminal escapes among them) and lone surrogates
    removed, for printing a name that came from a file to a terminal."""
    return "".join(character for character in str(text)
                   if unicodedata.category(character) not in _NOT_PLAIN)


FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"
# The bidi isolates (LRI, RLI, FSI, PDI): they take no room where text is shown.
INVISIBLE_MARKS = ("\u2066", "\u2067", FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE)


def isolated(name: str) -> str:
    """A player's name ready to go into a sentence or a line of text: wrapped in FIRST
    STRONG ISOLATE … POP DIRECTIONAL ISOLATE, so its own direction (Hebrew, Arabic, or a
    name that starts with RIGHT-TO-LEFT OVERRIDE) stays inside it and never reorders the
    words, numbers or punctuation around it. Invisible where the text is shown."""
    return f"{FIRST_STRONG_ISOLATE}{name}{POP_DIRECTIONAL_ISOLATE}"
