"""Random values for the secrets tests, drawn reproducibly.

The tests write generated secrets into files and assert the scanner finds them and passes over
their look-alikes. A draw that by chance holds what a look-alike check looks for (a word, a run
of one character, a leading `-`, a UUID's low entropy) would fail one run in hundreds and pass
the next. Each test's draws (of `secrets`, and of `uuid.uuid4`) come from a generator seeded by
the test's own name, so a test passes every run or none and a failure is seen again by running
the test again. Setting GOVERN_TEST_SEED draws other values (to look for such chances on
purpose); CI leaves it unset."""

from __future__ import annotations

import base64
import os
import random
import secrets
import uuid
from collections.abc import Sequence
from typing import TypeVar

SEED_VARIABLE = "GOVERN_TEST_SEED"
_T = TypeVar("_T")


class Draws:
    """The `secrets` functions the tests call, drawn from a generator seeded by NAME."""

    def __init__(self, name: str) -> None:
        self._rng = random.Random(f"{os.environ.get(SEED_VARIABLE, '')}:{name}")

    def token_bytes(self, nbytes: int = 32) -> bytes:
        return self._rng.randbytes(nbytes)

    def token_hex(self, nbytes: int = 32) -> str:
        return self.token_bytes(nbytes).hex()

    def token_urlsafe(self, nbytes: int = 32) -> str:
        return base64.urlsafe_b64encode(self.token_bytes(nbytes)).rstrip(b"=").decode("ascii")

    def choice(self, seq: Sequence[_T]) -> _T:
        return self._rng.choice(seq)

    def randbelow(self, exclusive_upper_bound: int) -> int:
        return self._rng.randrange(exclusive_upper_bound)

    def __getattr__(self, name: str) -> object:
        return getattr(secrets, name)


class Uuids:
    """`uuid` for a test module, its version 4 UUIDs drawn from DRAWS."""

    def __init__(self, draws: Draws) -> None:
        self._draws = draws

    def uuid4(self) -> uuid.UUID:
        return uuid.UUID(bytes=self._draws.token_bytes(16), version=4)

    def __getattr__(self, name: str) -> object:
        return getattr(uuid, name)
