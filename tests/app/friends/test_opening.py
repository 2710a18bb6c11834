"""Every way in (link, pasted link, record, file) goes through one parser, same errors."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.app.friends.test_link import random_game
from uttt.app.friends.link import Link, LinkError, encode
from uttt.app.friends.opening import _ADDRESS, open_text, record_text
from uttt.app.round.rules import replay
from uttt.app.texts.i18n import Ref, languages, translate

SERIES = "Qk3xZ09a"
WON_CENTRE = "1. d4 b2 2. f6 h8 3. e5"
"""X wins the centre board with its diagonal, ending in its centre: O moves freely."""


@pytest.mark.parametrize("variant", ["ultimate", "classic"])
@pytest.mark.parametrize("seed", range(6))
def test_records_written_are_read_back(variant: str, seed: int) -> None:
    moves = random_game(seed, variant)  # type: ignore[arg-type]
    for cut in (len(moves), len(moves) // 2):
        text = record_text(variant, moves[:cut], None)  # type: ignore[arg-type]
        opened = open_text(text)
        assert (opened.variant, opened.moves, opened.link) == (variant, moves[:cut], None)
        assert open_text(f"\n  {text}\r\n").moves == moves[:cut]  # as a file's contents


def test_a_resignation_survives_the_record() -> None:
    text = record_text("ultimate", (40, 37), "X")
    assert text.endswith("0-1") and open_text(text).resigned == "X"


def test_links_in_any_wrapping_open_the_same_game() -> None:
    link = Link("ultimate", SERIES, 3, "b", random_game(2)[:10], names=("Ana", "Bo"))
    fragment = encode(link)
    for text in (fragment, "#" + fragment, f"https://example.org/a/b/#{fragment}",
                 f"  look: https://x.y/#{fragment}\n"):
        opened = open_text(text)
        assert opened.link == link and opened.moves == link.moves
    watch = open_text(encode(Link("classic", SERIES, 1, "a", (4,), watch=True)))
    assert watch.link is None and watch.moves == (4,) and watch.variant == "classic"


@pytest.mark.parametrize(("text", "key"), [
    ("", "open.empty"),
    ("e5 e4 z9", "record.unknown_name"),
    ("1. e5 e4 2. a1", "record.wrong_board"),
    ("#hello", "link.not_a_link"),
    ("https://example.org/uttt/#hello", "link.not_a_link"),
    ("1. e5 e4 1/2-1/2", "record.bad_result"),
    ("x" * 30_000, "open.too_long"),
    ("https://example.org/uttt/#t1." + "A" * 20_000, "link.too_long"),
    ("#t1." + "A" * 20_000, "link.too_long"),
    ("t1." + "A" * 30_000, "link.too_long"),
    ("https://example.org/#t1.garbage", "link.damaged"),
])
def test_bad_input_gets_a_translated_message(text: str, key: str) -> None:
    with pytest.raises(LinkError) as caught:
        open_text(text)
    assert caught.value.message.key == key
    for language in languages():
        assert translate(language, caught.value.message)


def test_the_bad_move_is_named() -> None:
    with pytest.raises(LinkError) as caught:
        open_text("1. e5 e4 2. a1")
    assert dict(caught.value.message.params) == {
        "number": 2, "player": "X", "text": "a1", "board": Ref("board.1"), "last": "i9"}


# Each way a record goes wrong at a move: the text, the message key, and what the
# English message must say (the move, the text given for it and why).
REFUSED = [
    ("1. e5 zz", "record.unknown_name", "Move 1 (O) is 'zz', which is not a cell"),
    ("1. e5 e5", "record.taken", "Move 1 (O), 'e5', is not allowed: that cell is already"),
    ("1. e5 e4 2. a4", "record.wrong_board", "Move 2 (X), 'a4', is not allowed: it must be "
                                             "played in the top board"),
    (WON_CENTRE + " e4", "record.board_closed", "Move 3 (O), 'e4', is not allowed: the "
                                                "centre board is already closed"),
    ("[classic] a1 b1 a2 b2 a3 c3", "record.game_over", "Move 3 (O), 'c3', comes after the "
                                                         "game was already over"),
    ("1. e5 3. e4", "record.misplaced_number", "The move number '3.' is out of place: the "
                                               "next move is 1 (O)"),
    ("1. e5 1-0 e4", "record.early_result", "The result '1-0' comes before the end"),
]


@pytest.mark.parametrize(("text", "key", "said"), REFUSED)
def test_a_refused_move_is_named_with_its_text_and_reason(text: str, key: str,
                                                          said: str) -> None:
    with pytest.raises(LinkError) as caught:
        open_text(text)
    assert caught.value.message.key == key
    assert translate("en", caught.value.message).startswith(said)
    for language in ("pt-BR", "pt-PT"):
        shown = translate(language, caught.value.message)
        number = str(dict(caught.value.message.params)["number"])
        assert number in shown and f"'{dict(caught.value.message.params)['text']}'" in shown
        assert shown != translate("en", caught.value.message)
    assert translate("pt-BR", caught.value.message) != translate("pt-PT", caught.value.message)


def test_a_long_refused_text_is_cut_in_the_message() -> None:
    with pytest.raises(LinkError) as caught:
        open_text("e5 " + "z" * 500)
    assert "'" + "z" * 12 + "…'" in translate("en", caught.value.message)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120) | st.lists(st.sampled_from(
    ["1.", "2...", "e5", "a1", "b2", "i9", "1-0", "*", "[classic]", "#", "t1.", "c3"]),
    max_size=12).map(" ".join))
def test_any_text_opens_a_legal_game_or_gets_a_message(text: str) -> None:
    try:
        opened = open_text(text)
    except LinkError as error:
        assert translate("en", error.message)
        return
    replay(opened.variant, opened.moves)


@pytest.mark.parametrize(("text", "key"), [
    ("x" * 30_000, "open.file_too_large"),
    ("", "open.file_empty"),
    ("   \n", "open.file_empty"),
])
def test_a_file_gets_messages_about_a_file(text: str, key: str) -> None:
    with pytest.raises(LinkError) as caught:
        open_text(text, source="file")
    assert caught.value.message.key == key
    for language in languages():
        said = translate(language, caught.value.message)
        assert said and "aste" not in said and "ole" not in said  # not "paste" / "cole"


E5_START = "9/9/9/9/4x4/9/9/9/9 O 1 e5"
"""X in e5, O to move in the centre board: a position set up in the editor."""


def test_a_record_from_a_position_begins_with_it_and_reads_back() -> None:
    text = record_text("ultimate", (36, 0), None, E5_START)
    assert text == '[FEN "9/9/9/9/4x4/9/9/9/9 O 1 e5"]\n1... d4 2. a1'
    opened = open_text(text)
    assert opened.start == E5_START and opened.moves == (36, 0)
    assert open_text("1. e5 e4").start is None
    assert record_text("ultimate", (), None, E5_START) == '[FEN "9/9/9/9/4x4/9/9/9/9 O 1 e5"]'
    assert open_text(record_text("ultimate", (), None, E5_START)).start == E5_START


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 20))
def test_records_from_positions_of_random_games_read_back(seed: int, cut: int) -> None:
    moves = random_game(seed)
    cut = min(cut, len(moves) - 1)
    start = replay("ultimate", moves[:cut]).fen()
    for rest in (moves[cut:], moves[cut:-1]):  # finished, and resigned before the end
        resigned = None if len(rest) == len(moves) - cut else "O"
        opened = open_text(record_text("ultimate", rest, resigned, start))  # type: ignore[arg-type]
        assert (opened.start, opened.moves, opened.resigned) == (start, rest, resigned)


@pytest.mark.parametrize("text", [
    '[FEN "9/9/9/9/4o4/9/9/9/9 O 1 e5"]\n1... d4',  # one O alone, O to move
    '[FEN "junk"]\n1. e5',
    '[FEN "9/9/9/9/4o4/9/9/9/9 X 1 e5"]\n1. d4',  # O opened: not a game the page offers
])
def test_a_record_whose_start_is_refused_says_so(text: str) -> None:
    with pytest.raises(LinkError) as refused:
        open_text(text)
    assert refused.value.message.key == "record.bad_start"
    assert "start position" in translate("en", refused.value.message)


OLD_ADDRESS = re.compile(r"#|[a-z][a-z0-9+.-]*://", re.IGNORECASE | re.ASCII)
"""The address search as it was (quadratic on a long word: tests/test_linear_regexes.py)."""


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="aZ09+.-:/# x\n", max_size=40))
def test_text_is_an_address_exactly_when_it_was(text: str) -> None:
    """The linear search finds an address where the old one did, and only there."""
    assert (_ADDRESS.search(text) is None) == (OLD_ADDRESS.search(text) is None)


@pytest.mark.parametrize(("text", "key"), [
    ("a" * 19_999, "record.unknown_name"),  # the paste that took 2.4 s in the browser
    ("a" * 19_990 + "://x", "link.not_a_link"),
    ("1" * 19_990 + "://x", "record.unknown_name"),  # a scheme begins with a letter
    ("a" * 20_001, "open.too_long"),
])
def test_a_long_paste_is_read_to_its_answer(text: str, key: str) -> None:
    with pytest.raises(LinkError) as refused:
        open_text(text)
    assert refused.value.message.key == key
