"""Who opens the next round: the result card says what "Play again" then does, with
"Take turns to start" on and off, between two players and against the computer, in both
games (the text and the rule come from ``Match.next_opener``)."""

from __future__ import annotations

import pytest

from uttt.app.round.match import Match
from uttt.app.scene.status import result_lines
from uttt.app.texts.i18n import translate

NAMES = {"red": "Red", "blue": "Blue"}


def expected(match: Match, opener: str) -> str:
    if match.computer is None:
        return f"{NAMES[opener]} opens the next round as X."
    if opener == match.computer:
        return "The computer opens the next round as X."
    return "You open the next round as X."


@pytest.mark.parametrize("game", ["ultimate", "classic"])
@pytest.mark.parametrize("mode", ["two_players", "computer"])
@pytest.mark.parametrize("alternate", [True, False])
def test_the_card_names_who_play_again_lets_open(game: str, mode: str, alternate: bool) -> None:
    match = Match.new("0" * 16, mode=mode, game=game,  # type: ignore[arg-type]
                      alternate_starter=alternate)
    openers = []
    for round_number in (1, 2, 3):
        assert match.round_number == round_number
        openers.append(match.opener)
        if match.is_computer_turn():
            match.play(match.legal_moves()[0])  # the computer's opening move
        match.play(match.legal_moves()[0])
        match.resign()
        assert match.is_over()
        said = translate("en", result_lines(match)[0][1])
        match.next_round(f"{round_number:016x}")
        assert said == expected(match, match.opener), (round_number, said)
    assert openers == (["red", "blue", "red"] if alternate else ["red", "red", "red"])
