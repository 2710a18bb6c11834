"""The player's notes on the analysis board's positions: arrows and circles toggled, the
limits, comments cleaned; kept with the study (schema 5 on), read back, migrated from schema
4 with none, and every malformed note refused with its board."""

from __future__ import annotations

import json
from typing import Any

import pytest

from uttt.app.study.notes import (
    MAX_ARROWS,
    MAX_CIRCLES,
    MAX_COMMENT,
    MAX_NOTED,
    Note,
    clean_comment,
    comment_fits,
    note_at,
    pruned,
    room_for,
    toggled_arrow,
    toggled_circle,
    with_note,
)
from uttt.app.study.store import (
    SCHEMA_VERSION,
    SavedBoard,
    Study,
    board_json,
    board_of,
    dump,
    load,
)
from uttt.app.study.variations import Node, add_line, add_variation, remove

GAME = (40, 36, 4)
VARIATION = (40, 37)


def _tree() -> Node:
    return add_variation(add_line(Node(), (), GAME), (40,), 37)


def _noted() -> SavedBoard:
    notes = with_note((), (), Note("The start"))
    notes = with_note(notes, VARIATION, Note("Sends O ahead", ((37, 13), (13, 40)), (13,)))
    notes = with_note(notes, GAME[:2], Note(circles=(4, 36)))
    return SavedBoard(GAME, _tree(), None, notes)


def test_a_mark_drawn_again_is_taken_away() -> None:
    note = toggled_arrow(Note(), 40, 36)
    assert note == Note(arrows=((40, 36),))
    assert toggled_arrow(note, 36, 40) == Note(arrows=((40, 36), (36, 40)))  # the other way
    assert toggled_arrow(note, 40, 36) == Note()
    circled = toggled_circle(Note(), 4)
    assert circled == Note(circles=(4,)) and toggled_circle(circled, 4) == Note()


def test_the_limits_refuse_one_more() -> None:
    note = Note(arrows=tuple((0, 1 + i) for i in range(MAX_ARROWS)),
                circles=tuple(range(MAX_CIRCLES)))
    assert toggled_arrow(note, 5, 80) is None and toggled_circle(note, 80) is None
    assert toggled_arrow(note, 0, 1) is not None  # taking one away is always allowed
    notes = tuple(((0, i), Note("x")) for i in range(MAX_NOTED))
    assert not room_for(notes, (1, 0)) and room_for(notes, (0, 3))
    assert with_note(notes, (0, 3), None) == notes


def test_an_empty_note_is_not_kept_and_a_deleted_line_takes_its_notes() -> None:
    notes = with_note((), (40,), Note("a"))
    assert with_note(notes, (40,), Note()) == ()
    notes = with_note(notes, VARIATION, Note("b"))
    assert pruned(notes, remove(_tree(), VARIATION)) == (((40,), Note("a")),)
    assert note_at(notes, (1, 2)) == Note()


def test_comments_are_cleaned_and_their_length_counted_once_composed() -> None:
    assert clean_comment(" two\r\nlines \n") == "two\nlines"
    assert clean_comment("a\u0000b\ud800c") == "abc"
    assert clean_comment("e\u0301") == "\u00e9"  # one character, not two
    assert comment_fits("é" * MAX_COMMENT) and not comment_fits("x" * (MAX_COMMENT + 1))


def test_a_board_s_notes_round_trip_in_its_plain_document() -> None:
    board = _noted()
    doc: Any = board_json(board)
    assert json.loads(json.dumps(doc)) == doc
    assert doc["notes"][0] == {"node": -1, "comment": "The start"}
    assert doc["notes"][2] == {"node": 1, "circles": [4, 36]}
    assert board_of(doc) == board
    study = Study().with_board(board.game, board.root, None, board.notes)
    text = dump(study)
    assert "Sends O ahead" in text and json.loads(text)["schema"] == SCHEMA_VERSION
    loaded = load(text)
    assert loaded.problems == () and loaded.study.saved_board(GAME) == board


def test_non_ascii_comments_are_written_as_they_are() -> None:
    board = SavedBoard(GAME, _tree(), None, ((GAME, Note("Lance forçado — ótimo")),))
    text = dump(Study(boards=(board,)))
    assert "forçado — ótimo" in text
    assert load(text).study.boards == (board,)


def test_a_schema_4_study_gains_boards_without_notes() -> None:
    doc = json.loads(dump(Study().with_board(GAME, _tree())))
    for board in doc["boards"]:
        del board["notes"]
    doc["schema"] = 4
    loaded = load(json.dumps(doc))
    assert loaded.problems == () and loaded.backup is None
    assert loaded.study.saved_board(GAME) == SavedBoard(GAME, _tree())


BAD_NOTES = [
    {"node": 5, "comment": "past the tree"},
    {"node": -2, "comment": "before the start"},
    {"node": "1", "comment": "not a number"},
    {"node": 1, "comment": "x" * (MAX_COMMENT + 1)},
    {"node": 1, "comment": " untrimmed "},
    {"node": 1, "comment": 7},
    {"node": 1},
    {"node": 1, "circles": [81]},
    {"node": 1, "circles": [-1]},
    {"node": 1, "circles": [4, 4]},
    {"node": 1, "circles": [True]},
    {"node": 1, "circles": list(range(MAX_CIRCLES + 1))},
    {"node": 1, "arrows": [[4, 4]]},
    {"node": 1, "arrows": [[4, 90]]},
    {"node": 1, "arrows": [[4]]},
    {"node": 1, "arrows": [[4, 5], [4, 5]]},
    {"node": 1, "arrows": [[0, i] for i in range(1, MAX_ARROWS + 2)]},
    {"node": 1, "arrows": "4-5"},
    [1, "comment"],
]


@pytest.mark.parametrize("bad", BAD_NOTES)
def test_a_board_with_a_malformed_note_is_refused(bad: object) -> None:
    doc: Any = board_json(_noted())
    doc["notes"] = [*doc["notes"][:1], bad]
    assert board_of(doc) is None
    text = json.dumps({**json.loads(dump(Study())), "boards": [doc]})
    loaded = load(text)
    assert loaded.study.boards == () and loaded.problems == ("study.boards_dropped",)
    assert loaded.backup == text


def test_two_notes_on_one_position_or_too_many_are_refused() -> None:
    doc: Any = board_json(_noted())
    doc["notes"] = [{"node": 0, "comment": "a"}, {"node": 0, "comment": "b"}]
    assert board_of(doc) is None
    doc["notes"] = [{"node": -1, "comment": "a"}] * (MAX_NOTED + 1)
    assert board_of(doc) is None
    doc["notes"] = "notes"
    assert board_of(doc) is None
    assert board_of([1, 2]) is None and board_of({**doc, "start": "junk"}) is None
