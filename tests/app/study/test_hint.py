"""Hints: who may ask, the round they make unrated (saved, and said on the rating panel),
and the next round rated again."""

from __future__ import annotations

from tests.helpers import hint_answer, run
from uttt.app.controller.step import step
from uttt.app.features.hints.events import HintAsked
from uttt.app.model.app import App
from uttt.app.model.effects import Save, announced, dropped, jobs_of
from uttt.app.model.events import Click
from uttt.app.model.shown import text
from uttt.app.rating.elo import summary
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SavedState, dump, load
from uttt.app.study.hint import Hint, can_hint

ID, NEW = "0" * 15 + "1", "0" * 15 + "2"


def vs_computer(moves: tuple[int, ...] = (40, 36), game: str = "ultimate") -> App:
    record = MatchRecord(ID, game, "computer", "intermediate", 1, "red", moves)  # type: ignore[arg-type]
    return App.start(record, ScoreBook(), width=360, height=360)


def test_who_may_ask() -> None:
    assert can_hint(vs_computer().match())                       # the person's turn
    assert not can_hint(vs_computer((40,)).match())              # the computer's turn
    assert not can_hint(vs_computer((0, 4), game="classic").match())
    assert can_hint(Match.new(ID))                               # two players, either side


def test_a_hinted_round_is_saved_unrated_and_the_next_is_rated() -> None:
    asked, effects = step(vs_computer(), HintAsked())
    assert [job.lane for job in jobs_of(effects)] == ["hint"] and not asked.round.record.hinted  # type: ignore[union-attr]
    app, effects = step(asked, hint_answer(asked))
    assert app.round.record.hinted and Save in effects
    assert app.hint is not None and app.hint.move == 4 and announced(effects)[0].key == "hint.shown"
    assert jobs_of(step(app, HintAsked())[1]) == ()                  # once per position
    assert Save not in step(app, hint_answer(asked))[1]        # once is enough
    doc = load(dump(SavedState(match=app.round.record)))
    assert doc.state.match is not None and doc.state.match.hinted
    assert [m.key for m in summary(app.rating, app.match())] == ["hint.unrated"]
    app, _ = run(app, Click("resign", 1.0), Click("resign", 1.5))
    assert app.match().is_over() and app.rating.games == 0      # not rated
    app, _ = run(app, Click("play_again", 3.0, NEW))
    assert not app.round.record.hinted and app.match().rated()


def test_an_old_save_without_the_field_is_not_hinted_and_junk_is_refused() -> None:
    text = dump(SavedState(match=vs_computer().round.record))
    assert '"hinted"' not in text
    assert load(text).state.match.hinted is False  # type: ignore[union-attr]
    assert load(text.replace('"resigned_by":null', '"resigned_by":null,"hinted":1')).problems


def test_a_hint_is_for_one_position() -> None:
    hint = Hint((40, 36), 4)
    assert hint.shown_for((40, 36)) and not hint.shown_for((40, 36, 4))
    assert hint.text() is not None and hint.text().params == (("move", "b2"),)  # type: ignore[union-attr]


def test_live_evaluation_where_every_seat_is_here_and_a_hint_against_the_computer() -> None:
    from uttt.app.round.seats import PERSON, REMOTE, Seats
    from uttt.app.study.hint import evaluation_hints, live_evaluation

    assert live_evaluation(Match.new("0" * 16), True)
    assert not live_evaluation(Match.new("0" * 16), False)
    assert not live_evaluation(Match.new("0" * 16, game="classic"), True)
    assert not live_evaluation(Match.new("0" * 16, seats=Seats(PERSON, REMOTE)), True)
    against = Match.new("0" * 16, mode="computer")
    assert live_evaluation(against, True) and evaluation_hints(against, True)
    against.take_hint()            # marked once
    assert not evaluation_hints(against, True)
    watched = Match.new("0" * 16, mode="cvc")
    assert live_evaluation(watched, True) and not evaluation_hints(watched, True)
    watched.play(40)
    watched.take_over()            # a person against the computer now: a hint
    assert live_evaluation(watched, True) and evaluation_hints(watched, True)


def test_no_hint_in_a_game_with_a_friend_by_link_nor_in_a_watched_one() -> None:
    from uttt.app.round.seats import NOBODY, PERSON, REMOTE, Seats
    from uttt.app.study.hint import offers_hint

    by_link = Match.new(ID, seats=Seats(PERSON, REMOTE))   # Red (me) to move
    assert by_link.awaits_input() and not can_hint(by_link) and not offers_hint(by_link)
    watched = Match.new(ID, seats=Seats(NOBODY, NOBODY))
    assert not offers_hint(watched) and not offers_hint(Match.new(ID, mode="cvc"))
    assert offers_hint(vs_computer().match()) and offers_hint(vs_computer((40,)).match())
    assert offers_hint(Match.new(ID))
    assert not offers_hint(vs_computer((0, 4), game="classic").match())


def test_the_rating_panel_says_before_any_hint_that_a_hinted_round_is_unrated() -> None:
    app = vs_computer()
    keys = [m.key for m in summary(app.rating, app.match())]
    assert keys[-1] == "hint.rating_note" and "hint.unrated" not in keys
    assert text(app, summary(app.rating, app.match())[-1]) == (
        "Rounds in which you asked for a hint are not rated.")
    over, _ = run(app, Click("resign", 1.0), Click("resign", 1.5))
    assert "hint.rating_note" not in [m.key for m in summary(over.rating, over.match())]
    classic = vs_computer((0, 4), game="classic")
    assert "hint.rating_note" not in [m.key for m in summary(classic.rating, classic.match())]


def test_the_hint_is_a_job_dropped_with_its_position_and_shown_by_the_page_view() -> None:
    from uttt.app.page.view import page_view

    app, fx = step(vs_computer(), HintAsked())
    ids = page_view(app)["live"]["ids"]
    assert ids["hint-button"]["disabled"] and ids["hint-button"]["data"]["busy"] == "1"
    assert ids["hint-text"]["hidden"]
    late = hint_answer(app)
    moved, fx = step(app, Click("undo", 1.0))             # the position changes: dropped
    assert moved.hint is None and "hint" in dropped(fx)
    assert step(moved, late)[0].round.record.hinted is False    # its late answer counts for nothing
    app, _ = step(app, late)
    ids = page_view(app)["live"]["ids"]
    assert not ids["hint-text"]["hidden"] and "b2" in ids["hint-text"]["text"]
    assert ids["hint-button"]["data"]["busy"] == "0" and ids["hint-button"]["disabled"]


def test_the_hints_mark_is_on_the_board_while_it_is_for_the_position() -> None:
    from uttt.app.page.paint import hint_marks

    app, _ = step(vs_computer(), HintAsked())
    assert hint_marks(app.hint, app.match().moves, app.page.layout) == []  # searching: no mark
    app, _ = step(app, hint_answer(app))
    assert hint_marks(app.hint, app.match().moves, app.page.layout) != []
    assert hint_marks(app.hint, (40,), app.page.layout) == []
