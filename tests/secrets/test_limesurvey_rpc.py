"""LimeSurvey RemoteControl's JSON-RPC login: the password get_session_key is given second in
its params (a curl body, escaped or not, an RPC log's request), and the session key it answers
with on the line after, unless the same text later releases that key (release_session_key).
Look-alikes: a variable or a mask for the password, another method's params and result, a key
released below. Values are made here."""

from __future__ import annotations

import random
import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_ALNUM = string.ascii_letters + string.digits


def _password() -> str:
    return "k" + secrets.token_urlsafe(12) + "*7"


def _session_key() -> str:
    rng = random.Random(secrets.randbits(64))
    return "".join(rng.choice(_ALNUM) for _ in range(31)) + "9"


@pytest.mark.parametrize(
    "template",
    [
        'curl -s -H \'Content-Type: application/json\' -d \'{{"method":"get_session_key",'
        '"params":["ana","{p}"],"id":1}}\' https://surveys.example.org/index.php/admin/'
        "remotecontrol",
        'curl -d "{{\\"method\\": \\"get_session_key\\", \\"params\\": [\\"ana\\", \\"{p}\\"]}}"'
        " https://surveys.example.org/index.php/admin/remotecontrol",
    ],
)
def test_the_get_session_key_password_is_found(rules: RuleSet, template: str) -> None:
    password = _password()
    assert found(rules, ".bash_history", template.format(p=password) + "\n") == [(1, password)]


def test_a_logged_session_key_is_found_until_released(rules: RuleSet) -> None:
    password, released, live = _password(), _session_key(), _session_key()
    log = (
        f'09:14:02 >> {{"method":"get_session_key","params":["ana","{password}"],"id":1}}\n'
        f'09:14:02 << {{"id":1,"result":"{released}","error":null}}\n'
        f'09:14:05 >> {{"method":"export_responses","params":["{released}",4829,"csv"],"id":1}}\n'
        f'09:14:06 << {{"id":1,"result":"{_session_key()}","error":null}}\n'
        f'09:14:09 >> {{"method":"release_session_key","params":["{released}"],"id":1}}\n'
        '11:40:51 >> {"method":"get_session_key","params":["ana","********"],"id":1}\n'
        f'11:40:51 << {{"id":1,"result":"{live}","error":null}}\n'
    )
    assert found(rules, "logs/limesurvey_rpc.log", log) == [(1, password), (7, live)]


@pytest.mark.parametrize(
    "line",
    [
        'curl -d \'{"method":"get_session_key","params":["ana","$LS_PASSWORD"],"id":1}\' URL',
        'curl -d \'{"method":"get_session_key","params":["ana","<password>"],"id":1}\' URL',
        'curl -d \'{"method":"list_participants","params":["ana","{k}"],"id":1}\' URL',
    ],
)
def test_look_alikes_of_the_login_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, ".bash_history", line.replace("{k}", _session_key()) + "\n") == []


def test_a_remark_naming_the_release_call_does_not_release_a_key(rules: RuleSet) -> None:
    live = _session_key()
    log = (
        '09:14:02 >> {"method":"get_session_key","params":["ana","********"],"id":1}\n'
        f'09:14:02 << {{"id":1,"result":"{live}","error":null}}\n'
        f"# TODO: call release_session_key for {live}, cron still uses it\n"
    )
    assert found(rules, "logs/limesurvey_rpc.log", log) == [(2, live)]
