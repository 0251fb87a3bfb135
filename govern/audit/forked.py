"""Work shared with one forked process: for checks that are CPU-bound and hold the interpreter
lock (hashlib keeps it for short inputs), where threads would only take turns.

A fork copies the process with every lock its other threads hold at that moment, still held,
so the child could wait on one forever: work goes to a child only while the process has one
thread. What the child returns comes back pickled through a pipe; a child that fails gives None,
and the caller does that part itself."""

from __future__ import annotations

import os
import pickle
import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def can_fork() -> bool:
    return hasattr(os, "fork") and threading.active_count() == 1


def start(work: Callable[[], T]) -> Callable[[], T | None]:
    """Run WORK in a forked process; the function returned waits for it and gives what WORK
    returned, or None if the child failed. Call it even when the parent's own part fails, so
    the child is reaped."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into the parent's code
        code = 1
        try:
            os.close(read_end)
            with os.fdopen(write_end, "wb") as out:
                out.write(pickle.dumps(work()))
            code = 0
        finally:
            os._exit(code)
    os.close(write_end)

    def result() -> T | None:
        with os.fdopen(read_end, "rb") as pipe:
            data = pipe.read()
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            return None
        try:
            done: T = pickle.loads(data)
        except (pickle.UnpicklingError, EOFError, ValueError):
            return None
        return done

    return result
