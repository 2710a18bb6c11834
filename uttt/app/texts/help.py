"""The rules-and-help view: its sections, in order, and their texts in each language.

The page builds the view from a game's sections (``ULTIMATE``, ``CLASSIC``: each
variant holds its own as ``help``, ``uttt.app.variants``) with ``textContent`` only: a
section is a heading key and a list of ``(kind, key)`` items, where ``kind`` is
``"p"`` (a paragraph), ``"li"`` (a list item), ``"q"``/``"a"`` (a question and
its answer) or ``"term"``/``"def"`` (a glossary entry). The texts are merged
into ``uttt.app.texts.i18n.TABLES`` like every other text of the page.

>>> [heading for heading, _ in CLASSIC][:2]
['help.c.goal.h', 'help.c.moves.h']
>>> all(key in EN for _, items in ULTIMATE for _, key in items)
True
"""

from __future__ import annotations

from uttt.app.texts import friends as friend_texts
from uttt.app.texts import selfplay as selfplay_texts
from uttt.app.texts import study as study_texts

Kind = str
Item = tuple[Kind, str]
Section = tuple[str, tuple[Item, ...]]

ULTIMATE: tuple[Section, ...] = (
    ("help.u.goal.h", (("p", "help.u.goal.1"), ("p", "help.u.goal.2"))),
    ("help.u.send.h", (("p", "help.u.send.1"), ("p", "help.u.send.2"))),
    ("help.u.free.h", (("p", "help.u.free.1"),)),
    ("help.u.closed.h", (("p", "help.u.closed.1"), ("p", "help.u.closed.2"))),
    ("help.u.end.h", (("p", "help.u.end.1"), ("p", "help.u.end.2"), ("p", "help.u.end.3"))),
    ("help.u.turns.h", (("p", "help.u.turns.1"), ("p", "help.u.turns.2"),
                        ("p", "help.u.turns.3"), ("p", "help.u.turns.4"),
                        ("p", "help.u.turns.5"))),
    ("help.u.rated.h", (("p", "help.u.rated.1"),)),
    ("help.u.tips.h", (("li", "help.u.tips.1"), ("li", "help.u.tips.2"),
                       ("li", "help.u.tips.3"), ("li", "help.u.tips.4"))),
    ("help.u.house.h", (("p", "help.u.house.1"), ("li", "help.u.house.2"),
                        ("li", "help.u.house.3"), ("li", "help.u.house.4"),
                        ("p", "help.u.house.5"))),
    ("help.faq.h", (("q", "help.u.faq.sent.q"), ("a", "help.u.faq.sent.a"),
                    ("q", "help.u.faq.draw.q"), ("a", "help.u.faq.draw.a"),
                    ("q", "help.u.faq.leave.q"), ("a", "help.u.faq.leave.a"),
                    ("q", "help.u.faq.undo.q"), ("a", "help.u.faq.undo.a"))),
    ("help.glossary.h", (("term", "help.u.g.small.t"), ("def", "help.u.g.small.d"),
                         ("term", "help.u.g.big.t"), ("def", "help.u.g.big.d"),
                         ("term", "help.u.g.target.t"), ("def", "help.u.g.target.d"),
                         ("term", "help.u.g.free.t"), ("def", "help.u.g.free.d"),
                         ("term", "help.u.g.closed.t"), ("def", "help.u.g.closed.d"),
                         ("term", "help.u.g.early.t"), ("def", "help.u.g.early.d"))),
    study_texts.HELP_SECTION,
    selfplay_texts.HELP_SECTION,
    friend_texts.HELP_SECTION,
)

CLASSIC: tuple[Section, ...] = (
    ("help.c.goal.h", (("p", "help.c.goal.1"),)),
    ("help.c.moves.h", (("p", "help.c.moves.1"), ("p", "help.c.moves.2"))),
    ("help.c.end.h", (("p", "help.c.end.1"), ("p", "help.c.end.2"))),
    ("help.c.tips.h", (("li", "help.c.tips.1"), ("li", "help.c.tips.2"),
                       ("li", "help.c.tips.3"))),
    ("help.faq.h", (("q", "help.c.faq.first.q"), ("a", "help.c.faq.first.a"),
                    ("q", "help.c.faq.master.q"), ("a", "help.c.faq.master.a"),
                    ("q", "help.c.faq.rated.q"), ("a", "help.c.faq.rated.a"))),
    ("help.glossary.h", (("term", "help.c.g.line.t"), ("def", "help.c.g.line.d"),
                         ("term", "help.c.g.fork.t"), ("def", "help.c.g.fork.d"))),
    study_texts.HELP_SECTION,
    selfplay_texts.HELP_SECTION,
    friend_texts.HELP_SECTION,
)


