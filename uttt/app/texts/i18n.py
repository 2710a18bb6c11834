"""Every user-facing text of the page, in English, Brazilian and European Portuguese.

A message is a key plus parameters. A parameter may itself be a ``Ref`` to another
key (a colour, a board name), translated in the same language.

>>> translate("pt-BR", Message("status.free", (("colour", Ref("colour.red")), ("symbol", "X"))))
'Vermelho (X): jogada livre, qualquer tabuleiro aceso'
>>> choose_language(["pt-PT", "en"]), choose_language(["pt"]), choose_language(["de-DE"])
('pt-PT', 'pt-BR', 'en')
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from typing import Literal

from uttt.app.texts import analysis_board as board_texts
from uttt.app.texts import archive as archive_texts
from uttt.app.texts import clocks as clock_texts
from uttt.app.texts import exercises as exercise_texts
from uttt.app.texts import friends as friend_texts
from uttt.app.texts import help as help_texts
from uttt.app.texts import position as position_texts
from uttt.app.texts import selfplay as selfplay_texts
from uttt.app.texts import settings as more_texts
from uttt.app.texts import study as study_texts
from uttt.app.texts import tabs as tab_texts
from uttt.app.texts import tour as tour_texts
from uttt.frozen import frozen

Language = Literal["en", "pt-BR", "pt-PT"]
LANGUAGES: tuple[Language, ...] = ("en", "pt-BR", "pt-PT")


@frozen
class Ref:
    """A parameter that is itself a text key, translated in the message's language."""

    key: str


@frozen
class Message:
    """A text to show: a key and its parameters, as hashable pairs (a parameter may be
    a message itself, said in the same language: a move named as a record names it)."""

    key: str
    params: tuple[tuple[str, Param], ...] = ()


Param = str | int | Ref | Message


def message(key: str, **params: Param) -> Message:
    """A message with keyword parameters.

    >>> message("round", round=2)
    Message(key='round', params=(('round', 2),))
    """
    return Message(key, tuple(sorted(params.items())))


def plural(key: str, n: int) -> str:
    """The form of ``key`` for ``n`` things: ``key.one`` for one, ``key.many`` for any
    other number, zero included (the rule of English and of both Portuguese).

    >>> plural("eval.forced", 1), plural("eval.forced", 0)
    ('eval.forced.one', 'eval.forced.many')
    """
    return f"{key}.{'one' if n == 1 else 'many'}"


def counted(noun: str, n: int) -> Message:
    """A number and its noun agreeing with it (``count.<noun>.one`` or ``.many``): every
    count a text shows goes through here, never ``{n}`` before a noun of its own.

    >>> translate("pt-BR", counted("lost", 1)), translate("pt-PT", counted("lost", 0))
    ('1 derrota', '0 derrotas')
    """
    return message(plural(f"count.{noun}", n), n=n)


_BOARDS_EN = ("top-left", "top", "top-right", "left", "centre", "right",
              "bottom-left", "bottom", "bottom-right")
_BOARDS_BR = ("do canto superior esquerdo", "de cima", "do canto superior direito",
              "da esquerda", "do centro", "da direita",
              "do canto inferior esquerdo", "de baixo", "do canto inferior direito")
_BOARDS_PT = ("do canto superior esquerdo", "de cima", "do canto superior direito",
              "da esquerda", "central", "da direita",
              "do canto inferior esquerdo", "de baixo", "do canto inferior direito")

