"""Texts of link play, watch links and game records, merged into ``uttt.app.texts.i18n.TABLES``.

pt-BR and pt-PT each in their own words (*você*/*si*, *celular*/*telemóvel*,
*colar*/*colar*, *baixar*/*descarregar*).
"""

from __future__ import annotations

HELP_SECTION = ("help.friend.h", (("p", "help.friend.1"), ("p", "help.friend.2"),
                                  ("p", "help.friend.3")))
"""The help view's section on playing by link (the same for both games)."""

EN: dict[str, str] = {
    "help.friend.h": "Playing a friend by link",
    "help.friend.1": "Play a friend starts a game with someone on another device. After "
                     "your move, send the link the page offers; your friend opens it, "
                     "plays, and sends a link back. There is no live connection: each move "
                     "travels as one message.",
    "help.friend.2": "You can take your move back only until you send its link. Once sent, "
                     "the move stays, and Undo is not offered.",
    "help.friend.3": "A link is checked against the rules and against the copy of the game "
                     "you have: a link that changes an earlier move or plays a move for you "
                     "is refused. Share to watch gives a read-only link to any game.",
    "announce.home": "Back to the game on this device.",
    "announce.friend_start": "New game with a friend. You are X: play your first move, "
                             "then send the link.",
    "friend.sent": "Link sent. Your friend's move comes back as a link.",
    "share.failed": "Could not share or copy here. Copy the link shown instead.",
    "friend.home": "Back to my game",
    "friend.link_label": "Link for your friend",
    "link.not_a_link": "This is not a game link.",
    "link.newer": "This link was made by a newer version of the game. Reload the page and "
                  "try again.",
    "link.damaged": "This link is damaged or incomplete. Ask for it again, copied whole.",
    "link.too_long": "This link is far too long to be a game link.",
    "link.after_end": "This link has moves after the end of the game.",
    "link.changes_move": "Refused: this link changes move {move}, which you already have.",
    "link.not_friend_turn": "Refused: this link plays a move for you. It was not your "
                            "friend's turn.",
    "link.resign_yours": "Refused: this link says you resigned, and you did not.",
    "link.other_game": "Refused: this link does not match the game you have under its name.",
    "link.game_over": "Refused: that game is already over on this device.",
    "link.older": "That was an older link of this game: showing the newer copy you have.",
    "link.same": "You already have everything in this link.",
    "link.updated": "Your friend's move is in. Your turn.",
    "link.final.won": "The round is over: you won.",
    "link.final.lost": "The round is over: {friend} won.",
    "link.final.draw": "The round is over: a draw.",
    "link.opened": "Game from a link. Your friend is waiting for your move.",
    "open.too_long": "That is too long to be a game record.",
    "open.empty": "Paste a game link or a game record first.",
    "open.file_too_large": "This file is too large to be a game record.",
    "open.file_empty": "This file is empty: it holds no game record.",
    "record.unknown_name": "Move {number} ({player}) is '{text}', which is not a cell: cells "
                           "are named a1 to {last}.",
    "record.taken": "Move {number} ({player}), '{text}', is not allowed: that cell is "
                    "already taken.",
    "record.wrong_board": "Move {number} ({player}), '{text}', is not allowed: it must be "
                          "played in the {board} board.",
    "record.board_closed": "Move {number} ({player}), '{text}', is not allowed: the {board} "
                           "board is already closed.",
    "record.game_over": "Move {number} ({player}), '{text}', comes after the game was "
                        "already over.",
    "record.misplaced_number": "The move number '{text}' is out of place: the next move is "
                               "{number} ({player}).",
    "record.early_result": "The result '{text}' comes before the end of the record (at move "
                           "{number}).",
    "record.bad_result": "The result at the end of this record does not fit the game.",
    "record.bad_start": "The start position at the head of this record is not a possible "
                        "position.",
    "notice.friends_bad": "Part of your saved friend games was damaged and dropped; "
                          "the rest was kept.",
    "notice.friends_newer": "A newer version of the game saved your friend games: they are "
                            "shown, not saved here. Reload the page to get the new version.",
    "notice.friends_invitations_dropped": "Unanswered invitations removed to make room, "
                                          "oldest first: {count}. A friend's link opens "
                                          "its game again.",
    "notice.friends_rounds_dropped": "Old finished rounds removed from Your games to make "
                                     "room: {count}. Their results still count in each "
                                     "friend's tally.",
    "friend.start": "Play a friend",
    "friend.share": "Send the link",
    "friend.copy": "Copy link",
    "friend.copied": "Link copied. Paste it to your friend.",
    "friend.send_hint": "Send this link to your friend. Each move is one message: "
                        "they open it, play, and send one back.",
    "friend.wait": "Waiting for your friend's link.",
    "friend.wait_named": "Waiting for {friend}'s link.",
    "friend.your_turn": "Your turn against {friend}.",
    "friend.rematch": "Rematch",
    "friend.nobody": "your friend",
    "friend.subject": "Your friend",
    "status.first.friend": "{friend} ({symbol}) opens: play anywhere",
    "status.sent.friend": "{friend} ({symbol}) plays in the {board} board",
    "status.free.friend": "{friend} ({symbol}): free move, any lit board",
    "status.classic_first.friend": "{friend} ({symbol}) opens: any cell",
    "status.classic_turn.friend": "{friend} ({symbol}) to play",
    "status.win.friend": "{friend} wins round {round}!",
    "result.line.friend": "{friend} wins with three boards in a line.",
    "result.classic_line.friend": "{friend} wins with three in a row.",
    "result.next.friend": "{friend} opens the next round as X.",
    "result.resign.by_friend": "{friend} resigned, so you win.",
    "result.resign.by_you": "You resigned, so {friend} wins.",
    "friend.name_label": "Your name (optional)",
    "friend.name_hint": "Sent with your links, so your friend's list shows who is playing.",
    "friend.qr_show": "Show QR code",
    "friend.qr_hide": "Hide QR code",
    "friend.qr_label": "QR code of the link for your friend",
    "friend.qr_caption": "In the same room? Your friend points their phone's camera here "
                         "to open the game.",
    "friend.qr_too_long": "This link is too long for a QR code: send it as text.",
    "friend.no_undo": "The link was sent: that move stays.",
    "games.title": "Your games",
    "games.your_turn": "your turn",
    "games.their_turn": "their turn",
    "games.won": "you won",
    "games.lost": "you lost",
    "games.draw": "draw",
    "games.row": "{game} · round {round} with {friend}: {standing}",
    "games.last": "last move {move}",
    "games.kind.ultimate": "Ultimate",
    "games.kind.classic": "Classic",
    "games.tally": "Against {friend}: {won}, {lost}, {drawn}",
    "count.won.one": "{n} won",
    "count.won.many": "{n} won",
    "count.lost.one": "{n} lost",
    "count.lost.many": "{n} lost",
    "count.drawn.one": "{n} drawn",
    "count.drawn.many": "{n} drawn",
    "games.empty": "No games with friends yet.",
    "watch.share": "Share to watch",
    "watch.title": "Watching a shared game",
    "record.copy": "Copy record",
    "record.copied": "Record copied.",
    "record.download": "Download record",
    "record.open": "Open a link or record",
    "record.open_file": "Open a file",
    "record.paste_label": "Paste a game link or record",
    "record.paste_go": "Open",
    "record.opened": "Opened for review.",
}