EN: dict[str, str] = {
    "help.open": "Rules & help",
    "help.title": "How to play",
    "help.close": "Back to the game",
    "help.faq.h": "Questions",
    "help.glossary.h": "Words used here",
    # -- ultimate --
    "help.u.goal.h": "The aim",
    "help.u.goal.1": "The big board is made of nine ordinary tic-tac-toe boards, 81 cells "
                     "in all. Take a small board by getting three of your marks in a row "
                     "on it; take the game by owning three small boards in a row.",
    "help.u.goal.2": "Whoever opens the round plays X and moves first; the other player "
                     "plays O. Your colour stays with you from round to round, the symbol "
                     "goes to whoever opens.",
    "help.u.send.h": "Where you play next",
    "help.u.send.1": "The opening move may go in any cell. After that, the cell you pick "
                     "inside its small board chooses the small board your opponent must "
                     "play in: a move in the bottom-left cell of any board sends them to "
                     "the bottom-left board.",
    "help.u.send.2": "Only the boards you may play in are lit; the others are dimmed. "
                     "Hold a finger (or the mouse) on a cell to see where it would send "
                     "your opponent before you let go.",
    "help.u.free.h": "Free moves",
    "help.u.free.1": "If the board you are sent to is already closed, you get a free move: "
                     "play in any empty cell of any board still open. Every open board "
                     "lights up and the status bar says so.",
    "help.u.closed.h": "Closed boards",
    "help.u.closed.1": "A small board closes as soon as someone gets three in a row on it: "
                       "a big mark shows who owns it and its empty cells can no longer be "
                       "played.",
    "help.u.closed.2": "A small board whose nine cells fill up with no line is drawn. It "
                       "closes too, belongs to nobody and is marked with an equals sign.",
    "help.u.end.h": "Winning and drawing",
    "help.u.end.1": "Three owned small boards in a row, column or diagonal win the game. "
                    "The winning boards are outlined in gold.",
    "help.u.end.2": "When no line of the big board can be completed by either player any "
                    "more, the game ends at once as an early draw: there is no point "
                    "filling the rest.",
    "help.u.end.3": "If every small board closes and nobody has a line, the game is a draw "
                    "as well. You may resign at any time; resigning loses the round.",
    "help.u.turns.h": "Who starts, scores and the clock",
    "help.u.turns.1": "With the starting player alternating (the default), Red opens rounds "
                      "1, 3, 5… and Blue opens rounds 2, 4, 6 and so on. Switch it off in the "
                      "settings and Red opens every round. Against the computer you are "
                      "Red.",
    "help.u.turns.2": "A round counts in the score once, on the move that decides it. "
                      "Reloading the page brings back an unfinished round exactly as it "
                      "was and never counts a result twice.",
    "help.u.turns.3": "With a turn timer of 30 or 60 seconds, a countdown shows how long "
                      "the player to move has left. When it reaches zero the computer "
                      "plays a move in that player's place, as it does for a player who "
                      "walked away. Time spent with the page closed counts too.",
    "help.u.turns.4": "Against the computer, Undo takes back your move and its reply "
                      "together; while it is still thinking, only your move, and it stops "
                      "thinking. The move it opens a round with cannot be taken back. "
                      "Once a round is over, use the review buttons to step "
                      "through it move by move.",
    "help.u.turns.5": "With a game clock (3+2, 5+0, 10+5 or your own), each side has a "
                      "total time for the round, plus seconds after each of its moves; both "
                      "clocks stand beside the status line. Whoever runs out of time loses "
                      "the round, even when the other side could no longer win.",
    "help.u.rated.h": "Rated games",
    "help.u.rated.1": "Every finished game against the computer changes your rating "
                      "(starting at 1000), weighed against the level's own rating, shown "
                      "under the score. A win gains the most against a strong level, a "
                      "loss costs the most against a weak one, and a draw lands in "
                      "between. Resigning counts as a loss.",
    "help.u.tips.h": "Practical tips",
    "help.u.tips.1": "Think twice before sending your opponent to a board where they need "
                     "only one more mark.",
    "help.u.tips.2": "Avoid handing out free moves: a move that sends your opponent to a "
                     "closed board lets them pick the best spot on the whole board.",
    "help.u.tips.3": "The move that wins a small board also decides where your opponent "
                     "goes next. Weigh both; giving up a small board can buy a better "
                     "position on the big one.",
    "help.u.tips.4": "The centre board and the four corner boards sit on more lines of "
                     "the big board than the edge boards, so they are worth more.",
    "help.u.house.h": "House rules",
    "help.u.house.1": "Some players use variations of these rules. Only the standard rule "
                      "is played here: a decided board closes, and a player sent to it "
                      "moves freely. The common variations are:",
    "help.u.house.2": "playing on in decided boards: a player sent to a board that is "
                      "already won must still play in one of its empty cells (with this "
                      "older rule the first player can always force a win);",
    "help.u.house.3": "a drawn board counting for both players, or a won board that can be "
                      "won again;",
    "help.u.house.4": "a short game: the first to win a set number of small boards wins.",
    "help.u.house.5": "They change the game a good deal, so this page keeps to the standard "
                      "rule.",
    "help.u.faq.sent.q": "What if I am sent to a board that is already finished?",
    "help.u.faq.sent.a": "Then you have a free move: any empty cell on any board that is "
                         "still open.",
    "help.u.faq.draw.q": "Can the game end in a draw?",
    "help.u.faq.draw.a": "Yes: when nobody can complete a line of small boards any more, or "
                         "when every small board is closed without one.",
    "help.u.faq.leave.q": "What happens if I close the page in the middle of a game?",
    "help.u.faq.leave.a": "Open it again on the same device and the game is where you left "
                          "it. With a turn timer on, the computer moves for whoever's time "
                          "ran out.",
    "help.u.faq.undo.q": "Can I undo a move after the round is over?",
    "help.u.faq.undo.a": "No. Undo works during the round only; afterwards the review shows "
                         "every move.",
    "help.u.g.small.t": "Small board",
    "help.u.g.small.d": "One of the nine 3×3 boards.",
    "help.u.g.big.t": "Big board",
    "help.u.g.big.d": "The 3×3 arrangement of the nine small boards, where the game is won.",
    "help.u.g.target.t": "Target board",
    "help.u.g.target.d": "The small board the last move sends the next player to.",
    "help.u.g.free.t": "Free move",
    "help.u.g.free.d": "A move allowed on any open board, because the target board is "
                       "closed.",
    "help.u.g.closed.t": "Closed board",
    "help.u.g.closed.d": "A small board that was won or drawn; nobody plays in it again.",
    "help.u.g.early.t": "Early draw",
    "help.u.g.early.d": "The end of a game in which no line of small boards can be "
                        "completed any more.",
    # -- classic --
    "help.c.goal.h": "The aim",
    "help.c.goal.1": "Two players take turns marking the cells of a 3×3 grid, X first. The "
                     "first to get three marks in a row, a column or a diagonal wins.",
    "help.c.moves.h": "Moves",
    "help.c.moves.1": "On your turn, put one mark in any empty cell. You cannot skip a turn, "
                      "and a mark never moves once it is placed.",
    "help.c.moves.2": "Who opens alternates from round to round (or Red always opens, if "
                      "you switch that off in the settings).",
    "help.c.end.h": "Winning and drawing",
    "help.c.end.1": "There are eight lines: three rows, three columns and two diagonals. "
                    "Completing any of them ends the game at once.",
    "help.c.end.2": "If all nine cells are filled and nobody has a line, it is a draw. With "
                    "best play on both sides every game is a draw.",
    "help.c.tips.h": "Practical tips",
    "help.c.tips.1": "Before each move, ask in this order: can I win now? Must I block a "
                     "line? Can I make two threats at once?",
    "help.c.tips.2": "The centre lies on four lines, each corner on three and each edge "
                     "cell on two: the centre and the corners are the strong cells.",
    "help.c.tips.3": "Two threats at once (a fork) win, because only one can be blocked.",
    "help.c.faq.first.q": "Does the first player always win?",
    "help.c.faq.first.a": "No. Perfect play from both sides always ends in a draw.",
    "help.c.faq.master.q": "Can I beat the computer at Master?",
    "help.c.faq.master.a": "No, at most draw: Master plays perfectly and never loses. The "
                           "lower levels do make mistakes.",
    "help.c.faq.rated.q": "Does classic count for my rating?",
    "help.c.faq.rated.a": "Yes, on a rating of its own, apart from the nine-board game's, "
                          "starting at 1000. The six levels play at 1000 (Beginner), 1135 "
                          "(Novice), 1300 (Intermediate), 1385 (Advanced), 1440 (Expert) and "
                          "1480 (Master). Master never loses, so drawing it every time is the "
                          "best anyone can do: that holds you near 1480.",
    "help.c.g.line.t": "Line",
    "help.c.g.line.d": "Three cells in a row, a column or a diagonal.",
    "help.c.g.fork.t": "Fork",
    "help.c.g.fork.d": "A move that creates two winning threats at the same time.",
}

