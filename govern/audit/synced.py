"""log.synced: up to which entry the derived files were last made durable, and in which boot.

While it names an earlier boot, a power loss may have cut or holed the derived files past that
point, and the next writer rebuilds them from log.jsonl."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from govern.audit.access import Access
from govern.audit.files import atomic_write

SYNCED = "log.synced"


def _read_boot_id() -> str | None:
    """This boot of the machine: a power loss or a reboot changes it."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text().strip() or None
    except OSError:
        return None


BOOT_ID = _read_boot_id()
# Where boots cannot be told apart, every append fsyncs the derived files as well, so they are
# always durable and can always be trusted.
BOOT_LABEL = BOOT_ID or "unknown"


@dataclass(frozen=True)
class Synced:
    """The content of log.synced: derived records for `size` entries were durable in `boot`."""

    boot: str
    size: int

    @classmethod
    def read(cls, directory: Path) -> Synced | None:
        """What log.synced says, None without one. A damaged one vouches for nothing."""
        try:
            raw = (directory / SYNCED).read_bytes()
        except FileNotFoundError:
            return None
        except OSError:
            return cls("", 0)
        try:
            boot, size = raw.decode().split()
            return cls(boot, int(size))
        except ValueError:  # UnicodeDecodeError too
            return cls("", 0)

    def write(self, directory: Path, access: Access) -> None:
        atomic_write(directory / SYNCED, f"{self.boot} {self.size}\n".encode(), access)

    @property
    def this_boot(self) -> bool:
        return self.boot == BOOT_LABEL