EN: dict[str, str] = {
    "title": "Ultimate Tic-Tac-Toe",
    "tagline": "Nine small games in one big one. Two players, one screen.",
    "hint.touch": "Tap a lit cell to play. Hold a cell to see which board it sends your "
                  "opponent to.",
    "hint.mouse": "Click a lit cell to play. Point at a cell to see which board it sends your "
                  "opponent to.",
    "hint.after": "Round over: play again, or step through this game under Review.",
    "hint.after.empty": "Round over: play again when you are ready.",
    "hint.review": "Step through the moves with the arrows, or pick one in the list.",
    "hint.after.link": "Round over: Rematch starts the next round, or step through this "
                       "game under Review.",
    "hint.after.link.empty": "Round over: Rematch starts the next round.",
    "hint.after.watch": "Round over: step through this game with the buttons under Review.",
    "hint.after.watch.empty": "Round over: it ended before any move.",
    "loading": "Loading the game…",
    "canvas.label": "Game board: nine small boards of nine cells. Use the arrow keys and Enter.",
    "colour.red": "Red",
    "colour.blue": "Blue",
    "round": "Round {round}",
    "status.first": "{colour} ({symbol}) opens: play anywhere",
    "status.sent": "{colour} ({symbol}) plays in the {board} board",
    "status.free": "{colour} ({symbol}): free move, any lit board",
    "status.first.you": "You ({symbol}) open: play anywhere",
    "status.sent.you": "You ({symbol}) play in the {board} board",
    "status.free.you": "You ({symbol}): free move, any lit board",
    "status.win": "{colour} wins round {round}!",
    "status.draw": "Round {round} is a draw",
    "status.review": "Review: {move} — {ply} of {total}",
    "status.review.start": "Review: the start — 0 of {total}",
    "status.review.position": "Review: the position set up — 0 of {total}",
    "status.review.position.alone": "Review: the position set up",
    "review.move": "{number}. {move}",
    "review.move.o": "{number}… {move}",
    "result.line": "{colour} wins with three boards in a line.",
    "result.resign": "{loser} resigned, so {colour} wins.",
    "result.all_closed": "A draw: every small board is closed and nobody has a line.",
    "result.early_draw": "A draw: no line of boards can be completed any more.",
    "result.next": "{colour} opens the next round as X.",
    "status.win.you": "You win round {round}!",
    "status.win.computer": "The computer wins round {round}!",
    "result.line.you": "You win with three boards in a line.",
    "result.line.computer": "The computer wins with three boards in a line.",
    "result.resign.you": "The computer resigned, so you win.",
    "result.resign.computer": "You resigned, so the computer wins.",
    "result.next.you": "You open the next round as X.",
    "result.next.computer": "The computer opens the next round as X.",
    "result.next.position": "Next round, {colour} plays the position's side to move.",
    "result.next.position.you": "Next round, you play the position's side to move.",
    "result.next.position.computer": "Next round, the computer plays the position's side to move.",
    "button.undo": "Undo",
    "button.resign": "Resign",
    "button.resign_confirm": "Really resign?",
    "button.play_again": "Play again",
    "button.first": "First move",
    "button.prev": "Previous move",
    "button.next": "Next move",
    "button.last": "Last move",
    "review.title": "Review",
    "moves.title": "Moves",
    "score.title": "Score",
    "score.draws": "Draws",
    "announce.sent": "{colour} ({symbol}) plays {move}, {next} must play in the {board} board.",
    "announce.free": "{colour} ({symbol}) plays {move}, {next} has a free move.",
    "announce.final": "{colour} ({symbol}) plays {move}.",
    "announce.sent.you": "You ({symbol}) play {move}, {next} must play in the {board} board.",
    "announce.free.you": "You ({symbol}) play {move}, {next} has a free move.",
    "announce.final.you": "You ({symbol}) play {move}.",
    "announce.undo": "Move {move} taken back.",
    "announce.new_round": "Round {round} begins.",
    "notice.storage_off": "Saving is not available here: this game will not be kept.",
    "notice.storage_unread": "Saved games cannot be read in this browser: saving is not "
                             "available, and what was saved is left as it is.",
    "notice.importing": "Importing the file's games…",
    "notice.storage_full": "Storage is full: progress from now on will not be kept.",
    "notice.storage_bad": "Part of the saved game was damaged and dropped; the rest was kept.",
    "notice.storage_newer": "A newer version of the game saved this game; playing without "
                            "saving here. Reload the page to get the new version.",
    "notice.other_tab": "The game was changed in another tab; showing that version.",
    "status.thinking": "The computer ({symbol}) is thinking…",
    "announce.computer_sent": "The computer ({symbol}) plays {move}; you must play in the "
                              "{board} board.",
    "announce.computer_free": "The computer ({symbol}) plays {move}; you have a free move.",
    "announce.computer_final": "The computer ({symbol}) plays {move}.",
    "announce.switched": "Mode: {choice}. Round 1 begins.",
    "confirm.switch": "Switch to “{choice}”? This round will be abandoned and count for nobody.",
    "button.switch_confirm": "Abandon round",
    "button.switch_cancel": "Keep playing",
    "mode.label": "Mode",
    "mode.two_players": "Two players",
    "mode.computer": "Vs computer",
    "level.label": "Level",
    "level.beginner": "Beginner",
    "level.novice": "Novice",
    "level.advanced": "Advanced",
    "level.expert": "Expert",
    "level.intermediate": "Intermediate",
    "level.master": "Master",
    "choice.two_players": "Two players",
    "choice.computer.beginner": "Vs computer · Beginner",
    "choice.computer.novice": "Vs computer · Novice",
    "choice.computer.advanced": "Vs computer · Advanced",
    "choice.computer.expert": "Vs computer · Expert",
    "choice.computer.intermediate": "Vs computer · Intermediate",
    "choice.computer.master": "Vs computer · Master",
    "score.wins": "Wins",
    "score.losses": "Losses",
    **{f"board.{i}": name for i, name in enumerate(_BOARDS_EN)},
}

