"""The rule sheet as HTML, from a rules object, in the language of ``translate``.

Nothing here restates a rule by hand: the hand table comes from ``hand_chart``, the
options from ``OPTIONS`` with their explanations, and every sentence picks its words from
the option values. Text a user typed (a custom rules name, player names) is escaped.
No Qt here: the PDF writer and the print preview render this HTML.
"""

from fractions import Fraction
from html import escape

from ..engine.hands import (
    ALL_HANDS,
    PLAIN,
    evaluate,
    hand_chart,
    manche_points,
    median_scoring_value,
    reachable_scores,
    token_value,
)
from ..engine.presets import PRESETS
from ..engine.rules import FOUR_TWO_ONE, ONE_POINT, OPTIONS, Rules, option_applies
from ..engine.text import QT_TRANSLATE_NOOP, Text, Translate

_T = {
    "goal": QT_TRANSLATE_NOOP("RuleSheet", "Goal"),
    "material": QT_TRANSLATE_NOOP("RuleSheet", "Material"),
    "turn": QT_TRANSLATE_NOOP("RuleSheet", "How a turn goes"),
    "hands": QT_TRANSLATE_NOOP("RuleSheet", "The hands, strongest first"),
    "scoring": QT_TRANSLATE_NOOP("RuleSheet", "Scoring and end of the game"),
    "options": QT_TRANSLATE_NOOP("RuleSheet", "Every option in play"),
    "players": QT_TRANSLATE_NOOP("RuleSheet", "At this table: {names}"),
    "goal_points": QT_TRANSLATE_NOOP(
        "RuleSheet", "Make the best hand of each manche. Its winner scores; the first player to reach "
        "{target} points wins the game."),
    "goal_tokens": QT_TRANSLATE_NOOP(
        "RuleSheet", "Get rid of your tokens. A manche is lost by the player left holding every token; "
        "the partie is lost by the first player whose lost manches reach {manches}."),
    "material_points": QT_TRANSLATE_NOOP("RuleSheet", "Three dice and a score sheet; 2 to 8 players."),
    "material_tokens": QT_TRANSLATE_NOOP("RuleSheet", "Three dice and {tokens} tokens; 2 to 8 players."),
    "opening": QT_TRANSLATE_NOOP(
        "RuleSheet", "To choose who opens, each player throws one die: the highest opens, tied players "
        "throw again."),
    "opening_first_seat": QT_TRANSLATE_NOOP(
        "RuleSheet", "The player in the first seat opens (in a family game, the youngest)."),
    "turn_throws": QT_TRANSLATE_NOOP(
        "RuleSheet", "Throw the three dice. Keep any of them and throw the others again, up to {throws} "
        "throws in all; stop whenever you like."),
    "turn_free": QT_TRANSLATE_NOOP("RuleSheet", "Every player may use all {throws} throws."),
    "turn_follow": QT_TRANSLATE_NOOP(
        "RuleSheet", "The first player of a round sets the limit: nobody after may throw more often than "
        "the opener did (“in one”, “in two”)."),
    "turn_charge": QT_TRANSLATE_NOOP(
        "RuleSheet", "Charge: while the pot holds tokens, each player throws once in turn."),
    "ties_fewer": QT_TRANSLATE_NOOP(
        "RuleSheet", "Equal hands: the one made in fewer throws wins; made in as many throws, they go to "
        "a throw-off (rampo)."),
    "ties_throw_off": QT_TRANSLATE_NOOP("RuleSheet", "Equal hands always go to a throw-off (rampo)."),
    "throw_off": QT_TRANSLATE_NOOP(
        "RuleSheet", "A throw-off is one throw each among the tied players, from the last of them back "
        "to the first, repeated until the tie is broken."),
    "score_value": QT_TRANSLATE_NOOP(
        "RuleSheet", "Only the winner of a manche scores: the value of the winning hand."),
    "score_one": QT_TRANSLATE_NOOP("RuleSheet", "Only the winner of a manche scores: 1 point."),
    "score_zanzis_only": QT_TRANSLATE_NOOP(
        "RuleSheet", "Only zanzis score: any other winning hand wins the manche but scores nothing."),
    "score_malus": QT_TRANSLATE_NOOP(
        "RuleSheet", "Once everyone has played, the weakest hand of the manche loses {points} points "
        "(never below zero); a manche cut short by a zanzi d'as has no malus."),
    "score_exact_keep": QT_TRANSLATE_NOOP(
        "RuleSheet", "The target must be reached exactly: a winner who would go past keeps the "
        "previous score."),
    "score_exact_fall": QT_TRANSLATE_NOOP(
        "RuleSheet", "The target must be reached exactly: a winner who would go past falls back to "
        "{level}, or keeps the previous score if it is lower."),
    "score_exact_small": QT_TRANSLATE_NOOP(
        "RuleSheet", "A player less than {median} points from the target finishes with any "
        "winning hand (a small exact value hardly ever wins a manche)."),
    "score_exact_sums": QT_TRANSLATE_NOOP(
        "RuleSheet", "A player less than {median} points from the target, or whose gap is no sum "
        "of {values} points, finishes with any winning hand."),
    "score_ace_manche": QT_TRANSLATE_NOOP("RuleSheet", "A zanzi d'as (1-1-1) wins the manche at once."),
    "score_ace_game": QT_TRANSLATE_NOOP("RuleSheet", "A zanzi d'as (1-1-1) wins the game at once."),
    "charge_weakest": QT_TRANSLATE_NOOP(
        "RuleSheet", "Charge: after each round the weakest hand takes from the pot as many tokens as the "
        "strongest hand is worth (the last takes what remains)."),
    "charge_strongest": QT_TRANSLATE_NOOP(
        "RuleSheet", "Charge: after each round the strongest hand takes its own value from the pot (the "
        "last takes what remains)."),
    "charge_all": QT_TRANSLATE_NOOP(
        "RuleSheet", "A player holding every token when the pot is empty loses the manche at once."),
    "decharge": QT_TRANSLATE_NOOP(
        "RuleSheet", "Décharge: the strongest hand gives the weakest as many tokens as it is worth (all "
        "it has if fewer). A player with no token left is out: sauvé."),
    "decharge_most": QT_TRANSLATE_NOOP("RuleSheet", "The player holding most tokens opens the décharge."),
    "zanzibar_tokens": QT_TRANSLATE_NOOP(
        "RuleSheet", "In tokens, a hand is worth its value divided by 10, at least 1."),
    "zanzibar_tokens_one": QT_TRANSLATE_NOOP("RuleSheet", "In tokens, every hand is worth 1 token."),
    "zanzibar_tokens_table": QT_TRANSLATE_NOOP(
        "RuleSheet", "In tokens: the zanzi d'as is worth {ace}, any other zanzi {zanzi}, a straight "
        "{straight}, any other hand {simple}."),
    "col_rank": QT_TRANSLATE_NOOP("RuleSheet", "Rank"),
    "col_dice": QT_TRANSLATE_NOOP("RuleSheet", "Dice"),
    "col_hand": QT_TRANSLATE_NOOP("RuleSheet", "Hand"),
    "col_value": QT_TRANSLATE_NOOP("RuleSheet", "Value"),
    "col_tokens": QT_TRANSLATE_NOOP("RuleSheet", "Tokens"),
    "col_chance": QT_TRANSLATE_NOOP("RuleSheet", "One throw"),
}

