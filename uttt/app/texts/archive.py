"""Texts of the game archive (``uttt.app.storage.archive``), merged into
``uttt.app.texts.i18n.TABLES``: its list and filters, export and import, and its notices.
"""

from __future__ import annotations

EN: dict[str, str] = {
    "archive.open": "Finished games",
    "archive.title": "Finished games",
    "archive.policy": "This device keeps your last 500 finished games; older ones make room "
                      "for new ones. Games that came by link and were never played here "
                      "take only the room left, at most 50.",
    "archive.empty": "No finished game yet.",
    "archive.none_match": "No game matches these filters.",
    "archive.count": "Kept: {total}.",
    "archive.filter.mode": "Mode",
    "archive.filter.game": "Game",
    "archive.filter.result": "Result",
    "archive.all": "All",
    "archive.mode.friend": "With a friend",
    "archive.result.won": "Won",
    "archive.result.lost": "Lost",
    "archive.result.drawn": "Drawn",
    "archive.result.x": "X won",
    "archive.result.o": "O won",
    "archive.export": "Export all",
    "archive.import": "Import a file",
    "archive.watch": "Share to watch",
    "archive.row": "{date} · {game} · {players} · {result} · {length}",
    "archive.from_position": "{game}, from a set-up position",
    "archive.players.two": "two players",
    "archive.players.computer": "you against the computer ({level})",
    "archive.players.cvc": "computer ({x}) against computer ({o})",
    "archive.players.friend": "with {name}",
    "archive.players.friend_unnamed": "with a friend",
    "archive.opened": "A finished game from your archive, opened for review.",
    "archive.unwatchable_start": "This game cannot be shared to watch: it started from a "
                                 "set-up position, which a link cannot hold. Export it "
                                 "instead.",
    "archive.imported": "Imported: {added}. Already in the archive: {skipped}.",
    "archive.refused": "Game {number} of the file was not imported: {reason}",
    "archive.refused_more": "And {more} more were not imported.",
    "archive.exercises_imported": "Exercises added: {added}.",
    "archive.exercise_refused": "Exercise {number} of the file was not imported: {reason}",
    "archive.bad_exercise": "its moves or tags do not make a position and a move there.",
    "count.archive_exercise.one": "{n} exercise",
    "count.archive_exercise.many": "{n} exercises",
    "archive.no_games": "This file holds no games to import.",
    "archive.too_large": "This file is too large to import: at most 2 MiB and 5,000 games.",
    "archive.nothing_to_export": "There is no finished game to export yet.",
    "archive.bad_tag": "its {tag} tag does not agree with the moves.",
    "archive.no_record": "it has tags but no moves.",
    "archive.not_finished": "the game is not finished.",
    "archive.bad_id": "its Id is not 16 hexadecimal digits.",
    "archive.bad_players": "its X or O tag names no player this page knows.",
    "count.archive_game.one": "{n} game",
    "count.archive_game.many": "{n} games",
    "count.archive_move.one": "{n} move",
    "count.archive_move.many": "{n} moves",
    "notice.archive_damaged": "Part of your finished games could not be read: it was set "
                              "aside, and the rest kept.",
    "notice.archive_newer": "Your finished games were saved by a newer version of the "
                            "page: they are shown here but not changed.",
    "notice.archive_trimmed": "Storage is full: the oldest finished games were removed to "
                              "make room. Removed so far: {removed}.",
    "notice.archive_full": "Storage is full: finished games can no longer be kept.",
    "notice.archive_arrived_dropped": "Finished games that came by link and were never "
                                      "played here were removed to make room: {count}. "
                                      "The games you played are kept.",
    "notice.archive_oldest_dropped": "Finished games keeps your last 500 games: the "
                                     "oldest were removed to make room. Removed so far: "
                                     "{count}. Export all keeps every game.",
}

