"""Texts of the exercises made of the player's own mistakes. Plain tables by language,
merged into ``uttt.app.texts.i18n.TABLES``."""

from __future__ import annotations

EN: dict[str, str] = {
    "mistakes.choice": "Your mistakes (due: {count})",
    "mistakes.due": "Due today: {count}",
    "mistakes.task": "You played {move} here. Find a better move.",
    "mistakes.task.side": "{colour} ({symbol}) played {move} here. Find a better move.",
    "mistakes.right": "Better! Back in {days} days.",
    "mistakes.wrong": "Not clearly better. A good move: {best}. It comes back tomorrow.",
    "mistakes.none": "No mistake is due today.",
    "study.exercises_dropped": "A saved exercise was damaged and was dropped.",
}

PT_BR: dict[str, str] = {
    "mistakes.choice": "Seus erros (para hoje: {count})",
    "mistakes.due": "Para hoje: {count}",
    "mistakes.task": "Você jogou {move} aqui. Encontre uma jogada melhor.",
    "mistakes.task.side": "{colour} ({symbol}) jogou {move} aqui. Encontre uma jogada melhor.",
    "mistakes.right": "Melhor! Volta em {days} dias.",
    "mistakes.wrong": "Não é claramente melhor. Uma boa jogada: {best}. Volta amanhã.",
    "mistakes.none": "Nenhum erro para rever hoje.",
    "study.exercises_dropped": "Um exercício salvo estava danificado e foi descartado.",
}

PT_PT: dict[str, str] = {
    **PT_BR,
    "mistakes.choice": "Os seus erros (para hoje: {count})",
    "mistakes.task": "Jogou {move} aqui. Encontre uma jogada melhor.",
    "mistakes.wrong": "Não é claramente melhor. Uma boa jogada: {best}. Volta amanhã.",
    "mistakes.none": "Nenhum erro para rever hoje.",
    "study.exercises_dropped": "Um exercício guardado estava danificado e foi descartado.",
}
