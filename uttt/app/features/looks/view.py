"""The page's looks as data for the page view (``uttt.app.page.view``): the settings
form's values, the browser's bar in the page's colour, the install button."""

from __future__ import annotations

from uttt.app.canvas.theme import palette
from uttt.app.features.looks import form as settings_form
from uttt.app.model.app import App
from uttt.app.model.shown import Props, merged_ids, text
from uttt.app.scene.build import View
from uttt.app.texts.i18n import message


def _looks(app: App) -> dict[str, Props]:
    """The browser's bar in the page's colour (one ``theme-color`` for each scheme the
    browser may prefer: both the chosen theme's unless it follows the browser); the
    install button while the browser offers to install."""
    chosen = app.settings.theme

    def paper(scheme: str) -> str:
        return palette(dark=scheme == "dark" if chosen == "system" else chosen == "dark")[
            "paper"]

    return {f"theme-{scheme}": {"attrs": {"content": paper(scheme)}}
            for scheme in ("light", "dark")} | {"install": {"hidden": not app.page.installable}}


def _settings(app: App) -> dict[str, Props]:
    """The panel's controls show the saved settings (mode, level, game: the round's)."""
    values = settings_form.form_values(app.saved_settings())
    ids: dict[str, Props] = {f"set-{name}": {"value": value} for name, value in values.items()}
    for name in settings_form.CHECKBOXES:
        ids[f"set-{name}"] = {"checked": values[name] == "on"}
    ids["set-level-row"] = {"hidden": values["mode"] not in ("computer", "cvc")}
    ids["set-level-label"] = {"text": text(app, message(
        "cvc.level_blue" if values["mode"] == "cvc" else "level.label"))}
    ids["set-red_level-row"] = {"hidden": values["mode"] != "cvc"}
    ids["set-custom_clock"] = {"typed": values["custom_clock"]}
    ids["set-custom_clock-row"] = {"hidden": values["game_clock"] != "custom"}
    return ids


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The settings form and the page's colours and install button."""
    return merged_ids(_settings(app), _looks(app))
