"""The position editor through the controller: opened, set up, played from against the
computer and by two players; the round from a position saved and reloaded; position
links opened and refused (the round on screen stays)."""

from __future__ import annotations

from tests.helpers import run, tap
from uttt.app.features.editor.events import PositionSet, PositionTap
from uttt.app.features.links.events import OpenLink, Shared
from uttt.app.features.links.start import boot_friends
from uttt.app.model.app import App
from uttt.app.model.effects import ClearHash, Save, Share, announced
from uttt.app.model.events import Click
from uttt.app.model.shown import text
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage import save
from uttt.app.texts.i18n import message

URL = "https://example.org/uttt/"
FRESH = "91b7584a2265b1f5"
E5_TEXT = "9/9/9/9/4x4/9/9/9/9 O 1 e5"


def device() -> App:
    app = App.start(MatchRecord("00000000000000aa"), ScoreBook(), width=360, height=360)
    return boot_friends(app, None, page_url=URL).app


def _set_up(app: App) -> App:
    """X in e5 (the centre), O to move in the centre board."""
    app, _ = run(app, Click("pos_open", 1.0), PositionTap(40), PositionSet("side", "O"),
                 PositionSet("target", "4"))
    return app


def test_the_editor_opens_on_the_position_on_screen_and_checks_each_change() -> None:
    app, _ = tap(device(), 40, 1.0)
    app, _ = run(app, Click("pos_open", 2.0))
    assert app.editor.open is not None and app.editor.open.check() == E5_TEXT
    app, _ = run(app, PositionTap(40))  # X -> O: one O alone, O to move
    assert app.editor.open is not None and app.editor.open.error() == "count"
    ids = page_view(app)["live"]["ids"]
    assert ids["position"]["hidden"] is False
    assert ids["position-check"]["text"] == text(app, message("position.error.count"))
    assert ids["pos-computer"]["disabled"] is True
    app, _ = run(app, Click("pos_close", 3.0))
    assert app.editor.open is None


def test_a_position_played_against_the_computer() -> None:
    app = _set_up(device())
    app, effects = run(app, Click("pos_computer", 2.0, FRESH))
    assert app.editor.open is None
    assert app.round.record.start == E5_TEXT and app.round.record.mode == "computer"
    assert app.round.record.opener == "blue"  # Red, the person, plays O: the side to move
    match = app.match()
    assert match.side_to_move == "red" and match.awaits_input()
    assert set(match.legal_moves()) == {36, 37, 38, 39, 41, 42, 43, 44}
    app, effects = tap(app, 36, 3.0)
    assert app.round.record.moves == (36,) and Save in effects
    assert app.match().is_computer_turn()
    assert app.match().can_undo()
    assert not app.match().rated()


def test_a_round_from_a_position_is_saved_and_reloaded() -> None:
    app = _set_up(device())
    app, _ = run(app, Click("pos_two", 2.0, FRESH))
    app, _ = tap(app, 36, 3.0)
    app, _ = tap(app, 0, 4.0)
    text = save.dump(save.saved_state(app.match(), app.saved_settings()))
    loaded = save.load(text)
    assert loaded.problems == ()
    match = save.restore(loaded.state, "0" * 16)
    assert match.start == E5_TEXT and match.moves == (36, 0)
    assert match.board.key() == app.match().board.key()


def test_a_tampered_start_position_in_a_save_is_refused() -> None:
    app = _set_up(device())
    app, _ = run(app, Click("pos_two", 2.0, FRESH))
    text = save.dump(save.saved_state(app.match(), app.saved_settings()))
    loaded = save.load(text.replace(E5_TEXT, "9/9/9/9/4o4/9/9/9/9 O 1 e5"))
    assert "match.invalid" in loaded.problems and loaded.state.match is None


def test_an_old_save_without_a_start_still_loads() -> None:
    app, _ = tap(device(), 40, 1.0)
    text = save.dump(save.saved_state(app.match(), app.saved_settings()))
    assert '"start"' not in text
    assert save.restore(save.load(text).state, "0" * 16).moves == (40,)


def test_a_position_link_opens_the_editor() -> None:
    app, effects = run(device(), OpenLink(URL + "#p=9/9/9/9/4x4/9/9/9/9_O_1_e5", "hash"))
    assert app.editor.open is not None and app.editor.open.check() == E5_TEXT
    assert ClearHash in effects


def test_a_bad_position_link_is_refused_and_the_round_stays() -> None:
    app, _ = tap(device(), 40, 1.0)
    record = app.round.record
    app, effects = run(app, OpenLink(URL + "#p=9/9/9/9/4o4/9/9/9/9_O_1_e5", "hash"))
    assert app.editor.open is None and app.round.record == record and Save not in effects
    said = message("position.bad_link", why=message("position.error.count"))
    assert said in announced(effects)
    assert "position link cannot be opened" in text(app, said)


