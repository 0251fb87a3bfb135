"""A secret's name assigned another variable in code (`SMTP_PASSWORD = SMTP_USER`, as for
Postmark's SMTP, whose server token is both user and password): the other variable's literal is
the secret; so too a secret's name given a variable as a mapping's entry, a keyword argument or
inside a string. Values are generated here; the look-alikes are aliases of secrets' own names, of
constants and of variables assigned no literal, a record's key named for its variable, and the
same lines outside code."""

from __future__ import annotations

import random
import string
import uuid

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _r(size: int, seed: int = 0) -> str:
    rng = random.Random(f"alias-{size}-{seed}")
    return "aZ7" + "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(size - 3)
    )


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


SERVER_TOKEN = str(uuid.UUID(int=random.Random("alias-uuid").getrandbits(128), version=4))
SHARED = _r(24, seed=1)


def test_a_password_set_from_the_user_variable_is_that_literal(rules: RuleSet) -> None:
    text = (
        'SMTP_SERVER = "smtp.mail.example.org"\n'
        f'SMTP_LOGIN = "{SERVER_TOKEN}"\n'
        "SMTP_PASSWORD = SMTP_LOGIN  # the server token is both\n"
    )
    assert _found(rules, "opt/portal/settings.py", text) == [(2, SERVER_TOKEN)]
    r_code = f'relay_user = "{SHARED}"\nrelay_password = relay_user\n'
    assert _found(rules, "opt/portal/mail.R", r_code) == [(1, SHARED)]


def test_aliases_with_nothing_new_to_find_are_not_reported(rules: RuleSet) -> None:
    text = (
        f'DEFAULT_DB_PASSWORD = "{SHARED}"\n'
        "DB_PASSWORD = DEFAULT_DB_PASSWORD\n"  # found under its own name
        "CACHE_PASSWORD = None\n"
        "QUEUE_PASSWORD = queue_password_from_vault\n"
        'MAIL_USER = "reports"\n'
        "MAIL_PASSWORD = MAIL_USER\n"  # a word, not a secret
    )
    assert _found(rules, "opt/portal/settings.py", text) == [(1, SHARED)]
    # In a shell or an env file the bare word is the value itself.
    env = f'SMTP_LOGIN="{SERVER_TOKEN}"\nSMTP_PASSWORD=SMTP_LOGIN\n'
    assert (2, SERVER_TOKEN) not in _found(rules, "opt/portal/.env", env)


def test_a_variable_sent_under_a_secret_name_is_its_literal(rules: RuleSet) -> None:
    text = (
        f'syn = "{SHARED}"\n'
        "\n"
        "def latest(stid):\n"
        '    q = {"stid": stid, "recent": 1440, "token": syn}\n'
        '    h = {"X-API-Key": syn}\n'
    )
    assert _found(rules, "srv/stations.py", text) == [(1, SHARED)]
    r_code = f'k <- "{SHARED}"\nres <- GET(url, query = list(api_key = k))\n'
    assert _found(rules, "srv/pull.R", r_code) == [(1, SHARED)]
    joined = f'k <- "{SHARED}"\nu <- paste0("https://api.example.org/v1/x?n=9&api_key=", k)\n'
    assert _found(rules, "srv/quick.R", joined) == [(1, SHARED)]
    f_string = f'ONTO = "{SERVER_TOKEN}"\nheaders = {{"Authorization": f"apikey token={{ONTO}}"}}\n'
    assert _found(rules, "srv/onto.py", f_string) == [(1, SERVER_TOKEN)]


def test_variables_under_other_names_are_not_reported(rules: RuleSet) -> None:
    text = (
        f'installation = "{SERVER_TOKEN}"\n'
        f'region = "{SHARED}"\n'
        "body = list(\n"
        "  installationKey = installation,\n"  # the record's key of the installation
        "  area = region,\n"  # no secret's name
        ")\n"
        "if token == region:\n"  # a comparison, not an entry
        "    pass\n"
    )
    assert _found(rules, "srv/publish.R", text) == []


def test_many_aliases_take_linear_time(rules: RuleSet) -> None:
    text = 'X_USER = "a"\n' * 30_000 + "X_PASSWORD = X_USER\n" * 30_000
    linear, times = text_grows_linearly(lambda part: _found(rules, "opt/flood.py", part), text)
    assert linear, times


_HEX_RNG = random.Random("alias-hex")
KEY_40 = "".join(_HEX_RNG.choice("0123456789abcdef") for _ in range(40))


def test_a_literal_fallback_for_a_secrets_environment_variable_is_found(rules: RuleSet) -> None:
    r_block = (
        'key  <- Sys.getenv("COMMCARE_API_KEY")\n'
        'if (key == "") {\n'
        "  # until the new account gets API access\n"
        f'  key <- "{KEY_40}"\n'
        "}\n"
    )
    assert _found(rules, "srv/pull_forms.R", r_block) == [(4, KEY_40)]
    r_line = f'key <- Sys.getenv("EBIRD_KEY")\nif (key == "") key <- "{SHARED}"\n'
    assert _found(rules, "srv/checklists.R", r_line) == [(2, SHARED)]
    python = f'tok = os.getenv("SYNOPTIC_TOKEN")\nif not tok:\n    tok = "{SHARED}"\n'
    assert _found(rules, "srv/stations.py", python) == [(3, SHARED)]


def test_fallbacks_that_are_no_secrets_are_not_reported(rules: RuleSet) -> None:
    # An environment variable whose name says no secret, and a secret's fallback too far below
    # to be the variable's (a digest named by the same bare word, later in the script).
    region = f'region <- Sys.getenv("AWS_REGION")\nif (region == "") region <- "{SHARED}"\n'
    assert _found(rules, "srv/pull.R", region) == []
    far = 'key <- Sys.getenv("COMMCARE_API_KEY")\n' + "x <- 1\n" * 6 + f'key <- "{KEY_40}"\n'
    assert _found(rules, "srv/pull.R", far) == []
    # A comparison with the literal, not an assignment.
    compared = f'tok = os.getenv("SYNOPTIC_TOKEN")\nif tok == "{SHARED}":\n    pass\n'
    assert _found(rules, "srv/stations.py", compared) == []


def test_many_environment_reads_take_linear_time(rules: RuleSet) -> None:
    text = 'key <- Sys.getenv("X_API_KEY")\n' * 30_000 + 'key <- "x"\n'
    linear, times = text_grows_linearly(lambda part: _found(rules, "opt/flood.R", part), text)
    assert linear, times
