"""The expert's figures in words a player reads, for a hint's "why" and the hand review.

"About 2 points a hand better than the Q♥, the next best (the expert played out 60 deals
like this one)."  The hint's first line already names the move (``reasons.sentence``), so
these words never name it again; they compare it with the next best option, always as a
gain (the best choice is never "-2.1 points"), and near the target they speak of the
chances of winning the game.  Nothing to compare (one option, a fixed rule): no words.
"""

from __future__ import annotations

from game.engine import actions as A
from game.engine.actions import PlayerAction
from game.engine.wording import contract_text, option

from .hints import GAME_CHANCE, ChoiceReview, ExpertHint, OptionValue

PLACES = {"auction": "In the auction", "trump": "When naming trump", "draw": "In the draw",
          "play": "In the play"}
TIES_NAMED = 2   # options "about as good" named before "and N more"
BARE, SHORT, FULL = 0, 1, 2   # how much a "why" says besides the gain (the strip holds three lines)


def noun(action: PlayerAction) -> str:
    """The option as the thing compared: ``the Q♥``, ``bidding 25``, ``passing``, ``hearts ♥``."""
    verb = A.kind(action)
    if verb == "bid":
        return f"bidding {contract_text(A.bid_amount(action))}"
    if verb in ("pass", "hold"):
        return "passing" if verb == "pass" else "holding"
    if verb == "discard":
        words = option(action)
        return "keeping all five" if words == "keep all five" else "throwing" + words[len("throw"):]
    if verb in ("call", "take", "rob"):
        gerund = {"call": "calling", "take": "taking", "rob": "robbing"}[verb]
        return gerund + option(action)[len(verb):]
    return option(action)


def chosen(action: PlayerAction) -> str:
    """The option after "you chose": ``the 3♠``, ``to bid 25``, ``to pass``, ``hearts ♥``."""
    verb = A.kind(action)
    if verb in ("play", "trump", "kitty", "top6"):
        return option(action)
    return f"to {verb}" if verb in ("pass", "hold") else f"to {option(action)}"


def better_by(gain: float, unit: str) -> str:
    """``about 2 points a hand better`` or ``about 3 in 100 better chances of winning the game``."""
    whole = int(gain + 0.5)
    if unit == GAME_CHANCE:
        if whole < 1:
            return "slightly better chances of winning the game"
        return f"about {whole} in 100 better chances of winning the game"
    if whole < 1:
        return "under half a point a hand better"
    return f"about {whole} point{'s' if whole != 1 else ''} a hand better"


def source(advice: ExpertHint, detail: int = FULL) -> str:
    """Where the figures come from, in a player's words (shorter at a lower ``detail``)."""
    if "learned" in advice.basis:
        return f"learned from {advice.deals:,} deals" + (" played out" if detail >= FULL else "")
    if detail >= FULL:
        return f"the expert played out {advice.deals} deals like this one"
    return f"{advice.deals} deals played out"


def _about_as_good(ties: list[OptionValue], detail: int) -> str:
    if detail < FULL:
        return f"{'one other is' if len(ties) == 1 else f'{len(ties)} others are'} about as good"
    names = [noun(o.action) for o in ties[:TIES_NAMED]]
    if len(ties) > TIES_NAMED:
        names.append(f"{len(ties) - TIES_NAMED} more")
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"{listed} {'is' if len(ties) == 1 else 'are'} about as good"


def figures(advice: ExpertHint, detail: int = FULL) -> str:
    """The "why" press's words: how much better the advice is than the next best option.
    ``detail``: FULL names the options about as good and where the figures come from; SHORT
    counts those options and says where in fewer words; BARE leaves out where."""
    if not advice.basis or len(advice.options) < 2:
        return ""
    best, rest = advice.options[0], advice.options[1:]
    ties = [o for o in rest if o.equal_to_best or best.points - o.points <= 0]
    others = [o for o in rest if o not in ties]
    where = f" ({source(advice, detail)})" if detail > BARE else ""
    if not others:
        tie = _about_as_good(ties, max(detail, SHORT))
        return f"{tie[0].upper()}{tie[1:]}{where}."
    nearest = others[0]
    gain = better_by(best.points - nearest.points, advice.unit)
    text = f"{gain[0].upper()}{gain[1:]} than {noun(nearest.action)}"
    if detail >= FULL:
        text += ", the other choice" if len(rest) == 1 else ", the next best"
    if ties:
        text += f"; {_about_as_good(ties, detail)}"
    return f"{text}{where}."


def review_words(phase: str, review: ChoiceReview) -> str:
    """A review line: ``In the play you chose the 3♠; the J♠ was about 2 points a hand better.``"""
    place = PLACES.get(phase, "Then")
    mine = chosen(review.chosen)
    if review.best == review.chosen or review.cost <= 0:
        return f"{place} you chose {mine}, as good as any."
    gain = better_by(review.cost, review.unit)
    verb = "gave" if review.unit == GAME_CHANCE else "was"
    return f"{place} you chose {mine}; {noun(review.best)} {verb} {gain}."
