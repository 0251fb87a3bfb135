"""A process that appends to an audit log until it is killed, printing `INDEX TAG` for every
entry once append() or the group-commit writer has acknowledged it.

usage: python appender.py LOG_DIR TAG sync|group [COUNT]"""

from __future__ import annotations

import itertools
import sys
import threading
from concurrent.futures import Future

from govern.audit import open_log
from govern.audit.log import DEFAULT_LOCK_TIMEOUT
from govern.audit.writer import Durable

_print_lock = threading.Lock()


def _acknowledge(index: int, tag: str) -> None:
    with _print_lock:
        sys.stdout.write(f"{index} {tag}\n")
        sys.stdout.flush()


def main(directory: str, name: str, mode: str, count: int | None) -> None:
    numbers = range(count) if count is not None else itertools.count()
    with open_log(directory) as log:
        if mode == "sync":
            for n in numbers:
                tag = f"{name}-{n}"
                _acknowledge(log.append("test", name, tag, {"n": n, "pad": "x" * (n % 97)}), tag)
            return
        # As long a wait as a command's: on a loaded machine another writer's fsync can take
        # longer than a daemon's short wait, and these tests are about ordering, not deadlines.
        with log.writer(lock_timeout=DEFAULT_LOCK_TIMEOUT) as writer:
            for n in numbers:
                tag = f"{name}-{n}"
                durable = writer.submit("test", name, tag, {"n": n})

                def report(_batch: Future[int], tag: str = tag, durable: Durable = durable) -> None:
                    _acknowledge(durable.result(), tag)

                durable.batch.add_done_callback(report)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else None)
