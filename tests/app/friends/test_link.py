"""The link codec: round trips, compactness, and damaged links refused with a message."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.core.vocabulary import GameKind
from uttt.app.friends import link as link_module
from uttt.app.friends.link import FORMAT_VERSION, Link, LinkError, decode, encode, new_series_id
from uttt.app.round.rules import new_board, replay
from uttt.app.texts.i18n import TABLES, languages, translate

SERIES = "Qk3xZ09a"


def random_game(seed: int, variant: GameKind = "ultimate") -> tuple[int, ...]:
    rng, board = random.Random(seed), new_board(variant)
    while board.outcome() is None:
        board.push(rng.choice(board.legal_moves()))
    return tuple(board.moves)


def game_prefix(data: st.DataObject, variant: GameKind) -> tuple[int, ...]:
    moves = random_game(data.draw(st.integers(0, 10**6)), variant)
    return moves[: data.draw(st.integers(0, len(moves)))]


names = st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc", "Zs", "Zl",
                                                                    "Zp", "Cf", "Co", "Cn")),
                max_size=link_module.MAX_NAME)


@st.composite
def links(draw: st.DrawFn) -> Link:
    variant = draw(st.sampled_from(["ultimate", "classic"]))
    moves = game_prefix(draw(st.data()), variant)
    board = replay(variant, moves)
    resigned = board.turn if board.outcome() is None and draw(st.booleans()) else None
    return Link(variant, draw(st.from_regex(r"[A-Za-z0-9_-]{8}", fullmatch=True)),
                draw(st.integers(1, link_module.MAX_ROUND)), draw(st.sampled_from("ab")),
                moves, resigned, (draw(names), draw(names)), draw(st.booleans()))


@settings(max_examples=150, deadline=None)
@given(links())
def test_round_trip(link: Link) -> None:
    assert decode(encode(link)) == link
    assert decode(link_module.fragment_of("#" + encode(link) + "\n")) == link


def test_a_full_game_fits_a_chat_message() -> None:
    longest = max((encode(Link("ultimate", SERIES, 12, "b", random_game(seed))) for seed in
                   range(300)), key=len)
    assert len(longest) < 100
    # every ply with the most legal moves there can be: the packed number's upper bound
    assert len(link_module.ALPHABET) ** 86 > 81 ** 81


def message_or_legal(text: str) -> bool:
    """A refusal with a message in every language, or a game the rules replay."""
    try:
        link = decode(text)
    except LinkError as error:
        return all(translate(language, error.message) for language in languages())
    replay(link.variant, link.moves)  # raises on an illegal game
    return True


@settings(max_examples=30, deadline=None)
@given(links())
def test_every_truncation_and_flip_is_refused_or_legal(link: Link) -> None:
    text = encode(link)
    for end in range(len(text)):
        assert message_or_legal(text[:end])
    for at in range(len(text)):
        for replacement in ("A", "z", ".", "%", "é", "9", "-"):
            assert message_or_legal(text[:at] + replacement + text[at + 1:])
    raw = text.encode()
    for at in range(len(raw)):
        flipped = bytes([*raw[:at], raw[at] ^ 0x21, *raw[at + 1:]])
        assert message_or_legal(flipped.decode("utf-8", errors="replace"))


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200) | st.from_regex(r"t1\.[pw][uc][ab][xo-]\.[A-Za-z0-9_.-]{0,40}"))
def test_any_text_is_refused_or_legal(text: str) -> None:
    assert message_or_legal(text)


@pytest.mark.parametrize(("text", "key"), [
    ("", "link.not_a_link"),
    ("help", "link.not_a_link"),
    ("t2.pua-.Qk3xZ09a.1.0....xx", "link.newer"),
    ("t1." + "A" * 700, "link.too_long"),
    ("t1.pua-.Qk3xZ09a.1.0....xx", "link.damaged"),
])
def test_refusals_name_the_problem(text: str, key: str) -> None:
    with pytest.raises(LinkError) as caught:
        decode(text)
    assert caught.value.message.key == key


def _signed(body: str) -> str:
    """A link's text with the check of ``body``: only the field under test is wrong."""
    return f"{body}.{link_module._check(body)}"


def test_a_link_is_read_strictly_one_hash_and_no_leading_zero() -> None:
    from uttt.app.friends.opening import open_text

    text = encode(Link("ultimate", SERIES, 1, "a", (40,)))
    body = text.rsplit(".", 1)[0]
    assert open_text("https://example.org/uttt/#" + text).moves == (40,)
    crafted = [_signed("t01" + body[2:]), _signed("t\u00b9" + body[2:]),
               _signed(body.replace(".1.1.", ".01.1.")), _signed(body.replace(".1.1.", ".1.01."))]
    for bad in [*crafted, "#" + text]:
        with pytest.raises(LinkError):
            decode(bad)
    for bad in [*crafted, "#" + text]:
        with pytest.raises(LinkError):
            open_text("https://example.org/uttt/#" + bad)


def test_moves_after_the_end_are_refused() -> None:
    moves = random_game(3, "classic")
    text = encode(Link("classic", SERIES, 1, "a", moves))
    fields = text.split(".")
    fields[4] = str(len(moves) + 1)
    body = ".".join(fields[:-1])
    with pytest.raises(LinkError) as caught:
        decode(f"{body}.{link_module._check(body)}")
    assert caught.value.message.key == "link.after_end"


def test_a_resignation_is_read_on_either_turn_and_refused_after_the_end() -> None:
    body = f"t1.puao.{SERIES}.1.0..."  # O resigns while it waits for X's first move
    assert decode(f"{body}.{link_module._check(body)}").resigned == "O"
    assert decode(encode(Link("ultimate", SERIES, 1, "a", (), "X"))).resigned == "X"
    over = Link("classic", SERIES, 1, "a", (4, 0, 2, 6, 3, 8, 5), "O")  # X has won
    with pytest.raises(LinkError):
        decode(encode(over))


def test_series_ids_are_fresh_and_valid() -> None:
    ids = {new_series_id() for _ in range(50)}
    assert len(ids) == 50 and all(link_module.SERIES.fullmatch(i) for i in ids)
    assert FORMAT_VERSION == 1


def test_every_message_key_is_translated() -> None:
    root = Path(__file__).resolve().parents[3] / "uttt" / "app"
    source = "".join((root / n).read_text() for n in ("friends/link.py", "friends/book.py",
                                                      "friends/opening.py"))
    keys = set(re.findall(r'LinkError\("([a-z_.]+)"', source))
    keys |= set(re.findall(r'message\("([a-z_.]+)"', source))
    assert len(keys) >= 15
    for language in languages():
        assert keys <= set(TABLES[language]), keys - set(TABLES[language])
