"""Which sound a step makes (the ``Sound`` effect): a move, a small board won, the round
won, lost or drawn from the point of view of the person on this device; nothing when
muted, nothing for another tab's move, nothing for a step that plays no move."""

from __future__ import annotations

from helpers import WIN, tap

from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.controller.step import step
from uttt.app.features.saving.events import Stored
from uttt.app.model.app import App
from uttt.app.model.effects import SOUNDS, Sound
from uttt.app.model.events import Click, ComputerMove
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SavedState, dump
from uttt.frozen import replace

BOARD_PLIES = (14, 24)
"""The plies of ``WIN`` that win a small board (the 29th move, ply 28, wins the game)."""


def start(moves: tuple[int, ...] = (), **record: object) -> App:
    return App.start(MatchRecord("0" * 16, moves=moves, **record),  # type: ignore[arg-type]
                     ScoreBook(), width=360, height=360)


def test_a_move_sounds_and_a_small_board_won_sounds_otherwise() -> None:
    heard = []
    for ply in range(len(WIN) - 1):
        _, effects = tap(start(tuple(WIN[:ply])), WIN[ply], 10.0)
        heard.append(effects.get(Sound).name)
    assert [p for p, name in enumerate(heard) if name == "board"] == list(BOARD_PLIES)
    assert {name for p, name in enumerate(heard) if p not in BOARD_PLIES} == {"move"}


def test_the_round_won_by_the_person_against_the_computer() -> None:
    app = start(tuple(WIN[:-1]), mode="computer")
    assert tap(app, WIN[-1], 10.0)[1].get(Sound).name == "won"


def test_the_round_lost_to_the_computer() -> None:
    app = start(tuple(WIN[:-1]), mode="computer", opener="blue")  # the computer plays X
    assert app.round.thinking is not None
    _, effects = step(app, ComputerMove(app.round.thinking.token, WIN[-1], 10.0))
    assert effects.get(Sound).name == "lost"


def test_two_people_hear_the_win() -> None:
    assert tap(start(tuple(WIN[:-1])), WIN[-1], 10.0)[1].get(Sound).name == "won"


def test_resigning_sounds_the_end() -> None:
    app = start(tuple(WIN[:4]), mode="computer")
    app, first = step(app, Click("resign", 10.0))
    app, second = step(app, Click("resign", 10.5))
    assert Sound not in first and second.get(Sound).name == "lost"


def test_muted_nothing_sounds() -> None:
    app = start(tuple(WIN[:-1]))
    app = replace(app, settings=replace(app.settings, sound=False))
    assert Sound not in tap(app, WIN[-1], 10.0)[1]


def test_another_tabs_move_makes_no_sound() -> None:
    app = start(tuple(WIN[:3]))
    later = SavedState(match=MatchRecord("0" * 16, moves=tuple(WIN[:4])))
    after, effects = step(app, Stored(dump(later)))
    assert after.round.record.moves == tuple(WIN[:4]) and Sound not in effects


def test_the_runner_hands_the_sound_to_the_page() -> None:
    edge = MemoryEdge()
    runner = Runner(start(tuple(WIN[:-1])), edge)
    runner.apply(step(runner.app, Click("undo", 10.0))[1])  # no move: nothing to hear
    runner.apply(tap(runner.app, WIN[-1], 11.0)[1])
    assert edge.posted("sound") == [("won",)]
    assert set(SOUNDS) == {"move", "board", "won", "lost", "drawn", "low_time"}
    assert Sound("low_time").name == "low_time"  # the turn clock's, for the low time


def test_a_drawn_round_sounds_drawn() -> None:
    app = start((4, 0, 2, 6, 3, 5, 1, 7), game="classic")
    app, effects = tap(app, 8, 10.0)
    assert app.match().is_over() and effects.get(Sound).name == "drawn"