PT_BR: dict[str, str] = {
    "help.friend.h": "Jogar com um amigo por link",
    "help.friend.1": "Jogar com um amigo abre uma partida com alguém em outro aparelho. "
                     "Depois da sua jogada, envie o link que a página oferece; seu amigo "
                     "abre, joga e manda outro link de volta. Não há conexão ao vivo: cada "
                     "jogada vai numa mensagem.",
    "help.friend.2": "Você pode desfazer a sua jogada só até enviar o link dela. Depois de "
                     "enviado, a jogada fica e o botão Desfazer some.",
    "help.friend.3": "Cada link é conferido pelas regras e pela cópia da partida que você "
                     "tem: um link que muda uma jogada anterior ou joga por você é recusado. "
                     "Compartilhar para assistir gera um link só de leitura de qualquer "
                     "partida.",
    "announce.home": "De volta à partida deste aparelho.",
    "announce.friend_start": "Nova partida com um amigo. Você é o X: faça a primeira "
                             "jogada e depois envie o link.",
    "friend.sent": "Link enviado. A jogada do seu amigo volta como um link.",
    "share.failed": "Não deu para compartilhar nem copiar aqui. Copie o link mostrado.",
    "friend.home": "Voltar à minha partida",
    "friend.link_label": "Link para o seu amigo",
    "link.not_a_link": "Isto não é um link de partida.",
    "link.newer": "Este link foi feito por uma versão mais nova do jogo. Recarregue a "
                  "página e tente de novo.",
    "link.damaged": "Este link está corrompido ou incompleto. Peça de novo, copiado inteiro.",
    "link.too_long": "Este link é comprido demais para ser de uma partida.",
    "link.after_end": "Este link tem jogadas depois do fim da partida.",
    "link.changes_move": "Recusado: este link muda a jogada {move}, que você já tem.",
    "link.not_friend_turn": "Recusado: este link faz uma jogada por você. Não era a vez "
                            "do seu amigo.",
    "link.resign_yours": "Recusado: este link diz que você desistiu, e você não desistiu.",
    "link.other_game": "Recusado: este link não bate com a partida que você tem com esse nome.",
    "link.game_over": "Recusado: essa partida já terminou neste aparelho.",
    "link.older": "Esse era um link antigo desta partida: mostrando a cópia mais nova "
                  "que você tem.",
    "link.same": "Você já tem tudo o que está neste link.",
    "link.updated": "A jogada do seu amigo chegou. Sua vez.",
    "link.final.won": "A rodada acabou: você venceu.",
    "link.final.lost": "A rodada acabou: {friend} venceu.",
    "link.final.draw": "A rodada acabou em empate.",
    "link.opened": "Partida vinda de um link. Seu amigo está esperando a sua jogada.",
    "open.too_long": "Isso é comprido demais para ser o registro de uma partida.",
    "open.empty": "Cole primeiro um link ou o registro de uma partida.",
    "open.file_too_large": "Este arquivo é grande demais para ser o registro de uma partida.",
    "open.file_empty": "Este arquivo está vazio: não tem o registro de nenhuma partida.",
    "record.unknown_name": "A jogada {number} ({player}) é '{text}', que não é uma casa: as "
                           "casas vão de a1 a {last}.",
    "record.taken": "A jogada {number} ({player}), '{text}', não vale: essa casa já está "
                    "ocupada.",
    "record.wrong_board": "A jogada {number} ({player}), '{text}', não vale: ela tinha que "
                          "ser no tabuleiro {board}.",
    "record.board_closed": "A jogada {number} ({player}), '{text}', não vale: o tabuleiro "
                           "{board} já está fechado.",
    "record.game_over": "A jogada {number} ({player}), '{text}', vem depois que a partida já "
                        "tinha acabado.",
    "record.misplaced_number": "O número de jogada '{text}' está fora do lugar: a próxima é a "
                               "jogada {number} ({player}).",
    "record.early_result": "O resultado '{text}' aparece antes do fim do registro (na jogada "
                           "{number}).",
    "record.bad_result": "O resultado no fim deste registro não combina com a partida.",
    "record.bad_start": "A posição inicial no começo deste registro não é uma posição "
                        "possível.",
    "notice.friends_bad": "Parte das suas partidas com amigos estava corrompida e foi "
                          "descartada; o resto foi mantido.",
    "notice.friends_newer": "Uma versão mais nova do jogo salvou suas partidas com amigos: "
                            "elas aparecem aqui, mas não são salvas. Recarregue a página "
                            "para usar a versão nova.",
    "notice.friends_invitations_dropped": "Convites sem resposta removidos para abrir espaço, "
                                          "dos mais antigos: {count}. O link do amigo abre "
                                          "a partida de novo.",
    "notice.friends_rounds_dropped": "Partidas antigas já terminadas saíram de Suas partidas "
                                     "para abrir espaço: {count}. Os resultados continuam "
                                     "no placar de cada amigo.",
    "friend.start": "Jogar com um amigo",
    "friend.share": "Enviar o link",
    "friend.copy": "Copiar link",
    "friend.copied": "Link copiado. Cole na conversa com seu amigo.",
    "friend.send_hint": "Mande este link para seu amigo. Cada jogada é uma mensagem: "
                        "ele abre, joga e manda outro de volta.",
    "friend.wait": "Esperando o link do seu amigo.",
    "friend.wait_named": "Esperando o link de {friend}.",
    "friend.your_turn": "Sua vez contra {friend}.",
    "friend.rematch": "Revanche",
    "friend.nobody": "seu amigo",
    "friend.subject": "Seu amigo",
    "status.first.friend": "{friend} ({symbol}) começa: pode jogar em qualquer lugar",
    "status.sent.friend": "{friend} ({symbol}) joga no tabuleiro {board}",
    "status.free.friend": "{friend} ({symbol}): jogada livre, em qualquer tabuleiro aceso",
    "status.classic_first.friend": "{friend} ({symbol}) começa: em qualquer casa",
    "status.classic_turn.friend": "{friend} ({symbol}) joga agora",
    "status.win.friend": "{friend} ganhou a rodada {round}!",
    "result.line.friend": "{friend} ganhou fechando três tabuleiros em linha.",
    "result.classic_line.friend": "{friend} ganhou fazendo três em linha.",
    "result.next.friend": "{friend} começa a próxima rodada com X.",
    "result.resign.by_friend": "{friend} desistiu: a vitória é sua.",
    "result.resign.by_you": "Você desistiu: a vitória fica com {friend}.",
    "friend.name_label": "Seu nome (opcional)",
    "friend.name_hint": "Vai junto com os seus links, para a lista do seu amigo mostrar "
                        "quem está jogando.",
    "friend.qr_show": "Mostrar QR code",
    "friend.qr_hide": "Esconder QR code",
    "friend.qr_label": "QR code do link para o seu amigo",
    "friend.qr_caption": "Estão juntos? Seu amigo aponta a câmera do celular para cá e "
                         "abre a partida.",
    "friend.qr_too_long": "Este link é comprido demais para um QR code: mande como texto.",
    "friend.no_undo": "O link já foi enviado: essa jogada fica.",
    "games.title": "Suas partidas",
    "games.your_turn": "sua vez",
    "games.their_turn": "vez do amigo",
    "games.won": "você venceu",
    "games.lost": "você perdeu",
    "games.draw": "empate",
    "games.row": "{game} · rodada {round} com {friend}: {standing}",
    "games.last": "última jogada {move}",
    "games.kind.ultimate": "Supremo",
    "games.kind.classic": "Clássico",
    "games.tally": "Contra {friend}: {won}, {lost}, {drawn}",
    "count.won.one": "{n} vitória",
    "count.won.many": "{n} vitórias",
    "count.lost.one": "{n} derrota",
    "count.lost.many": "{n} derrotas",
    "count.drawn.one": "{n} empate",
    "count.drawn.many": "{n} empates",
    "games.empty": "Nenhuma partida com amigos ainda.",
    "watch.share": "Compartilhar para assistir",
    "watch.title": "Assistindo a uma partida compartilhada",
    "record.copy": "Copiar registro",
    "record.copied": "Registro copiado.",
    "record.download": "Baixar registro",
    "record.open": "Abrir link ou registro",
    "record.open_file": "Abrir arquivo",
    "record.paste_label": "Cole um link ou registro de partida",
    "record.paste_go": "Abrir",
    "record.opened": "Aberta para revisão.",
}

