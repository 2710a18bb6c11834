"""Texts of the evaluation, the game report, hints, computer vs computer and the puzzles.

Plain tables by language, merged into ``uttt.app.texts.i18n.TABLES``. Each Portuguese
variant uses its own words: *chances*/*hipóteses*, *dica*/*sugestão*,
*quebra-cabeças*/*problemas*, *sequência*/*série*, *tela*/*ecrã*.
"""

from __future__ import annotations

HELP_SECTION = ("help.puzzles.h", (("p", "help.puzzles.1"), ("p", "help.puzzles.2")))
"""The help view's section on the puzzles: how to answer, and how the rating moves
(``uttt.app.rating.glicko``)."""

EN: dict[str, str] = {
    "report.chances_title": "Winning chances move by move",
    "puzzles.board_label": "Puzzle board. Tap a cell to play there, or type your move in the "
                           "field below, for example e5.",
    "puzzles.move_label": "Your move",
    "puzzles.play": "Play",
    "eval.title": "Evaluation",
    "eval.chances": "{player} to move: {percent}% winning chances",
    "eval.forced.one": "{player} wins in 1 move",
    "eval.forced.many": "{player} wins in {moves} moves",
    "eval.proven_draw": "A draw with best play",
    "eval.solved_win": "{player} wins with best play",
    "eval.best": "Best move: {move}",
    "eval.line": "Expected line: {line}",
    "eval.working": "Analysing this position…",
    "eval.show_best": "Show best move",
    "eval.hide_best": "Hide best move",
    "eval.bar_label": "Winning chances: X {x}%, O {o}%",
    "analyse.start": "Analyse",
    "analyse.resume": "Continue analysis",
    "analyse.cancel": "Stop",
    "analyse.progress": "Analysing position {done} of {total}",
    "analyse.done": "Analysis complete: {count}.",
    "count.positions.one": "{n} position",
    "count.positions.many": "{n} positions",
    "analyse.stopped": "Analysis stopped after {done} of {total}; "
                       "continue it any time.",
    "report.title": "Game report",
    "report.graph_label": "Winning chances over the game, X at the top and O at the "
                          "bottom. Choose a point, or move along it with the arrow keys "
                          "and press Enter, to see that position.",
    "report.point_pending": "After {move}: not analysed yet",
    "report.start_pending": "Start: not analysed yet",
    "report.point": "After {move}: X {percent}%",
    "report.start_point": "Start: X {percent}%",
    "report.mistake": "{move}: a mistake. Better was {better}.",
    "report.blunder": "{move}: a blunder. Better was {better}.",
    "report.exact": ("Exact values from the solver: with best play from each position, a win "
                     "counts 100%, a draw 50% and a loss 0%."),
    "report.clean": "No mistakes or blunders found.",
    "report.accuracy": "{player}: {percent}% accuracy; {inaccuracies}, {mistakes}, {blunders}",
    "report.summary_label": "Accuracy of each player",
    "count.inaccuracies.one": "{n} inaccuracy",
    "count.inaccuracies.many": "{n} inaccuracies",
    "count.mistakes.one": "{n} mistake",
    "count.mistakes.many": "{n} mistakes",
    "count.blunders.one": "{n} blunder",
    "count.blunders.many": "{n} blunders",
    "report.go": "Show",
    "hint.button": "Hint",
    "hint.shown": "Hint: {move}",
    "hint.unrated": "A hint was used, so this round is not rated.",
    "hint.rating_note": "Rounds in which you asked for a hint are not rated.",
    "cvc.pause": "Pause",
    "cvc.resume": "Resume",
    "cvc.step": "One move",
    "cvc.speed": "Speed",
    "cvc.speed.slow": "Slow",
    "cvc.speed.normal": "Normal",
    "cvc.speed.fast": "Fast",
    "cvc.take_over": "Take over from here",
    "cvc.taken_over": "You now play {player}; the computer keeps the other side.",
    "cvc.paused": "Paused.",
    "puzzles.title": "Puzzles",
    "puzzles.open": "Puzzles",
    "puzzles.number": "Puzzle {number} of {total}",
    "puzzles.task.one": "{colour} ({symbol}) to play and win in 1 move.",
    "puzzles.task.many": "{colour} ({symbol}) to play and force a win in {moves} moves.",
    "puzzles.checking": "Checking your move…",
    "puzzles.right": "Right. The defence replies {move}; keep going.",
    "puzzles.solved": "Solved!",
    "puzzles.failed": "{move} lets the win slip. The answer was {solution}.",
    "puzzles.failed_later": "{move} lets the win slip: the defence holds from here.",
    "puzzles.streak": "Streak: {streak} · best {best}",
    "puzzles.next": "Next puzzle",
    "puzzles.back": "Back to the game",
    "puzzles.none": "No puzzles could be loaded.",
    "puzzles.offline": "This device is offline, and the puzzles are not saved on it yet. "
                       "Open them again once it is back online.",
    "puzzles.no_cell": "Type a cell name first: a column letter from a to i, then a row "
                       "digit from 1 to 9, for example e5.",
    "puzzles.not_a_cell": "“{text}” is not a cell name. A cell is a column letter from a to i "
                          "followed by a row digit from 1 to 9, for example e5.",
    "puzzles.taken": "{move} is already taken. Choose an empty cell.",
    "puzzles.wrong_board": "{move} cannot be played now: this move must go in the {board} "
                           "board.",
    "puzzles.closed": "{move} cannot be played now: its small board is already decided. "
                      "Choose a cell in an open board.",
    "puzzles.not_now": "{move} cannot be played now.",
    "study.invalid": "Saved analyses could not be read; they were cleared.",
    "notice.study_bad": "Part of your saved analyses or puzzle progress could not be read "
                        "and starts afresh; a copy of it was set aside.",
    "study.newer_version": "Saved analyses come from a newer version of the game and "
                           "were set aside.",
    "study.reports_dropped": "Part of a saved analysis was damaged; it will be redone.",
    "study.puzzles_reset": "Your puzzle progress could not be read and starts afresh.",
    "puzzles.daily_number": "Daily puzzle · {day}",
    "puzzles.rating": "Your puzzle rating: {rating} (± {deviation})",
    "puzzles.rating_change": "Your puzzle rating: {rating} (± {deviation}), {change}",
    "puzzles.about_plain": "This puzzle is rated {rating}.",
    "puzzles.about.1": "This puzzle is rated {rating}. Theme: {t0}.",
    "puzzles.about.2": "This puzzle is rated {rating}. Themes: {t0}, {t1}.",
    "puzzles.about.3": "This puzzle is rated {rating}. Themes: {t0}, {t1}, {t2}.",
    "puzzles.hint": "Hint: the winning move is in the {board} board. Solved now, this "
                    "puzzle counts half for your rating.",
    "puzzles.revealed": "The winning move is {solution}. This puzzle counts as missed.",
    "puzzles.solved_helped": "Solved with a hint: it counts half for your rating.",
    "puzzles.hint_button": "Hint",
    "puzzles.solution_button": "Show the solution",
    "puzzles.daily_button": "Daily puzzle",
    "puzzles.theme_label": "Theme",
    "puzzles.difficulty_label": "Difficulty",
    "puzzles.theme.mixed": "Mixed",
    "puzzles.theme.closed_send": "win a board, give a free move",
    "puzzles.theme.quiet": "the quiet move",
    "puzzles.theme.double_threat": "double threat",
    "puzzles.theme.sacrifice": "give up a board",
    "puzzles.theme.last_boards": "the last boards",
    "puzzles.theme.free_move": "free move",
    "puzzles.difficulty.easier": "Easier",
    "puzzles.difficulty.normal": "At my level",
    "puzzles.difficulty.harder": "Harder",
    "help.puzzles.h": "Puzzles",
    "help.puzzles.1": "Each puzzle is a position from a real game where one move forces a "
                      "win. Tap the winning cell, or type its name (for example e5) in the "
                      "field under the board. In a longer puzzle the defence replies and you "
                      "play on until the win is complete.",
    "help.puzzles.2": "Your puzzle rating starts at 1500. The ± beside it says how sure it "
                      "is: large at first, while the rating is provisional, it shrinks as you "
                      "do puzzles. A puzzle solved alone counts as a win against the puzzle's "
                      "own rating; solved after a hint, it counts half; a wrong move or the "
                      "solution shown counts as a loss. No puzzle moves your rating by more "
                      "than 50 points, so a slip in your first puzzles costs little.",
}

