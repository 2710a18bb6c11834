"""What the page says: against the computer the result speaks to the player ("You win",
"The computer wins") in every language; between two players it names the colours."""

from __future__ import annotations

import pytest

from tests.helpers import WIN, tap
from uttt.app.controller.step import step
from uttt.app.features.play.events import Tick
from uttt.app.model.app import App, with_page
from uttt.app.model.effects import announced
from uttt.app.model.events import ComputerMove
from uttt.app.model.shown import text
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import build_view
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import Settings
from uttt.app.texts.i18n import Language, Message, languages, translate
from uttt.frozen import replace

CLASSIC_X_WINS = (0, 3, 1, 4, 2)


def finished(mode: str = "computer", *, game: str = "ultimate", round_number: int = 1,
             resign: bool = False) -> Match:
    """A round X wins (round 1: Red opens as X; round 2: Blue does), or Red resigns."""
    opener = "red" if round_number % 2 else "blue"
    moves = CLASSIC_X_WINS if game == "classic" else tuple(WIN)
    record = MatchRecord("0" * 16, game, mode, "beginner", round_number, opener,  # type: ignore[arg-type]
                         moves[:2] if resign else moves)
    match = Match(record)
    if resign:
        match.resign()
    assert match.is_over()
    return match


def said(match: Match, language: Language = "en") -> list[str]:
    """The status line, then the result card's lines."""
    view = build_view(match, ViewState())
    return [translate(language, m) for m in (view.status, *view.result)]


class TestAgainstTheComputer:
    def test_the_player_wins(self) -> None:
        assert said(finished()) == ["You win round 1!", "You win with three boards in a line.",
                                    "The computer opens the next round as X."]

    def test_the_computer_wins(self) -> None:
        assert said(finished(round_number=2)) == [
            "The computer wins round 2!", "The computer wins with three boards in a line.",
            "You open the next round as X."]

    def test_the_player_resigns(self) -> None:
        assert said(finished(resign=True))[:2] == [
            "The computer wins round 1!", "You resigned, so the computer wins."]

    def test_classic(self) -> None:
        assert said(finished(game="classic"))[:2] == ["You win round 1!",
                                                      "You win with three in a row."]
        assert said(finished(game="classic", round_number=2))[1] == (
            "The computer wins with three in a row.")

    @pytest.mark.parametrize(("language", "expected"), [
        ("pt-BR", ["Você venceu a rodada 1!", "Você venceu com três tabuleiros em linha.",
                   "Na próxima rodada, o computador começa com X."]),
        ("pt-PT", ["Ganhou a ronda 1!", "Ganhou com três tabuleiros em linha.",
                   "Na ronda seguinte, o computador abre com X."]),
    ])
    def test_in_portuguese(self, language: Language, expected: list[str]) -> None:
        assert said(finished(), language) == expected

    @pytest.mark.parametrize("language", languages())
    def test_no_colour_names_a_side(self, language: Language) -> None:
        red, blue = (translate(language, Message(f"colour.{c}")) for c in ("red", "blue"))
        for match in (finished(), finished(round_number=2), finished(resign=True),
                      finished(game="classic"), finished(game="classic", round_number=2)):
            assert not any(red in line or blue in line for line in said(match, language))

    def test_the_live_region_announces_it(self) -> None:
        record = MatchRecord("0" * 16, "ultimate", "computer", "beginner", 1, "red",
                             tuple(WIN[:28]))
        app, fx = tap(App.start(record, ScoreBook(), width=360, height=360), WIN[28], 1.0)
        assert [text(app, m) for m in announced(fx)][1:3] == [
            "You win round 1!", "You win with three boards in a line."]
        record = MatchRecord("0" * 16, "ultimate", "computer", "beginner", 2, "blue",
                             tuple(WIN[:28]))
        app = App.start(record, ScoreBook(), width=360, height=360)
        assert app.round.thinking is not None
        app, fx = step(app, ComputerMove(app.round.thinking.token, WIN[28], 1.0))
        assert text(app, announced(fx)[1]) == "The computer wins round 2!"

    @pytest.mark.parametrize(("language", "expected"), [
        ("en", "You (X) play e5, the computer must play in the centre board."),
        ("pt-BR", "Você (X) joga em e5; o computador tem de jogar no tabuleiro do centro."),
        ("pt-PT", "Jogou em e5 (X); o computador tem de jogar no tabuleiro central."),
    ])
    def test_your_move_sends_the_computer_not_blue(self, language: Language,
                                                   expected: str) -> None:
        record = MatchRecord("0" * 16, "ultimate", "computer", "beginner", 1, "red", ())
        app = with_page(App.start(record, ScoreBook(), width=360, height=360), language=language)
        _, fx = tap(app, 40, 1.0)
        assert [translate(language, m) for m in announced(fx)] == [expected]

    @pytest.mark.parametrize(("language", "expected"), [
        ("en", ["Red (X) plays e5, Blue must play in the centre board.",
                "Blue (O) plays f4, Red must play in the top-right board."]),
        ("pt-BR", ["Vermelho (X) joga em e5; Azul tem de jogar no tabuleiro do centro.",
                   "Azul (O) joga em f4; Vermelho tem de jogar no tabuleiro do canto superior "
                   "direito."]),
        ("pt-PT", ["Vermelho (X) joga em e5; Azul tem de jogar no tabuleiro central.",
                   "Azul (O) joga em f4; Vermelho tem de jogar no tabuleiro do canto superior "
                   "direito."]),
    ])
    def test_two_players_are_named_by_colour_as_in_the_status(
            self, language: Language, expected: list[str]) -> None:
        record = MatchRecord("0" * 16, "ultimate", "two_players", "beginner", 1, "red", ())
        app = with_page(App.start(record, ScoreBook(), width=360, height=360), language=language)
        app, first = tap(app, 40, 1.0)
        _, second = tap(app, 38, 2.0)
        assert [translate(language, announced(fx)[0]) for fx in (first, second)] == expected

    @pytest.mark.parametrize(("language", "expected"), [
        ("en", "You ran out of time: the computer played "),
        ("pt-BR", "Seu tempo acabou: o computador jogou "),
        ("pt-PT", "O seu tempo acabou: o computador jogou "),
    ])
    def test_your_time_runs_out(self, language: Language, expected: str) -> None:
        record = MatchRecord("0" * 16, "ultimate", "computer", "beginner", 1, "red", ())
        app = replace(with_page(App.start(record, ScoreBook(), width=360, height=360),
                                language=language), settings=Settings(turn_timer=30))
        app, _ = step(app, Tick(1.0, wall=1e9))
        app, fx = step(app, Tick(2.0, wall=1e9 + 30))
        assert len(app.round.record.moves) == 1 and app.round.timeout_note is not None
        note = translate(language, app.round.timeout_note)
        assert note.startswith(expected) and note == translate(language, announced(fx)[0])


class TestBetweenTwoPlayers:
    def test_colours_are_named(self) -> None:
        assert said(finished("two_players")) == [
            "Red wins round 1!", "Red wins with three boards in a line.",
            "Blue opens the next round as X."]
        assert said(finished("two_players", resign=True))[1] == "Red resigned, so Blue wins."

    def test_draws_read_the_same_in_both_modes(self) -> None:
        draw = (0, 4, 8, 1, 7, 6, 2, 5, 3)
        for mode in ("two_players", "computer"):
            record = MatchRecord("0" * 16, "classic", mode, "beginner", 1, "red", draw)  # type: ignore[arg-type]
            assert said(Match(record))[:2] == ["Round 1 is a draw",
                                               "A draw: all nine cells are taken and nobody "
                                               "has a line."]
