"""A password a tool keeps only as the digest it checks a secret against, where the tool's own
document structure says so, is passed over: ERDDAP's datasets.xml (root <erddapDatasets>) lists
custom users as <user username password roles>, the password a hex MD5 or SHA-256 digest (its
passwordEncoding). A plain password there, and hex of a digest's length under a password in
another tool's XML (`openssl rand -hex 32` writes one), stay found. Values are generated here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _hex(size: int, seed: str) -> str:
    rng = random.Random(f"tool-digests-{seed}")
    return "".join(rng.choice("0123456789abcdef") for _ in range(size))


def _password(seed: str) -> str:
    rng = random.Random(f"tool-digests-{seed}")
    return "r9W!" + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(14))


def _users(root: str, *passwords: str) -> str:
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<{root}>\n'
        + "".join(
            f'  <user username="u{n}" password="{p}" roles="glider-dm"/>\n'
            for n, p in enumerate(passwords)
        )
        + f"</{root}>\n"
    )


def test_erddaps_user_digests_are_passed_over(rules: RuleSet) -> None:
    text = _users("erddapDatasets", _hex(64, "sha256"), _hex(32, "md5"))
    assert values(rules, "content/erddap/datasets.xml", text) == []


def test_a_plain_password_or_another_tools_hex_password_stays_found(rules: RuleSet) -> None:
    plain = _password("plain")
    assert values(rules, "content/erddap/datasets.xml", _users("erddapDatasets", plain)) == [plain]
    drawn = _hex(64, "rand-hex")
    assert values(rules, "conf/users.xml", _users("users", drawn)) == [drawn]
