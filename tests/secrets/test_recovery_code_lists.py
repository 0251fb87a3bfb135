"""Recovery codes a note lists under their label, one a line, are each reported; a list under
another label (host names, ticket keys, ids, words), and words or placeholders under the codes'
label, are not."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _code(rng: random.Random, alphabet: str, length: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(length))


def test_codes_listed_under_their_label_are_each_found_and_other_lists_are_not(
    rules: RuleSet,
) -> None:
    rng = random.Random(62)
    small = string.ascii_lowercase + string.digits
    sentry = [_code(rng, small, 12) for _ in range(3)]
    # GitHub's shape, hex in two groups: a letter and a digit in each, so it reads as no number.
    hexes = "0123456789abcdef"
    github = (
        f"{_code(rng, 'abcdef', 1)}{_code(rng, hexes, 4)}-{_code(rng, hexes, 4)}{rng.randrange(10)}"
    )
    runs = [_code(rng, small, 12) for _ in range(2)]
    notes = (
        "## Sentry admin (sentry.example.org, user ops)\n"
        "Recovery codes (2FA), printed copy in the safe too:\n"
        + "".join(f"{code}\n" for code in sentry)
        + "(used: the first two of the old set)\n\n"
        f"GitHub backup codes:\n  - `{github}`\n\n"
        # Lists under other labels: host names, ticket keys, ids of the same shape as a code.
        "Hosts to drain first:\ngpu-node01\ngpu-node02\n"
        "Tickets:\n- OPS-1234\n- OPS-2231\n"
        "Run ids:\n"
        + "".join(f"{run}\n" for run in runs)
        # Words and a placeholder under the codes' label.
        + "\nRecovery codes:\n- stored-in-bitwarden\n- xxxxx-xxxxx\n- placeholder\n"
    )
    assert found(rules, "oncall-notes.md", notes) == [
        (3, sentry[0]),
        (4, sentry[1]),
        (5, sentry[2]),
        (9, github),
    ]
