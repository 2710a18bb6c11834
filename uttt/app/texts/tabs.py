"""Texts of several tabs on one game (``uttt.app.storage.tab_merge``), merged into
``uttt.app.texts.i18n.TABLES``: what a tab says when another tab's move was kept instead of its own.
"""

from __future__ import annotations

EN: dict[str, str] = {
    "tabs.not_kept": "Not kept from this tab: {moves}. Another tab of the game moved at the "
                     "same time; its move was kept.",
    "tabs.new_round": "Not kept from this tab: {moves}. Another tab of the game started a new "
                      "round at the same time.",
    "tabs.new_round_counted": "Not kept from this tab: {moves}. Another tab of the game started "
                              "a new round at the same time; this tab's finished round still "
                              "counts.",
    "tabs.resign_not_kept": "Not kept from this tab: the resignation. Another tab of the game "
                            "changed the round at the same time; its round was kept.",
}

PT_BR: dict[str, str] = {
    "tabs.not_kept": "Não foi mantido desta aba: {moves}. Outra aba do jogo jogou ao mesmo "
                     "tempo; a jogada dela ficou.",
    "tabs.new_round": "Não foi mantido desta aba: {moves}. Outra aba do jogo começou uma nova "
                      "rodada ao mesmo tempo.",
    "tabs.new_round_counted": "Não foi mantido desta aba: {moves}. Outra aba do jogo começou "
                              "uma nova rodada ao mesmo tempo; a rodada terminada nesta aba "
                              "continua valendo.",
    "tabs.resign_not_kept": "Não foi mantida desta aba: a desistência. Outra aba do jogo mudou "
                            "a rodada ao mesmo tempo; a rodada dela ficou.",
}

PT_PT: dict[str, str] = {
    "tabs.not_kept": "Não ficou deste separador: {moves}. Outro separador do jogo jogou ao "
                     "mesmo tempo; ficou a jogada dele.",
    "tabs.new_round": "Não ficou deste separador: {moves}. Outro separador do jogo começou uma "
                      "nova ronda ao mesmo tempo.",
    "tabs.new_round_counted": "Não ficou deste separador: {moves}. Outro separador do jogo "
                              "começou uma nova ronda ao mesmo tempo; a ronda terminada neste "
                              "separador continua a contar.",
    "tabs.resign_not_kept": "Não ficou deste separador: a desistência. Outro separador do jogo "
                            "mudou a ronda ao mesmo tempo; ficou a ronda dele.",
}
