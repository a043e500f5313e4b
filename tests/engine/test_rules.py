"""RuleSet, the presets of docs/RULES.md "Presets", and refusal of impossible rule combinations."""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.engine import PRESET_NAMES, PRESET_TABLES, RulesError, RuleSet, all_tables, preset

# ------------------------------------------------------------------ the presets

def test_every_preset_and_table_size_of_rules_md() -> None:
    """docs/RULES.md table: classic 4 (2v2) or 6 (3v3); new-england 4; house-125 4; cutthroat 5;
    forty-five 2, 4 (2v2) or 6 (3v3)."""
    assert set(PRESET_NAMES) == {"classic", "new-england", "house-125", "cutthroat", "forty-five", "nova-scotia"}
    assert PRESET_TABLES == {"classic": (4, 6), "new-england": (4,), "house-125": (4,),
                             "cutthroat": (5,), "forty-five": (2, 4, 6), "nova-scotia": (4,)}
    assert [(r.name, r.players) for r in all_tables()] == [
        ("classic", 4), ("classic", 6), ("new-england", 4), ("house-125", 4), ("cutthroat", 5),
        ("forty-five", 2), ("forty-five", 4), ("forty-five", 6), ("nova-scotia", 4)]


def test_classic_is_the_default() -> None:
    """docs/RULES.md: `classic` (default): 4 (2v2) or 6 (3v3), no kitty, bids 15 to 30, hold; game to
    120; 100+ may not bid below 20; everyone passing bags the dealer; the bidder's left leads."""
    rules = preset("classic")
    assert rules == RuleSet()
    assert rules.players == 4 and rules.partnerships
    assert rules.kitty_size == 0 and rules.deal_pattern == "3-2"
    assert rules.auction and rules.hold and rules.min_bid == 15
    assert rules.bid_values == (15, 20, 25, 30)
    assert rules.min_bid_at_100 == 20
    assert rules.all_pass == "bag"
    assert rules.first_lead == "bidder-left"
    assert rules.renege == "led"
    assert rules.thirty_for_sixty and not rules.all_five_double
    assert rules.target == 120 and rules.tie_rule == "bidder"
    assert rules.draw and not rules.rob_pack and not rules.keep_one_card
    assert rules.ticks == 0 and not rules.top6 and not rules.sixty_for_120
    six = preset("classic", 6)
    assert six.sides() == [[0, 2, 4], [1, 3, 5]]


def test_new_england_preset() -> None:
    """docs/RULES.md `new-england`: "a kitty of 3, dealt 3 / kitty / 2; bids 15 to 30; one time around
    only, no hold, dealer forced if all pass; every player keeps at least 1 card in the draw; the
    bidder leads the first trick"."""
    rules = preset("new-england")
    assert rules.players == 4 and rules.partnerships
    assert rules.kitty_size == 3
    assert rules.deal_batches == (("hand", 3), ("kitty", 3), ("hand", 2))
    assert rules.bid_values == (15, 20, 25, 30)
    assert rules.one_round and not rules.hold and rules.all_pass == "bag"
    assert rules.keep_one_card
    assert rules.first_lead == "bidder"
    assert rules.target == 120


def test_house_125_preset() -> None:
    """docs/RULES.md `house-125`: "a kitty of 4, dealt 3 / 2 kitty / 2 / 2 kitty; bids 20, 25, 30, and
    '60 for 120'; game to 125; the draw is given 3 then up to 2 more; announce when a side reaches
    95; options: Ticks, Top 6"."""
    rules = preset("house-125")
    assert rules.players == 4 and rules.partnerships
    assert rules.kitty_size == 4
    assert rules.deal_batches == (("hand", 3), ("kitty", 2), ("hand", 2), ("kitty", 2))
    assert rules.bid_values == (20, 25, 30, 60)
    assert rules.sixty_for_120 and rules.hold
    assert rules.target == 125
    assert rules.draw_first_round == 3
    assert rules.announce_at == 95
    assert rules.ticks == 0 and not rules.top6   # options, off unless switched on
    assert preset("house-125", ticks=4, top6=True).ticks == 4


def test_cutthroat_preset() -> None:
    """docs/RULES.md `cutthroat`: "5 players, each for themself; kitty of 4 and bids as house-125; game
    to 125; after naming trump the bidder calls a card it lacks"."""
    rules = preset("cutthroat")
    assert rules.players == 5 and not rules.partnerships
    assert rules.side_count == 5 and rules.sides() == [[0], [1], [2], [3], [4]]
    assert rules.kitty_size == 4 and rules.deal_pattern == "3-K2-2-K2"
    assert rules.bid_values == (20, 25, 30, 60)
    assert rules.called_card
    assert rules.target == 125


