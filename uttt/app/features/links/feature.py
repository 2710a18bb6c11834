"""Games with friends by link: the link to send, its QR code, the "Your games" list."""

from __future__ import annotations

from uttt.app.features.links import handlers
from uttt.app.features.links.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('links', handlers, view=ids)