PT_BR: dict[str, str] = {
    "report.chances_title": "Chances de vitória jogada a jogada",
    "puzzles.board_label": "Tabuleiro do quebra-cabeça. Toque numa casa para jogar nela ou "
                           "digite sua jogada no campo abaixo, "
                           "por exemplo e5.",
    "puzzles.move_label": "Sua jogada",
    "puzzles.play": "Jogar",
    "eval.title": "Avaliação",
    "eval.chances": "Vez de {player}: {percent}% de chances de vitória",
    "eval.forced.one": "Vitória de {player} em 1 jogada",
    "eval.forced.many": "Vitória de {player} em {moves} jogadas",
    "eval.proven_draw": "Empate com o melhor jogo",
    "eval.solved_win": "Vitória de {player} com o melhor jogo",
    "eval.best": "Melhor jogada: {move}",
    "eval.line": "Sequência esperada: {line}",
    "eval.working": "Analisando esta posição…",
    "eval.show_best": "Mostrar a melhor jogada",
    "eval.hide_best": "Esconder a melhor jogada",
    "eval.bar_label": "Chances de vitória: X {x}%, O {o}%",
    "analyse.start": "Analisar",
    "analyse.resume": "Continuar a análise",
    "analyse.cancel": "Parar",
    "analyse.progress": "Analisando a posição {done} de {total}",
    "analyse.done": "Análise concluída: {count}.",
    "count.positions.one": "{n} posição",
    "count.positions.many": "{n} posições",
    "analyse.stopped": "Análise parada depois de {done} de {total}; "
                       "dá para continuar quando quiser.",
    "report.title": "Relatório da partida",
    "report.graph_label": "Chances de vitória ao longo da partida, X em cima e O embaixo. "
                          "Escolha um ponto, ou percorra o gráfico com as setas e aperte "
                          "Enter, para ver aquela posição.",
    "report.point_pending": "Depois de {move}: ainda sem análise",
    "report.start_pending": "Início: ainda sem análise",
    "report.point": "Depois de {move}: X {percent}%",
    "report.start_point": "Início: X {percent}%",
    "report.mistake": "{move}: um erro. Melhor era {better}.",
    "report.blunder": "{move}: um erro grave. Melhor era {better}.",
    "report.exact": ("Valores exatos do resolvedor: com o melhor jogo a partir de cada "
                     "posição, uma vitória vale 100%, um empate 50% e uma derrota 0%."),
    "report.clean": "Nenhum erro encontrado.",
    "report.accuracy": "{player}: precisão de {percent}%; {inaccuracies}, {mistakes}, "
                       "{blunders}",
    "report.summary_label": "Precisão de cada jogador",
    "count.inaccuracies.one": "{n} imprecisão",
    "count.inaccuracies.many": "{n} imprecisões",
    "count.mistakes.one": "{n} erro",
    "count.mistakes.many": "{n} erros",
    "count.blunders.one": "{n} erro grave",
    "count.blunders.many": "{n} erros graves",
    "report.go": "Ver",
    "hint.button": "Dica",
    "hint.shown": "Dica: {move}",
    "hint.unrated": "Você usou uma dica, então esta rodada não vale pontos.",
    "hint.rating_note": "Rodadas em que você pediu uma dica não valem pontos.",
    "cvc.pause": "Pausar",
    "cvc.resume": "Continuar",
    "cvc.step": "Uma jogada",
    "cvc.speed": "Velocidade",
    "cvc.speed.slow": "Devagar",
    "cvc.speed.normal": "Normal",
    "cvc.speed.fast": "Rápido",
    "cvc.take_over": "Assumir daqui",
    "cvc.taken_over": "Agora você joga com {player}; o computador fica com o outro lado.",
    "cvc.paused": "Pausado.",
    "puzzles.title": "Quebra-cabeças",
    "puzzles.open": "Quebra-cabeças",
    "puzzles.number": "Quebra-cabeça {number} de {total}",
    "puzzles.task.one": "{colour} ({symbol}) joga e vence em 1 jogada.",
    "puzzles.task.many": "{colour} ({symbol}) joga e força a vitória em {moves} jogadas.",
    "puzzles.checking": "Conferindo sua jogada…",
    "puzzles.right": "Certo. A defesa responde {move}; continue.",
    "puzzles.solved": "Resolvido!",
    "puzzles.failed": "{move} deixa a vitória escapar. A resposta era {solution}.",
    "puzzles.failed_later": "{move} deixa a vitória escapar: daqui a defesa se segura.",
    "puzzles.streak": "Sequência: {streak} · recorde {best}",
    "puzzles.next": "Próximo quebra-cabeça",
    "puzzles.back": "Voltar ao jogo",
    "puzzles.none": "Não foi possível carregar os quebra-cabeças.",
    "puzzles.offline": "Este aparelho está sem internet, e os quebra-cabeças ainda não estão "
                       "guardados nele. Abra-os de novo quando a conexão voltar.",
    "puzzles.no_cell": "Digite primeiro o nome de uma casa: a letra da coluna (de a até i) "
                       "e o número da linha (de 1 até 9), por exemplo e5.",
    "puzzles.not_a_cell": "“{text}” não é o nome de uma casa. Uma casa se escreve com a letra "
                          "da coluna (de a até i) seguida do número da linha (de 1 até 9), "
                          "por exemplo e5.",
    "puzzles.taken": "A casa {move} já está ocupada. Escolha uma casa vazia.",
    "puzzles.wrong_board": "Não dá para jogar em {move} agora: esta jogada precisa ser no "
                           "tabuleiro {board}.",
    "puzzles.closed": "Não dá para jogar em {move} agora: esse tabuleiro pequeno já foi "
                      "decidido. Escolha uma casa num tabuleiro aberto.",
    "puzzles.not_now": "Não dá para jogar em {move} agora.",
    "study.invalid": "Não deu para ler as análises salvas; elas foram apagadas.",
    "notice.study_bad": "Parte das suas análises salvas ou do seu progresso nos "
                        "quebra-cabeças não pôde ser lida e recomeça do zero; uma cópia "
                        "foi guardada à parte.",
    "study.newer_version": "As análises salvas são de uma versão mais nova do jogo e foram "
                           "deixadas de lado.",
    "study.reports_dropped": "Parte de uma análise salva estava danificada; ela será refeita.",
    "study.puzzles_reset": "Não deu para ler seu progresso nos quebra-cabeças; ele recomeça.",
    "puzzles.daily_number": "Quebra-cabeça do dia · {day}",
    "puzzles.rating": "Sua pontuação nos quebra-cabeças: {rating} (± {deviation})",
    "puzzles.rating_change": "Sua pontuação nos quebra-cabeças: {rating} (± {deviation}), "
                             "{change}",
    "puzzles.about_plain": "Pontuação deste quebra-cabeça: {rating}.",
    "puzzles.about.1": "Pontuação deste quebra-cabeça: {rating}. Tema: {t0}.",
    "puzzles.about.2": "Pontuação deste quebra-cabeça: {rating}. Temas: {t0}, {t1}.",
    "puzzles.about.3": "Pontuação deste quebra-cabeça: {rating}. Temas: {t0}, {t1}, {t2}.",
    "puzzles.hint": "Dica: a jogada vencedora está no tabuleiro {board}. Resolvido agora, "
                    "este quebra-cabeça conta metade para sua pontuação.",
    "puzzles.revealed": "A jogada vencedora é {solution}. Este quebra-cabeça conta como "
                        "perdido.",
    "puzzles.solved_helped": "Resolvido com dica: conta metade para sua pontuação.",
    "puzzles.hint_button": "Dica",
    "puzzles.solution_button": "Mostrar a solução",
    "puzzles.daily_button": "Quebra-cabeça do dia",
    "puzzles.theme_label": "Tema",
    "puzzles.difficulty_label": "Dificuldade",
    "puzzles.theme.mixed": "Variados",
    "puzzles.theme.closed_send": "ganhar um tabuleiro e dar jogada livre",
    "puzzles.theme.quiet": "a jogada discreta",
    "puzzles.theme.double_threat": "ameaça dupla",
    "puzzles.theme.sacrifice": "entregar um tabuleiro",
    "puzzles.theme.last_boards": "os últimos tabuleiros",
    "puzzles.theme.free_move": "jogada livre",
    "puzzles.difficulty.easier": "Mais fáceis",
    "puzzles.difficulty.normal": "No meu nível",
    "puzzles.difficulty.harder": "Mais difíceis",
    "help.puzzles.h": "Quebra-cabeças",
    "help.puzzles.1": "Cada quebra-cabeça é uma posição de uma partida de verdade em que uma "
                      "jogada força a vitória. Toque na casa vencedora ou digite o nome dela "
                      "(por exemplo e5) no campo abaixo do tabuleiro. Nos mais longos, a "
                      "defesa responde e você continua até completar a vitória.",
    "help.puzzles.2": "Sua pontuação nos quebra-cabeças começa em 1500. O ± ao lado diz o "
                      "quanto ela é certa: grande no começo, enquanto a pontuação é "
                      "provisória, diminui conforme você resolve quebra-cabeças. Um "
                      "quebra-cabeça resolvido sem ajuda conta como vitória contra a "
                      "pontuação do próprio quebra-cabeça; resolvido depois de uma dica, "
                      "conta metade; uma jogada errada ou a solução mostrada conta como "
                      "derrota. Nenhum quebra-cabeça muda sua pontuação em mais de 50 pontos, "
                      "então um deslize nos primeiros custa pouco.",
}

