"""Study links through the program: "Share this study" makes the link of the analysis
board (with its variations) and its QR code; a link opened on another page shows its game
with every variation, read only (no move, promotion or deletion changes it, nothing is
saved); "Copy to my studies" saves it as the player's own board and makes it editable; a
refused link is said and changes nothing; a study past the size limit is not made."""

from __future__ import annotations

import json

import pytest

from tests.app.controller.test_analysis_board import GAME, _other, _tap, runner_for
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.links.events import OpenLink, Shared
from uttt.app.model.app import with_page
from uttt.app.model.events import Click
from uttt.app.page.view import page_view
from uttt.app.study import store, study_link
from uttt.app.study.variations import paths
from uttt.board import Board

PAGE = "https://example.org/some/sub/path/"


def shared_runner() -> tuple[Runner, MemoryEdge, str]:
    """A finished game with two variations explored, shared: the runner and the link."""
    runner, edge = runner_for()
    runner.app = with_page(runner.app, url=PAGE)
    for _ in range(19):
        runner.dispatch(Click("prev", 1.0))
    move = _other(GAME[:10], GAME[10])
    _tap(runner, move)
    _tap(runner, Board.from_moves([*GAME[:10], move]).legal_moves()[0])
    runner.dispatch(Click("var_leave", 2.0))
    runner.dispatch(Click("prev", 3.0))
    _tap(runner, _other(GAME[:9], GAME[9]))
    runner.dispatch(Click("study_share", 4.0))
    url = edge.posted("share")[-1][0]
    return runner, edge, str(url)


def ids_of(runner: Runner) -> dict[str, dict[str, object]]:
    return page_view(runner.app)["live"]["ids"]  # type: ignore[no-any-return]


def test_share_makes_the_board_s_link_under_the_page_s_own_address() -> None:
    runner, edge, url = shared_runner()
    assert url.startswith(PAGE + "#s1.")
    assert edge.posted("share")[-1][2] == "study"
    ids = ids_of(runner)
    assert ids["study-share-box"]["hidden"] is False
    assert ids["study-url"]["value"] == url
    assert ids["study-qr-code"]["hidden"] is False  # it fits a QR code
    assert ids["study-qr-code"]["attrs"]["data-link"] == url  # type: ignore[index]
    runner.dispatch(Shared("copied", "study"))
    assert runner.app.notices[-1].key == "studylink.link_copied"
    runner.dispatch(Click("study_share_close", 5.0))
    assert ids_of(runner)["study-share-box"]["hidden"] is True


def test_a_link_opens_read_only_with_every_variation() -> None:
    mine, _, url = shared_runner()
    theirs, edge = runner_for(moves=(40,), study=None)
    theirs.dispatch(OpenLink(url, "hash"))
    board = theirs.app.study.board
    assert board is not None and board.shared
    assert paths(board.root) == paths(mine.app.study.board.root)  # type: ignore[union-attr]
    assert board.explored() == 3
    assert theirs.app.match().moves == GAME
    assert theirs.app.round.record.moves == (40,)  # this device's round stays
    ids = ids_of(theirs)
    assert ids["study-shared"]["hidden"] is False
    assert ids["var-promote"]["disabled"] is True and ids["var-delete"]["disabled"] is True
    assert edge.study is None  # nothing saved


def test_nothing_changes_a_study_opened_from_a_link() -> None:
    _, _, url = shared_runner()
    theirs, edge = runner_for(moves=(40,), study=None)
    theirs.dispatch(OpenLink(url, "paste"))
    board = theirs.app.study.board
    assert board is not None
    for _ in range(19):
        theirs.dispatch(Click("prev", 1.0))
    new = next(m for m in Board.from_moves(list(GAME[:10])).legal_moves()
               if (*GAME[:10], m) not in paths(board.root))
    _tap(theirs, new)
    assert theirs.app.study.board.root == board.root  # type: ignore[union-attr]
    assert theirs.app.notices[-1].key == "studylink.read_only"
    variation = next(p for p in paths(board.root)
                     if len(p) > 10 and p[:10] == GAME[:10] and p[10] != GAME[10])
    _tap(theirs, variation[10])  # a move the study holds: walked, not added
    assert theirs.app.study.board.at == variation[:11]  # type: ignore[union-attr]
    for button in ("var_promote", "var_delete"):
        theirs.dispatch(Click(button, 2.0))
        assert theirs.app.study.board.root == board.root  # type: ignore[union-attr]
    assert edge.study is None


def test_copy_to_my_studies_saves_it_and_makes_it_editable() -> None:
    mine, _, url = shared_runner()
    theirs, edge = runner_for(moves=(40,), study=None)
    theirs.dispatch(OpenLink(url, "paste"))
    theirs.dispatch(Click("study_copy", 1.0))
    assert theirs.app.notices[-1].key == "studylink.copied"
    board = theirs.app.study.board
    assert board is not None and not board.shared and theirs.app.study.shared is None
    saved = json.loads(edge.study or "{}")["boards"]
    assert [b["moves"] for b in saved] == [list(GAME)]
    document = mine.app.study.document
    assert document is not None
    assert saved == json.loads(store.dump(document))["boards"]  # as the sharer saved it
    assert ids_of(theirs)["study-shared"]["hidden"] is True
    theirs.dispatch(Click("last", 2.0))
    theirs.dispatch(Click("first", 2.0))
    _tap(theirs, _other((), GAME[0]))  # now a new variation is the player's own
    assert theirs.app.study.board.explored() == 4  # type: ignore[union-attr]
    assert len(json.loads(edge.study or "{}")["boards"][0]["tree"]) == len(GAME) + 4


