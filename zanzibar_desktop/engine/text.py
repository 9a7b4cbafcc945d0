"""Player-facing text held by the engine, translated only when shown.

The engine never imports Qt, yet every word it produces must reach players in their
language. A :class:`Text` keeps the untranslated source string with its translation
context; the desktop layer passes ``QCoreApplication.translate`` to :meth:`Text.render`.
Texts are created with :func:`QT_TRANSLATE_NOOP`, the name Qt's lupdate looks for, so
every literal gets extracted into the ``.ts`` files. Unlike Qt's macro it returns a
:class:`Text` rather than the bare string.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

Translate = Callable[[str, str], str]


def _identity(context: str, source: str) -> str:
    return source


@dataclass(frozen=True)
class Text:
    """A translatable message: a source string with ``{name}`` fields filled after translation."""

    context: str
    source: str
    args: Mapping[str, Any] = field(default_factory=dict)

    def with_args(self, **args: Any) -> "Text":
        return replace(self, args={**self.args, **args})

    def render(self, translate: Translate = _identity) -> str:
        template = translate(self.context, self.source)
        args = {
            key: value.render(translate) if isinstance(value, Text) else value
            for key, value in self.args.items()
        }
        return template.format(**args)

    def __str__(self) -> str:
        return self.render()


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # the name lupdate looks for
    """Mark ``source`` for extraction in ``context`` and keep it as an untranslated Text."""
    return Text(context, source)