PT_PT: dict[str, str] = {
    "report.chances_title": "Hipóteses de vitória jogada a jogada",
    "puzzles.board_label": "Tabuleiro do problema. Toque numa casa para jogar nela ou "
                           "escreva a sua jogada no campo abaixo, "
                           "por exemplo e5.",
    "puzzles.move_label": "A sua jogada",
    "puzzles.play": "Jogar",
    "eval.title": "Avaliação",
    "eval.chances": "Vez de {player}: {percent}% de hipóteses de vitória",
    "eval.forced.one": "Vitória de {player} em 1 jogada",
    "eval.forced.many": "Vitória de {player} em {moves} jogadas",
    "eval.proven_draw": "Empate com o melhor jogo de ambos",
    "eval.solved_win": "Vitória de {player} com o melhor jogo de ambos",
    "eval.best": "Melhor jogada: {move}",
    "eval.line": "Continuação prevista: {line}",
    "eval.working": "A analisar esta posição…",
    "eval.show_best": "Mostrar a melhor jogada",
    "eval.hide_best": "Ocultar a melhor jogada",
    "eval.bar_label": "Hipóteses de vitória: X {x}%, O {o}%",
    "analyse.start": "Analisar",
    "analyse.resume": "Retomar a análise",
    "analyse.cancel": "Parar",
    "analyse.progress": "A analisar a posição {done} de {total}",
    "analyse.done": "Análise terminada: {count}.",
    "count.positions.one": "{n} posição",
    "count.positions.many": "{n} posições",
    "analyse.stopped": "Análise interrompida após {done} de {total}; "
                       "pode retomá-la quando quiser.",
    "report.title": "Relatório do jogo",
    "report.graph_label": "Hipóteses de vitória ao longo do jogo, X em cima e O em baixo. "
                          "Escolha um ponto, ou desloque-se com as teclas de seta e prima "
                          "Enter, para ver essa posição.",
    "report.point_pending": "Após {move}: ainda por analisar",
    "report.start_pending": "Início: ainda por analisar",
    "report.point": "Após {move}: X {percent}%",
    "report.start_point": "Início: X {percent}%",
    "report.mistake": "{move}: um erro. Era melhor {better}.",
    "report.blunder": "{move}: um erro grave. Era melhor {better}.",
    "report.exact": ("Valores exatos do solucionador: com o melhor jogo a partir de cada "
                     "posição, uma vitória conta 100%, um empate 50% e uma derrota 0%."),
    "report.clean": "Não foram encontrados erros.",
    "report.accuracy": "{player}: precisão de {percent}%; {inaccuracies}, {mistakes}, "
                       "{blunders}",
    "report.summary_label": "Precisão de cada jogador",
    "count.inaccuracies.one": "{n} imprecisão",
    "count.inaccuracies.many": "{n} imprecisões",
    "count.mistakes.one": "{n} erro",
    "count.mistakes.many": "{n} erros",
    "count.blunders.one": "{n} erro grave",
    "count.blunders.many": "{n} erros graves",
    "report.go": "Ver",
    "hint.button": "Sugestão",
    "hint.shown": "Sugestão: {move}",
    "hint.unrated": "Pediu uma sugestão, por isso esta ronda não conta para a classificação.",
    "hint.rating_note": "As rondas em que pediu uma sugestão não contam para a classificação.",
    "cvc.pause": "Pausa",
    "cvc.resume": "Retomar",
    "cvc.step": "Uma jogada",
    "cvc.speed": "Velocidade",
    "cvc.speed.slow": "Lenta",
    "cvc.speed.normal": "Normal",
    "cvc.speed.fast": "Rápida",
    "cvc.take_over": "Assumir a partir daqui",
    "cvc.taken_over": "Passa a jogar com {player}; o computador fica com o outro lado.",
    "cvc.paused": "Em pausa.",
    "puzzles.title": "Problemas",
    "puzzles.open": "Problemas",
    "puzzles.number": "Problema {number} de {total}",
    "puzzles.task.one": "Joga {colour} ({symbol}) e ganha em 1 jogada.",
    "puzzles.task.many": "Joga {colour} ({symbol}) e força a vitória em {moves} jogadas.",
    "puzzles.checking": "A verificar a sua jogada…",
    "puzzles.right": "Certo. A defesa responde {move}; continue.",
    "puzzles.solved": "Resolvido!",
    "puzzles.failed": "{move} deixa fugir a vitória. A resposta era {solution}.",
    "puzzles.failed_later": "{move} deixa fugir a vitória: a partir daqui a defesa aguenta.",
    "puzzles.streak": "Série: {streak} · melhor {best}",
    "puzzles.next": "Problema seguinte",
    "puzzles.back": "Voltar ao jogo",
    "puzzles.none": "Não foi possível carregar os problemas.",
    "puzzles.offline": "Este dispositivo está sem ligação à internet, e os problemas ainda "
                       "não estão guardados nele. Volte a abri-los quando a ligação voltar.",
    "puzzles.no_cell": "Escreva primeiro o nome de uma casa: a letra da coluna (entre a e i) "
                       "e o algarismo da linha (entre 1 e 9), por exemplo e5.",
    "puzzles.not_a_cell": "“{text}” não é o nome de uma casa. Uma casa escreve-se com a letra "
                          "da coluna (entre a e i) seguida do algarismo da linha (entre 1 e 9), "
                          "por exemplo e5.",
    "puzzles.taken": "A casa {move} já está preenchida. Escolha uma casa livre.",
    "puzzles.wrong_board": "Não pode jogar em {move} agora: esta jogada tem de ser feita no "
                           "tabuleiro {board}.",
    "puzzles.closed": "Não pode jogar em {move} agora: esse tabuleiro pequeno já está "
                      "decidido. Escolha uma casa num tabuleiro ainda em jogo.",
    "puzzles.not_now": "Não pode jogar em {move} agora.",
    "study.invalid": "Não foi possível ler as análises guardadas; foram apagadas.",
    "notice.study_bad": "Parte das suas análises guardadas ou do seu progresso nos "
                        "problemas não pôde ser lida e recomeça do início; foi posta "
                        "de parte uma cópia.",
    "study.newer_version": "As análises guardadas vêm de uma versão mais recente do jogo e "
                           "foram postas de parte.",
    "study.reports_dropped": "Parte de uma análise guardada estava danificada; será refeita.",
    "study.puzzles_reset": "Não foi possível ler o seu progresso nos problemas; recomeça.",
    "puzzles.daily_number": "Problema do dia · {day}",
    "puzzles.rating": "A sua pontuação nos problemas: {rating} (± {deviation})",
    "puzzles.rating_change": "A sua pontuação nos problemas: {rating} (± {deviation}), "
                             "{change}",
    "puzzles.about_plain": "Pontuação deste problema: {rating}.",
    "puzzles.about.1": "Pontuação deste problema: {rating}. Tema: {t0}.",
    "puzzles.about.2": "Pontuação deste problema: {rating}. Temas: {t0}, {t1}.",
    "puzzles.about.3": "Pontuação deste problema: {rating}. Temas: {t0}, {t1}, {t2}.",
    "puzzles.hint": "Dica: a jogada vencedora está no tabuleiro {board}. Resolvido agora, "
                    "este problema conta metade para a sua pontuação.",
    "puzzles.revealed": "A jogada vencedora é {solution}. Este problema conta como "
                        "perdido.",
    "puzzles.solved_helped": "Resolvido com dica: conta metade para a sua pontuação.",
    "puzzles.hint_button": "Dica",
    "puzzles.solution_button": "Mostrar a solução",
    "puzzles.daily_button": "Problema do dia",
    "puzzles.theme_label": "Tema",
    "puzzles.difficulty_label": "Dificuldade",
    "puzzles.theme.mixed": "Variados",
    "puzzles.theme.closed_send": "ganhar um tabuleiro e dar jogada livre",
    "puzzles.theme.quiet": "a jogada discreta",
    "puzzles.theme.double_threat": "ameaça dupla",
    "puzzles.theme.sacrifice": "entregar um tabuleiro",
    "puzzles.theme.last_boards": "os últimos tabuleiros",
    "puzzles.theme.free_move": "jogada livre",
    "puzzles.difficulty.easier": "Mais fáceis",
    "puzzles.difficulty.normal": "No meu nível",
    "puzzles.difficulty.harder": "Mais difíceis",
    "help.puzzles.h": "Problemas",
    "help.puzzles.1": "Cada problema é uma posição de um jogo a sério em que uma jogada força "
                      "a vitória. Toque na casa vencedora ou escreva o nome dela (por exemplo "
                      "e5) no campo por baixo do tabuleiro. Nos mais longos, a defesa "
                      "responde e continua a jogar até completar a vitória.",
    "help.puzzles.2": "A sua pontuação nos problemas começa em 1500. O ± ao lado indica a "
                      "margem de incerteza: grande no início, enquanto a pontuação é "
                      "provisória, diminui à medida que resolve problemas. Um problema "
                      "resolvido sem ajuda conta como vitória contra a pontuação do próprio "
                      "problema; resolvido depois de uma dica, conta metade; uma jogada "
                      "errada ou a solução mostrada conta como derrota. Nenhum problema "
                      "altera a sua pontuação em mais de 50 pontos, por isso um deslize nos "
                      "primeiros custa pouco.",
}
