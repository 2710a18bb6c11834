"""Texts of the first-game tour (``uttt.app.study.tutorial``), merged into
``uttt.app.texts.i18n.TABLES``: the offer at the first visit, the tour's buttons, and
each step's title, task, praise and correction."""

from __future__ import annotations

EN: dict[str, str] = {
    "tour.offer": "New here?",
    "tour.offer_start": "A 1-minute tour",
    "tour.offer_close": "No, thanks",
    "tour.open": "First-game tour",
    "tour.title": "First-game tour",
    "tour.progress": "Step {n} of {total}",
    "tour.skip": "Skip this step",
    "tour.next": "Next step",
    "tour.finish": "Start playing",
    "tour.leave": "Leave the tour",
    "tour.illegal": "That cell cannot be played now: only the lit cells can. Try again.",
    "tour.send.title": "Where you play sends your opponent",
    "tour.send.task": "X took the middle cell of the middle board, so O must play in the "
                      "middle board: it is the one lit. Play O in its top-left cell.",
    "tour.send.right": "Well done! A top-left cell sends X to the top-left board: look, it "
                       "is lit now. Every cell sends the other player to the board in the "
                       "same place.",
    "tour.send.wrong": "That cell is lit, but it sends X elsewhere. Try the framed cell: the "
                       "top-left one.",
    "tour.small.title": "Win a small board",
    "tour.small.task": "X is sent to the top-left board and has two in a row there. Play "
                       "the third X to win that board.",
    "tour.small.right": "Great! Three in a row wins a small board: it is yours for the rest "
                        "of the game.",
    "tour.small.wrong": "That cell does not make three in a row. Look along the top row of "
                        "the lit board.",
    "tour.free.title": "The free move",
    "tour.free.task": "O sent X to the top-left board, which is already won. So X may play "
                      "in any open board. Play X in the bottom-right board.",
    "tour.free.right": "Right! Sent to a won or full board, you may play anywhere. Sending "
                       "your opponent there gives them that freedom.",
    "tour.free.wrong": "Any lit cell is allowed on a free move, but this step asks for the "
                       "bottom-right board.",
    "tour.line.title": "Three boards in a line win",
    "tour.line.task": "X has won the top-left and top-middle boards. Win the top-right board "
                      "to complete the line and the game.",
    "tour.line.right": "X wins the game! Three won boards in a row, a column or a diagonal "
                       "win, just like the small boards.",
    "tour.line.wrong": "That cell does not win the top-right board. X has two on a diagonal "
                       "there: finish it.",
    "tour.dead.title": "The early draw",
    "tour.dead.task": "X can still win the middle column; every other line of boards is "
                      "blocked. Win the lit bottom-middle board for O to block it.",
    "tour.dead.right": "Drawn! Nobody can complete a line of boards any more, so the game "
                       "ends at once, even with boards left open.",
    "tour.dead.wrong": "X could still win that board and the middle column. O has two on a "
                       "diagonal of the lit board: finish it.",
}

PT_BR: dict[str, str] = {
    "tour.offer": "Primeira vez aqui?",
    "tour.offer_start": "Tour de 1 minuto",
    "tour.offer_close": "Não, obrigado",
    "tour.open": "Tour da primeira partida",
    "tour.title": "Tour da primeira partida",
    "tour.progress": "Passo {n} de {total}",
    "tour.skip": "Pular este passo",
    "tour.next": "Próximo passo",
    "tour.finish": "Começar a jogar",
    "tour.leave": "Sair do tour",
    "tour.illegal": "Essa casa não pode ser jogada agora: só as casas acesas. Tente de novo.",
    "tour.send.title": "Onde você joga manda o adversário",
    "tour.send.task": "O X ficou com a casa do centro do tabuleiro do centro, então a vez "
                      "do O é no tabuleiro do centro, o aceso. Jogue O na casa de cima à "
                      "esquerda dele.",
    "tour.send.right": "Muito bem! A casa de cima à esquerda manda o X para o tabuleiro de "
                       "cima à esquerda: veja, agora ele está aceso. Cada casa manda o outro "
                       "jogador para o tabuleiro na mesma posição.",
    "tour.send.wrong": "Essa casa está acesa, mas manda o X para outro lugar. Tente a casa "
                       "marcada, a de cima à esquerda.",
    "tour.small.title": "Ganhe um tabuleiro pequeno",
    "tour.small.task": "O X foi mandado para o tabuleiro de cima à esquerda e tem dois em "
                       "linha ali. Jogue o terceiro X para ganhar esse tabuleiro.",
    "tour.small.right": "Ótimo! Três em linha ganham um tabuleiro pequeno: ele é seu até o "
                        "fim da partida.",
    "tour.small.wrong": "Essa casa não faz três em linha. Olhe a fileira de cima do "
                        "tabuleiro aceso.",
    "tour.free.title": "A jogada livre",
    "tour.free.task": "A jogada do O mandou o X para o tabuleiro de cima à esquerda, que "
                      "já foi ganho. Então o X pode jogar em qualquer tabuleiro aberto. Jogue X no "
                      "tabuleiro de baixo à direita.",
    "tour.free.right": "Isso! Quem é mandado para um tabuleiro ganho ou cheio joga onde "
                       "quiser. Mandar o adversário para lá dá essa liberdade a ele.",
    "tour.free.wrong": "Numa jogada livre vale qualquer casa acesa, mas este passo pede o "
                       "tabuleiro de baixo à direita.",
    "tour.line.title": "Três tabuleiros em linha ganham",
    "tour.line.task": "O X ganhou os tabuleiros de cima à esquerda e de cima no centro. Ganhe "
                      "o de cima à direita para completar a linha e a partida.",
    "tour.line.right": "O X ganha a partida! Três tabuleiros ganhos numa linha, coluna ou "
                       "diagonal vencem, como nos tabuleiros pequenos.",
    "tour.line.wrong": "Essa casa não ganha o tabuleiro de cima à direita. O X tem dois "
                       "numa diagonal ali: complete-a.",
    "tour.dead.title": "O empate antecipado",
    "tour.dead.task": "O X ainda pode ganhar a coluna do centro; todas as outras linhas de "
                      "tabuleiros estão bloqueadas. Jogue com O e ganhe o tabuleiro aceso, o "
                      "de baixo no centro, para bloqueá-la.",
    "tour.dead.right": "Empate! Ninguém consegue mais completar uma linha de tabuleiros, "
                       "então a partida acaba na hora, mesmo com tabuleiros abertos.",
    "tour.dead.wrong": "O X ainda poderia ganhar esse tabuleiro e a coluna do centro. Há "
                       "dois O numa diagonal do tabuleiro aceso: complete-a.",
}