PT_BR: dict[str, str] = {
    "help.open": "Regras e ajuda",
    "help.title": "Como jogar",
    "help.close": "Voltar ao jogo",
    "help.faq.h": "Dúvidas",
    "help.glossary.h": "Termos usados aqui",
    "help.u.goal.h": "O objetivo",
    "help.u.goal.1": "O tabuleiro grande reúne nove jogos da velha comuns, 81 casas ao todo. "
                     "Você conquista um tabuleiro pequeno fazendo três em linha nele, e "
                     "vence a partida com três tabuleiros pequenos seus em linha.",
    "help.u.goal.2": "Quem abre a rodada joga com X e faz a primeira jogada; o outro joga "
                     "com O. A cor acompanha cada pessoa a partida inteira, e o X passa "
                     "para quem abrir a rodada seguinte.",
    "help.u.send.h": "Onde se joga em seguida",
    "help.u.send.1": "Na abertura, vale qualquer uma das 81 casas. Daí em diante, a posição da "
                     "casa dentro do seu tabuleiro pequeno escolhe o tabuleiro onde o adversário "
                     "vai jogar: quem marca a casa de baixo à esquerda, em qualquer tabuleiro, "
                     "manda o outro para o tabuleiro de baixo à esquerda.",
    "help.u.send.2": "Só os tabuleiros onde dá para jogar ficam acesos; os outros ficam "
                     "apagados. Segure o dedo (ou o mouse) numa casa para ver para onde ela "
                     "mandaria o adversário antes de soltar.",
    "help.u.free.h": "Jogada livre",
    "help.u.free.1": "Se o tabuleiro de destino já estiver fechado, a jogada é livre: vale "
                     "qualquer casa vazia, seja qual for o tabuleiro, desde que ele ainda esteja "
                     "aberto. Todos os tabuleiros abertos acendem e a barra de status avisa.",
    "help.u.closed.h": "Tabuleiros fechados",
    "help.u.closed.1": "Um tabuleiro pequeno fecha assim que alguém faz três em linha nele: "
                       "um símbolo grande mostra o dono, e as casas vazias que sobraram não "
                       "aceitam mais jogadas.",
    "help.u.closed.2": "Um tabuleiro pequeno totalmente preenchido sem nenhuma linha deu velha: "
                       "fecha também, não é de ninguém e ganha um sinal de igual.",
    "help.u.end.h": "Vitória e empate",
    "help.u.end.1": "Três tabuleiros pequenos seus em linha, coluna ou diagonal vencem a "
                    "partida. Os tabuleiros da vitória ganham contorno dourado.",
    "help.u.end.2": "Quando nenhum dos dois consegue mais completar uma linha no tabuleiro "
                    "grande, a partida termina na hora em empate antecipado: não adianta "
                    "preencher o resto.",
    "help.u.end.3": "Se todos os tabuleiros pequenos fecharem sem ninguém fazer linha, também é "
                    "empate. Desistir é permitido em qualquer ponto da rodada e conta como "
                    "derrota de quem desistiu.",
    "help.u.turns.h": "Quem começa, placar e tempo",
    "help.u.turns.1": "Com o revezamento ligado (o padrão), o Vermelho abre as rodadas 1, 3, 5… e "
                      "o Azul abre as rodadas 2, 4, 6 e assim por diante. Desligue nas "
                      "configurações e o Vermelho abre sempre. "
                      "Quem joga contra o computador fica com o Vermelho.",
    "help.u.turns.2": "Cada rodada entra no placar uma única vez, na jogada que a decide. "
                      "Recarregar a página traz de volta a rodada pela metade do jeito que "
                      "estava e nunca conta um resultado duas vezes.",
    "help.u.turns.3": "Com tempo por jogada de 30 ou 60 segundos, uma contagem regressiva "
                      "mostra quanto falta para quem está na vez. Se chegar a zero, o "
                      "computador joga no lugar dessa pessoa, como faz com quem saiu da "
                      "partida. O tempo com a página fechada também conta.",
    "help.u.turns.4": "Contra o computador, Desfazer apaga a sua última jogada junto com a "
                      "resposta dele; se ele ainda estiver pensando, só a sua jogada volta e ele "
                      "para de pensar. A jogada com que ele abre uma rodada não pode ser "
                      "desfeita. Quando a rodada acaba, os botões de revisão mostram a partida "
                      "jogada por jogada.",
    "help.u.turns.5": "Com um relógio da partida (3+2, 5+0, 10+5 ou personalizado), cada lado "
                      "tem um tempo total para a rodada, mais alguns segundos a cada jogada "
                      "sua; os dois relógios ficam ao lado da faixa de status. Quem fica sem tempo "
                      "perde a rodada, mesmo que o outro lado já não pudesse vencer.",
    "help.u.rated.h": "Partidas que valem pontos",
    "help.u.rated.1": "Cada partida terminada contra o computador mexe na sua pontuação (que "
                      "começa em 1000), comparada com a pontuação do nível, que aparece embaixo "
                      "do placar. Vencer um nível forte rende mais, perder para um nível "
                      "fraco custa mais, e o empate fica no meio do caminho. Desistir conta "
                      "como derrota.",
    "help.u.tips.h": "Dicas práticas",
    "help.u.tips.1": "Pense bem antes de mandar o adversário para um tabuleiro onde ele já está a "
                     "uma jogada de fechar três.",
    "help.u.tips.2": "Evite dar jogadas livres: mandar o adversário para um tabuleiro "
                     "fechado deixa ele escolher o melhor lugar do tabuleiro inteiro.",
    "help.u.tips.3": "Ao fechar um tabuleiro pequeno, você também escolhe o próximo destino do "
                     "adversário. Pese as duas coisas; às vezes compensa ceder um tabuleiro "
                     "pequeno se isso deixar você mais forte no grande.",
    "help.u.tips.4": "O tabuleiro central e os de canto entram em mais linhas do tabuleiro grande "
                     "do que os das bordas, por isso valem mais.",
    "help.u.house.h": "Regras da casa",
    "help.u.house.1": "Há quem jogue com variações destas regras. Aqui vale só a regra "
                      "padrão: o tabuleiro decidido fecha e quem é mandado para ele joga "
                      "onde quiser. As variações mais comuns são:",
    "help.u.house.2": "seguir jogando em tabuleiros decididos: quem é mandado para um "
                      "tabuleiro já ganho ainda tem de jogar numa casa vazia dele (com essa "
                      "regra antiga, quem começa sempre consegue forçar a vitória);",
    "help.u.house.3": "um tabuleiro que deu velha valer para os dois jogadores, ou um "
                      "tabuleiro ganho poder ser ganho de novo;",
    "help.u.house.4": "partida curta: vence quem ganhar primeiro um número combinado de "
                      "tabuleiros pequenos.",
    "help.u.house.5": "Elas mudam bastante a partida, por isso esta página fica com a regra "
                      "padrão.",
    "help.u.faq.sent.q": "E se eu for mandado para um tabuleiro que já terminou?",
    "help.u.faq.sent.a": "Aí sua jogada é livre: vale qualquer casa vazia, em qualquer tabuleiro "
                         "que ainda esteja aberto.",
    "help.u.faq.draw.q": "A partida pode terminar empatada?",
    "help.u.faq.draw.a": "Pode: quando ninguém consegue mais fechar uma linha de tabuleiros, "
                         "ou quando todos os tabuleiros pequenos fecham sem linha.",
    "help.u.faq.leave.q": "E se eu fechar a página no meio da partida?",
    "help.u.faq.leave.a": "Abra de novo no mesmo aparelho e a partida estará onde parou. Com "
                          "o tempo por jogada ligado, o computador joga por quem ficou sem "
                          "tempo.",
    "help.u.faq.undo.q": "Dá para desfazer depois que a rodada acabou?",
    "help.u.faq.undo.a": "Não. Desfazer só funciona durante a rodada; depois, a revisão "
                         "mostra todas as jogadas.",
    "help.u.g.small.t": "Tabuleiro pequeno",
    "help.u.g.small.d": "Um jogo da velha comum de nove casas, parte do tabuleiro grande.",
    "help.u.g.big.t": "Tabuleiro grande",
    "help.u.g.big.d": "A grade 3×3 formada pelos nove tabuleiros pequenos; é nela que se decide a "
                      "partida.",
    "help.u.g.target.t": "Tabuleiro de destino",
    "help.u.g.target.d": "O tabuleiro pequeno para onde a última jogada manda o próximo "
                         "jogador.",
    "help.u.g.free.t": "Jogada livre",
    "help.u.g.free.d": "Jogada permitida em qualquer tabuleiro aberto, porque o de destino "
                       "está fechado.",
    "help.u.g.closed.t": "Tabuleiro fechado",
    "help.u.g.closed.d": "Tabuleiro pequeno que já foi ganho ou deu velha; ninguém joga mais "
                         "nele.",
    "help.u.g.early.t": "Empate antecipado",
    "help.u.g.early.d": "Fim da partida quando nenhuma linha de tabuleiros pode mais ser "
                        "completada.",
    "help.c.goal.h": "O objetivo",
    "help.c.goal.1": "Duas pessoas se revezam marcando as casas de uma grade 3×3, o X "
                     "primeiro. Vence quem fizer antes três marcas em linha, coluna ou "
                     "diagonal.",
    "help.c.moves.h": "As jogadas",
    "help.c.moves.1": "Na sua vez, marque uma casa vazia qualquer. Não dá para passar a vez, "
                      "e uma marca nunca sai do lugar.",
    "help.c.moves.2": "Quem começa reveza a cada rodada (ou o Vermelho começa sempre, se "
                      "você desligar isso nas configurações).",
    "help.c.end.h": "Vitória e empate",
    "help.c.end.1": "São oito as linhas possíveis (as três horizontais, as três verticais e as "
                    "duas diagonais), e a primeira a ser completada encerra a partida.",
    "help.c.end.2": "Se as nove casas enchem sem linha, deu velha: empate. Com as melhores "
                    "jogadas dos dois lados, toda partida dá velha.",
    "help.c.tips.h": "Dicas práticas",
    "help.c.tips.1": "A cada vez, veja primeiro se existe uma jogada que vence; se não, se o "
                     "adversário ameaça uma linha que você precisa tapar; e só então procure "
                     "uma jogada que abra duas ameaças juntas.",
    "help.c.tips.2": "O centro faz parte de quatro linhas, cada canto de três e cada "
                     "lateral de duas: centro e cantos são as casas fortes.",
    "help.c.tips.3": "Duas ameaças ao mesmo tempo (um garfo) ganham a partida, porque o "
                     "adversário só bloqueia uma.",
    "help.c.faq.first.q": "Quem começa sempre vence?",
    "help.c.faq.first.a": "Não. Se ninguém errar, o resultado é sempre velha.",
    "help.c.faq.master.q": "Dá para vencer o computador no nível Mestre?",
    "help.c.faq.master.a": "Não, no máximo empatar: o Mestre joga perfeito e nunca perde. Os "
                           "outros níveis erram.",
    "help.c.faq.rated.q": "O jogo da velha clássico vale pontos?",
    "help.c.faq.rated.a": "Vale, numa pontuação só dele, separada da do jogo de nove "
                          "tabuleiros, que começa em 1000. Os seis níveis valem 1000 "
                          "(Iniciante), 1135 (Novato), 1300 (Intermediário), 1385 (Avançado), "
                          "1440 (Especialista) e 1480 (Mestre). O Mestre nunca perde, então "
                          "empatar com ele toda vez é o máximo possível: isso deixa você perto "
                          "de 1480.",
    "help.c.g.line.t": "Linha",
    "help.c.g.line.d": "Três casas numa fileira, coluna ou diagonal.",
    "help.c.g.fork.t": "Garfo",
    "help.c.g.fork.d": "Jogada que cria duas ameaças de vitória ao mesmo tempo.",
}