STYLE = """
body { font-family: sans-serif; font-size: 9.5pt; }
h1 { font-size: 17pt; margin-bottom: 2px; }
h2 { font-size: 11.5pt; margin-top: 10px; margin-bottom: 3px; }
p { margin-top: 2px; margin-bottom: 2px; }
table { border-collapse: collapse; }
th { background: #dde6dd; text-align: left; padding: 2px 6px; }
td { padding: 1px 6px; }
.muted { color: #555555; }
"""


def _say(text: Text, translate: Translate, **args: object) -> str:
    return escape(text.with_args(**args).render(translate))


def sheet_title(rules: Rules, translate: Translate) -> str:
    preset = PRESETS.get(rules.name)
    if preset is not None and preset.rules == rules:
        return preset.title.render(translate)
    return rules.name


def rule_sheet_html(rules: Rules, translate: Translate, players: list[str] | None = None) -> str:
    """The whole sheet as one HTML document."""
    say = lambda key, **args: _say(_T[key], translate, **args)  # noqa: E731
    parts = [f"<html><head><style>{STYLE}</style></head><body>",
             f"<h1>{escape(sheet_title(rules, translate))}</h1>"]
    if players:
        parts.append(f"<p class='muted'>{say('players', names=', '.join(players))}</p>")
    tokens = rules.uses_tokens
    parts.append(f"<h2>{say('goal')}</h2>")
    parts.append("<p>" + (say("goal_tokens", manches=rules.manches_to_lose) if tokens
                          else say("goal_points", target=rules.target_score)) + "</p>")
    parts.append(f"<h2>{say('material')}</h2>")
    parts.append("<p>" + (say("material_tokens", tokens=rules.tokens) if tokens
                          else say("material_points")) + "</p>")
    opening = say("opening_first_seat") if rules.first_opener == "first-seat" else say("opening")
    parts.append(f"<h2>{say('turn')}</h2><p>{opening}</p>")
    if tokens:
        parts.append(f"<p>{say('turn_charge')}</p>")
    parts.append(f"<p>{say('turn_throws', throws=rules.max_throws)} ")
    parts.append((say("turn_follow") if rules.throw_limit == "follow-opener"
                  else say("turn_free", throws=rules.max_throws)) + "</p>")
    parts.append("<p>" + (say("ties_fewer") if rules.tie_break == "fewer-throws"
                          else say("ties_throw_off")) + " " + say("throw_off") + "</p>")
    parts.append(_hand_table(rules, translate, say))
    parts.append(f"<h2>{say('scoring')}</h2>")
    parts.extend(f"<p>{line}</p>" for line in _scoring_lines(rules, say))
    parts.append(f"<h2>{say('options')}</h2><table width='100%'>")
    for spec in OPTIONS:
        if not option_applies(spec.key, rules):
            continue
        value = getattr(rules, spec.key)
        parts.append(f"<tr><td width='18%'><b>{escape(spec.title.render(translate))}</b></td>"
                     f"<td width='27%'>{escape(spec.label(value).render(translate))}</td>"
                     f"<td class='muted'>{escape(spec.explanation.render(translate))}</td></tr>")
    parts.append("</table></body></html>")
    return "".join(parts)