PT_BR: dict[str, str] = {
    "title": "Jogo da velha supremo",
    "tagline": "Nove jogos da velha dentro de um grande. Duas pessoas, uma tela.",
    "hint.touch": "Toque numa casa acesa para jogar. Segure o dedo numa casa para ver "
                  "aonde ela manda o adversário.",
    "hint.mouse": "Clique numa casa acesa para jogar. Passe o mouse sobre uma casa para ver "
                  "aonde ela manda o adversário.",
    "hint.after": "Fim da rodada: jogue de novo ou reveja a partida em Rever.",
    "hint.after.empty": "Fim da rodada: jogue de novo quando quiser.",
    "hint.review": "Percorra as jogadas com as setas ou escolha uma na lista.",
    "hint.after.link": "Fim da rodada: Revanche começa a próxima rodada, ou reveja a "
                       "partida em Rever.",
    "hint.after.link.empty": "Fim da rodada: Revanche começa a próxima rodada.",
    "hint.after.watch": "Fim da rodada: percorra a partida com os botões em Rever.",
    "hint.after.watch.empty": "Fim da rodada: ela terminou antes de qualquer jogada.",
    "loading": "Carregando o jogo…",
    "canvas.label": "Tabuleiro: nove tabuleiros pequenos de nove casas. Use as setas e Enter.",
    "colour.red": "Vermelho",
    "colour.blue": "Azul",
    "round": "Rodada {round}",
    "status.first": "{colour} ({symbol}) começa: jogue onde quiser",
    "status.sent": "{colour} ({symbol}) joga no tabuleiro {board}",
    "status.free": "{colour} ({symbol}): jogada livre, qualquer tabuleiro aceso",
    "status.first.you": "Você ({symbol}) começa: jogue onde quiser",
    "status.sent.you": "Você ({symbol}) joga no tabuleiro {board}",
    "status.free.you": "Você ({symbol}): jogada livre, qualquer tabuleiro aceso",
    "status.win": "{colour} venceu a rodada {round}!",
    "status.draw": "A rodada {round} terminou empatada",
    "status.review": "Revendo: {move} — {ply} de {total}",
    "status.review.start": "Revendo: o início — 0 de {total}",
    "status.review.position": "Revendo: a posição montada — 0 de {total}",
    "status.review.position.alone": "Revendo: a posição montada",
    "review.move": "{number}. {move}",
    "review.move.o": "{number}… {move}",
    "result.line": "{colour} venceu com três tabuleiros em linha.",
    "result.resign": "{loser} desistiu, então {colour} venceu.",
    "result.all_closed": "Empate: todos os tabuleiros pequenos fecharam sem linha.",
    "result.early_draw": "Empate: nenhuma linha de tabuleiros pode mais ser fechada.",
    "result.next": "Na próxima rodada, {colour} começa com X.",
    "status.win.you": "Você venceu a rodada {round}!",
    "status.win.computer": "O computador venceu a rodada {round}!",
    "result.line.you": "Você venceu com três tabuleiros em linha.",
    "result.line.computer": "O computador venceu com três tabuleiros em linha.",
    "result.resign.you": "O computador desistiu, então você venceu.",
    "result.resign.computer": "Você desistiu, então o computador venceu.",
    "result.next.you": "Na próxima rodada, você começa com X.",
    "result.next.computer": "Na próxima rodada, o computador começa com X.",
    "result.next.position": "Na próxima rodada, {colour} joga com o lado que tem a vez na posição.",
    "result.next.position.you": "Na próxima rodada, você joga com o lado que tem a vez na posição.",
    "result.next.position.computer": ("Na próxima rodada, o computador joga com o lado que tem a "
                                      "vez na posição."),
    "button.undo": "Desfazer",
    "button.resign": "Desistir",
    "button.resign_confirm": "Desistir mesmo?",
    "button.play_again": "Jogar de novo",
    "button.first": "Primeira jogada",
    "button.prev": "Jogada anterior",
    "button.next": "Próxima jogada",
    "button.last": "Última jogada",
    "review.title": "Rever",
    "moves.title": "Jogadas",
    "score.title": "Placar",
    "score.draws": "Empates",
    "announce.sent": "{colour} ({symbol}) joga em {move}; {next} tem de jogar no tabuleiro "
                     "{board}.",
    "announce.free": "{colour} ({symbol}) joga em {move}; {next} tem jogada livre.",
    "announce.final": "{colour} ({symbol}) joga em {move}.",
    "announce.sent.you": "Você ({symbol}) joga em {move}; {next} tem de jogar no tabuleiro "
                         "{board}.",
    "announce.free.you": "Você ({symbol}) joga em {move}; {next} tem jogada livre.",
    "announce.final.you": "Você ({symbol}) joga em {move}.",
    "announce.undo": "A jogada {move} foi desfeita.",
    "announce.new_round": "Começa a rodada {round}.",
    "notice.storage_off": "Não dá para salvar neste navegador: o jogo não vai ficar guardado.",
    "notice.storage_unread": "Não dá para ler os jogos salvos neste navegador: não dá para "
                             "salvar, e o que estava salvo fica como está.",
    "notice.importing": "Importando as partidas do arquivo…",
    "notice.storage_full": "O armazenamento está cheio: o progresso não vai mais ser salvo.",
    "notice.storage_bad": "Parte do jogo salvo estava danificada e foi descartada; "
                          "o resto foi mantido.",
    "notice.storage_newer": "Uma versão mais nova do jogo salvou esta partida; aqui você joga "
                            "sem salvar. Recarregue a página para usar a versão nova.",
    "notice.other_tab": "O jogo mudou em outra aba; mostrando essa versão.",
    "status.thinking": "O computador ({symbol}) está pensando…",
    "announce.computer_sent": "O computador ({symbol}) joga em {move}; você tem de jogar no "
                              "tabuleiro {board}.",
    "announce.computer_free": "O computador ({symbol}) joga em {move}; você tem jogada livre.",
    "announce.computer_final": "O computador ({symbol}) joga em {move}.",
    "announce.switched": "Modo: {choice}. Começa a rodada 1.",
    "confirm.switch": "Trocar para “{choice}”? Esta rodada será abandonada e não conta "
                      "para ninguém.",
    "button.switch_confirm": "Abandonar rodada",
    "button.switch_cancel": "Continuar jogando",
    "mode.label": "Modo",
    "mode.two_players": "2 jogadores",
    "mode.computer": "Contra o computador",
    "level.label": "Nível",
    "level.beginner": "Iniciante",
    "level.novice": "Novato",
    "level.advanced": "Avançado",
    "level.expert": "Especialista",
    "level.intermediate": "Intermediário",
    "level.master": "Mestre",
    "choice.two_players": "2 jogadores",
    "choice.computer.beginner": "Contra o computador · Iniciante",
    "choice.computer.novice": "Contra o computador · Novato",
    "choice.computer.advanced": "Contra o computador · Avançado",
    "choice.computer.expert": "Contra o computador · Especialista",
    "choice.computer.intermediate": "Contra o computador · Intermediário",
    "choice.computer.master": "Contra o computador · Mestre",
    "score.wins": "Vitórias",
    "score.losses": "Derrotas",
    **{f"board.{i}": name for i, name in enumerate(_BOARDS_BR)},
}

