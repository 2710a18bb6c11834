"""Pyodide, as far as site/*.py uses it (``pyodide.ffi.create_proxy``)."""
