"""Print the contrast figures of the board's palettes: each seat's lowest ratio against
the grounds it is drawn on, and the two seats' ratio to each other (their lightness
differs in the colour-blind palettes). Run: ``.venv/bin/python scripts/check/contrast.py``.
The composited check of whole display lists is ``tests/app/view/test_contrast.py``."""

from __future__ import annotations

from uttt.app.canvas.theme import contrast, palette, worst_pairs


def main() -> None:
    for dark in (False, True):
        for colourblind in (False, True):
            theme = palette(dark=dark, colourblind=colourblind)
            name = f"{'dark' if dark else 'light'} {'colour-blind' if colourblind else 'standard'}"
            seats = ", ".join(f"{seat} {ratio}:1 on {ground}"
                              for seat, (ratio, ground) in worst_pairs(theme).items())
            between = contrast(theme["red"], theme["blue"])
            label = contrast(theme["label"], theme["paper"])
            print(f"{name:24} {seats}; red/blue {between:.2f}:1; coordinates {label:.2f}:1")


if __name__ == "__main__":
    main()