PT_PT: dict[str, str] = {
    "help.open": "Regras e ajuda",
    "help.title": "Como se joga",
    "help.close": "Voltar ao jogo",
    "help.faq.h": "Perguntas",
    "help.glossary.h": "Termos usados aqui",
    "help.u.goal.h": "O objetivo",
    "help.u.goal.1": "O tabuleiro grande junta nove jogos do galo normais, 81 casas no "
                     "total. Conquista-se um tabuleiro pequeno com três em linha nele, e "
                     "ganha-se o jogo com três tabuleiros pequenos próprios em linha.",
    "help.u.goal.2": "Quem abre a ronda joga com X e faz a primeira jogada; o outro joga com O. "
                     "Cada jogador mantém a sua cor de ronda para ronda, e o X vai para quem "
                     "abrir a ronda seguinte.",
    "help.u.send.h": "Onde se joga a seguir",
    "help.u.send.1": "Na abertura, qualquer uma das 81 casas serve. A partir daí, a posição da "
                     "casa dentro do seu tabuleiro pequeno escolhe o tabuleiro onde o adversário "
                     "vai jogar: marcar a casa do canto inferior esquerdo, em qualquer tabuleiro, "
                     "envia-o para o tabuleiro do canto inferior esquerdo.",
    "help.u.send.2": "Só os tabuleiros onde se pode jogar ficam acesos; os restantes ficam "
                     "escurecidos. Mantenha o dedo (ou o rato) numa casa para ver para onde "
                     "ela enviaria o adversário antes de largar.",
    "help.u.free.h": "Jogada livre",
    "help.u.free.1": "Se o tabuleiro de destino já estiver fechado, a jogada é livre: serve "
                     "qualquer casa vazia, seja qual for o tabuleiro, desde que ainda esteja em "
                     "aberto. Todos os tabuleiros em aberto acendem e a barra de estado indica-o.",
    "help.u.closed.h": "Tabuleiros fechados",
    "help.u.closed.1": "Um tabuleiro pequeno fecha logo que alguém faz três em linha nele: "
                       "um símbolo grande mostra a quem pertence, e as casas vazias que "
                       "restam deixam de poder ser jogadas.",
    "help.u.closed.2": "Um tabuleiro pequeno cujas nove casas se enchem sem linha fica "
                       "empatado: também fecha, não pertence a ninguém e leva um sinal de "
                       "igual.",
    "help.u.end.h": "Vitória e empate",
    "help.u.end.1": "Três tabuleiros pequenos próprios em linha, coluna ou diagonal ganham "
                    "o jogo. Os tabuleiros vencedores ficam contornados a dourado.",
    "help.u.end.2": "Quando já nenhum dos jogadores consegue completar uma linha no "
                    "tabuleiro grande, o jogo acaba logo num empate antecipado: não vale a "
                    "pena encher o resto.",
    "help.u.end.3": "Se todos os tabuleiros pequenos fecharem sem que ninguém faça linha, também "
                    "há empate. É possível desistir em qualquer altura da ronda; a desistência "
                    "conta como derrota.",
    "help.u.turns.h": "Quem começa, marcador e tempo",
    "help.u.turns.1": "Com a alternância ligada (a predefinição), o Vermelho abre as rondas 1, 3, "
                      "5… e o Azul abre as rondas 2, 4, 6 e assim sucessivamente. Desligue-a "
                      "nas definições e o Vermelho abre sempre. "
                      "Quem joga contra o computador fica com o Vermelho.",
    "help.u.turns.2": "Cada ronda conta no marcador uma só vez, na jogada que a decide. "
                      "Recarregar a página repõe a ronda a meio tal como estava e nunca "
                      "conta um resultado duas vezes.",
    "help.u.turns.3": "Com um tempo por jogada de 30 ou 60 segundos, uma contagem "
                      "decrescente mostra quanto resta a quem tem a vez. Ao chegar a zero, o "
                      "computador joga no lugar desse jogador, tal como faz por quem "
                      "abandona o jogo. O tempo com a página fechada também conta.",
    "help.u.turns.4": "Contra o computador, Anular retira a sua última jogada juntamente com a "
                      "resposta dele; se ele ainda estiver a pensar, só a sua jogada é retirada e "
                      "ele deixa de pensar. A jogada com que ele abre uma ronda não pode ser "
                      "anulada. Quando a ronda termina, os botões de revisão percorrem o "
                      "jogo jogada a jogada.",
    "help.u.turns.5": "Com um relógio de jogo (3+2, 5+0, 10+5 ou personalizado), cada lado "
                      "tem um tempo total para a ronda, mais alguns segundos a cada jogada "
                      "sua; os dois relógios ficam ao lado da barra de estado. Quem fica sem tempo "
                      "perde a ronda, mesmo que o outro lado já não pudesse ganhar.",
    "help.u.rated.h": "Jogos classificados",
    "help.u.rated.1": "Cada jogo terminado contra o computador altera a sua classificação "
                      "(que começa em 1000), medida contra a do nível, indicada por baixo do "
                      "marcador. Ganhar a um nível forte rende mais, perder com um nível "
                      "fraco custa mais, e o empate fica entre os dois. Desistir conta como "
                      "derrota.",
    "help.u.tips.h": "Conselhos práticos",
    "help.u.tips.1": "Pense duas vezes antes de enviar o adversário para um tabuleiro onde "
                     "só lhe falta uma peça.",
    "help.u.tips.2": "Evite oferecer jogadas livres: enviar o adversário para um tabuleiro "
                     "fechado deixa-o escolher o melhor sítio de todo o tabuleiro.",
    "help.u.tips.3": "Quem fecha um tabuleiro pequeno escolhe também o próximo destino do "
                     "adversário. Pondere as duas coisas; por vezes compensa ceder-lhe um "
                     "tabuleiro pequeno para ficar mais forte no grande.",
    "help.u.tips.4": "O tabuleiro central e os de canto entram em mais linhas do tabuleiro grande "
                     "do que os das margens, por isso valem mais.",
    "help.u.house.h": "Regras da casa",
    "help.u.house.1": "Há quem jogue com variantes destas regras. Aqui joga-se apenas a "
                      "regra padrão: um tabuleiro decidido fecha e quem é enviado para ele "
                      "joga livremente. As variantes mais comuns são:",
    "help.u.house.2": "continuar a jogar em tabuleiros decididos: quem é enviado para um "
                      "tabuleiro já ganho tem mesmo assim de jogar numa casa vazia dele (com "
                      "esta regra antiga, quem começa consegue sempre forçar a vitória);",
    "help.u.house.3": "um tabuleiro empatado contar para os dois jogadores, ou um tabuleiro "
                      "ganho poder voltar a ser ganho;",
    "help.u.house.4": "jogo curto: ganha quem vencer primeiro um número combinado de "
                      "tabuleiros pequenos.",
    "help.u.house.5": "Estas variantes alteram muito o jogo, por isso esta página fica pela "
                      "regra padrão.",
    "help.u.faq.sent.q": "E se for enviado para um tabuleiro que já terminou?",
    "help.u.faq.sent.a": "Nesse caso a jogada é livre: serve qualquer casa vazia, em qualquer "
                         "tabuleiro que ainda esteja em aberto.",
    "help.u.faq.draw.q": "O jogo pode acabar empatado?",
    "help.u.faq.draw.a": "Pode: quando já ninguém consegue fechar uma linha de tabuleiros, "
                         "ou quando todos os tabuleiros pequenos fecham sem linha.",
    "help.u.faq.leave.q": "E se fechar a página a meio de um jogo?",
    "help.u.faq.leave.a": "Volte a abri-la no mesmo dispositivo e o jogo está onde o deixou. "
                          "Com o tempo por jogada ligado, o computador joga por quem ficou "
                          "sem tempo.",
    "help.u.faq.undo.q": "Posso anular uma jogada depois de a ronda acabar?",
    "help.u.faq.undo.a": "Não. Só se anula durante a ronda; depois, a revisão mostra todas "
                         "as jogadas.",
    "help.u.g.small.t": "Tabuleiro pequeno",
    "help.u.g.small.d": "Um jogo do galo normal de nove casas, parte do tabuleiro grande.",
    "help.u.g.big.t": "Tabuleiro grande",
    "help.u.g.big.d": "A grelha 3×3 formada pelos nove tabuleiros pequenos; é aí que se decide o "
                      "jogo.",
    "help.u.g.target.t": "Tabuleiro de destino",
    "help.u.g.target.d": "O tabuleiro pequeno para onde a última jogada envia o jogador "
                         "seguinte.",
    "help.u.g.free.t": "Jogada livre",
    "help.u.g.free.d": "Jogada permitida em qualquer tabuleiro em aberto, porque o de "
                       "destino está fechado.",
    "help.u.g.closed.t": "Tabuleiro fechado",
    "help.u.g.closed.d": "Tabuleiro pequeno já ganho ou empatado; ninguém volta a jogar "
                         "nele.",
    "help.u.g.early.t": "Empate antecipado",
    "help.u.g.early.d": "Fim do jogo quando já nenhuma linha de tabuleiros pode ser "
                        "completada.",
    "help.c.goal.h": "O objetivo",
    "help.c.goal.1": "Dois jogadores marcam à vez as casas de uma grelha 3×3, começando o "
                     "X. Ganha quem primeiro juntar três marcas numa linha, coluna ou "
                     "diagonal.",
    "help.c.moves.h": "As jogadas",
    "help.c.moves.1": "Na sua vez, marque uma casa vazia à escolha. Não se pode passar a "
                      "vez, e uma marca nunca muda de sítio.",
    "help.c.moves.2": "Quem abre alterna de ronda para ronda (ou o Vermelho abre sempre, se "
                      "o desligar nas definições).",
    "help.c.end.h": "Vitória e empate",
    "help.c.end.1": "São oito as linhas possíveis (as três horizontais, as três verticais e as "
                    "duas diagonais), e a primeira a ser completada acaba logo com o jogo.",
    "help.c.end.2": "Se as nove casas se enchem sem linha, é empate. Com o melhor jogo "
                    "dos dois lados, todos os jogos empatam.",
    "help.c.tips.h": "Conselhos práticos",
    "help.c.tips.1": "Sempre que for a sua vez, veja primeiro se há uma jogada que ganha; se não "
                     "houver, se o adversário ameaça uma linha que é preciso tapar; e só depois "
                     "procure uma jogada que crie duas ameaças de uma vez.",
    "help.c.tips.2": "O centro pertence a quatro linhas, cada canto a três e cada casa "
                     "lateral a duas: o centro e os cantos são as casas fortes.",
    "help.c.tips.3": "Duas ameaças ao mesmo tempo (um garfo) ganham o jogo, porque o "
                     "adversário só consegue tapar uma.",
    "help.c.faq.first.q": "Quem começa ganha sempre?",
    "help.c.faq.first.a": "Não. Se ninguém errar, o resultado é sempre empate.",
    "help.c.faq.master.q": "É possível ganhar ao computador no nível Mestre?",
    "help.c.faq.master.a": "Não, no máximo empatar: o Mestre joga na perfeição e nunca "
                           "perde. Os outros níveis cometem erros.",
    "help.c.faq.rated.q": "O jogo do galo clássico conta para a classificação?",
    "help.c.faq.rated.a": "Conta, numa classificação própria, à parte da do jogo de nove "
                          "tabuleiros, que começa em 1000. Os seis níveis valem 1000 "
                          "(Principiante), 1135 (Novato), 1300 (Intermédio), 1385 (Avançado), "
                          "1440 (Perito) e 1480 (Mestre). O Mestre nunca perde, por isso "
                          "empatar sempre com ele é o melhor possível: mantém-no perto dos 1480.",
    "help.c.g.line.t": "Linha",
    "help.c.g.line.d": "Três casas numa horizontal, vertical ou diagonal.",
    "help.c.g.fork.t": "Garfo",
    "help.c.g.fork.d": "Jogada que cria duas ameaças de vitória ao mesmo tempo.",
}

# the sections on playing by link, on the computer playing itself and on evaluation, and
# on the puzzles
for _table, _friends, _selfplay, _study in (
        (EN, friend_texts.EN, selfplay_texts.EN, study_texts.EN),
        (PT_BR, friend_texts.PT_BR, selfplay_texts.PT_BR, study_texts.PT_BR),
        (PT_PT, friend_texts.PT_PT, selfplay_texts.PT_PT, study_texts.PT_PT)):
    _table.update({k: v for k, v in _friends.items() if k.startswith("help.friend.")})
    _table.update({k: v for k, v in _selfplay.items() if k.startswith("help.study.")})
    _table.update({k: v for k, v in _study.items() if k.startswith("help.puzzles.")})
