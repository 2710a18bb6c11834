from collections.abc import Callable
from typing import Any

def create_proxy(obj: Callable[..., Any]) -> object:
    """A JavaScript-callable handle on ``obj``, kept until destroyed."""