@pytest.mark.parametrize("cut", [1, 10, 40])
def test_a_refused_link_is_said_and_changes_nothing(cut: int) -> None:
    _, _, url = shared_runner()
    theirs, edge = runner_for(study=None)
    before_board, before_round = theirs.app.study.board, theirs.app.round.record
    theirs.dispatch(OpenLink(url[:-cut], "hash"))
    assert theirs.app.notices[-1].key == "studylink.refused"
    assert theirs.app.study.board == before_board and theirs.app.round.record == before_round
    assert theirs.app.links.watching is None and edge.study is None
    assert edge.posted("clear-hash")  # the address no longer holds it


def test_a_newer_link_is_said_as_newer() -> None:
    _, _, url = shared_runner()
    body = url.split("#", 1)[1].replace("s1.", "s2.", 1).rsplit(".", 1)[0]
    theirs, _ = runner_for(study=None)
    theirs.dispatch(OpenLink(f"{PAGE}#{body}.{study_link._check(body)}", "hash"))
    said = theirs.app.notices[-1]
    assert said.key == "studylink.refused"
    assert dict(said.params)["why"].key == "studylink.newer"  # type: ignore[union-attr]


def test_a_study_past_the_size_limit_is_not_made(monkeypatch: pytest.MonkeyPatch) -> None:
    runner, edge, url = shared_runner()
    monkeypatch.setattr(study_link, "MAX_FRAGMENT", len(url.split("#", 1)[1]) - 1)
    shares = len(edge.posted("share"))
    runner.dispatch(Click("study_share", 9.0))
    assert len(edge.posted("share")) == shares
    assert runner.app.notices[-1].key == "studylink.too_large"
    assert ids_of(runner)["study-share-box"]["hidden"] is True


def test_leaving_the_shared_game_drops_the_read_only_study() -> None:
    _, _, url = shared_runner()
    theirs, _ = runner_for(study=None)
    theirs.dispatch(OpenLink(url, "paste"))
    theirs.dispatch(Click("home", 1.0))
    assert theirs.app.study.shared is None
    board = theirs.app.study.board  # this device's own finished game, editable
    assert board is not None and not board.shared and board.explored() == 0


START = "9/9/9/9/4x4/9/9/9/9 O 1 e5"


def test_a_position_s_study_opens_from_its_start() -> None:
    from uttt.app.study.store import SavedBoard
    from uttt.app.study.study_link import SharedStudy, encode
    from uttt.app.study.variations import Node, add_line, add_variation

    root = add_variation(add_line(Node(), (), (36, 4)), (), 37)
    theirs, _ = runner_for(study=None)
    theirs.dispatch(OpenLink(f"{PAGE}#{encode(SharedStudy(SavedBoard((), root, START)))}",
                             "paste"))
    board = theirs.app.study.board
    assert board is not None and board.shared and board.start == START
    assert board.root == root and theirs.app.match().start == START


def test_a_resigned_game_s_study_opens_over() -> None:
    from uttt.app.study.store import SavedBoard
    from uttt.app.study.study_link import SharedStudy, encode
    from uttt.app.study.variations import Node, add_line

    moves = GAME[:12]
    link = encode(SharedStudy(SavedBoard(moves, add_line(Node(), (), moves)), "O"))
    theirs, _ = runner_for(study=None)
    theirs.dispatch(OpenLink(f"{PAGE}#{link}", "paste"))
    assert theirs.app.match().is_over() and theirs.app.match().moves == moves
    assert theirs.app.study.board is not None and theirs.app.study.board.shared
    unresigned = encode(SharedStudy(SavedBoard(moves, add_line(Node(), (), moves))))
    theirs.dispatch(OpenLink(f"{PAGE}#{unresigned}", "paste"))  # a game still going on
    said = theirs.app.notices[-1]
    assert dict(said.params)["why"].key == "studylink.unfinished"  # type: ignore[union-attr]
    assert theirs.app.match().moves == moves  # the study shown before stays


def test_no_qr_code_is_offered_for_a_link_too_long_for_one_and_the_page_says_why() -> None:
    runner, edge, _ = shared_runner()
    runner.app = with_page(runner.app, url=PAGE + "x" * 2400 + "/")  # a long address
    runner.dispatch(Click("study_share", 6.0))
    ids = ids_of(runner)
    assert ids["study-share-box"]["hidden"] is False
    assert ids["study-qr-code"]["hidden"] is True
    assert "too long for one" in str(ids["study-qr-caption"]["text"])
    assert str(edge.posted("share")[-1][0]).startswith(PAGE + "x" * 2400)  # still shared


def test_copying_over_the_player_s_own_study_of_that_game_says_so() -> None:
    _, _, url = shared_runner()
    theirs, edge = runner_for(study=None)  # this device's own finished game is GAME
    theirs.dispatch(Click("first", 1.0))
    _tap(theirs, _other((), GAME[0]))  # a variation of the player's own, saved
    assert json.loads(edge.study or "{}")["boards"][0]["tree"][-1][0] == -1
    theirs.dispatch(OpenLink(url, "paste"))
    theirs.dispatch(Click("study_copy", 2.0))
    assert theirs.app.notices[-1].key == "studylink.copied_over"
    assert len(json.loads(edge.study or "{}")["boards"][0]["tree"]) == len(GAME) + 3