PT_PT: dict[str, str] = {
    # In Portugal the game is "jogo do galo"; a player looking for this variant searches
    # for that name with a Portuguese prefix, as with "super" in Brazil's "Super Jogo da
    # Velha", not for an English word. It is the one name the title, the settings and the
    # manifest use (tests/app/texts/test_texts.py).
    "title": "Super Jogo do Galo",
    "tagline": "Nove jogos do galo dentro de um maior. Dois jogadores, um só ecrã.",
    "hint.touch": "Toque numa casa acesa para jogar. Mantenha o dedo numa casa para ver "
                  "para onde envia o adversário.",
    "hint.mouse": "Clique numa casa acesa para jogar. Passe o rato por uma casa para ver "
                  "para onde envia o adversário.",
    "hint.after": "Fim da ronda: jogue outra vez ou reveja o jogo em Rever.",
    "hint.after.empty": "Fim da ronda: jogue outra vez quando quiser.",
    "hint.review": "Percorra as jogadas com as setas ou escolha uma na lista.",
    "hint.after.link": "Fim da ronda: Desforra começa a ronda seguinte, ou reveja o jogo "
                       "em Rever.",
    "hint.after.link.empty": "Fim da ronda: Desforra começa a ronda seguinte.",
    "hint.after.watch": "Fim da ronda: percorra o jogo com os botões em Rever.",
    "hint.after.watch.empty": "Fim da ronda: terminou antes de qualquer jogada.",
    "loading": "A carregar o jogo…",
    "canvas.label": "Tabuleiro: nove tabuleiros pequenos de nove casas. Use as setas e Enter.",
    "colour.red": "Vermelho",
    "colour.blue": "Azul",
    "round": "Ronda {round}",
    "status.first": "{colour} ({symbol}) abre: jogue onde quiser",
    "status.sent": "{colour} ({symbol}) joga no tabuleiro {board}",
    "status.free": "{colour} ({symbol}): jogada livre, qualquer tabuleiro aceso",
    "status.first.you": "É a sua vez ({symbol}): jogue onde quiser",
    "status.sent.you": "É a sua vez ({symbol}): tabuleiro {board}",
    "status.free.you": "É a sua vez ({symbol}): jogada livre, qualquer tabuleiro aceso",
    "status.win": "{colour} ganhou a ronda {round}!",
    "status.draw": "A ronda {round} acabou empatada",
    "status.review": "A rever: {move} — {ply} de {total}",
    "status.review.start": "A rever: o início — 0 de {total}",
    "status.review.position": "A rever: a posição preparada — 0 de {total}",
    "status.review.position.alone": "A rever: a posição preparada",
    "review.move": "{number}. {move}",
    "review.move.o": "{number}… {move}",
    "result.line": "{colour} ganhou com três tabuleiros em linha.",
    "result.resign": "{loser} desistiu, por isso {colour} ganhou.",
    "result.all_closed": "Empate: todos os tabuleiros pequenos fecharam sem linha.",
    "result.early_draw": "Empate: já nenhuma linha de tabuleiros pode ser fechada.",
    "result.next": "Na ronda seguinte, {colour} abre com X.",
    "status.win.you": "Ganhou a ronda {round}!",
    "status.win.computer": "O computador ganhou a ronda {round}!",
    "result.line.you": "Ganhou com três tabuleiros em linha.",
    "result.line.computer": "O computador ganhou com três tabuleiros em linha.",
    "result.resign.you": "O computador desistiu, por isso ganhou.",
    "result.resign.computer": "Desistiu, por isso o computador ganhou.",
    "result.next.you": "Na ronda seguinte, abre com X.",
    "result.next.computer": "Na ronda seguinte, o computador abre com X.",
    "result.next.position": "Na ronda seguinte, {colour} joga com o lado que tem a vez na posição.",
    "result.next.position.you": "Na ronda seguinte, joga com o lado que tem a vez na posição.",
    "result.next.position.computer": ("Na ronda seguinte, o computador joga com o lado que tem a "
                                      "vez na posição."),
    "button.undo": "Anular",
    "button.resign": "Desistir",
    "button.resign_confirm": "Desistir mesmo?",
    "button.play_again": "Jogar outra vez",
    "button.first": "Primeira jogada",
    "button.prev": "Jogada anterior",
    "button.next": "Jogada seguinte",
    "button.last": "Última jogada",
    "review.title": "Rever",
    "moves.title": "Jogadas",
    "score.title": "Marcador",
    "score.draws": "Empates",
    "announce.sent": "{colour} ({symbol}) joga em {move}; {next} tem de jogar no tabuleiro "
                     "{board}.",
    "announce.free": "{colour} ({symbol}) joga em {move}; {next} tem jogada livre.",
    "announce.final": "{colour} ({symbol}) joga em {move}.",
    "announce.sent.you": "Jogou em {move} ({symbol}); {next} tem de jogar no tabuleiro {board}.",
    "announce.free.you": "Jogou em {move} ({symbol}); {next} tem jogada livre.",
    "announce.final.you": "Jogou em {move} ({symbol}).",
    "announce.undo": "A jogada {move} foi anulada.",
    "announce.new_round": "Começa a ronda {round}.",
    "notice.storage_off": "Não é possível guardar neste navegador: o jogo não ficará guardado.",
    "notice.storage_unread": "Não é possível ler os jogos guardados neste navegador: não é "
                             "possível guardar, e o que estava guardado fica como está.",
    "notice.importing": "A importar os jogos do ficheiro…",
    "notice.storage_full": "O armazenamento está cheio: o progresso deixa de ser guardado.",
    "notice.storage_bad": "Parte do jogo guardado estava danificada e foi descartada; "
                          "o resto foi mantido.",
    "notice.storage_newer": "Uma versão mais recente do jogo guardou este jogo; aqui joga "
                            "sem guardar. Recarregue a página para obter a versão nova.",
    "notice.other_tab": "O jogo foi alterado noutro separador; a mostrar essa versão.",
    "status.thinking": "O computador ({symbol}) está a pensar…",
    "announce.computer_sent": "O computador ({symbol}) joga em {move}; tem de jogar no "
                              "tabuleiro {board}.",
    "announce.computer_free": "O computador ({symbol}) joga em {move}; tem jogada livre.",
    "announce.computer_final": "O computador ({symbol}) joga em {move}.",
    "announce.switched": "Modo: {choice}. Começa a ronda 1.",
    "confirm.switch": "Mudar para “{choice}”? Esta ronda será abandonada e não conta "
                      "para ninguém.",
    "button.switch_confirm": "Abandonar ronda",
    "button.switch_cancel": "Continuar a jogar",
    "mode.label": "Modo",
    "mode.two_players": "Dois jogadores",
    "mode.computer": "Contra o computador",
    "level.label": "Nível",
    "level.beginner": "Principiante",
    "level.novice": "Novato",
    "level.advanced": "Avançado",
    "level.expert": "Perito",
    "level.intermediate": "Intermédio",
    "level.master": "Mestre",
    "choice.two_players": "Dois jogadores",
    "choice.computer.beginner": "Contra o computador · Principiante",
    "choice.computer.novice": "Contra o computador · Novato",
    "choice.computer.advanced": "Contra o computador · Avançado",
    "choice.computer.expert": "Contra o computador · Perito",
    "choice.computer.intermediate": "Contra o computador · Intermédio",
    "choice.computer.master": "Contra o computador · Mestre",
    "score.wins": "Vitórias",
    "score.losses": "Derrotas",
    **{f"board.{i}": name for i, name in enumerate(_BOARDS_PT)},
}

