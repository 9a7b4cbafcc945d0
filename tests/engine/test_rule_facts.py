"""Each rule fact is worked out once, on the rules object, and every part of the program
asks it there: the follower's throw limit ("follow the opener") and whether a zanzi d'as is
decisive. The sources are read (nothing is run) and a comparison of either option anywhere
else in the package fails, the rule sheets and the rules editor included."""

import ast

import pytest

from tests.ast_imports import PACKAGE_ROOT
from zanzibar_desktop.engine.presets import preset_rules

pytestmark = pytest.mark.core

RULES_MODULE = "engine/rules.py"
# fact: (the option, its one function, the values that compared with it work the fact out)
FACTS = {
    "follower limit": ("throw_limit", "Rules.follows_opener", None),
    "decisive zanzi d'as": ("ace_zanzi", "Rules.decisive_ace_zanzi", {"points"}),
}
DECISIVE_CHOICES = {"wins-manche", "wins-game"}  # both at once say "decisive" too


def _strings(node: ast.AST) -> set[str]:
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant)
            and isinstance(n.value, str)}


def _names_option(node: ast.AST, option: str) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == option


def _works_out(operands: list[ast.expr], option: str, values: set[str] | None) -> bool:
    """Whether comparing ``operands`` works out the fact of ``option``: the option is one
    of them and (when ``values`` are given) the others name one of those values."""
    if not any(_names_option(operand, option) for operand in operands):
        return False
    if values is None:
        return True
    others = set().union(*(_strings(o) for o in operands if not _names_option(o, option)))
    return bool(others & values) or others >= DECISIVE_CHOICES


def rule_fact_faults(source: str, where: str) -> list[str]:
    """Each comparison (or match) in ``source``, the module at ``where`` under the package,
    that works out a fact outside the fact's function."""
    faults = []

    def walk(node: ast.AST, scope: tuple[str, ...]) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            scope = (*scope, node.name)
        operands = []
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
        elif isinstance(node, ast.Match):
            operands = [node.subject, *(case.pattern for case in node.cases)]
        for fact, (option, function, values) in FACTS.items():
            inside = where == RULES_MODULE and ".".join(scope) == function
            if operands and not inside and _works_out(operands, option, values):
                faults.append(f"{where}:{node.lineno}: works out the {fact} ({option}) "
                              f"outside {function}")
        for child in ast.iter_child_nodes(node):
            walk(child, scope)

    walk(ast.parse(source), ())
    return faults


def test_no_module_works_out_a_rule_fact_outside_its_function():
    faults = []
    for path in sorted(PACKAGE_ROOT.rglob("*.py")):
        where = path.relative_to(PACKAGE_ROOT).as_posix()
        faults += rule_fact_faults(path.read_text(encoding="utf-8"), where)
    assert faults == []


def test_the_check_reads_the_rules_module_and_finds_each_fact_in_its_function():
    source = (PACKAGE_ROOT / RULES_MODULE).read_text(encoding="utf-8")
    moved = source.replace("    def follows_opener(", "    def opener_follows(").replace(
        "    def decisive_ace_zanzi(", "    def ace_zanzi_decides(")
    assert len(rule_fact_faults(moved, RULES_MODULE)) == 2


def test_the_check_catches_each_way_of_working_a_fact_out_again():
    planted = '''
def reply(rules, throws):
    return throws if rules.throw_limit == "follow-opener" else rules.max_throws
def allowed(view, beat):
    return view.rules.max_throws if view.rules.throw_limit != "free" else beat
def listed(rules):
    return rules.throw_limit in ("follow-opener",)
def matched(rules):
    match rules.throw_limit:
        case "follow-opener":
            return True
class Rules:
    def decides(self, dice):
        return self.ace_zanzi != "points" and dice == (1, 1, 1)
def wins_at_once(rules):
    return rules.ace_zanzi in ("wins-manche", "wins-game")
'''
    faults = rule_fact_faults(planted, RULES_MODULE)
    follower = "works out the follower limit (throw_limit) outside Rules.follows_opener"
    decisive = ("works out the decisive zanzi d'as (ace_zanzi) outside "
                "Rules.decisive_ace_zanzi")
    assert faults == [f"{RULES_MODULE}:3: {follower}", f"{RULES_MODULE}:5: {follower}",
                      f"{RULES_MODULE}:7: {follower}", f"{RULES_MODULE}:9: {follower}",
                      f"{RULES_MODULE}:14: {decisive}", f"{RULES_MODULE}:16: {decisive}"]
    quiet = '''
def words(rules):
    if rules.follows_opener and rules.is_decisive((1, 1, 1)):
        return rules.ace_zanzi == "wins-game" or rules.next_opener == "loser"
'''
    assert rule_fact_faults(quiet, "rulesheet/variants.py") == []


def test_the_follower_limit_follows_the_opener_only_under_that_rule():
    free, follow = preset_rules("zanzibar"), preset_rules("421")
    assert (free.follows_opener, follow.follows_opener) == (False, True)
    assert [free.follower_limit(n) for n in (1, 2, 3)] == [3, 3, 3]
    assert [follow.follower_limit(n) for n in (1, 2, 3)] == [1, 2, 3]
    assert (free.later_limit(True, 3), follow.later_limit(True, 3)) == (3, None)
    assert (free.later_limit(False, 2), follow.later_limit(False, 2)) == (2, 2)


@pytest.mark.parametrize(("ace_zanzi", "decisive"), [
    ("points", False), ("wins-manche", True), ("wins-game", True)])
def test_only_a_zanzi_d_as_under_a_decisive_rule_decides(ace_zanzi, decisive):
    rules = preset_rules("zanzibar").with_options(ace_zanzi=ace_zanzi)
    assert rules.decisive_ace_zanzi is decisive
    assert rules.is_decisive((1, 1, 1)) is decisive
    assert rules.is_decisive([1, 1, 1]) is decisive
    assert not rules.is_decisive((1, 1, 2)) and not rules.is_decisive((6, 6, 6))


@pytest.mark.parametrize(("name", "scoring", "both"), [
    ("zanzibar", "hand-value", False), ("zanzibar", "tokens", True), ("421", "tokens", False)])
def test_only_zanzibar_with_tokens_has_hands_worth_tokens_beside_points(name, scoring, both):
    assert preset_rules(name).with_options(scoring=scoring).zanzibar_with_tokens is both
