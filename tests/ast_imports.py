"""What a module's source imports and calls, read from its syntax tree (nothing is run).

Every import counts, wherever it is written: at the top, inside a function, under
``if TYPE_CHECKING``. Relative imports are resolved against the module's package.
"""

import ast
from pathlib import Path

import zanzibar_desktop

PACKAGE_ROOT = Path(zanzibar_desktop.__file__).resolve().parent


def module_name(path: Path) -> str:
    """``zanzibar_desktop.engine.ai.levels`` for ``…/zanzibar_desktop/engine/ai/levels.py``."""
    parts = path.resolve().relative_to(PACKAGE_ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules_under(folder: str) -> list[Path]:
    """Every ``.py`` file under ``zanzibar_desktop/<folder>``, sub-packages included."""
    return sorted((PACKAGE_ROOT / folder).rglob("*.py"))


def imported_modules(source: str, name: str, is_package: bool = False) -> list[tuple[int, str]]:
    """(line, module) for each import in ``source``, the source of module ``name``; for
    ``from X import a, b`` both ``X`` and ``X.a``, ``X.b`` are listed (a name may be a module)."""
    package = name if is_package else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.append((node.lineno, module))
            found.extend((node.lineno, f"{module}.{alias.name}") for alias in node.names)
    return found


def builtin_calls(source: str, names: set[str]) -> list[tuple[int, str]]:
    """(line, name) for each call of a bare name in ``names`` (``open(…)``, ``__import__(…)``)."""
    return [(node.lineno, node.func.id) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in names]


def file_imports(path: Path) -> list[tuple[int, str]]:
    return imported_modules(path.read_text(encoding="utf-8"), module_name(path),
                            path.name == "__init__.py")


def is_within(module: str, roots: set[str]) -> bool:
    """True when ``module`` is one of ``roots`` or inside one of them."""
    return any(module == root or module.startswith(root + ".") for root in roots)