def test_nova_scotia_preset() -> None:
    """Issue 11: "kitty 3, bids 20-30, hold, redeal on all pass, 125": a common Nova Scotia
    table; everything else as classic (docs/RULES.md "One hand")."""
    rules = preset("nova-scotia")
    assert rules.players == 4 and rules.partnerships
    assert rules.kitty_size == 3 and rules.deal_pattern == "3-K3-2"
    assert rules.bid_values == (20, 25, 30)
    assert rules.hold and rules.hold_rebid == "all" and not rules.one_round
    assert rules.all_pass == "redeal" and rules.target == 125
    assert rules.first_lead == "bidder-left" and not rules.sixty_for_120 and not rules.keep_one_card


@pytest.mark.parametrize("players", [2, 4, 6])
def test_forty_five_preset(players: int) -> None:
    """docs/RULES.md `forty-five`: "2 players (each for themself), 4 (2v2) or 6 (3v3); no kitty, no
    auction and no draw; the card after the deal is turned up as trump; a player holding the ace of
    that suit may exchange any card for it ... the dealer's left leads; 3 or 4 tricks score 5, all 5
    tricks score 10; first to 45"."""
    rules = preset("forty-five", players)
    assert not rules.auction and rules.turn_up and rules.rob_turnup
    assert rules.kitty_size == 0 and not rules.draw
    assert rules.first_lead == "dealer-left"
    assert rules.scoring == "tricks"
    assert rules.target == 45
    assert rules.partnerships == (players != 2)
    assert rules.side_count == 2
    assert rules.cards_dealt == players * 5 + 1
    assert preset("forty-five", players, scoring="trick-difference").scoring == "trick-difference"


def test_partnerships_alternate_seats() -> None:
    """docs/RULES.md: "two partnerships in alternate seats"."""
    rules = preset("classic")
    assert [rules.side_of(s) for s in range(4)] == [0, 1, 0, 1]
    assert rules.sides() == [[0, 2], [1, 3]]


@pytest.mark.parametrize("name, bad", [("classic", 5), ("classic", 2), ("new-england", 6),
                                       ("house-125", 6), ("cutthroat", 4), ("forty-five", 3),
                                       ("forty-five", 5)])
def test_preset_refuses_other_table_sizes(name: str, bad: int) -> None:
    with pytest.raises(RulesError, match=f"played by .* not {bad}"):
        preset(name, bad)


def test_unknown_preset_and_switch() -> None:
    with pytest.raises(RulesError, match="unknown preset 'whist'"):
        preset("whist")
    with pytest.raises(RulesError, match="unknown rule switch"):
        preset("classic", trumps_wild=True)
    with pytest.raises(RulesError, match="unknown rule switch"):
        preset("classic").with_switches(jokers=2)


def test_rules_error_is_a_value_error() -> None:
    assert issubclass(RulesError, ValueError)


# ------------------------------------------------------------------ switches

def test_rule_set_is_frozen() -> None:
    """A game's rules cannot drift mid-game."""
    with pytest.raises(dataclasses.FrozenInstanceError):
        preset("classic").target = 45  # type: ignore[misc]


def test_with_switches_copies_and_revalidates() -> None:
    classic = preset("classic")
    changed = classic.with_switches(rob_pack=True, all_five_double=True, target=150)
    assert changed.rob_pack and changed.all_five_double and changed.target == 150
    assert not classic.rob_pack
    with pytest.raises(RulesError):
        classic.with_switches(players=5)


def test_kitty_size_switch_derives_the_deal_pattern() -> None:
    """docs/RULES.md: "A kitty, when the table uses one, is dealt between the two rounds." """
    assert preset("classic", kitty_size=3).deal_batches == (("hand", 3), ("kitty", 3), ("hand", 2))
    assert preset("classic").with_switches(kitty_size=4).deal_batches == (
        ("hand", 3), ("kitty", 2), ("hand", 2), ("kitty", 2))
    assert preset("classic", deal_pattern="2-3").deal_batches == (("hand", 2), ("hand", 3))