PT_PT: dict[str, str] = {
    "tour.offer": "Primeira vez?",
    "tour.offer_start": "Visita guiada de 1 minuto",
    "tour.offer_close": "Não, obrigado",
    "tour.open": "Visita guiada ao primeiro jogo",
    "tour.title": "Visita guiada ao primeiro jogo",
    "tour.progress": "Passo {n} de {total}",
    "tour.skip": "Saltar este passo",
    "tour.next": "Passo seguinte",
    "tour.finish": "Começar a jogar",
    "tour.leave": "Sair da visita",
    "tour.illegal": "Essa casa não pode ser jogada agora: só as casas acesas. Tente outra "
                    "vez.",
    "tour.send.title": "Onde joga decide onde o adversário joga",
    "tour.send.task": "O X ficou com a casa central do tabuleiro central, por isso a vez "
                      "do O é no tabuleiro central, o que está aceso. Jogue O na casa de "
                      "cima à esquerda.",
    "tour.send.right": "Muito bem! A casa de cima à esquerda envia o X para o tabuleiro de "
                       "cima à esquerda: repare, agora está aceso. Cada casa envia o outro "
                       "jogador para o tabuleiro no mesmo sítio.",
    "tour.send.wrong": "Essa casa está acesa, mas envia o X para outro lado. Experimente a "
                       "casa assinalada, a de cima à esquerda.",
    "tour.small.title": "Ganhar um tabuleiro pequeno",
    "tour.small.task": "O X foi enviado para o tabuleiro de cima à esquerda e tem lá dois "
                       "em linha. Jogue o terceiro X para ganhar esse tabuleiro.",
    "tour.small.right": "Ótimo! Três em linha ganham um tabuleiro pequeno: fica seu até ao "
                        "fim do jogo.",
    "tour.small.wrong": "Essa casa não faz três em linha. Repare na fila de cima do "
                        "tabuleiro aceso.",
    "tour.free.title": "A jogada livre",
    "tour.free.task": "A jogada do O enviou o X para o tabuleiro de cima à esquerda, que "
                      "já está ganho. Assim, o X pode jogar em qualquer tabuleiro aberto. "
                      "Jogue X no tabuleiro de baixo à direita.",
    "tour.free.right": "Certo! Quem é enviado para um tabuleiro ganho ou cheio joga onde "
                       "quiser. Enviar o adversário para lá dá-lhe essa liberdade.",
    "tour.free.wrong": "Numa jogada livre qualquer casa acesa serve, mas este passo pede o "
                       "tabuleiro de baixo à direita.",
    "tour.line.title": "Três tabuleiros em linha ganham",
    "tour.line.task": "O X ganhou os tabuleiros de cima à esquerda e de cima ao centro. "
                      "Ganhe o de cima à direita para completar a linha e o jogo.",
    "tour.line.right": "O X ganha o jogo! Três tabuleiros ganhos numa linha, coluna ou "
                       "diagonal vencem, tal como nos tabuleiros pequenos.",
    "tour.line.wrong": "Essa casa não ganha o tabuleiro de cima à direita. O X tem lá dois "
                       "numa diagonal: complete-a.",
    "tour.dead.title": "O empate antecipado",
    "tour.dead.task": "O X ainda pode ganhar a coluna central; todas as outras linhas de "
                      "tabuleiros estão bloqueadas. Jogue com O e ganhe o tabuleiro aceso, o "
                      "de baixo ao centro, para a bloquear.",
    "tour.dead.right": "Empate! Já ninguém consegue completar uma linha de tabuleiros, por "
                       "isso o jogo acaba logo, mesmo com tabuleiros abertos.",
    "tour.dead.wrong": "O X ainda poderia ganhar esse tabuleiro e a coluna central. Há "
                       "dois O numa diagonal do tabuleiro aceso: complete-a.",
}
