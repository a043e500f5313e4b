"""Rules and help pages shown in the game (plain words, from ../shared/RULES.md)."""

from __future__ import annotations

PAGES: list[tuple[str, str]] = [
    ("The cards",
     "The 5 of trump is the best card in the deck, then the jack of trump, then the A♥ — "
     "whatever suit is trump. The A♥ is always a trump and never a heart.\n"
     "Trumps, best first: ♥ 5 J A K Q 10 9 8 7 6 4 3 2 (13 trumps); ♦ 5 J A♥ A K Q 10 9 8 7 6 4 3 2; "
     "black ♣ or ♠ 5 J A♥ A K Q 2 3 4 6 7 8 9 10.\n"
     "Other suits, best first: red K Q J 10 9 8 7 6 5 4 3 2 (then A♦); black K Q J A 2 3 4 5 6 7 8 9 10. "
     "\"Red high, black low.\""),
    ("Tricks and reneging",
     "Follow the suit led if you can — or trump if you prefer; trumping is always allowed. "
     "If you cannot follow, play anything.\n"
     "When a trump is led you must play a trump, with one privilege: the 5, the J of trump and "
     "the A♥ may be kept back (reneged) when the card led is a lower trump. If your only trumps "
     "are such cards you may play anything; if you hold any other trump you must play a trump.\n"
     "If the jack is led only the 5 may renege; if the 5 is led, everyone follows."),
    ("The auction",
     "From the dealer's left, each player bids 15, 20, 25 or 30 (higher than the last bid) or passes; "
     "a pass is final. The dealer may instead say \"I hold\": take the bid at its value, even at 30. "
     "After a hold the others still in may raise again. A side with 100 or more may not bid under 20. "
     "If everyone passes, the dealer is bagged and must play at the minimum.\n"
     "The winner names trump, then the draw: each player discards and is dealt new cards, dealer last."),
    ("Scoring",
     "Each trick is worth 5, and the side that played the highest trump of the hand gets 5 more: "
     "30 a hand (25 if no trump fell).\n"
     "If the bidding side takes its bid it scores all it took — a bid of 30 made scores 60. If not, "
     "the bid is subtracted: scores can go below zero. The defenders always score what they took.\n"
     "First side to 120 wins; if both pass 120 on the same hand, the bidding side wins."),
    ("Rule systems",
     "Classic (Nova Scotia): 4 or 6 players, bids 15 to 30 with the dealer's hold.\n"
     "New England: a kitty of 3, one time around, dealer forced, keep one card in the draw, "
     "the bidder leads.\n"
     "House 125: a kitty of 4, bids from 20, \"60 for 120\" for a side in the hole, game to 125, "
     "the scorekeeper calls out 95.\n"
     "Cutthroat: 5 players, each for themself; the bidder calls a card and its holder is the "
     "partner for the hand, playing it on the second trick.\n"
     "Forty-Five: no auction; the card after the deal is trump, the holder of its ace may rob it; "
     "3 or 4 tricks score 5, all five score 10; first to 45."),
    ("Controls",
     "Mouse: click a card or a button. Keyboard: arrows move, Enter or Space chooses, Esc pauses, "
     "H asks for a hint, U undoes in practice, Tab shows the last trick, F11 or Alt+Enter toggles "
     "full screen, F1 opens this help.\n"
     "Controller: D-pad or stick moves, A chooses, B goes back, Y hints, X undoes, Start pauses, "
     "the bumpers turn pages."),
]
