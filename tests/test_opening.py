"""Every way in (link, pasted link, record, file) goes through one parser, same errors."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.test_link import random_game
from uttt.app.i18n import LANGUAGES, translate
from uttt.app.link import Link, LinkError, encode
from uttt.app.opening import open_text, record_text
from uttt.app.round_rules import replay

SERIES = "Qk3xZ09a"


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
    ("e5 e4 z9", "record.bad_move"),
    ("1. e5 e4 2. a1", "record.bad_move"),
    ("1. e5 e4 1/2-1/2", "record.bad_result"),
    ("x" * 30_000, "open.too_long"),
    ("https://example.org/#t1.garbage", "link.damaged"),
])
def test_bad_input_gets_a_translated_message(text: str, key: str) -> None:
    with pytest.raises(LinkError) as caught:
        open_text(text)
    assert caught.value.message.key == key
    for language in LANGUAGES:
        assert translate(language, caught.value.message)


def test_the_bad_move_is_named() -> None:
    with pytest.raises(LinkError) as caught:
        open_text("1. e5 e4 2. a1")
    assert caught.value.message.params == (("move", 3),)


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
