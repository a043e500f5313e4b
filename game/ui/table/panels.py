"""The table's corner panels: every side's score, the bidding and then the contract, and the
last trick as a small picture.

Each draws into the rectangle the screen plan gives it and makes its text fit (smaller, then
shortened), so nothing spills at any window size.  They read the engine's ``TableSnapshot``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine import Phase, TableSnapshot
from game.engine.actions import PlayerAction
from game.engine.cards import SUIT_NAMES, SUIT_SYMBOLS
from game.engine.wording import contract_text, option
from game.ui.core.suits import suit_surface
from game.ui.kit import theme
from game.ui.table.card_painter import winner_last

if TYPE_CHECKING:  # pragma: no cover
    from game.engine.readmodel import Contract
    from game.ui.art.card_art import CardArt
    from game.ui.table.session import GameSession

PANEL_FILL = (8, 22, 14, 235)
SIDE_COLOURS = [(70, 170, 110), (200, 90, 80), (90, 140, 220), (200, 160, 70), (160, 110, 200), (80, 180, 190)]
TITLE, BODY, BIG = 24, 26, 30
LAST_TRICK_STEP = 0.55   # of a card's width: the last trick's cards in a row, each showing its corner
TRICKS = 18       # "2 tricks" under a side's score (never below the shortest text: theme's floor)
Line = tuple[str, tuple[int, int, int], float, bool]     # a panel's line: text, colour, size, bold


def side_name(session: GameSession, side: int) -> str:
    """"Us"/"Them" for partnerships seen from the person's seat, else the player's name; two
    people at the screen are named ("Ann & Ben", or "Ann's side" against "Ben's side")."""
    rules = session.rules
    if rules.partnerships and rules.players > 2:
        humans = session.human_seats
        sides = {rules.side_of(seat) for seat in humans}
        if len(sides) > 1:
            named = [session.seats[seat].name for seat in humans if rules.side_of(seat) == side]
            return f"{named[0]}'s side" if named else f"Side {'AB'[side]}"
        if len(humans) > 1:   # two partners at the screen: both named on their side
            return " & ".join(session.seats[seat].name for seat in humans) if side in sides else "Them"
        if humans:
            return "Us" if side == rules.side_of(session.home_seat) else "Them"
        return f"Side {'AB'[side]}"
    return session.seats[side].name


def side_players(session: GameSession, side: int) -> str:
    """A side as players read it: "You and Angus", "Mary and Colleen", "Mary, Colleen and Seamus";
    a player alone by name (two players, cutthroat)."""
    rules = session.rules
    if not (rules.partnerships and rules.players > 2):
        return session.seats[side].name
    names = [session.seats[seat].name for seat in range(rules.players) if rules.side_of(seat) == side]
    viewer = session.home_seat if session.human_seats else -1
    if viewer >= 0 and rules.side_of(viewer) == side:   # you first: "You and Angus"
        names.remove(session.seats[viewer].name)
        names.insert(0, session.seats[viewer].name)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def was(name: str) -> str:
    """``You were`` but ``Mary was``: the person's seat is called "You" unless renamed."""
    return f"{name} were" if name == "You" else f"{name} was"


def _rows(rect: pygame.Rect, count: int, pad: int) -> list[int]:
    """The centre lines of ``count`` rows spread evenly down ``rect`` below ``pad``."""
    step = (rect.h - 2 * pad) / max(1, count)
    return [round(rect.y + pad + step * (i + 0.5)) for i in range(count)]


