"""A strategies module that cannot be imported: it fails as it loads (tests/test_plugins.py
seats ``tests.plugin_broken:Bot`` to see that this is a usage error)."""

from __future__ import annotations

raise RuntimeError("this module is broken on purpose")
