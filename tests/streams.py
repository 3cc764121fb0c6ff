"""Stand-ins for the process's standard streams, for calling ``play`` directly."""

from __future__ import annotations

import io


class PipedKeys(io.StringIO):
    """Standard input that is a pipe holding ``keys``."""

    def __init__(self, keys: bytes) -> None:
        super().__init__()
        self.buffer = io.BytesIO(keys)  # type: ignore[misc]

    def isatty(self) -> bool:
        return False
