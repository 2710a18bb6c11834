"""Texts of the computer playing itself on the main board, of live evaluation in games
between two players, and their part of the help. Plain tables by language, merged into
``uttt.app.texts.i18n.TABLES``.
"""

from __future__ import annotations

HELP_SECTION = ("help.study.h", (("p", "help.study.1"), ("p", "help.study.2"),
                                 ("p", "help.study.3")))
"""The help view's section on the computer playing itself, live evaluation and the graph."""

EN: dict[str, str] = {
    "mode.cvc": "Computer vs computer",
    "hint.watch": "The computer plays both sides: pause it, play one move at a time, "
                  "or take over a side.",
    "mode.taken": "Vs computer (you took over)",
    "result.next.cvc": "Next round the computer plays both sides again; {colour} "
                       "opens as X.",
    "choice.cvc": "Computer vs computer",
    "cvc.level_red": "Red plays as",
    "cvc.level_blue": "Blue plays as",
    "cvc.resumed": "Playing on.",
    "cvc.paused_status": "Paused: {symbol} to move",
    "cvc.thinking": "{colour} ({symbol}, {level}) is thinking…",
    "settings.live_eval": "Live evaluation in two-player games",
    "settings.live_eval_hint": "Nine-board game only. After every move, shows the search's "
                               "winning chances (the best move and expected line on request). "
                               "Never in games against the computer.",
    "help.study.h": "The computer playing itself, and evaluation",
    "help.study.1": "Pick Computer vs computer as the mode, then a level for Red and one for "
                    "Blue: the computer plays both sides on the board. Pause holds it, One "
                    "move plays a single move while paused, Speed sets the pace, and Take over "
                    "hands you the side to move from that position on, against the computer "
                    "at the other side's level. Such rounds never count, neither in the "
                    "scores nor in the rating, even after you take over.",
    "help.study.2": "Turn on Live evaluation in Settings and, in the nine-board game between "
                    "two players on this device (or while the computer plays itself), the "
                    "search's view follows every move: a bar with the winning chances of the "
                    "side to move, the best move when you ask for it, and the expected line. "
                    "It never appears while you play the computer, where it would be a hint.",
    "help.study.3": "The report's graph of winning chances works from the keyboard too: "
                    "focus it, move its point with the arrow keys (Home and End go to the "
                    "ends) and press Enter to see that position.",
}

PT_BR: dict[str, str] = {
    "mode.cvc": "Computador × computador",
    "hint.watch": "O computador joga pelos dois lados: pause, avance uma jogada por vez "
                  "ou assuma um dos lados.",
    "mode.taken": "Contra o computador (você assumiu)",
    "result.next.cvc": "Na próxima rodada, o computador volta a jogar dos dois lados; "
                       "{colour} começa com X.",
    "choice.cvc": "Computador contra computador",
    "cvc.level_red": "Nível do Vermelho",
    "cvc.level_blue": "Nível do Azul",
    "cvc.resumed": "Partida retomada.",
    "cvc.paused_status": "Pausado: vez de {symbol}",
    "cvc.thinking": "{colour} ({symbol}, {level}) está pensando…",
    "settings.live_eval": "Avaliação ao vivo nas partidas de 2 jogadores",
    "settings.live_eval_hint": "Só no jogo de nove tabuleiros. A cada jogada, mostra as "
                               "chances de vitória (a melhor jogada e a linha esperada, se "
                               "você pedir). Nunca contra o computador.",
    "help.study.h": "Computador contra computador e avaliação",
    "help.study.1": "Escolha o modo Computador × computador e um nível para o Vermelho "
                    "e outro para o Azul: o computador joga pelos dois lados no tabuleiro. "
                    "Pausar segura a partida, Uma jogada faz o computador jogar uma só vez na "
                    "pausa, Velocidade ajusta o ritmo e Assumir daqui passa para você o lado "
                    "da vez, contra o computador no nível do outro lado. Essas rodadas nunca "
                    "contam, nem no placar nem na pontuação, mesmo depois que você assume.",
    "help.study.2": "Ligue a Avaliação ao vivo nas Configurações e, no jogo de nove "
                    "tabuleiros entre duas pessoas neste aparelho (ou com o computador "
                    "jogando sozinho), a visão da busca acompanha cada jogada: uma barra com "
                    "as chances de vitória de quem joga, a melhor jogada quando você pede e a "
                    "linha esperada. Ela nunca aparece quando você joga contra o computador, "
                    "onde seria uma dica.",
    "help.study.3": "O gráfico de chances do relatório também funciona pelo teclado: "
                    "coloque o foco nele, mova o ponto com as setas (Home e End levam às "
                    "pontas) e aperte Enter para ver aquela posição.",
}

PT_PT: dict[str, str] = {
    "mode.cvc": "Computador vs. computador",
    "hint.watch": "O computador joga pelos dois lados: faça pausa, avance uma jogada de "
                  "cada vez ou assuma um dos lados.",
    "mode.taken": "Contra o computador (assumiu o lugar)",
    "result.next.cvc": "Na ronda seguinte, o computador volta a jogar pelos dois lados; "
                       "{colour} abre com X.",
    "choice.cvc": "Computador contra computador",
    "cvc.level_red": "Nível do Vermelho",
    "cvc.level_blue": "Nível do Azul",
    "cvc.resumed": "O jogo continua.",
    "cvc.paused_status": "Em pausa: joga {symbol}",
    "cvc.thinking": "{colour} ({symbol}, {level}) está a pensar…",
    "settings.live_eval": "Avaliação em direto nos jogos de dois jogadores",
    "settings.live_eval_hint": "Apenas no jogo de nove tabuleiros. Após cada jogada, mostra as "
                               "hipóteses de vitória (a melhor jogada e a linha prevista, a "
                               "pedido). Nunca nos jogos contra o computador.",
    "help.study.h": "O computador contra si próprio, e a avaliação",
    "help.study.1": "Escolha o modo Computador vs. computador e um nível para o Vermelho "
                    "e outro para o Azul: o computador joga pelos dois lados no tabuleiro. "
                    "Pausa suspende o jogo, Uma jogada faz o computador jogar uma só vez na pausa, "
                    "Velocidade regula o ritmo e Assumir a partir daqui dá-lhe o lado que joga "
                    "a seguir, contra o computador no nível do outro lado. Estas rondas nunca "
                    "contam, nem na pontuação nem na classificação, mesmo depois de assumir.",
    "help.study.2": "Ative a Avaliação em direto nas Definições e, no jogo de nove "
                    "tabuleiros entre duas pessoas neste dispositivo (ou com o computador a "
                    "jogar sozinho), a leitura da pesquisa acompanha cada jogada: uma barra "
                    "com as hipóteses de vitória de quem joga, a melhor jogada quando a pede e "
                    "a linha prevista. Nunca aparece quando joga contra o computador, onde "
                    "seria uma sugestão.",
    "help.study.3": "O gráfico de hipóteses do relatório também se usa com o teclado: "
                    "ponha-lhe o foco, desloque o ponto com as teclas de seta (Home e End vão "
                    "aos extremos) e prima Enter para ver essa posição.",
}