_EXTRAS = (more_texts, help_texts, friend_texts, study_texts, selfplay_texts, tab_texts,
           clock_texts, archive_texts, board_texts, tour_texts, exercise_texts, position_texts)
"""Settings, timer, clock, rating, classic, help, link, study, archive, analysis board,
tour, exercise and position editor texts."""
for _table, _language in ((EN, "EN"), (PT_BR, "PT_BR"), (PT_PT, "PT_PT")):
    for _module in _EXTRAS:
        _table.update(getattr(_module, _language))

TABLES: dict[Language, Mapping[str, str]] = {"en": EN, "pt-BR": PT_BR, "pt-PT": PT_PT}


EUROPEAN_PT_REGIONS: frozenset[str] = frozenset(
    {"pt", "ao", "mz", "cv", "gw", "st", "tl", "mo", "ch", "lu", "gq"})
"""Regions whose Portuguese follows the European spelling: all but Brazil, Portugal's
own and Portuguese spoken in Africa, Asia and Europe (Angola, Mozambique, Cape Verde,
Guinea-Bissau, São Tomé and Príncipe, East Timor, Macau, Switzerland, Luxembourg,
Equatorial Guinea). site/boot.js gets this set from the build (scripts/site_texts.py)."""


def choose_language(navigator_languages: Iterable[str]) -> Language:
    """The page's language from the browser's preferred ones, first match wins.
    Portuguese is European in the regions of ``EUROPEAN_PT_REGIONS``, else Brazilian
    (plain "pt" included, the most spoken); a script subtag is skipped.

    >>> choose_language(["fr", "pt-BR"]), choose_language(["pt-pt"]), choose_language([])
    ('pt-BR', 'pt-PT', 'en')
    >>> choose_language(["pt-AO"]), choose_language(["pt-Latn-MZ"]), choose_language(["pt"])
    ('pt-PT', 'pt-PT', 'pt-BR')
    """
    for tag in navigator_languages:
        parts = str(tag).replace("_", "-").lower().split("-")
        if parts[0] == "pt":
            rest = parts[2:] if len(parts) > 1 and len(parts[1]) == 4 else parts[1:]
            european = bool(rest) and rest[0] in EUROPEAN_PT_REGIONS
            return "pt-PT" if european else "pt-BR"
        if parts[0] == "en":
            return "en"
    return "en"


