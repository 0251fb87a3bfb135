"""A password a tool keeps encrypted with a key file of its own, in the shape the tool prints,
is passed over in that tool's configuration: MaxScale's maxpasswd prints upper-case hex of
whole AES blocks (an IV before them since 2.5), useless without /var/lib/maxscale/.secrets. A
plain password there, and hex passwords in other tools' files, stay found. Values are generated
here."""

from __future__ import annotations

import random
import string
from pathlib import Path

import pytest

from govern.errors import SecretsError
from govern.secrets.rules import RuleSet, load_rules
from tests.secrets.found import values


def _hex(blocks: int, seed: str) -> str:
    rng = random.Random(f"tool-ciphertexts-{seed}")
    return "".join(rng.choice("0123456789ABCDEF") for _ in range(32 * blocks))


def _password(seed: str) -> str:
    rng = random.Random(f"tool-ciphertexts-{seed}")
    return "r9W" + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(17))


def _service(password: str, key: str = "password") -> str:
    return (
        "[Read-Write-Router]\ntype=service\nrouter=readwritesplit\n"
        f"servers=node-a,node-b\nuser=router_account\n{key}={password}\n"
    )


def test_maxpasswd_output_in_a_maxscale_configuration_is_passed_over(rules: RuleSet) -> None:
    for blocks in (1, 2, 3):
        text = _service(_hex(blocks, f"blocks-{blocks}"))
        assert values(rules, "etc/maxscale.cnf", text) == []
        assert values(rules, "etc/maxscale.cnf.d/routers.cnf", text) == []
    monitor = "[Node-Monitor]\ntype=monitor\nmodule=mariadbmon\nuser=mon\n"
    monitor += f"replication_password={_hex(2, 'replication')}\n"
    assert values(rules, "etc/maxscale.cnf.d/monitor.cnf", monitor) == []


def test_plain_passwords_and_other_tools_hex_stay_found(rules: RuleSet) -> None:
    plain = _password("plain")
    assert values(rules, "etc/maxscale.cnf", _service(plain)) == [plain]
    # Not whole blocks, or small letters: not what maxpasswd prints.
    odd = _hex(2, "odd")[:-6]
    assert values(rules, "etc/maxscale.cnf", _service(odd)) == [odd]
    small = _hex(2, "small").lower()
    assert values(rules, "etc/maxscale.cnf", _service(small)) == [small]
    encrypted = _hex(2, "elsewhere")
    assert values(
        rules, "etc/mysql/conf.d/client.cnf", f"[client]\nuser=app\npassword={encrypted}\n"
    ) == [encrypted]


def test_a_shape_that_is_no_regular_expression_is_refused(tmp_path: Path) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text(
        '[lookalike]\ntool_ciphertexts = [{ files = ["*.cnf"], names = ["password"], '
        "shape = '[0-9A-F'  }]\n"
    )
    with pytest.raises(SecretsError, match="not a valid regular expression"):
        load_rules(rules)