def _hand_table(rules: Rules, translate: Translate, say) -> str:
    rows = hand_chart(rules)
    tokens_column = rules.uses_tokens and rules.family != FOUR_TWO_ONE
    head = [say("col_rank"), say("col_dice"), say("col_hand"), say("col_value")]
    if tokens_column:
        head.append(say("col_tokens"))
    head.append(say("col_chance"))
    html = [f"<h2>{say('hands')}</h2><table><tr>"
            + "".join(f"<th>{cell}</th>" for cell in head) + "</tr>"]
    # Hands of equal rank share a row; in 421 the 39 plain hands (all worth the same, ranked
    # by their faces) make one row at their place in the order.
    groups: list[list] = []
    for row in rows:
        same = groups and (groups[-1][0].rank == row.rank or (
            row.hand.category == PLAIN and groups[-1][0].hand.category == PLAIN))
        if same:
            groups[-1].append(row)
        else:
            groups.append([row])
    for group in groups:
        first, last = group[0], group[-1]
        chance = sum((row.probability for row in group), Fraction(0))
        if first.hand.category == PLAIN:
            rank = f"{first.rank}–{last.rank}"
            dice = f"{first.hand.label} … {last.hand.label}"
        else:
            rank = str(first.rank)
            dice = ", ".join(row.hand.label for row in group)
        cells = [rank, dice, escape(first.hand.name.render(translate)), str(first.hand.value)]
        if tokens_column:
            cells.append(str(token_value(first.hand, rules)))
        cells.append(f"{chance.numerator}/{chance.denominator}")
        html.append("<tr>" + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>")
    html.append("</table>")
    return "".join(html)


def _stall_line(rules: Rules, say) -> str:
    """Which gaps any winning hand finishes under an exact finish, in words."""
    median = median_scoring_value(rules)
    reachable = reachable_scores(rules, rules.target_score)
    if all(reachable[median:]):
        return say("score_exact_small", median=median)
    values = sorted({manche_points(evaluate(dice, rules), rules) for dice in ALL_HANDS} - {0})
    return say("score_exact_sums", median=median, values=", ".join(map(str, values)))


def _scoring_lines(rules: Rules, say) -> list[str]:
    if rules.uses_tokens:
        lines = [say("charge_weakest") if rules.charge_rule == "weakest-takes"
                 else say("charge_strongest"), say("charge_all"), say("decharge")]
        if rules.decharge_opener == "most-tokens":
            lines.append(say("decharge_most"))
        if rules.family != FOUR_TWO_ONE:
            lines.append(say("zanzibar_tokens_one") if rules.token_values == "one" else say(
                "zanzibar_tokens_table", ace=rules.tokens_ace_zanzi, zanzi=rules.tokens_zanzi,
                straight=rules.tokens_straight, simple=rules.tokens_simple)
                if rules.token_values == "table" else say("zanzibar_tokens"))
        return lines
    lines = [say("score_one") if rules.scoring == ONE_POINT else say("score_value")]
    if rules.simple_points == "zero":
        lines.append(say("score_zanzis_only"))
    if rules.low_hand_malus:
        lines.append(say("score_malus", points=rules.low_hand_malus))
    if rules.exact_finish != "off":
        lines.append(say("score_exact_keep") if rules.exact_finish == "keep-previous"
                     else say("score_exact_fall", level=rules.exact_finish_level))
        lines.append(_stall_line(rules, say))
    if rules.ace_zanzi == "wins-manche":
        lines.append(say("score_ace_manche"))
    elif rules.ace_zanzi == "wins-game":
        lines.append(say("score_ace_game"))
    return lines