def test_share_position_copies_a_link_that_opens_it() -> None:
    app = _set_up(device())
    app, effects = run(app, Click("pos_share", 2.0))
    assert effects.get(Share).url == URL + "#p=9/9/9/9/4x4/9/9/9/9_O_1_e5"
    app, effects = run(app, Shared("copied", "position"))
    assert message("position.copied") in announced(effects)
    other, _ = run(device(), OpenLink(URL + "#p=9/9/9/9/4x4/9/9/9/9_O_1_e5", "paste"))
    assert other.editor.open == app.editor.open


def test_a_pasted_text_fills_the_editor_or_says_why_not() -> None:
    app, _ = run(device(), Click("pos_open", 1.0), PositionSet("text", E5_TEXT))
    assert app.editor.open is not None and app.editor.open.check() == E5_TEXT
    before = app.editor.open
    app, effects = run(app, PositionSet("text", "9/9/9 X 0 0000"))
    assert app.editor.open == before
    assert message("position.error.form") in announced(effects)


def test_the_computer_searches_the_position_and_the_board_shows_its_marks() -> None:
    from uttt.app.round.computer import Computer

    app = _set_up(device())
    app, _ = run(app, Click("pos_computer", 2.0, FRESH))
    app, _ = tap(app, 36, 3.0)
    ticket = app.round.thinking
    assert ticket is not None and ticket.start == E5_TEXT and ticket.moves == (36,)
    search = Computer().follow(ticket)  # the search's board is the live position
    assert search.searcher.board.key() == app.match().board.key()  # type: ignore[attr-defined]
    view = app.variant().board_view(app.match().board, None, True)
    assert {m for m, _ in view.marks} == {40, 36}
    from uttt.app.study.hint import offers_hint

    assert not offers_hint(app.match())  # the hint's search reads games from the start


def _finished_game(seed: int = 7) -> tuple[int, ...]:
    """A random game played to its end (37 moves or more)."""
    import random

    from uttt.board import Board

    rng = random.Random(seed)
    while True:
        board = Board()
        while not board.is_game_over():
            board.push(rng.choice(board.legal_moves()))
        if board.ply >= 37:
            return tuple(board.moves)


def test_the_editor_opens_on_the_reviewed_move_of_a_finished_game() -> None:
    from uttt.app.features.archive.events import ArchivePick, ArchiveText
    from uttt.app.features.review.events import ReviewTo
    from uttt.app.storage.archive import Archive, dump, finished
    from uttt.board import Board

    moves = _finished_game()
    game = finished("2" * 16, 200, "ultimate", "person", "person", moves)
    app, _ = run(device(), ArchiveText(dump(Archive((game,)))), ArchivePick("2" * 16),
                 ReviewTo(25), Click("pos_open", 1.0))
    assert app.editor.open is not None
    assert app.editor.open.check() == Board.from_moves(moves[:25]).fen()
    ids = page_view(app)["live"]["ids"]
    assert ids["position-check"]["text"] == text(app, message("position.ok"))
    assert ids["pos-computer"]["disabled"] is False
    app, _ = run(app, Click("pos_close", 2.0), ReviewTo(len(moves)), Click("pos_open", 3.0))
    assert app.editor.open is not None and app.editor.open.error() == "over"
    ids = page_view(app)["live"]["ids"]
    assert ids["position-check"]["text"] == text(app, message("position.error.over"))
    assert ids["pos-computer"]["disabled"] is True and ids["pos-two"]["disabled"] is True
    assert ids["pos-analyse"]["disabled"] is False and ids["pos-share"]["disabled"] is False
    app, effects = run(app, Click("pos_analyse", 4.0))
    assert announced(effects)[0] == message("position.analysing_over")
    opened = app.links.watching
    assert opened is not None and opened.start == Board.from_moves(moves).fen()
    assert app.match().is_over()


def test_the_editor_opens_on_the_variation_shown() -> None:
    from uttt.app.features.analysis.events import StudyText
    from uttt.app.features.archive.events import ArchivePick, ArchiveText
    from uttt.app.features.review.events import ReviewTo
    from uttt.app.storage.archive import Archive, dump, finished
    from uttt.board import Board

    moves = _finished_game()
    game = finished("2" * 16, 200, "ultimate", "person", "person", moves)
    app, _ = run(device(), StudyText(None), ArchiveText(dump(Archive((game,)))),
                 ArchivePick("2" * 16), ReviewTo(25))
    board = Board.from_moves(moves[:25])
    other = next(m for m in board.legal_moves() if m != moves[25])
    app, _ = tap(app, other, 2.0)
    assert app.study.board is not None and app.study.board.at == (*moves[:25], other)
    app, _ = run(app, Click("pos_open", 3.0))
    board.push(other)
    assert app.editor.open is not None and app.editor.open.check() == board.fen()
