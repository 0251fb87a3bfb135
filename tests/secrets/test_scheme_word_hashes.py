"""A password hash written after the word naming its scheme, as tac_plus and tac_plus-ng
write a user's `password = crypt HASH` (or `des HASH`): a one-way hash to check logins
against, not a password to replay. A `clear` password there stays a secret."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_SHA512_CRYPT = "$6$Wq2eR7tY$" + "hJ4kL9mN2bV5cX8zA1sD3fG6" * 3
_DES_CRYPT = "aBq7Lm2Xz9PwE"


@pytest.mark.parametrize(
    "line",
    [
        f"    login = crypt {_SHA512_CRYPT}\n",
        f"user = ops {{ password = crypt {_SHA512_CRYPT} }}\n",
        f"    enable = des {_DES_CRYPT}\n",
    ],
)
def test_a_hash_after_its_scheme_word_is_not_reported(rules: RuleSet, line: str) -> None:
    assert values(rules, "etc/tac_plus.conf", line) == []


def test_a_clear_password_beside_them_is_found(rules: RuleSet) -> None:
    text = (
        f"user = ops {{\n    login = crypt {_SHA512_CRYPT}\n    pap = cleartext Tr7#kQ9x!mLw2\n}}\n"
    )
    assert values(rules, "etc/tac_plus.conf", text) == ["Tr7#kQ9x!mLw2"]


def test_a_passphrase_of_words_is_no_scheme_and_hash(rules: RuleSet) -> None:
    assert values(rules, "app.ini", "password = crypted Tr7#kQ9x!mLw2\n") != []
