"""Secrets a client library or a tool takes by position or by a short option, as its manual
says (BLPAPI's TlsOptions.createFromFiles(file, PASSWORD, file), MATLAB's postgresql(user,
PASSWORD, ...), chargebee.configure(KEY, site), yubihsm-shell -p PASSWORD); a webhook's signing
key under a name that says hook; and a commented-out line's own "docs example" remark, which
speaks of its own placeholder, not of the value on the line below."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_ALNUM = string.ascii_letters + string.digits


def _drawn(alphabet: str, size: int, seed: str) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(size))


PASSWORD = _drawn(_ALNUM, 10, "pw") + "-" + _drawn(_ALNUM, 6, "pw2")
KEY = _drawn(_ALNUM, 36, "key")
HEX = _drawn("0123456789abcdef", 32, "hex")
BASE64 = _drawn(_ALNUM + "+/", 86, "b64") + "=="
FREE_KEY = str(uuid.UUID(int=random.Random("deepl").getrandbits(128), version=4)) + ":fx"


def test_blpapi_certificate_password_is_the_second_argument(rules: RuleSet) -> None:
    text = (
        "opts = blpapi.TlsOptions.createFromFiles(\n"
        '    "/srv/feeds/certs/desk.p12",\n'
        f'    "{PASSWORD}",\n'
        '    "/srv/feeds/certs/ca.pk7",\n'
        ")\n"
    )
    assert values(rules, "feeds/session.py", text) == [PASSWORD]


def test_blpapi_file_names_alone_are_not_reported(rules: RuleSet) -> None:
    text = 'opts = TlsOptions.createFromFiles("/a/desk.p12", pw, "/a/ca.pk7")\n'
    assert values(rules, "feeds/session.py", text) == []


@pytest.mark.parametrize("call", ["postgresql", "mysql"])
def test_matlab_database_toolbox_password_follows_the_user(rules: RuleSet, call: str) -> None:
    text = (
        f'c = {call}("rtanaka", "{PASSWORD}", ...\n'
        '    "Server", "db.lab.example", "PortNumber", 5432);\n'
    )
    assert values(rules, "analysis/fetch.m", text) == [PASSWORD]


def test_matlab_database_toolbox_password_from_a_variable_is_not_reported(
    rules: RuleSet,
) -> None:
    text = 'c = postgresql(user, getSecret("pg"), "Server", "db.lab.example");\n'
    assert values(rules, "analysis/fetch.m", text) == []


def test_chargebee_key_is_the_first_argument_of_its_configure(rules: RuleSet) -> None:
    text = f'chargebee.configure("live_{KEY}", "lab-shop")\n'
    assert values(rules, "billing/setup.py", text) == [f"live_{KEY}"]


def test_another_configure_is_not_read_by_position(rules: RuleSet) -> None:
    text = f'logging.configure("{KEY}", "lab-shop")\n'
    assert values(rules, "billing/setup.py", text) == []


def test_deepl_free_key_below_a_commented_docs_placeholder_is_found(rules: RuleSet) -> None:
    text = (
        '# t = deepl.Translator("YOUR_AUTH_KEY")  # docs example\n'
        f't = deepl.Translator("{FREE_KEY}")\n'
    )
    assert values(rules, "nlp/translate.py", text) == [FREE_KEY]


def test_a_comment_above_saying_docs_example_still_speaks_of_the_line_below(
    rules: RuleSet,
) -> None:
    text = f'# the docs example key, copied\nt = deepl.Translator("{FREE_KEY}")\n'
    assert values(rules, "nlp/translate.py", text) == []


def test_yubihsm_shell_password_option_is_the_session_password(rules: RuleSet) -> None:
    text = (
        f"yubihsm-shell --authkey 7 -p {PASSWORD} -a get-pseudo-random --count 8\n"
        f"yubihsm-shell --authkey 7 --password {KEY} -a list-objects\n"
    )
    assert values(rules, "sign.sh", text) == [PASSWORD, KEY]


def test_yubihsm_shell_factory_password_is_not_reported(rules: RuleSet) -> None:
    text = "yubihsm-shell --authkey 1 -p password -a reset\n"
    assert values(rules, "sign.sh", text) == []


@pytest.mark.parametrize(
    ("name", "value"),
    [("HOOK_SIGNING_KEY", HEX), ("PAYROLL_WEBHOOK_KEY", BASE64), ("webhookHmacKey", HEX)],
)
def test_a_webhook_signing_key_is_a_secret_whatever_its_alphabet(
    rules: RuleSet, name: str, value: str
) -> None:
    assert values(rules, "hooks/verify.py", f'{name} = "{value}"\n') == [value]


def test_a_webhook_name_over_something_else_than_a_key_or_address_is_left(
    rules: RuleSet,
) -> None:
    assert values(rules, "hooks/verify.py", f'ORDERS_WEBHOOK = "{HEX}"\n') == []


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("scripts/toot.py", "m.log_in('{u}', '{p}', to_file='usercred.secret')\n"),
        # Its code given to python -c on a command line, as a history keeps it.
        (
            ".bash_history",
            "python -c \"from mastodon import Mastodon; m=Mastodon(client_id='c.secret');"
            " m.log_in('{u}', '{p}', to_file='u.secret')\"\n",
        ),
    ],
)
def test_mastodon_log_in_takes_the_password_second(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text.format(u="ops@social.example.org", p=PASSWORD)) == [PASSWORD]


@pytest.mark.parametrize("password", ["pw", "os.environ['MASTODON_PW']", "'<password>'", "'${PW}'"])
def test_mastodon_log_in_given_no_literal_password_is_not_reported(
    rules: RuleSet, password: str
) -> None:
    text = f"m.log_in('ops@social.example.org', {password}, to_file='usercred.secret')\n"
    assert values(rules, "scripts/toot.py", text) == []


@pytest.mark.parametrize(
    "text",
    [
        'session = BQSession().init_local(a.user, "{p}", bisque_root=ROOT, create_mex=False)\n',
        'bq = BQSession()\nbq.init_local("admin", "{p}", bisque_root=ROOT)\n',
    ],
)
def test_bisques_session_password_is_the_second_argument(rules: RuleSet, text: str) -> None:
    assert values(rules, "scripts/fetch.py", text.format(p=PASSWORD)) == [PASSWORD]


def test_bisques_session_without_a_literal_password_is_not_reported(rules: RuleSet) -> None:
    text = (
        'bq.init_local(user, os.environ["BQ_PASSWORD"], bisque_root=ROOT)\n'
        'bq.init_local("admin", "<password>", bisque_root=ROOT)\n'
        'cfg.init_local("profile", "default")\n'
    )
    assert values(rules, "scripts/fetch.py", text) == []
