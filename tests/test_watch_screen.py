"""Computer vs computer: moves by ticket, pause and one move, speed, take over, the end."""

from __future__ import annotations

from uttt.app.computer import Computer
from uttt.app.layout import cell_rect
from uttt.app.watch_screen import (
    SPEEDS,
    WatchScreen,
    computer_moved,
    new_game,
    pause,
    set_speed,
    step_once,
    take_over,
    tap,
    typed,
)
from uttt.notation import move_name

ID = "0" * 15 + "3"


def think(screen: WatchScreen) -> tuple[WatchScreen, object]:
    """What the page does with a ticket: the level's search, then its move."""
    ticket = screen.thinking
    assert ticket is not None
    thinker = Computer().start(ticket, 0.0)
    clock = 0.0
    while (wait := thinker.step(clock)) is not None:
        clock += max(wait, 0.01)
    return computer_moved(screen, ticket.token, thinker.move())


def test_two_beginners_play_to_the_end_at_the_chosen_speed() -> None:
    screen, effects = new_game(WatchScreen.open(360, 360), ("beginner", "beginner"), ID)
    screen = set_speed(screen, "fast")
    assert set_speed(screen, "warp") == screen
    moves = 0
    while screen.thinking is not None:
        screen, effects = think(screen)
        moves += 1
        assert effects.delay == SPEEDS["fast"]  # type: ignore[attr-defined]
    assert screen.is_over() and moves == len(screen.moves)
    assert screen.status() is not None and screen.status().key in ("cvc.won", "cvc.draw")  # type: ignore[union-attr]
    assert pause(screen)[1].think is None and take_over(screen)[1].stop is False


def test_pause_drops_the_search_and_one_move_plays_exactly_one() -> None:
    screen, _ = new_game(WatchScreen.open(360, 360), ("beginner", "intermediate"), ID)
    screen, _ = think(screen)
    stale = screen.thinking
    assert stale is not None and stale.level == "intermediate"
    screen, effects = pause(screen)
    assert screen.paused and effects.stop and screen.thinking is None
    assert computer_moved(screen, stale.token, 40)[0] == screen   # a late result is dropped
    screen, effects = step_once(screen)
    assert effects.think is not None and screen.paused
    screen, effects = think(screen)
    assert len(screen.moves) == 2 and screen.paused and screen.thinking is None
    screen, effects = pause(screen)                              # resume
    assert not screen.paused and effects.think is not None


def test_take_over_gives_the_person_the_side_to_move() -> None:
    screen, _ = new_game(WatchScreen.open(360, 360), ("master", "beginner"), ID)
    screen, _ = think(screen)                                    # X (master) moved
    screen, effects = take_over(screen)
    assert screen.person == "O" and effects.stop and screen.thinking is None
    assert screen.status().key == "cvc.your_turn"  # type: ignore[union-attr]
    move = screen.board().legal_moves()[0]
    illegal = next(m for m in range(81) if not screen.board().is_legal(m))
    assert tap(screen, *cell_rect(screen.layout, illegal).centre)[0] == screen
    screen, effects = tap(screen, *cell_rect(screen.layout, move).centre)
    assert screen.moves[-1] == move and effects.think is not None
    assert effects.think.level == "master"
    screen, _ = think(screen)
    assert screen.to_move() == "O" and screen.thinking is None   # the person's turn again
    assert typed(screen, "zz")[0] == screen
    by_name = screen.board().legal_moves()[-1]
    screen, effects = typed(screen, move_name(by_name).upper())
    assert screen.moves[-1] == by_name and effects.think is not None
