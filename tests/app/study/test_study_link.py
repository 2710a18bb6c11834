"""The study link's codec: any saved board round-trips through it (with hypothesis), its
length for a whole game with variations, and every damaged, cut, changed, too new or too
long link refused with a message of its own (``StudyLinkError`` and nothing else)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.study import study_link
from uttt.app.study.store import SCHEMA_VERSION, SavedBoard, board_document
from uttt.app.study.study_link import (
    MAX_FRAGMENT,
    SharedStudy,
    StudyLinkError,
    _check,
    decode,
    encode,
    fits,
    is_study_link,
)
from uttt.app.study.variations import Node, add_line, add_variation, contains, size
from uttt.app.texts.i18n import languages, translate
from uttt.board import Board, Player
from uttt.frozen import replace

START = "9/9/9/9/4x4/9/9/9/9 O 1 e5"


def random_game(rng: random.Random, start: str | None = None) -> tuple[int, ...]:
    board = Board() if start is None else Board.from_fen(start, x_first=True)
    while not board.is_game_over():
        board.push(rng.choice(board.legal_moves()))
    return tuple(board.moves)


def with_variations(rng: random.Random, game: tuple[int, ...], count: int, length: int,
                    start: str | None = None) -> Node:
    """The game's tree with ``count`` variations of up to ``length`` moves each, each
    leaving the game at a random position."""
    root = add_line(Node(), (), game)
    for _ in range(count):
        here = game[:rng.randrange(len(game))]
        board = Board() if start is None else Board.from_fen(start, x_first=True)
        for move in here:
            board.push(move)
        for _ in range(length):
            if board.is_game_over():
                break
            move = rng.choice(board.legal_moves())
            if not contains(root, (*here, move)):
                root = add_variation(root, here, move)
            here = (*here, move)
            board.push(move)
    return root


def _paths(root: Node) -> tuple[tuple[int, ...], ...]:
    from uttt.app.study.variations import paths

    return paths(root)


def doc_fragment(doc: object, resigned: Player | None = None) -> str:
    """A fragment with a valid check around any document (a crafted link)."""
    return study_link.document_fragment(doc, resigned)


def a_study(seed: int = 0, count: int = 5) -> SharedStudy:
    rng = random.Random(seed)
    game = random_game(rng)
    return SharedStudy(SavedBoard(game, with_variations(rng, game, count, 8)))


@st.composite
def studies(draw: st.DrawFn) -> SharedStudy:
    rng = random.Random(draw(st.integers(0, 10**6)))
    start = draw(st.sampled_from((None, START)))
    game = random_game(rng, start)
    game = game[:draw(st.integers(1 if start is None else 0, len(game)))]
    root = with_variations(rng, game, draw(st.integers(0, 6)), draw(st.integers(1, 12)),
                           start) if game else add_line(Node(), (), game)
    board = Board() if start is None else Board.from_fen(start, x_first=True)
    for move in game:
        board.push(move)
    sides: tuple[Player | None, ...] = (None, "X", "O")
    resigned = None if board.is_game_over() else draw(st.sampled_from(sides))
    return SharedStudy(SavedBoard(game, root, start), resigned)


@settings(max_examples=80, deadline=None)
@given(studies())
def test_every_board_round_trips(study: SharedStudy) -> None:
    text = encode(study)
    assert is_study_link(text) and fits(text) and text.isascii()
    assert all(c.isalnum() or c in "-_." for c in text)  # nothing to escape in an address
    assert decode(text) == study
    assert decode(f"  https://example.org/some/path/#{text}".split("#", 1)[1]) == study


def test_a_whole_game_with_five_variations_fits_a_qr_code() -> None:
    from uttt.app.friends.qr import most_bytes

    lengths = [len(encode(a_study(seed))) for seed in range(40)]
    assert max(lengths) < most_bytes() - 100  # room for the page's address
    print(f"whole game + 5 variations of 8 moves: median {sorted(lengths)[20]}, "
          f"max {max(lengths)} characters")


@pytest.mark.parametrize("seed", range(3))
def test_a_link_cut_anywhere_is_refused(seed: int) -> None:
    text = encode(a_study(seed))
    for end in range(len(text)):
        with pytest.raises(StudyLinkError):
            decode(text[:end])


def test_a_changed_character_is_refused_as_damaged() -> None:
    text = encode(a_study())
    rng = random.Random(1)
    for _ in range(300):
        at = rng.randrange(len(text))
        if text[at] == ".":
            continue
        other = rng.choice([c for c in "ABCxyz019-_" if c != text[at]])
        changed = text[:at] + other + text[at + 1:]
        with pytest.raises(StudyLinkError) as refused:
            decode(changed)
        assert refused.value.key in ("studylink.damaged", "studylink.not_a_link",
                                     "studylink.newer")


@pytest.mark.parametrize(("tag", "key"), [
    ("s2", "studylink.newer"), ("s10", "studylink.newer"), ("s0", "studylink.not_a_link"),
    ("s01", "studylink.not_a_link"), ("s", "studylink.not_a_link"),
    ("s1²", "studylink.not_a_link"), ("t1", "studylink.not_a_link"),
])
def test_versions_other_than_this_one_are_refused(tag: str, key: str) -> None:
    body = f"{tag}." + encode(a_study()).split(".", 1)[1].rsplit(".", 1)[0]
    with pytest.raises(StudyLinkError) as refused:
        decode(f"{body}.{_check(body)}")
    assert refused.value.key == key


def test_a_board_of_a_newer_schema_is_refused_as_newer() -> None:
    doc = board_document(a_study().board)
    with pytest.raises(StudyLinkError) as refused:
        decode(doc_fragment({**doc, "schema": SCHEMA_VERSION + 1}))
    assert refused.value.key == "studylink.newer"


def test_an_older_schema_s_board_is_read_through_the_store_s_migrations() -> None:
    doc = board_document(a_study().board)
    assert decode(doc_fragment({**doc, "schema": 3})) == a_study()


@pytest.mark.parametrize("doc", [
    [], {"schema": SCHEMA_VERSION}, {"schema": SCHEMA_VERSION, "board": {"moves": [40]}},
    {"schema": SCHEMA_VERSION, "board": {"moves": [40, 40], "tree": [[-1, 40], [0, 40]]}},
    {"schema": SCHEMA_VERSION, "board": {"moves": [40], "tree": [[-1, 41]]}},
    {"schema": "4", "board": {"moves": [], "tree": []}},
])
def test_a_checked_link_whose_board_the_store_refuses_is_invalid(doc: object) -> None:
    with pytest.raises(StudyLinkError) as refused:
        decode(doc_fragment(doc))
    assert refused.value.key == "studylink.invalid"


def test_a_start_the_rules_refuse_is_said() -> None:
    doc = {"schema": SCHEMA_VERSION, "board": {"moves": [], "tree": [],
                                               "start": "9/9/9/9/4x4/9/9/9/9 X 1 e5"}}
    with pytest.raises(StudyLinkError) as refused:
        decode(doc_fragment(doc))
    assert refused.value.key == "studylink.bad_start"


def test_a_resignation_after_the_game_s_end_is_invalid() -> None:
    study = a_study()
    with pytest.raises(StudyLinkError) as refused:
        decode(encode(SharedStudy(study.board, "X")))
    assert refused.value.key == "studylink.invalid"


def test_a_fragment_past_the_limit_is_refused_unread() -> None:
    long = "s1.-." + "A" * MAX_FRAGMENT + ".xxxx"
    assert not fits(long)
    with pytest.raises(StudyLinkError) as refused:
        decode(long)
    assert refused.value.key == "studylink.too_long"


def test_a_board_that_inflates_past_its_limit_is_refused() -> None:
    bomb = {"schema": SCHEMA_VERSION, "board": {"moves": [], "tree": []},
            "pad": " " * (study_link.MAX_INFLATED + 1)}
    text = doc_fragment(bomb)
    assert fits(text)  # a short link...
    with pytest.raises(StudyLinkError) as refused:
        decode(text)  # ...that inflates past the limit
    assert refused.value.key == "studylink.too_long"


@pytest.mark.parametrize("data", ["", "@@@@", "AAAA", "q8aq" + "A" * 40])
def test_data_that_is_not_a_deflated_document_is_damaged(data: str) -> None:
    body = f"s1.-.{data}"
    with pytest.raises(StudyLinkError) as refused:
        decode(f"{body}.{_check(body)}")
    assert refused.value.key == "studylink.damaged"


def test_the_largest_board_the_store_keeps_fits_a_link() -> None:
    """A tree of ``MAX_BOARD_MOVES`` moves (the store's limit), long lines everywhere."""
    from uttt.app.study.store import MAX_BOARD_MOVES

    rng = random.Random(3)
    game = random_game(rng)
    root = add_line(Node(), (), game)
    while True:
        grown = with_variations(rng, game, 1, 40)
        bigger = root
        for path in _paths(grown):
            if not contains(bigger, path):
                bigger = add_variation(bigger, path[:-1], path[-1])
        if size(bigger) > MAX_BOARD_MOVES:
            break
        root = bigger
    text = encode(SharedStudy(SavedBoard(game, root)))
    assert fits(text), len(text)
    print(f"a board of {size(root)} moves: {len(text)} characters")


def test_every_refusal_is_said_in_every_language() -> None:
    keys = ("studylink.damaged", "studylink.newer", "studylink.too_long",
            "studylink.not_a_link", "studylink.invalid", "studylink.bad_start")
    for key in keys:
        said = {language: translate(language, StudyLinkError(key).message)  # type: ignore[arg-type]
                for language in languages()}
        assert len(set(said.values())) == len(said) >= 3, said  # each in its own words


COMMENTS = (
    "The opening move: the centre of the centre, the most common first move.",
    "O is sent to the corner board; X keeps the initiative.",
    "A mistake: this gives O a free move anywhere.",
    "Better was b2, keeping O in the closed board.",
    "Both sides race for the middle row of boards.",
    "X wins the centre board here and threatens a line.",
    "The only move that stops the diagonal.",
    "O could have drawn with e4 instead.",
    "From here X is winning whatever O plays.",
    "The end: X completes the top row of boards.",
)
"""Ten comments of 31 to 72 characters (54 on average), as a player might write."""


def test_the_length_of_a_whole_game_with_ten_comments_and_five_variations() -> None:
    """The figure asked for: a whole game, five variations of eight moves, and ten
    comments on positions of the game's line; each link read back whole."""
    from uttt.app.friends.qr import most_bytes
    from uttt.app.study.notes import Note

    lengths, bare = [], []
    for seed in range(40):
        study = a_study(seed)
        game = study.board.game
        step = max(1, len(game) // len(COMMENTS))
        notes = tuple((game[:(i + 1) * step], Note(c)) for i, c in enumerate(COMMENTS))
        commented = SharedStudy(replace(study.board, notes=notes))
        link = encode(commented)
        assert decode(link) == commented
        lengths.append(len(link))
        bare.append(len(encode(study)))
    median = sorted(lengths)[len(lengths) // 2]
    print(f"whole game + 5 variations: median {sorted(bare)[20]}, max {max(bare)}; "
          f"with 10 comments: median {median}, max {max(lengths)} characters "
          f"(fragment; the page's address comes on top)")
    assert max(lengths) < most_bytes() - 200  # still a QR code, with the address
