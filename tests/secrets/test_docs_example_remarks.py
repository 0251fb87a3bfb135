"""A value its writer's remark beside it calls a documentation's example ("# docs example",
"// example from the manual") is a vendor's published example, copied; and the BigBlueButton
test server's shared secret, which Greenlight ships as its default, is public. A remark that
says nothing of the value, or one about another value, leaves it reported."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

REAL = "Vb7Xq2Lk9Rw4Mz8Np3Tc6Hd1Gf5Js0Ya"


def test_values_remarked_as_documentation_examples_are_not_reported(rules: RuleSet) -> None:
    code = (
        f'partner_secret = "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b"  # manual\'s example\n'
        'const apiToken = "Ku4Np8Rz2Wq6Yt1Lm5Xb9Vc3";  // example from the docs\n'
        f'client_secret = "{REAL}"  # rotated by the docs team\n'
    )
    assert found(rules, "lms/sync.py", code) == [(3, REAL)]


def test_a_remark_of_another_kind_leaves_the_value_reported(rules: RuleSet) -> None:
    conf = f"api_key = {REAL}  ; see the docs for an example of scopes\n"
    assert values(rules, "tool/settings.ini", conf) == [REAL]


def test_the_bigbluebutton_test_servers_secret_is_public(rules: RuleSet) -> None:
    env = (
        "BIGBLUEBUTTON_ENDPOINT=https://test-install.blindsidenetworks.com/bigbluebutton/\n"
        "BIGBLUEBUTTON_SECRET=8cd8ef52e8e101574e400365b55e11a6\n"
        f"SECRET_KEY_BASE={REAL}\n"
    )
    assert found(rules, "greenlight/.env", env) == [(3, REAL)]


def test_hostile_remarks_take_linear_time(rules: RuleSet) -> None:
    text = f'token = "{REAL}"  # ' + "docs " * 100_000 + "\n"
    text += ("secret = x # example from the " * 20_000) + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "notes.py", part), text)
    assert linear, times


def test_a_remark_above_naming_the_docs_example_in_the_plural_possessive(rules: RuleSet) -> None:
    # "the docs' example" as "the doc's example": the line below is the vendor's, copied; a live
    # value of the same name above it stays reported.
    env = (
        f"WOODPECKER_GITEA_SECRET=gto_{REAL.lower()}\n"
        "# the docs' example secret, for the record that it is not ours:\n"
        "#WOODPECKER_GITEA_SECRET=gto_kgoizrbde5qv242q2waw7hocb5sa5snafqhwoeownflb4lml7dsa\n"
        "# the docs' layout changed; the secret:\n"
        f"WOODPECKER_AGENT_SECRET={REAL}\n"
    )
    assert [line for line, _ in found(rules, "woodpecker/server.env", env)] == [1, 5]


def test_a_remark_above_on_what_the_docs_example_uses_leaves_the_value(rules: RuleSet) -> None:
    conf = (
        "# the docs' example uses sysop:sysop; ours was changed at install\n"
        f"dbstore.read = sysop:{REAL}@localhost/seiscomp\n"
    )
    assert values(rules, "seiscomp/etc/scmaster.cfg", conf) == [REAL]
