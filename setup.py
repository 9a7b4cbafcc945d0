"""The build step setuptools cannot express in pyproject.toml: the Qt Linguist sources in
``translations/*.ts`` are compiled into ``zanzibar_desktop/i18n/*.qm`` whenever the package is
built, so that ``pip install .`` (a wheel) and ``pip install -e .`` (an editable install,
compiled in place) both carry them. ``lrelease`` comes from PySide6-Essentials, a build
requirement. Everything else about the project is in pyproject.toml."""

import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
LRELEASE = ("import sys; from PySide6.scripts.pyside_tool import lrelease; lrelease()")


def compile_translations(sources: Path, target: Path) -> list[Path]:
    """Every ``sources/*.ts`` compiled to ``target/<name>.qm``; the files written."""
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sorted(sources.glob("*.ts")):
        qm = target / f"{ts.stem}.qm"
        fresh = qm.with_suffix(".qm.new")  # renamed into place: a running game maps the .qm
        subprocess.run([sys.executable, "-c", LRELEASE, "-silent", str(ts), "-qm", str(fresh)],
                       check=True)
        fresh.replace(qm)
        written.append(qm)
    if not written:
        raise SystemExit(f"no translations found in {sources}")
    return written


class BuildWithTranslations(build_py):
    """build_py, then the translations beside the i18n module (in the source tree for an
    editable install, which reads the package from there)."""

    def run(self) -> None:
        super().run()
        base = ROOT if self.editable_mode else Path(self.build_lib)
        self._translations = compile_translations(ROOT / "translations",
                                                  base / "zanzibar_desktop" / "i18n")

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        return outputs + [str(path) for path in getattr(self, "_translations", [])
                          if not self.editable_mode]


setup(cmdclass={"build_py": BuildWithTranslations})
