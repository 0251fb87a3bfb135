"""Asks the decision daemon's user socket to take an approval step as the calling account.

Kept lean on purpose (no policy engine): a user's `govern approval request` is one line out
and one line back."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

from govern.errors import ApprovalError

TIMEOUT_SECONDS = 60.0
_ANSWER_AT_MOST = 64 << 20  # a whole store listed


def ask(path: Path, message: dict[str, Any]) -> dict[str, Any]:
    """The daemon's answer to MESSAGE; ApprovalError with its reason when it refuses, and
    when it cannot be reached (then nothing was changed)."""
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.settimeout(TIMEOUT_SECONDS)
    try:
        try:
            connection.connect(str(path))
        except OSError as exc:
            raise ApprovalError(
                f"the approval daemon does not answer on {path} ({exc.strerror or exc}): "
                "nothing was changed; approvals go through `govern serve` ([serve] user_socket)"
            ) from None
        try:
            connection.sendall(json.dumps(message).encode() + b"\n")
            line = connection.makefile("rb").readline(_ANSWER_AT_MOST)
        except OSError as exc:
            raise ApprovalError(
                f"the approval daemon on {path} failed to answer ({exc}): "
                "see `govern approval list` for whether the step was taken"
            ) from None
    finally:
        connection.close()
    try:
        answer = json.loads(line)
    except ValueError:
        answer = None
    if not isinstance(answer, dict) or not isinstance(answer.get("ok"), bool):
        raise ApprovalError(
            f"the approval daemon on {path} gave no answer: "
            "see `govern approval list` for whether the step was taken"
        )
    if not answer["ok"]:
        raise ApprovalError(str(answer.get("error", "refused without a reason")))
    return answer