PT_BR: dict[str, str] = {
    "archive.open": "Partidas terminadas",
    "archive.title": "Partidas terminadas",
    "archive.policy": "Este aparelho guarda suas últimas 500 partidas terminadas; as mais "
                      "antigas dão lugar às novas. Partidas que chegaram por link e nunca "
                      "foram jogadas aqui só ocupam o espaço que sobra, no máximo 50.",
    "archive.empty": "Nenhuma partida terminada ainda.",
    "archive.none_match": "Nenhuma partida corresponde a estes filtros.",
    "archive.count": "Guardadas: {total}.",
    "archive.filter.mode": "Modo",
    "archive.filter.game": "Jogo",
    "archive.filter.result": "Resultado",
    "archive.all": "Todos",
    "archive.mode.friend": "Com um amigo",
    "archive.result.won": "Vitória",
    "archive.result.lost": "Derrota",
    "archive.result.drawn": "Empate",
    "archive.result.x": "X venceu",
    "archive.result.o": "O venceu",
    "archive.export": "Exportar tudo",
    "archive.import": "Importar arquivo",
    "archive.watch": "Compartilhar para assistir",
    "archive.row": "{date} · {game} · {players} · {result} · {length}",
    "archive.from_position": "{game}, de uma posição montada",
    "archive.players.two": "dois jogadores",
    "archive.players.computer": "você contra o computador ({level})",
    "archive.players.cvc": "computador ({x}) contra computador ({o})",
    "archive.players.friend": "com {name}",
    "archive.players.friend_unnamed": "com um amigo",
    "archive.opened": "Uma partida terminada do seu histórico, aberta para revisão.",
    "archive.unwatchable_start": "Esta partida não pode ser compartilhada para assistir: "
                                 "ela começou de uma posição montada, e um link não guarda "
                                 "isso. Exporte-a.",
    "archive.imported": "Importadas: {added}. Já estavam no histórico: {skipped}.",
    "archive.refused": "A partida {number} do arquivo não foi importada: {reason}",
    "archive.refused_more": "E mais {more} não foram importadas.",
    "archive.exercises_imported": "Exercícios adicionados: {added}.",
    "archive.exercise_refused": "O exercício {number} do arquivo não foi importado: {reason}",
    "archive.bad_exercise": "suas jogadas ou etiquetas não formam uma posição e uma jogada nela.",
    "count.archive_exercise.one": "{n} exercício",
    "count.archive_exercise.many": "{n} exercícios",
    "archive.no_games": "Este arquivo não tem partidas para importar.",
    "archive.too_large": "Este arquivo é grande demais para importar: no máximo 2 MiB e "
                         "5.000 partidas.",
    "archive.nothing_to_export": "Ainda não há partida terminada para exportar.",
    "archive.bad_tag": "a etiqueta {tag} não confere com as jogadas.",
    "archive.no_record": "tem etiquetas, mas nenhuma jogada.",
    "archive.not_finished": "a partida não terminou.",
    "archive.bad_id": "o Id não tem 16 dígitos hexadecimais.",
    "archive.bad_players": "a etiqueta X ou O não indica um jogador que a página conheça.",
    "count.archive_game.one": "{n} partida",
    "count.archive_game.many": "{n} partidas",
    "count.archive_move.one": "{n} jogada",
    "count.archive_move.many": "{n} jogadas",
    "notice.archive_damaged": "Parte das suas partidas terminadas não pôde ser lida: foi "
                              "guardada à parte, e o resto mantido.",
    "notice.archive_newer": "Suas partidas terminadas foram salvas por uma versão mais nova "
                            "da página: aparecem aqui, mas não são alteradas.",
    "notice.archive_trimmed": "O armazenamento está cheio: as partidas terminadas mais "
                              "antigas foram removidas para abrir espaço. Removidas até "
                              "agora: {removed}.",
    "notice.archive_full": "O armazenamento está cheio: as partidas terminadas não podem "
                           "mais ser guardadas.",
    "notice.archive_arrived_dropped": "Partidas terminadas que chegaram por link e nunca "
                                      "foram jogadas aqui foram removidas para abrir "
                                      "espaço: {count}. As partidas que você jogou ficam.",
    "notice.archive_oldest_dropped": "Partidas terminadas guarda suas últimas 500 partidas: "
                                     "as mais antigas foram removidas para abrir espaço. "
                                     "Removidas até agora: {count}. Exportar tudo guarda "
                                     "todas.",
}

