"""A secret given to a login or connect call through a variable assigned a literal above it
(`pw = "…"` then `HTTPBasicAuth(user, pw)`, `k <- "…"` then `authenticate(u, k)`): the call
says what the variable's name does not. Look-alikes: a variable read from the environment or a
prompt, a literal that does not look random, a user that is no user, and a variable assigned
after the call or from an expression."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

# Hex: no rule finds it under a name that says nothing, only the call it is given to.
KEY = "e4b9c1d7a3f86205b7d9e1c3a5f70b2d"
TOKEN = "9c2e7a41f0b8d63e5a17c94f2b06d8e3"


def test_a_variables_literal_given_to_a_login_call_is_found(rules: RuleSet) -> None:
    script = (
        "import requests\nfrom requests.auth import HTTPBasicAuth\n\n"
        f'u = "svc-export"\np2 = "{TOKEN}"  # rotated in March\n\n'
        "r = requests.get(URL, auth=HTTPBasicAuth(u, p2), timeout=30)\n"
    )
    assert found(rules, "etl/export.py", script) == [(5, TOKEN)]
    r_code = f'acct <- "lab01"\nk <- "{KEY}"\nres <- GET(url, authenticate(acct, k))\n'
    assert values(rules, "R/pull.R", r_code) == [KEY]


def test_environment_prompts_words_and_expressions_are_not_reported(rules: RuleSet) -> None:
    script = (
        'u = "svc-export"\n'
        'p1 = os.environ["EXPORT_PW"]\nlogin(u, p1)\n'
        'p2 = "changeme"\nlogin(u, p2)\n'
        'p3 = "analytics_prod"\nconnect(u, p3)\n'
        f'p4 = "{KEY}" + suffix\nlogin(u, p4)\n'
        f"login(u, p5)\np5 = '{KEY}'\n"
    )
    assert values(rules, "etl/run.py", script) == []


def test_hostile_calls_with_variables_take_linear_time(rules: RuleSet) -> None:
    text = 'pw = "x"\n' + "login(user, pw)\n" * 60_000 + "\n" + "x = '" * 20_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "etl/huge.py", part), text)
    assert linear, times


def test_a_random_literal_given_to_a_login_call_beside_variables_is_found(rules: RuleSet) -> None:
    rng = random.Random("login-literal")
    secret = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(32))
    source = (
        "func refresh(ctx context.Context, api *sso.Client) error {\n"
        f'\ttok, err := api.LoginService(ctx, svcName, "{secret}", tenant)\n'
        "\treturn use(tok, err)\n}\n"
    )
    assert found(rules, "sso/refresh.go", source) == [(2, secret)]


def test_words_paths_and_addresses_given_to_a_login_call_are_not_reported(
    rules: RuleSet,
) -> None:
    source = (
        'tok, err := api.LoginService(ctx, svcName, "reporting-service-account", tenant)\n'
        'tok, err = api.LoginService(ctx, svcName, "/etc/sso/service.secret", tenant)\n'
        'tok, err = api.LoginService(ctx, svcName, "https://sso.example.org/realms/x", tenant)\n'
        'tok, err = api.LoginService(ctx, svcName, "", tenant)\n'
    )
    assert found(rules, "sso/refresh.go", source) == []
