"""The open-handed position the card-play solver finishes: its own module so the solver and
its inner search both read it without importing each other."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PlayPosition:
    """Every hand open: what the solver needs to finish the play of a hand."""

    trump: int
    hands: list[int]                 # per seat (0 for seats out of play)
    next_seat: list[int]             # clockwise among the seats in play
    players_in_trick: int
    to_move: int
    team_a: int                      # bitmask of the seats whose tricks are counted
    trick: list[int] = field(default_factory=list)        # lead first
    trick_seats: list[int] = field(default_factory=list)
    renege: str = "led"
    called_card: int = -1            # cutthroat: the called card ...
    partner: int = -1                # ... and its holder, who must play it on the 2nd trick
