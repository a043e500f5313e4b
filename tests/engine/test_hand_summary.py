"""``game.engine.hand_summary``: the scoreboard's reading of a hand agrees with the rules played.

Random games at every preset and table size; each finished hand's summary is checked against
the hand record it was read from and against the rule it names.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.engine import HandRecord, RuleSet, all_tables, preset
from game.engine.cards import TRUMP_RANK
from game.engine.hand_summary import HandSummary, scoring_rule, summarize_hand, trick_value

from .helpers import walked_game

TABLES: list[RuleSet] = all_tables() + [preset("classic", 4, all_five_double=True),
                                        preset("forty-five", 2, scoring="trick-difference")]
IDS = [f"{r.name}-{r.players}-{r.scoring}-{i}" for i, r in enumerate(TABLES)]


def finished_hands(rules: RuleSet, seeds: range) -> Iterator[tuple[HandRecord, HandSummary]]:
    for seed in seeds:
        st = walked_game(rules, seed, max_hands=3)
        for record in st.records:
            yield record, summarize_hand(rules, record)


@pytest.mark.parametrize("rules", TABLES, ids=IDS)
def test_each_side_line_is_the_records_own_figures(rules: RuleSet) -> None:
    for record, summary in finished_hands(rules, range(4)):
        assert summary.hand_number == record.hand_number
        assert len(summary.sides) == len(record.sides)
        for result in summary.sides:
            assert result.change == record.score_change[result.side]
            assert result.total == record.scores[result.side]
            assert result.reason
        assert sum(result.tricks for result in summary.sides) == 5    # five tricks a hand


@pytest.mark.parametrize("rules", [r for r in TABLES if r.scoring == "points"],
                         ids=[i for r, i in zip(TABLES, IDS, strict=True) if r.scoring == "points"])
def test_points_are_five_a_trick_and_five_for_the_highest_trump(rules: RuleSet) -> None:
    """docs/RULES.md 6: "Points: 5 a trick, and 5 more to the side that played the highest trump
    played in the hand (30 a hand). If no trump was played at all, that 5 goes to no one." """
    for record, summary in finished_hands(rules, range(4)):
        assert summary.by_points
        high = summary.high_trump
        for result in summary.sides:
            bonus = 5 if high is not None and rules.side_of(high[1]) == result.side else 0
            assert result.points == 5 * result.tricks + bonus
        assert sum(r.points or 0 for r in summary.sides) == (30 if high is not None else 25)
        if high is not None:   # no trump played in any trick outranks it
            assert record.trump is not None
            ranks = TRUMP_RANK[record.trump]
            played = [card for trick in record.tricks for card in trick.cards]
            assert ranks[high[0]] == max(ranks[card] for card in played)


@pytest.mark.parametrize("rules", TABLES, ids=IDS)
def test_the_reason_says_made_or_set_as_the_record_does(rules: RuleSet) -> None:
    """docs/RULES.md 7: "if the bidding side took at least its bid, it scores everything it took
    ... Otherwise the bid is subtracted ... The defending side always scores what it took." """
    for record, summary in finished_hands(rules, range(4)):
        if record.bid is None or record.bidder is None:
            continue
        bidder_side = rules.side_of(record.bidder)
        line = summary.sides[bidder_side]
        if record.made:
            assert line.reason.startswith("Made"), line.reason
            assert line.change > 0
        else:
            assert line.reason.startswith("Set"), line.reason
            assert line.change < 0


def test_forty_five_scores_by_tricks_and_says_so() -> None:
    """docs/RULES.md presets, forty-five: "3 or 4 tricks score 5, all 5 tricks score 10"."""
    rules = preset("forty-five", 2)
    assert scoring_rule(rules) == "3 or 4 tricks score 5, all five 10"
    assert trick_value(rules) == "+1 trick"
    seen = set()
    for _record, summary in finished_hands(rules, range(6)):
        assert not summary.by_points and summary.high_trump is None
        for result in summary.sides:
            expected = 10 if result.tricks == 5 else 5 if result.tricks >= 3 else 0
            assert result.change == expected, result
            seen.add(expected)
    assert seen >= {0, 5}


def test_a_trick_is_worth_five_where_hands_score_by_points() -> None:
    assert trick_value(preset("classic", 4)) == "+5"
    assert "5 a trick" in scoring_rule(preset("classic", 4))


def test_the_called_partners_line_speaks_of_the_pair() -> None:
    """docs/RULES.md `cutthroat`: "if the pair makes the bid each scores what it took itself, if not
    the bidder loses the bid and the partner scores what it took": the partner did not make a bid
    of its own, so its line says the pair made (or was set) and that it scores its own take."""
    rules = preset("cutthroat", 5)
    seen = set()
    for record, summary in finished_hands(rules, range(12)):
        partner = record.partner
        if partner is None or partner < 0 or record.bid is None:
            continue
        line = summary.sides[rules.side_of(partner)]
        took = f"took {line.points} ({line.tricks} trick{'s' * (line.tricks != 1)})"
        if record.made:
            assert line.reason.startswith(f"The pair made {record.bid}"), line.reason
        else:
            assert line.reason.startswith("The pair was set"), line.reason
        assert took in line.reason
        seen.add(bool(record.made))
    assert seen == {True, False}