def test_switches_round_trip_through_json() -> None:
    for rules in all_tables():
        data = json.loads(json.dumps(rules.switches()))
        assert RuleSet.from_switches(data) == rules


@pytest.mark.parametrize("key, value", [("hold", 1), ("target", "120"), ("target", True),
                                        ("renege", 3), ("nope", 1)])
def test_from_switches_refuses_wrong_types(key: str, value) -> None:
    data = preset("classic").switches()
    data[key] = value
    with pytest.raises(RulesError, match=repr(key) if key != "nope" else "unknown"):
        RuleSet.from_switches(data)


# ------------------------------------------------------------------ refused combinations

@pytest.mark.parametrize("switches, message", [
    ({"players": 5}, "partnerships need an even number of players"),
    ({"players": 7}, "players must be 2 to 6"),
    ({"players": 1, "partnerships": False}, "players must be 2 to 6"),
    ({"players": 3}, "partnerships need an even number"),
    ({"kitty_size": 5, "deal_pattern": "3-K5-2"}, "kitty size must be 0, 3 or 4"),
    ({"kitty_size": 3, "deal_pattern": "3-2"}, "does not deal a kitty of 3"),
    ({"deal_pattern": "3-3"}, "must give each player 5 cards"),
    ({"deal_pattern": "3-X-2"}, "neither a count nor K<count>"),
    ({"min_bid": 10}, "minimum bid must be 15, 20 or 25"),
    ({"min_bid_at_100": 15}, "the 100+ minimum"),
    ({"target": 0}, "target score must be 5 to 1000"),
    ({"ticks": 2}, "ticks must be 0 (off), 3, 4 or 5"),
    ({"renege": "never"}, "renege must be one of led, highest, five-only"),
    ({"all_pass": "shuffle"}, "all_pass must be one of bag, redeal"),
    ({"first_lead": "dealer"}, "first_lead must be one of"),
    ({"tie_rule": "lower"}, "tie_rule must be one of"),
    ({"scoring": "tricks"}, "an auction game scores points"),
    ({"turn_up": True}, "a turned-up trump (forty-five) has no auction"),
    ({"auction": False}, "without an auction the trump must be turned up"),
    ({"top6": True}, "Top 6 replaces the kitty: it needs a kitty"),
    ({"called_card": True}, "a called partner card is for cutthroat"),
    ({"partnerships": False}, "an auction without partnerships needs the called card"),
    ({"draw": False, "keep_one_card": True}, "keep-one-card is a draw rule"),
    ({"draw": False, "rob_pack": True}, "robbing the pack is a draw rule"),
    ({"draw": False, "draw_first_round": 3}, "draw_first_round needs the draw"),
    ({"draw_first_round": 5}, "draw_first_round must be 0 to 4"),
    ({"players": 2}, "an auction needs at least 3 players"),
])
def test_invalid_combinations_are_refused_with_a_clear_message(switches: dict, message: str) -> None:
    """RuleSet refuses combinations no table can play, and says why."""
    with pytest.raises(RulesError) as info:
        RuleSet(**switches)
    assert message in str(info.value)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("switches, message", [
    ({"kitty_size": 4}, "kitty_size needs an auction"),
    ({"scoring": "points"}, "scores by tricks"),
    ({"rob_turnup": True, "turn_up": False}, "needs a turned-up trump"),
    ({"players": 3}, "played by 2 or 4 or 6 players"),
])
def test_forty_five_refuses_auction_features(switches: dict, message: str) -> None:
    with pytest.raises(RulesError) as info:
        preset("forty-five", **switches)
    assert message in str(info.value)


def test_cards_dealt_never_exceed_the_deck() -> None:
    """Six players with a kitty of 4 is 34 cards; every legal table fits in 52."""
    assert preset("classic", 6, kitty_size=4).cards_dealt == 34
    for rules in all_tables():
        assert rules.cards_dealt <= 52


def test_error_message_names_the_rule_set() -> None:
    with pytest.raises(RulesError, match="invalid rules 'classic'"):
        preset("classic").with_switches(players=5)


def test_every_preset_has_one_title_and_blurb_for_the_menus() -> None:
    """The menus, the ladder and the help name a preset from one table in the engine."""
    from game.engine.rules import PRESET_BLURBS, PRESET_TITLES
    assert set(PRESET_TITLES) == set(PRESET_BLURBS) == set(PRESET_NAMES)
    assert len(set(PRESET_TITLES.values())) == len(PRESET_NAMES), "two presets would read the same"

