"""A secret-named file of one line `USER:SECRET` is a login file: Jenkins CLI reads one by
`-auth @FILE` (the user's name, a colon, the API token: `11` and 32 hex digits), and the token
after the colon is the secret whatever its shape. A setting, a passwd line, a URL, a path and
placeholders are not. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _token() -> str:
    return "11" + secrets.token_hex(16)


@pytest.mark.parametrize("path", [".jenkins-cli-auth", "ci/jenkins/cli.auth", "ci/jenkins-auth"])
def test_the_token_of_a_user_token_line_is_found(rules: RuleSet, path: str) -> None:
    token = _token()
    assert found(rules, path, f"ychen:{token}\n", home="home/ychen") == [(1, token)]


@pytest.mark.parametrize(
    "text",
    [
        "ychen:$JENKINS_API_TOKEN\n",
        "ychen:<api token>\n",
        "ychen:{{ jenkins_token }}\n",
        "root:x:0:0:root:/root:/bin/bash\n",
        "https://jenkins.example.org/user/ychen\n",
        "C:/jenkins/secrets/token\n",
        "ychen: see the vault\n",
    ],
)
def test_look_alikes_of_a_login_line_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, ".jenkins-cli-auth", text, home="home/ychen") == []


def test_a_login_line_in_a_file_of_no_secret_name_is_not_read(rules: RuleSet) -> None:
    assert found(rules, "notes/people.txt", f"ychen:{_token()}\n") == []


def test_a_password_with_a_colon_and_a_one_letter_user(rules: RuleSet) -> None:
    half, other = secrets.token_hex(6), secrets.token_hex(8)
    with_colon = f"Xk{half}:Lq{other}"
    assert found(rules, ".secrets/jenkins", f"alice:{with_colon}\n") == [(1, with_colon)]
    token = _token()
    assert found(rules, ".secrets/jenkins", f"a:{token}\n") == [(1, token)]


@pytest.mark.parametrize(
    "text",
    [
        "python:3.11-slim\n",
        "tag:v2.3.1-rc4\n",
        "ssh:git@host\n",
        "vault:secret/data/beegfs#connauth\n",
    ],
)
def test_tags_addresses_and_store_paths_after_a_word_are_not_secrets(
    rules: RuleSet, text: str
) -> None:
    assert found(rules, ".secrets/jenkins", text) == []


def test_a_few_users_logins_each_give_their_password(rules: RuleSet) -> None:
    # kdb+'s `q -u FILE` and rsync's secrets file: USER:PASSWORD a line, for a few users; a
    # password kdb+ is given as its MD5 is no password.
    first, second = "Hk" + secrets.token_urlsafe(10), "Rq" + secrets.token_hex(6)
    text = f"blacerda:{first}\nops:{second}\nrdb:{secrets.token_hex(16)}\n"
    assert found(rules, "home/blacerda/q/passwd", text) == [(1, first), (2, second)]
    # A copy of /etc/passwd, its lines of seven fields, is no table of logins.
    passwd = "root:x:0:0:root:/root:/bin/bash\nkim:x:1000:1000::/home/kim:/bin/zsh\n"
    assert found(rules, "backup/etc/passwd", passwd) == []


def test_a_users_table_with_more_fields_gives_the_password_field(rules: RuleSet) -> None:
    # RLM's privilege file: user:password:privileges; a user's name as its password is a word.
    password = "Wq" + secrets.token_hex(7)
    text = f"admin:{password}:all\nview:view:status\n"
    assert found(rules, "licences/rlm/rlm.pw", text) == [(1, password)]
