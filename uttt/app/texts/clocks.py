"""Texts of the game clocks and of confirming a move with a second tap, merged into
``uttt.app.texts.i18n.TABLES``. Each Portuguese variant uses its own words
(*tela*/*ecrã*, *rodada*/*ronda*)."""

from __future__ import annotations

EN: dict[str, str] = {
    "settings.clock": "Game clock",
    "settings.clock.off": "None",
    "settings.clock.3+2": "3 minutes + 2 s a move",
    "settings.clock.5+0": "5 minutes",
    "settings.clock.10+5": "10 minutes + 5 s a move",
    "settings.clock.custom": "Custom",
    "settings.custom_clock": "Custom clock (minutes:seconds+seconds a move)",
    "settings.clock_hint": "Each side has this time for the whole round, plus the seconds "
                           "added after each of its moves. Running out of time loses the "
                           "round. It replaces the time per turn. A clock chosen during a "
                           "round starts with the next one. Custom: for example 1:30+2.",
    "settings.confirm": "Tap twice to play",
    "settings.confirm_hint": "On a touch screen, the first tap shows where the move sends; "
                             "a second tap on the same cell plays it.",
    "clock.name": "{colour} ({symbol})",
    "clock.name.you": "You ({symbol})",
    "clock.name.computer": "Computer ({symbol})",
    "clock.next_round": "This round keeps its clock ({now}); the {next} clock starts with "
                        "the next round.",
    "clock.next_round.off": "This round keeps its clock ({now}); the next round has no "
                            "clock.",
    "clock.next_round.on": "This round goes on without a clock; the {next} clock starts "
                           "with the next round.",
    "clock.low": "{colour}: {seconds} seconds left on the clock.",
    "clock.low.you": "You have {seconds} seconds left on your clock.",
    "clock.low.computer": "The computer has {seconds} seconds left on its clock.",
    "result.time": "{loser} ran out of time, so {colour} wins.",
    "result.time.you": "The computer ran out of time, so you win.",
    "result.time.computer": "Your time ran out, so the computer wins.",
    "hint.confirm": "Tap the same cell again to play it, or another cell to look there.",
}

PT_BR: dict[str, str] = {
    "settings.clock": "Relógio da partida",
    "settings.clock.off": "Nenhum",
    "settings.clock.3+2": "3 minutos + 2 s por jogada",
    "settings.clock.5+0": "5 minutos",
    "settings.clock.10+5": "10 minutos + 5 s por jogada",
    "settings.clock.custom": "Personalizado",
    "settings.custom_clock": "Relógio personalizado (minutos:segundos+segundos por jogada)",
    "settings.clock_hint": "Cada lado tem esse tempo para a rodada inteira, mais os segundos "
                           "somados a cada jogada sua. Quem fica sem tempo perde a rodada. "
                           "Substitui o tempo por jogada. Um relógio escolhido durante uma "
                           "rodada começa na próxima. Personalizado: por exemplo 1:30+2.",
    "settings.confirm": "Tocar duas vezes para jogar",
    "settings.confirm_hint": "Na tela de toque, o primeiro toque mostra para onde a jogada "
                             "manda; um segundo toque na mesma casa joga.",
    "clock.name": "{colour} ({symbol})",
    "clock.name.you": "Você ({symbol})",
    "clock.name.computer": "Computador ({symbol})",
    "clock.next_round": "Esta rodada mantém o relógio dela ({now}); o relógio {next} "
                        "começa na próxima rodada.",
    "clock.next_round.off": "Esta rodada mantém o relógio dela ({now}); a próxima rodada "
                            "não tem relógio.",
    "clock.next_round.on": "Esta rodada continua sem relógio; o relógio {next} começa na "
                           "próxima rodada.",
    "clock.low": "{colour}: restam {seconds} segundos no relógio.",
    "clock.low.you": "Restam {seconds} segundos no seu relógio.",
    "clock.low.computer": "Restam {seconds} segundos no relógio do computador.",
    "result.time": "O tempo de {loser} acabou, então {colour} venceu.",
    "result.time.you": "O tempo do computador acabou, então você venceu.",
    "result.time.computer": "Seu tempo acabou, então o computador venceu.",
    "hint.confirm": "Toque de novo na mesma casa para jogar, ou em outra para ver ali.",
}

PT_PT: dict[str, str] = {
    "settings.clock": "Relógio do jogo",
    "settings.clock.off": "Nenhum",
    "settings.clock.3+2": "3 minutos + 2 s por jogada",
    "settings.clock.5+0": "5 minutos",
    "settings.clock.10+5": "10 minutos + 5 s por jogada",
    "settings.clock.custom": "Personalizado",
    "settings.custom_clock": "Relógio personalizado (minutos:segundos+segundos por jogada)",
    "settings.clock_hint": "Cada lado tem este tempo para a ronda inteira, mais os segundos "
                           "somados a cada jogada sua. Quem fica sem tempo perde a ronda. "
                           "Substitui o tempo por jogada. Um relógio escolhido durante uma "
                           "ronda começa na seguinte. Personalizado: por exemplo 1:30+2.",
    "settings.confirm": "Tocar duas vezes para jogar",
    "settings.confirm_hint": "Num ecrã tátil, o primeiro toque mostra para onde a jogada "
                             "envia; um segundo toque na mesma casa joga.",
    "clock.name": "{colour} ({symbol})",
    "clock.name.you": "Jogador ({symbol})",
    "clock.name.computer": "Computador ({symbol})",
    "clock.next_round": "Esta ronda mantém o seu relógio ({now}); o relógio {next} começa "
                        "na próxima ronda.",
    "clock.next_round.off": "Esta ronda mantém o seu relógio ({now}); a próxima ronda não "
                            "tem relógio.",
    "clock.next_round.on": "Esta ronda continua sem relógio; o relógio {next} começa na "
                           "próxima ronda.",
    "clock.low": "{colour}: restam {seconds} segundos no relógio.",
    "clock.low.you": "Restam {seconds} segundos no seu relógio.",
    "clock.low.computer": "Restam {seconds} segundos no relógio do computador.",
    "result.time": "O tempo de {loser} acabou, por isso {colour} ganhou.",
    "result.time.you": "O tempo do computador acabou, por isso ganhou.",
    "result.time.computer": "O seu tempo acabou, por isso o computador ganhou.",
    "hint.confirm": "Toque outra vez na mesma casa para jogar, ou noutra para ver aí.",
}