def draw_score_panel(surface: pygame.Surface, rect: pygame.Rect, session: GameSession,
                     scores: Sequence[int] | None = None, hand_number: int | None = None,
                     side_tricks: Sequence[int] | None = None) -> None:
    """Top-left: the target and the hand, then each side's score with a bar toward the target.
    ``scores`` overrides the snapshot's (the scoreboard counts them up); ``hand_number`` (from 0)
    the hand it names: the board of hand 1 must not sit under "Hand 2", the next one's number;
    ``side_tricks``: during the play, the tricks each side has taken this hand, beside its bar."""
    snap = session.snapshot
    rules = snap.rules
    scores = snap.scores if scores is None else scores
    theme.rounded_panel(surface, rect, PANEL_FILL)
    pad = theme.px(12)
    inner = rect.inflate(-2 * pad, 0)
    rows = _rows(rect, rules.side_count + 1, pad // 2)
    heading = "Challenge" if session.scored_alone else f"Game to {rules.target}"
    hand = f"Hand {(snap.hand_number if hand_number is None else hand_number) + 1 + session.hands_before}"
    hand_w = theme.text_width(hand, TITLE)
    theme.blit_fitted(surface, heading, TITLE, (inner.x, rows[0]), inner.w - hand_w - pad, theme.GOLD, "midleft",
                      bold=True)
    theme.blit_text(surface, hand, TITLE, (inner.right, rows[0]), theme.MUTED, "midright")
    dot = max(3, theme.px(7))
    for side, y in enumerate(rows[1:]):
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        pygame.draw.circle(surface, colour, (inner.x + dot, y), dot)
        score = scores[side]
        figure = str(score) + (f"  ticks {snap.ticks[side]}" if rules.ticks and snap.ticks[side] else "")
        figure_w = theme.text_width(figure, BIG, True)
        theme.blit_text(surface, figure, BIG, (inner.right, y), theme.BAD if score < 0 else theme.CREAM, "midright",
                        bold=True)
        name_x = inner.x + 3 * dot
        theme.blit_fitted(surface, side_name(session, side), BODY, (name_x, y), inner.right - figure_w - pad - name_x,
                          theme.CREAM, "midleft")
        frac = max(0.0, min(1.0, score / rules.target))
        bar = pygame.Rect(name_x, y + theme.line_height(BODY) // 2, round((inner.right - name_x) * 0.55),
                          max(2, theme.px(4)))
        pygame.draw.rect(surface, (40, 60, 45), bar, border_radius=2)
        pygame.draw.rect(surface, colour, (bar.x, bar.y, int(bar.w * frac), bar.h), border_radius=2)
        if side_tricks is not None:   # this hand so far, in words, between the name and the score
            taken = f"{side_tricks[side]} trick{'s' if side_tricks[side] != 1 else ''}"
            name_end = name_x + theme.text_width(side_name(session, side), BODY) + pad
            right = inner.right - figure_w - pad
            if theme.text_width(taken, TRICKS) <= right - name_end:   # where the row has room for it
                theme.blit_text(surface, taken, TRICKS, (right, y), theme.MUTED, "midright")


def draw_bidding_panel(surface: pygame.Surface, rect: pygame.Rect, session: GameSession) -> None:
    """Top-right: the auction while it goes on, then the contract (or forty-five's turn-up)."""
    snap = session.snapshot
    theme.rounded_panel(surface, rect, PANEL_FILL)
    inner = panel_inner(rect)
    if snap.contract is None and snap.trump < 0:
        _draw_auction(surface, inner, session, snap)
    else:
        _draw_contract(surface, inner, session, snap)


def _draw_auction(surface: pygame.Surface, inner: pygame.Rect, session: GameSession, snap: TableSnapshot) -> None:
    """The calls so far, who leads the bidding, who speaks next."""
    rows = _rows(inner, 4, 0)
    theme.blit_fitted(surface, "The auction", TITLE, (inner.x, rows[0]), inner.w, theme.GOLD, "midleft", bold=True)
    if not snap.rules.auction:
        return
    lead = auction_lead(session, snap)
    if lead:
        theme.blit_fitted(surface, lead, BODY, (inner.x, rows[1]), inner.w, theme.CREAM, "midleft", bold=True)
    calls = _latest_calls(auction_calls(session, snap), inner.w)
    if calls:
        theme.blit_fitted(surface, calls, BODY, (inner.x, rows[2]), inner.w, theme.MUTED, "midleft")
    if snap.phase == Phase.AUCTION and snap.current_player >= 0:
        who = session.seats[snap.current_player].name
        theme.blit_fitted(surface, f"{who} to speak", BODY, (inner.x, rows[3]), inner.w, theme.GOLD_BRIGHT, "midleft")


def call_words(name: str, action: PlayerAction) -> str:
    """One call in the auction's record, as a transcript reads for any name: "Mary: bid 20",
    "Angus: pass", "You: hold", "Colleen: bid 60 for 120" (the bubble's spoken "I hold!" after a
    name read "You I hold!")."""
    return f"{name}: {option(action)}"


def auction_calls(session: GameSession, snap: TableSnapshot) -> list[str]:
    """The auction's calls so far, oldest first, each with who made it."""
    return [call_words(session.seats[seat].name, action) for seat, action in snap.auction]


def auction_lead(session: GameSession, snap: TableSnapshot) -> str:
    """The auction panel's second line: the high bid and its bidder, or before the first bid
    the lowest the seat to speak may open with (docs/RULES.md 2: "A side with 100 or more points may
    not bid below 20"), so a newcomer need not guess."""
    if snap.high_bidder >= 0:
        return f"High: {contract_text(snap.high_bid)} by {session.seats[snap.high_bidder].name}"
    floor = snap.bid_floor if snap.phase == Phase.AUCTION else 0
    return "No bid yet" + (f" · lowest {contract_text(floor)}" if floor else "")


def _icon_box(inner: pygame.Rect, widest: int = 0) -> int:
    """The trump suit's picture: as big as the panel's height allows, up to 30% of its width,
    and no bigger than the widest line leaves room for (none at all in a narrow window: the
    lines say trump in words and symbol too)."""
    room = inner.w - widest - theme.px(10)
    size = min(inner.h, round(inner.w * 0.3), room)
    return size if size >= theme.line_height(BODY) * 1.5 else 0


def contract_text_box(inner: pygame.Rect, widest: int = 0) -> pygame.Rect:
    """Beside the trump suit's picture: where the contract's lines go (``widest``: the longest
    line's width, which the picture makes room for)."""
    icon = _icon_box(inner, widest)
    text_x = inner.x + (icon + theme.px(10) if icon else 0)
    return pygame.Rect(text_x, inner.y, inner.right - text_x, inner.h)


def panel_inner(rect: pygame.Rect) -> pygame.Rect:
    return rect.inflate(-2 * theme.px(12), -theme.px(12))


def _latest_calls(calls: Sequence[str], width: int) -> str:
    """As many of the latest calls as fit on the line, oldest dropped first (the bubbles at the
    seats show the rest)."""
    shown = ""
    for count in range(1, len(calls) + 1):
        line = " · ".join(calls[-count:])
        if theme.text_width(line, BODY) > width:
            break
        shown = line
    return shown or (calls[-1] if calls else "")


def _draw_contract(surface: pygame.Surface, inner: pygame.Rect, session: GameSession,
                   snap: TableSnapshot) -> None:
    """Trump as a big drawn suit; the bidder and the bid; what it still needs; the called card."""
    trump = snap.trump
    lines: list[Line] = []
    if trump >= 0:
        lines.append((f"{SUIT_NAMES[trump].capitalize()} {SUIT_SYMBOLS[trump]} trump", theme.GOLD_BRIGHT, BIG, True))
    contract = snap.contract
    if contract is not None:
        who = session.seats[contract.bidder].name
        verb = f"{was(who).split()[-1]} bagged at" if contract.bagged else "held" if contract.held else "bid"
        lines.append((f"{who} {verb} {contract_text(contract.bid)}", theme.CREAM, BODY, False))
        needs = _needs(contract, snap)
        colour = theme.BAD if contract.was_set else theme.GREEN_OK if needs == "Made!" else theme.MUTED
        lines.append((needs, colour, BODY, False))
        if contract.called_card is not None:   # the called card, and whose it turned out to be
            partner = session.seats[contract.partner].name if contract.partner >= 0 else "unknown"
            lines.append((f"Called {contract.called_card.symbol()}: {partner}", theme.CREAM, BODY, False))
    elif snap.turn_up is not None:
        lines.append((f"Turned up {snap.turn_up.symbol()}", theme.CREAM, BODY, False))
        if snap.robbed_by >= 0:
            lines.append((f"Robbed by {session.seats[snap.robbed_by].name}", theme.CREAM, BODY, False))
    widest = max((theme.text_width(text, BODY if size > BODY else size, bold) for text, _, size, bold in lines),
                 default=0)
    icon_box = _icon_box(inner, widest)
    if trump >= 0 and icon_box:
        colour = theme.suit_colour(trump)
        disc = (inner.x + icon_box // 2, inner.centery)
        if trump in (0, 3):   # black suits on a light disc so they stand out on the dark panel
            pygame.draw.circle(surface, (235, 230, 215), disc, round(icon_box * 0.47))
            colour = (40, 40, 46) if colour[0] > 200 else colour
        icon = suit_surface(trump, round(icon_box * 0.62), colour)
        surface.blit(icon, icon.get_rect(center=disc))
    _draw_lines(surface, contract_text_box(inner, widest), lines)


def _draw_lines(surface: pygame.Surface, box: pygame.Rect, lines: Sequence[Line]) -> None:
    rows = fit_rows(box, lines)
    centres = _rows(box, max(len(rows), 3), 0)
    for (text, colour, size, bold), y in zip(rows, centres, strict=False):   # room for 3 rows at least
        theme.blit_fitted(surface, text, size, (box.x, y), box.w, colour, "midleft", bold=bold)


def fit_rows(box: pygame.Rect, lines: Sequence[Line]) -> list[Line]:
    """Each line on one row of ``box`` (the panel is read at a glance): a heading too long for
    its size drops a size, and ``blit_fitted`` makes any line smaller still if it must, so
    nothing runs out of the panel at any window size."""
    rows: list[Line] = []
    for text, colour, size, bold in lines:
        if size > BODY and theme.text_width(text, size, bold) > box.w:
            size = BODY      # a heading too long for its size drops a size
        rows.append((text, colour, size, bold))
    return rows


def _needs(contract: Contract, snap: TableSnapshot) -> str:
    """Where the bidder's side stands: points (or tricks) still needed, made, or set."""
    if contract.was_set:
        return "Set!"
    to_go = contract.points_to_go
    if to_go is None:
        to_go_tricks = contract.tricks_to_go
        return "Made!" if to_go_tricks == 0 else f"Needs {to_go_tricks} more trick{'s' * (to_go_tricks != 1)}"
    if to_go == 0:
        return "Made!" if snap.tally.tricks_played else "Needs nothing more"
    return f"Needs {to_go} more"


def last_trick_header(winner: str, width: int) -> list[str]:
    """The last trick's heading: "Last trick: Colleen" on one line where it fits, else the
    words over the name (never cut: the name is what a player looks for)."""
    one = f"Last trick: {winner}"
    if theme.text_width(one, TITLE, True) <= width:
        return [one]
    return ["Last trick:" if theme.text_width("Last trick:", TITLE, True) <= width else "Last:", winner]


def last_trick_rect(corner: pygame.Rect, art: CardArt, count: int, winner: str = "") -> pygame.Rect:
    """Where the small picture of the last trick goes in its corner: as wide as its cards (room
    for the winner's whole face too), or as its heading on one line where the corner has room
    for that, else the heading on two."""
    cw, ch = art.card_size
    pad = theme.px(10)
    step = round(cw * LAST_TRICK_STEP)
    cards = cw + step * (count - 1) + (cw - step if count > 1 else 0)
    width = min(cards + 2 * pad, corner.w)   # six cards overlap more
    width = max(width, cw + 2 * pad)
    one_line = theme.text_width(f"Last trick: {winner}", TITLE, True) + 2 * pad
    if one_line <= corner.w:
        width = max(width, one_line)
    head = theme.line_height(TITLE) * len(last_trick_header(winner, width - 2 * pad))
    rect = pygame.Rect(0, 0, width, ch + head + 3 * pad)
    rect.bottomright = corner.bottomright
    return rect


def last_trick_places(rect: pygame.Rect, card_width: int, count: int, winner_at: int) -> list[int]:
    """Each of the last trick's cards' left edge, in play order, inside ``rect`` (as
    ``last_trick_rect`` made room): a row where each card covers the one before but its corner,
    and the winner whole on top, the card after it moved clear of its face (so its corner
    shows too)."""
    pad = theme.px(10)
    room = rect.w - 2 * pad - card_width          # for the steps and the winner's clearance
    if count <= 1:
        return [rect.x + pad + max(0, room // 2)]
    step = min(round(card_width * LAST_TRICK_STEP), room // (count - 1))
    clear = 0
    if winner_at < count - 1:                     # a card after the winner: it moves clear
        if count > 2:
            step = min(step, (room - card_width) // (count - 2))
        step = max(1, step)
        clear = max(0, min(card_width - step, room - step * (count - 1)))
    left = rect.x + pad + max(0, (room - step * (count - 1) - clear) // 2)
    return [left + i * step + (clear if i > winner_at else 0) for i in range(count)]


def draw_last_trick(surface: pygame.Surface, rect: pygame.Rect, session: GameSession, art: CardArt) -> None:
    """The last trick, small, with who took it (Tab shows it large)."""
    snap = session.snapshot
    if not snap.tricks:
        return
    trick = snap.tricks[-1]
    theme.rounded_panel(surface, rect, PANEL_FILL)
    pad = theme.px(10)
    line = theme.line_height(TITLE)
    winner = session.seats[trick.winner].name
    header = last_trick_header(winner, rect.w - 2 * pad)
    for number, text in enumerate(header):
        theme.blit_fitted(surface, text, TITLE, (rect.x + pad, rect.y + pad + line // 2 + number * line),
                          rect.w - 2 * pad, theme.GOLD, "midleft", bold=True)
    head = line * len(header)
    cw, _ = art.card_size
    seats = [play.seat for play in trick.plays]
    places = dict(zip(seats, last_trick_places(rect, cw, len(seats), seats.index(trick.winner)), strict=True))
    y = rect.y + 2 * pad + head
    for seat, card in winner_last(trick.plays, trick.winner):   # in play order, the winner on top
        surface.blit(art.face(card), (places[seat], y))
        if seat == trick.winner:
            outline = pygame.Rect(places[seat], y, *art.card_size)
            pygame.draw.rect(surface, theme.GOLD_BRIGHT, outline, max(2, theme.px(3)), border_radius=theme.px(6))