PT_PT: dict[str, str] = {
    "archive.open": "Jogos terminados",
    "archive.title": "Jogos terminados",
    "archive.policy": "Este dispositivo guarda os seus últimos 500 jogos terminados; os mais "
                      "antigos dão lugar aos novos. Os jogos que chegaram por ligação e "
                      "nunca foram jogados aqui só ocupam o espaço que sobra, no máximo 50.",
    "archive.empty": "Ainda nenhum jogo terminado.",
    "archive.none_match": "Nenhum jogo corresponde a estes filtros.",
    "archive.count": "Guardados: {total}.",
    "archive.filter.mode": "Modo",
    "archive.filter.game": "Jogo",
    "archive.filter.result": "Resultado",
    "archive.all": "Todos",
    "archive.mode.friend": "Com um amigo",
    "archive.result.won": "Ganho",
    "archive.result.lost": "Perdido",
    "archive.result.drawn": "Empatado",
    "archive.result.x": "Vitória do X",
    "archive.result.o": "Vitória do O",
    "archive.export": "Exportar todos",
    "archive.import": "Importar ficheiro",
    "archive.watch": "Partilhar para ver",
    "archive.row": "{date} · {game} · {players} · {result} · {length}",
    "archive.from_position": "{game}, de uma posição preparada",
    "archive.players.two": "dois jogadores",
    "archive.players.computer": "contra o computador ({level})",
    "archive.players.cvc": "computador ({x}) contra computador ({o})",
    "archive.players.friend": "com {name}",
    "archive.players.friend_unnamed": "com um amigo",
    "archive.opened": "Um jogo terminado do seu histórico, aberto para revisão.",
    "archive.unwatchable_start": "Este jogo não pode ser partilhado para ver: começou numa "
                                 "posição preparada, e uma ligação não guarda isso. "
                                 "Exporte-o.",
    "archive.imported": "Importados: {added}. Já estavam no histórico: {skipped}.",
    "archive.refused": "O jogo {number} do ficheiro não foi importado: {reason}",
    "archive.refused_more": "E mais {more} não foram importados.",
    "archive.exercises_imported": "Exercícios acrescentados: {added}.",
    "archive.exercise_refused": "O exercício {number} do ficheiro não foi importado: {reason}",
    "archive.bad_exercise": "as suas jogadas ou etiquetas não formam uma posição e uma "
                            "jogada nela.",
    "count.archive_exercise.one": "{n} exercício",
    "count.archive_exercise.many": "{n} exercícios",
    "archive.no_games": "Este ficheiro não tem jogos para importar.",
    "archive.too_large": "Este ficheiro é demasiado grande para importar: no máximo 2 MiB e "
                         "5000 jogos.",
    "archive.nothing_to_export": "Ainda não há nenhum jogo terminado para exportar.",
    "archive.bad_tag": "a etiqueta {tag} não bate certo com as jogadas.",
    "archive.no_record": "tem etiquetas, mas nenhuma jogada.",
    "archive.not_finished": "o jogo não terminou.",
    "archive.bad_id": "o Id não tem 16 algarismos hexadecimais.",
    "archive.bad_players": "a etiqueta X ou O não indica um jogador que a página conheça.",
    "count.archive_game.one": "{n} jogo",
    "count.archive_game.many": "{n} jogos",
    "count.archive_move.one": "{n} jogada",
    "count.archive_move.many": "{n} jogadas",
    "notice.archive_damaged": "Parte dos seus jogos terminados não pôde ser lida: foi "
                              "posta de parte, e o resto mantido.",
    "notice.archive_newer": "Os seus jogos terminados foram gravados por uma versão mais "
                            "recente da página: aparecem aqui, mas não são alterados.",
    "notice.archive_trimmed": "O armazenamento está cheio: os jogos terminados mais antigos "
                              "foram removidos para libertar espaço. Removidos até "
                              "agora: {removed}.",
    "notice.archive_full": "O armazenamento está cheio: os jogos terminados já não podem "
                           "ser guardados.",
    "notice.archive_arrived_dropped": "Jogos terminados que chegaram por ligação e nunca "
                                      "foram jogados aqui foram retirados para dar espaço: "
                                      "{count}. Os jogos que jogou ficam guardados.",
    "notice.archive_oldest_dropped": "Jogos terminados guarda os seus últimos 500 jogos: "
                                     "os mais antigos foram retirados para dar espaço. "
                                     "Retirados até agora: {count}. Exportar todos guarda "
                                     "todos os jogos.",
}
