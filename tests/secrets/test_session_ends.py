"""A session token a log's login line records is dead once a later line of the log logs the
session out; a session never logged out, a failed logout, one after another login, and the
password a login line gives stay reported."""

from __future__ import annotations

import uuid

from govern.secrets.rules import RuleSet
from govern.secrets.sessionends import logged_out_after
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def test_a_session_token_logged_out_later_is_not_reported(rules: RuleSet) -> None:
    freed, open_ = str(uuid.uuid4()), str(uuid.uuid4())
    log = (
        f"[09:02:11] POST /ws/auth/login 200 Quokka-Auth-Token: {freed}\n"
        "[09:02:13] GET /ws/cif/multiple?idnum=52258 200 (2 entries)\n"
        "[09:02:14] GET /ws/auth/logout 200 -- token released\n"
        f"[16:40:02] POST /ws/auth/login 200 Quokka-Auth-Token: {open_}\n"
        "[16:40:05] Traceback (most recent call last): KeyboardInterrupt  (no logout sent)\n"
    )
    assert found(rules, "logs/fetch.log", log) == [(4, open_)]


def test_a_failed_logout_or_one_after_another_login_frees_nothing(rules: RuleSet) -> None:
    failed, first, second = str(uuid.uuid4()), str(uuid.uuid4()), str(uuid.uuid4())
    log = (
        f"POST /api/login 200 session_token={failed}\n"
        "GET /api/logout 500 internal error\n"
        f"POST /api/login 200 session_token={first}\n"
        f"POST /api/login 200 session_token={second}\n"
        "GET /api/logout 200\n"
    )
    assert found(rules, "logs/api.log", log) == [(1, failed), (3, first)]


def test_a_password_on_a_login_line_stays_reported(rules: RuleSet) -> None:
    password = "Xq7mPz9wLk2vBn4c"
    log = f"login user=alice password={password}\nlogged out user=alice\n"
    assert found(rules, "logs/app.log", log) == [(1, password)]


def test_hostile_logs_take_linear_time() -> None:
    line = "login token=" + "a" * 40 + " " + "x" * 150 + "\n"
    text = line * (1_000_000 // len(line))
    linear, times = text_grows_linearly(_each_value, text)
    assert linear, times


def _each_value(text: str) -> None:
    end = 0
    while (end := text.find(" x", end + 1)) > 0:
        logged_out_after(text, end)


def test_a_token_a_client_logs_in_and_out_with_in_code_stays_reported(rules: RuleSet) -> None:
    # A client's logout ends its session; the API token in the source is for the next run.
    token = "a3f9c1" + uuid.uuid4().hex + "d2e4b7a19c0f5e38"
    code = (
        "api = ZabbixAPI(url='https://zabbix.example.edu/')\n"
        f'api.login(token="{token}")\n'
        "api.logout()\n"
    )
    assert [value for _, value in found(rules, "report.py", code)] == [token]


def test_a_scripts_logout_command_frees_nothing(rules: RuleSet) -> None:
    # A script logs in and out each run with the token written in it: the token outlives them.
    token = str(uuid.uuid4())
    script = (
        f'curl -s -X POST https://icsd.example.org/ws/auth/login -H "Quokka-Auth-Token: {token}"\n'
        "curl -s https://icsd.example.org/ws/auth/logout\n"
    )
    assert [value for _, value in found(rules, "fetch.sh", script)] == [token]
