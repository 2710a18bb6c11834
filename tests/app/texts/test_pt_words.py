"""One word per idea in each Portuguese: a move is a "jogada" everywhere (buttons, lists,
help), pt-PT says "jogo" (never "partida"), and the rating panel names its game."""

from __future__ import annotations

import re

from uttt.app.texts.i18n import TABLES, text


def test_a_move_is_a_jogada_in_both_portugueses() -> None:
    for language in ("pt-BR", "pt-PT"):
        used = [key for key, value in TABLES[language].items()
                if re.search(r"\blances?\b", value, re.IGNORECASE)]
        assert used == [], language


def test_pt_pt_says_jogo_not_partida() -> None:
    used = [key for key, value in TABLES["pt-PT"].items()
            if re.search(r"\bpartidas?\b", value, re.IGNORECASE)]
    assert used == []


def test_both_rating_panels_name_their_game_and_levels_read_naturally() -> None:
    for language in ("en", "pt-BR", "pt-PT"):
        nine = text(language, "rating.value", rating=1000)
        classic = text(language, "rating.value.classic", rating=1000)
        assert nine != classic and len(nine) > len(text(language, "rating.title")) + 8
    assert text("en", "rating.value", rating=1000) == "Your Ultimate Tic-Tac-Toe rating: 1000"
    assert text("pt-PT", "cvc.level_red") == "Nível do Vermelho"
    assert text("pt-BR", "cvc.level_blue") == "Nível do Azul"


def test_pt_pt_says_problema_for_a_puzzle_everywhere() -> None:
    """The puzzles' title is "Problemas"; the daily puzzle and the ratings say the same."""
    used = [key for key, value in TABLES["pt-PT"].items()
            if re.search(r"quebra-cabeças?", value, re.IGNORECASE)]
    assert used == []
    assert text("pt-PT", "puzzles.title") == "Problemas"
    assert text("pt-PT", "puzzles.daily_button") == "Problema do dia"
    assert "problemas" in text("pt-PT", "puzzles.rating", rating=1500, deviation=350)


def test_pt_br_tour_names_the_centre_board_as_the_status_does() -> None:
    centre = TABLES["pt-BR"]["board.4"]
    tour = {key: value for key, value in TABLES["pt-BR"].items() if key.startswith("tour.")}
    assert [key for key, value in tour.items() if re.search(r"\bmeio\b", value)] == []
    assert f"tabuleiro {centre}" in tour["tour.send.task"]


def test_no_article_stands_before_the_mark_o() -> None:
    """"O O mandou o X" reads as a stutter: the mark O is never named after "o"/"O"."""
    for language in ("pt-BR", "pt-PT"):
        used = [key for key, value in TABLES[language].items()
                if re.search(r"\b[Oo] O\b", value)]
        assert used == [], language
