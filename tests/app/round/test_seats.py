"""Seats: every pair (person/person, person/computer, computer/computer, person/remote,
nobody/nobody) drives the same match and controller code; and a save of the current
release (schema 2) loads unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import WIN, tap
from uttt.app.controller.step import step
from uttt.app.features.clocks.view import timer
from uttt.app.model.app import App
from uttt.app.model.effects import Save, started
from uttt.app.model.events import Click, ComputerMove
from uttt.app.model.shown import render_view
from uttt.app.rating.elo import RatingBook, rate
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.round.seats import (
    NOBODY,
    PERSON,
    REMOTE,
    Seats,
    computer_seat,
    seats_for,
)
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SCHEMA_VERSION, dump, load, restore

ID = "00000000000000c1"
PAIRS = {
    "person/person": Seats(PERSON, PERSON),
    "person/computer": Seats(PERSON, computer_seat("master")),
    "computer/computer": Seats(computer_seat("beginner"), computer_seat("master")),
    "person/remote": Seats(PERSON, REMOTE),
    "nobody/nobody": Seats(NOBODY, NOBODY),
}
FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "save_schema2.json"


def match_of(seats: Seats, *moves: int) -> Match:
    match = Match.new(ID, seats=seats)
    for move in moves:
        match.play(move)
    return match


def app_of(seats: Seats, *moves: int) -> App:
    record = MatchRecord(ID, moves=moves, seats=seats)
    return App.start(record, ScoreBook(), width=360, height=360)


class TestWhoMoves:
    @pytest.mark.parametrize(("pair", "red", "blue"), [
        ("person/person", "input", "input"),
        ("person/computer", "input", "think"),
        ("computer/computer", "think", "think"),
        ("person/remote", "input", "wait"),
        ("nobody/nobody", "wait", "wait"),
    ])
    def test_each_colour_is_moved_by_its_seat(self, pair: str, red: str, blue: str) -> None:
        seats = PAIRS[pair]
        for moves, expected in (((), red), ((40,), blue)):
            match = match_of(seats, *moves)
            got = ("input" if match.awaits_input() else
                   "think" if match.is_computer_turn() else "wait")
            assert got == expected

    @pytest.mark.parametrize("pair", list(PAIRS))
    def test_the_rules_are_the_same_for_every_pair(self, pair: str) -> None:
        match = match_of(PAIRS[pair], 40, 36)
        assert match.ply == 2 and match.side_to_move == "red"
        assert match.legal_moves() == match_of(PAIRS["person/person"], 40, 36).legal_moves()


class TestUndo:
    @pytest.mark.parametrize(("pair", "moves", "back"), [
        ("person/person", (40,), 1),
        ("person/person", (40, 36), 1),
        ("person/computer", (40,), 1),        # while it thinks: only yours
        ("person/computer", (40, 36), 2),     # your move and its reply
        ("computer/computer", (40, 36), 0),
        ("person/remote", (40,), 0),          # a move sent away is not taken back
        ("person/remote", (40, 36), 0),
        ("nobody/nobody", (40, 36), 0),
    ])
    def test_undo_follows_the_seats(self, pair: str, moves: tuple[int, ...], back: int) -> None:
        match = match_of(PAIRS[pair], *moves)
        assert match.can_undo() == (back > 0)
        assert len(match.undo()) == back

    def test_the_computers_opening_move_is_not_undoable(self) -> None:
        seats = Seats(computer_seat("beginner"), PERSON)
        match = match_of(seats, 40)
        assert not match.can_undo()
        match.play(36)
        assert match.undo() == (36,)

    @pytest.mark.parametrize("pair", list(PAIRS))
    def test_never_after_the_round_ends(self, pair: str) -> None:
        seats = PAIRS[pair]
        match = Match(MatchRecord(ID, moves=tuple(WIN), seats=seats))
        assert match.is_over() and not match.can_undo() and match.undo() == ()


class TestResignAndRating:
    @pytest.mark.parametrize(("pair", "resigner"), [
        ("person/person", "blue"),      # the side to move
        ("person/computer", "red"),     # the person, even on the computer's turn
        ("computer/computer", None),
        ("person/remote", "red"),
        ("nobody/nobody", None),
    ])
    def test_who_may_resign(self, pair: str, resigner: str | None) -> None:
        match = match_of(PAIRS[pair], 40)
        assert match.resigner() == resigner
        assert match.can_resign() == (resigner is not None)
        if resigner is None:
            with pytest.raises(ValueError):
                match.resign()
        else:
            assert match.resign().winner != resigner

    @pytest.mark.parametrize("pair", list(PAIRS))
    def test_only_a_person_against_the_computer_is_rated(self, pair: str) -> None:
        before = match_of(PAIRS[pair], *WIN[:-1])
        after = match_of(PAIRS[pair], *WIN)
        book = rate(RatingBook(), before, after)
        assert (book.games == 1) == (pair == "person/computer")
        assert after.rated() == (pair == "person/computer")


class TestController:
    @pytest.mark.parametrize("pair", list(PAIRS))
    def test_a_tap_plays_only_for_a_person_here(self, pair: str) -> None:
        app, fx = tap(app_of(PAIRS[pair]), 40, 1.0)
        assert (app.round.record.moves == (40,)) == PAIRS[pair].red.plays_here
        assert (Save in fx) == PAIRS[pair].red.plays_here

    def test_computer_against_computer_thinks_for_both_at_their_levels(self) -> None:
        app = app_of(PAIRS["computer/computer"])
        levels = []
        for time in (1.0, 2.0, 3.0):
            ticket = app.round.thinking
            assert ticket is not None
            levels.append(ticket.level)
            move = app.match().legal_moves()[0]
            app, fx = step(app, ComputerMove(ticket.token, move, time))
            assert Save in fx and started(fx, "think") is not None
        assert levels == ["beginner", "master", "beginner"]
        assert not render_view(app).buttons.undo and not render_view(app).buttons.resign

    def test_a_remote_move_waits_for_its_player(self) -> None:
        app, _ = tap(app_of(PAIRS["person/remote"]), 40, 1.0)
        assert app.round.thinking is None and app.round.record.moves == (40,)
        same, fx = tap(app, 36, 2.0)              # not this device's move
        assert same.round.record.moves == (40,) and Save not in fx
        assert not render_view(app).buttons.undo and render_view(app).buttons.resign

    def test_nobody_nobody_is_only_watched(self) -> None:
        app = app_of(PAIRS["nobody/nobody"], 40, 36)
        assert app.round.thinking is None
        for button in ("undo", "resign"):
            same, fx = step(app, Click(button, 5.0))
            assert same == app and Save not in fx
        assert timer(app, 10.0) is None

    def test_the_modes_are_seat_pairs(self) -> None:
        assert seats_for("two_players", "master") == PAIRS["person/person"]
        assert seats_for("computer", "master") == PAIRS["person/computer"]


class TestSchema2Save:
    def test_a_save_of_the_schema_2_release_loads_whole(self) -> None:
        text = FIXTURE.read_text(encoding="utf-8").strip()
        result = load(text)
        assert result.problems == () and result.backup == text and result.migrated_from == 2
        assert SCHEMA_VERSION == 7 and load(dump(result.state)).state == result.state
        match = restore(result.state, "0" * 16)
        assert match.moves == (40, 36, 4, 38) and match.level == "intermediate"
        assert match.seats == Seats(PERSON, computer_seat("intermediate"))
        assert match.person == "red" and match.computer == "blue" and match.awaits_input()
        assert result.state.rating.games == 2 and result.state.settings.language == "pt-PT"
