"""PyScript entry point: start the game on the page (wiring only, no rules here)."""

from pyscript import document

import uttt

SIZE = 540
INSET = 2  # keeps the thick outer lines fully inside the canvas
CELL = (SIZE - 2 * INSET) / 9


def draw_grid(board: uttt.Board) -> None:
    """Draw the empty 9x9 grid; thick lines separate the small boards."""
    canvas = document.getElementById("board")
    ctx = canvas.getContext("2d")
    ctx.clearRect(0, 0, canvas.width, canvas.height)
    ctx.strokeStyle = "#1f2937"
    for i in range(10):
        ctx.lineWidth = 4 if i % 3 == 0 else 1
        at = INSET + round(i * CELL)
        ctx.beginPath()
        ctx.moveTo(at, INSET)
        ctx.lineTo(at, SIZE - INSET)
        ctx.moveTo(INSET, at)
        ctx.lineTo(SIZE - INSET, at)
        ctx.stroke()
    document.getElementById("status").textContent = f"{board.turn} to play"


draw_grid(uttt.Board())
document.documentElement.dataset.ready = "1"
