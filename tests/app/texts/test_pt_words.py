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