def manifest_file(language: Language) -> str:
    """The web manifest in a language (the build writes one per language; English is
    the default the HTML names).

    >>> manifest_file("en"), manifest_file("pt-PT")
    ('manifest.webmanifest', 'manifest.pt-PT.webmanifest')
    """
    return "manifest.webmanifest" if language == "en" else f"manifest.{language}.webmanifest"


def text(language: Language, key: str, **params: Param) -> str:
    """One text in a language, with its parameters filled in.

    >>> text("en", "round", round=3)
    'Round 3'
    """
    return translate(language, Message(key, tuple(params.items())))


def translate(language: Language, msg: Message) -> str:
    """The text of a message in a language (``Ref`` parameters translated too)."""
    table = TABLES[language]
    values = {
        name: table[value.key] if isinstance(value, Ref)
        else translate(language, value) if isinstance(value, Message) else str(value)
        for name, value in msg.params
    }
    return table[msg.key].format(**values)


def params_of(template: str) -> frozenset[str]:
    """The parameter names a text uses.

    >>> sorted(params_of("{colour} plays {move}"))
    ['colour', 'move']
    """
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)


def page_texts(language: Language) -> dict[str, str]:
    """The fixed texts of the page (no parameters), for the static labels."""
    return {key: value for key, value in TABLES[language].items() if not params_of(value)}
