"""The one game driver (``game.sim.driver``): chance deals, each seat sees only its own view,
it stops where asked, and a seed replays the same game."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai import make_player
from game.engine import CHANCE, ChanceAction, Deal, GameState, Observation, Phase, PlayerAction, preset
from game.engine import actions as A
from game.engine.state import shuffled_deck
from game.sim.driver import Turn, deals, dealt_hand, play, sampled


class Spy:
    """A player that chooses at random and keeps every observation it was shown."""

    def __init__(self) -> None:
        self.seen: list[Observation] = []

    def __call__(self, obs: Observation, legal: Sequence[PlayerAction], rng: random.Random) -> PlayerAction:
        self.seen.append(obs)
        assert tuple(legal) == obs.legal_actions
        return legal[rng.randrange(len(legal))]


def spies(players: int) -> list[Spy]:
    return [Spy() for _ in range(players)]


def test_chance_is_an_actor_that_deals_each_hand() -> None:
    """The state asks chance for the first dealer, then for each deal; the driver asks the
    chance actor exactly then, and the players never act for chance."""
    asked: list[Phase] = []

    def chance(state: GameState) -> ChanceAction:
        asked.append(state.phase)
        return sampled(state)

    state = play(GameState(preset("classic", 4), seed=5), spies(4), [random.Random(s) for s in range(4)],
                 stop_at_hand=3, chance=chance)
    assert asked == [Phase.DEALER, Phase.DEAL, Phase.DEAL, Phase.DEAL]
    assert state.hand_number == 3 and state.current_player == CHANCE   # stopped before the fourth deal


def test_known_cards_deal_as_if_applied_by_hand() -> None:
    rules = preset("classic", 4)
    deck = shuffled_deck(random.Random(8))
    by_hand = GameState(rules, seed=0)
    by_hand.apply(A.dealer(2))
    by_hand.apply(A.deal_action(deck))
    dealt = dealt_hand(rules, 2, deck)
    assert dealt.history == by_hand.history and dealt.hands == by_hand.hands
    assert dealt.dealer == 2 and dealt.current_player != CHANCE
    decks = [shuffled_deck(random.Random(h)) for h in range(3)]
    game = play(GameState(rules, seed=0), spies(4), [random.Random(s) for s in range(4)],
                stop_at_hand=2, chance=deals(1, decks.__getitem__))
    dealt_decks = [list(action) for action in game.history if isinstance(action, Deal)]
    assert dealt_decks == [list(decks[0]), list(decks[1])]


def test_each_seat_sees_only_its_own_observation() -> None:
    """A player is shown its own seat's view and legal actions, never another hand: the
    spy's cards are always its own, and none of another seat's unplayed cards reach it."""
    rules = preset("classic", 4)
    players = spies(4)
    hands_then: list[tuple[int, list[set[str]]]] = []

    def note(turn: Turn) -> None:
        if turn.seat != CHANCE:
            hands_then.append((turn.seat, [{str(c) for c in turn.state.hand_of(s)} for s in range(4)]))

    play(GameState(rules, seed=3), players, [random.Random(s) for s in range(4)], stop_at_hand=2, before=note)
    by_seat: dict[int, list[list[set[str]]]] = {s: [] for s in range(4)}
    for seat, hands in hands_then:
        by_seat[seat].append(hands)
    for seat, spy in enumerate(players):
        assert len(spy.seen) == len(by_seat[seat]) > 0
        for obs, hands in zip(spy.seen, by_seat[seat], strict=True):
            assert obs.seat == seat and obs.current_player == seat
            shown = {str(c) for c in obs.hand} | {str(c) for c in obs.kitty_seen} | {str(c) for c in obs.stock_view}
            assert {str(c) for c in obs.hand} == hands[seat]
            for other in range(4):
                if other != seat:
                    assert not shown & hands[other], f"seat {seat} was shown seat {other}'s cards"


def test_it_stops_at_the_end_of_a_hand_or_when_asked() -> None:
    rules = preset("classic", 4)
    rngs = [random.Random(s) for s in range(4)]
    one = play(dealt_hand(rules, 0, shuffled_deck(random.Random(1))), spies(4), rngs, stop_at_hand=1)
    assert one.hand_number == 1 and one.last_score is not None and one.current_player == CHANCE
    first_card = play(dealt_hand(rules, 0, shuffled_deck(random.Random(1))), spies(4), rngs,
                      until=lambda st: st.phase is Phase.PLAY)
    assert first_card.phase is Phase.PLAY and not first_card.trick and not first_card.tricks
    whole = play(GameState(rules, seed=4), [make_player("easy").choose for _ in range(4)], rngs)
    assert whole.is_terminal   # no stop given: the game is played to its end


def test_a_seed_replays_the_same_game() -> None:
    def game(seed: int) -> list[object]:
        state = play(GameState(preset("forty-five", 2), seed=seed), spies(2),
                     [random.Random(seed * 10 + s) for s in range(2)], stop_at_hand=6)
        return list(state.history)
    assert game(7) == game(7)
    assert game(7) != game(8)


def test_hooks_see_each_decision_and_open_hands_act_first() -> None:
    """``after`` gets the action and the decision's clock time; ``open_hand`` may act for a
    seat (its player is then not asked) or pass (``None``); a function of (state, seat)
    gives a fresh generator per decision; nothing is timed without ``after``."""
    rules = preset("classic", 4)
    players = spies(4)
    ticks = iter(range(0, 10_000, 5))
    decided: list[tuple[int, PlayerAction, int]] = []
    keys: list[str] = []

    def rng_for(state: GameState, seat: int) -> random.Random:
        keys.append(f"{seat}:{len(state.history)}")
        return random.Random(keys[-1])

    def open_hand(state: GameState, seat: int) -> PlayerAction | None:
        return state.legal_actions()[0] if seat == 0 and state.phase is Phase.PLAY else None

    def after(turn: Turn, action: PlayerAction, cpu_ns: int) -> None:
        decided.append((turn.seat, action, cpu_ns))

    state = play(dealt_hand(rules, 3, shuffled_deck(random.Random(2))), players, rng_for, stop_at_hand=1,
                 open_hand=open_hand, after=after, clock=lambda: next(ticks))
    assert state.hand_number == 1
    assert all(cpu == 5 for _, _, cpu in decided)
    assert [a for s, a, _ in decided if s == 0 and isinstance(a, A.CardPlay)]   # seat 0's cards came from the open hand
    assert all(obs.phase is not Phase.PLAY for obs in players[0].seen)
    assert len(keys) == sum(len(p.seen) for p in players) and len(decided) == len(keys) + 5

    def no_clock() -> int:
        raise AssertionError("timed without an after hook")
    play(dealt_hand(rules, 3, shuffled_deck(random.Random(2))), spies(4), rng_for, stop_at_hand=1, clock=no_clock)