PT_PT: dict[str, str] = {
    "help.friend.h": "Jogar com um amigo por ligação",
    "help.friend.1": "Jogar com um amigo começa um jogo com alguém noutro aparelho. Depois "
                     "da sua jogada, envie a ligação que a página lhe dá; o seu amigo abre-a, "
                     "joga e envia outra ligação de volta. Não há ligação em direto: cada "
                     "jogada segue numa mensagem.",
    "help.friend.2": "Só pode anular a sua jogada até enviar a ligação dela. Depois de "
                     "enviada, a jogada fica e deixa de poder anulá-la.",
    "help.friend.3": "Cada ligação é verificada pelas regras e pela cópia do jogo que tem: "
                     "uma ligação que altera uma jogada anterior ou joga por si é recusada. "
                     "Partilhar para ver dá uma ligação só de leitura de qualquer jogo.",
    "announce.home": "De volta ao jogo deste aparelho.",
    "announce.friend_start": "Novo jogo com um amigo. É o X: faça a primeira jogada "
                             "e depois envie a ligação.",
    "friend.sent": "Ligação enviada. A jogada do seu amigo volta numa ligação.",
    "share.failed": "Não foi possível partilhar nem copiar aqui. Copie a ligação mostrada.",
    "friend.home": "Voltar ao meu jogo",
    "friend.link_label": "Ligação para o seu amigo",
    "link.not_a_link": "Isto não é uma ligação de jogo.",
    "link.newer": "Esta ligação foi criada por uma versão mais recente do jogo. Recarregue "
                  "a página e tente outra vez.",
    "link.damaged": "Esta ligação está danificada ou incompleta. Peça-a outra vez, "
                    "copiada por inteiro.",
    "link.too_long": "Esta ligação é demasiado longa para ser de um jogo.",
    "link.after_end": "Esta ligação tem jogadas depois do fim do jogo.",
    "link.changes_move": "Recusada: esta ligação altera a jogada {move}, que já tem.",
    "link.not_friend_turn": "Recusada: esta ligação faz uma jogada por si. Não era a vez "
                            "do seu amigo.",
    "link.resign_yours": "Recusada: esta ligação diz que desistiu, e não desistiu.",
    "link.other_game": "Recusada: esta ligação não corresponde ao jogo que tem com esse nome.",
    "link.game_over": "Recusada: esse jogo já terminou neste aparelho.",
    "link.older": "Era uma ligação antiga deste jogo: a mostrar a cópia mais recente "
                  "que tem.",
    "link.same": "Já tem tudo o que está nesta ligação.",
    "link.updated": "Chegou a jogada do seu amigo. É a sua vez.",
    "link.final.won": "A ronda terminou: ganhou.",
    "link.final.lost": "A ronda terminou: {friend} ganhou.",
    "link.final.draw": "A ronda terminou empatada.",
    "link.opened": "Jogo recebido por ligação. O seu amigo está à espera da sua jogada.",
    "open.too_long": "Isso é demasiado longo para ser o registo de um jogo.",
    "open.empty": "Cole primeiro uma ligação ou o registo de um jogo.",
    "open.file_too_large": "Este ficheiro é demasiado grande para ser o registo de um jogo.",
    "open.file_empty": "Este ficheiro está vazio: não tem o registo de nenhum jogo.",
    "record.unknown_name": "A jogada {number} ({player}) é '{text}', que não é nenhuma casa: "
                           "as casas vão de a1 a {last}.",
    "record.taken": "A jogada {number} ({player}), '{text}', não é válida: essa casa já está "
                    "preenchida.",
    "record.wrong_board": "A jogada {number} ({player}), '{text}', não é válida: tinha de ser "
                          "feita no tabuleiro {board}.",
    "record.board_closed": "A jogada {number} ({player}), '{text}', não é válida: o tabuleiro "
                           "{board} já está encerrado.",
    "record.game_over": "A jogada {number} ({player}), '{text}', vem depois de o jogo já ter "
                        "terminado.",
    "record.misplaced_number": "O número de jogada '{text}' está fora do sítio: segue-se a "
                               "jogada {number} ({player}).",
    "record.early_result": "O resultado '{text}' surge antes do fim do registo (na jogada "
                           "{number}).",
    "record.bad_result": "O resultado no fim deste registo não corresponde ao jogo.",
    "record.bad_start": "A posição inicial no início deste registo não é uma posição "
                        "possível.",
    "notice.friends_bad": "Parte dos seus jogos com amigos estava danificada e foi "
                          "posta de parte; o resto foi mantido.",
    "notice.friends_newer": "Uma versão mais recente do jogo guardou os seus jogos com "
                            "amigos: são mostrados, mas não são guardados aqui. Recarregue "
                            "a página para obter a versão nova.",
    "notice.friends_invitations_dropped": "Convites sem resposta retirados para dar espaço, "
                                          "os mais antigos primeiro: {count}. A ligação do "
                                          "amigo volta a abrir o jogo.",
    "notice.friends_rounds_dropped": "Jogos antigos já terminados saíram de Os seus jogos "
                                     "para dar espaço: {count}. Os resultados continuam a "
                                     "contar no resultado de cada amigo.",
    "friend.start": "Jogar com um amigo",
    "friend.share": "Enviar a ligação",
    "friend.copy": "Copiar ligação",
    "friend.copied": "Ligação copiada. Cole-a na conversa com o seu amigo.",
    "friend.send_hint": "Envie esta ligação ao seu amigo. Cada jogada é uma mensagem: "
                        "ele abre-a, joga e envia outra de volta.",
    "friend.wait": "À espera da ligação do seu amigo.",
    "friend.wait_named": "À espera da ligação de {friend}.",
    "friend.your_turn": "É a sua vez contra {friend}.",
    "friend.rematch": "Desforra",
    "friend.nobody": "o seu amigo",
    "friend.subject": "O seu amigo",
    "status.first.friend": "{friend} ({symbol}) abre: pode jogar em qualquer sítio",
    "status.sent.friend": "{friend} ({symbol}) joga no tabuleiro {board}",
    "status.free.friend": "{friend} ({symbol}): jogada livre, em qualquer tabuleiro aceso",
    "status.classic_first.friend": "{friend} ({symbol}) abre: em qualquer casa",
    "status.classic_turn.friend": "{friend} ({symbol}) joga agora",
    "status.win.friend": "{friend} ganhou a ronda {round}!",
    "result.line.friend": "{friend} ganhou ao fechar três tabuleiros em linha.",
    "result.classic_line.friend": "{friend} ganhou ao fazer três em linha.",
    "result.next.friend": "{friend} abre a ronda seguinte com X.",
    "result.resign.by_friend": "{friend} desistiu: a vitória é sua.",
    "result.resign.by_you": "Desistiu: a vitória fica para {friend}.",
    "friend.name_label": "O seu nome (opcional)",
    "friend.name_hint": "Segue com as suas ligações, para a lista do seu amigo mostrar "
                        "quem está a jogar.",
    "friend.qr_show": "Mostrar código QR",
    "friend.qr_hide": "Esconder código QR",
    "friend.qr_label": "Código QR da ligação para o seu amigo",
    "friend.qr_caption": "Estão na mesma sala? O seu amigo aponta a câmara do telemóvel "
                         "para aqui e abre o jogo.",
    "friend.qr_too_long": "Esta ligação é demasiado longa para um código QR: envie-a "
                          "como texto.",
    "friend.no_undo": "A ligação já foi enviada: essa jogada fica.",
    "games.title": "Os seus jogos",
    "games.your_turn": "a sua vez",
    "games.their_turn": "vez do amigo",
    "games.won": "ganhou",
    "games.lost": "perdeu",
    "games.draw": "empate",
    "games.row": "{game} · ronda {round} com {friend}: {standing}",
    "games.last": "última jogada {move}",
    "games.kind.ultimate": "Super Jogo do Galo",
    "games.kind.classic": "Clássico",
    "games.tally": "Contra {friend}: {won}, {lost}, {drawn}",
    "count.won.one": "{n} vitória",
    "count.won.many": "{n} vitórias",
    "count.lost.one": "{n} derrota",
    "count.lost.many": "{n} derrotas",
    "count.drawn.one": "{n} empate",
    "count.drawn.many": "{n} empates",
    "games.empty": "Ainda não há jogos com amigos.",
    "watch.share": "Partilhar para ver",
    "watch.title": "A ver um jogo partilhado",
    "record.copy": "Copiar registo",
    "record.copied": "Registo copiado.",
    "record.download": "Descarregar registo",
    "record.open": "Abrir ligação ou registo",
    "record.open_file": "Abrir ficheiro",
    "record.paste_label": "Cole uma ligação ou o registo de um jogo",
    "record.paste_go": "Abrir",
    "record.opened": "Aberto para revisão.",
}
