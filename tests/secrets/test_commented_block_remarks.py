"""A remark heading a block of settings commented out together ("# old client, deleted with the
realm in June:" above `# client_id: …` and `# client_secret: "…"`) is said of every setting of
the block: the secret under it is not reported. Above a live block, or with no verdict, the
secret is reported. A remark that draws its verdict from what it said before ("the bot was
deleted, so its token is dead:") is said of the value it introduces, whatever name in quotes
it gives the bot. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(7604)
SECRET = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "7"
TOKEN = "".join(_RNG.choices(string.ascii_letters + string.digits, k=63)) + "_PF84_" + "x9"


@pytest.mark.parametrize(
    "text",
    [
        "host: x\n\n# old Keycloak client, deleted with the realm in June:\n"
        '# oidc_client_id: ondemand\n# oidc_client_secret: "{s}"\n',
        "host: x\n\n# old Keycloak client, deleted with the realm in June:\n"
        '# oidc_client_id: ondemand\n# oidc_redirect_uri: "/oidc"\n# oidc_client_secret: "{s}"\n',
    ],
)
def test_a_dead_remark_over_a_commented_block_is_said_of_its_secret(
    rules: RuleSet, text: str
) -> None:
    assert values(rules, "ood/ood_portal.yml", text.format(s=SECRET)) == []


@pytest.mark.parametrize(
    "text",
    [
        # The remark says nothing of the block's life.
        "host: x\n\n# Keycloak client for staging, until the realm moves:\n"
        '# oidc_client_id: ondemand\n# oidc_client_secret: "{s}"\n',
        # The block is live: only the setting between is commented out.
        "host: x\n\n# old Keycloak client, deleted with the realm in June:\n"
        '# oidc_client_id: ondemand\noidc_client_secret: "{s}"\n',
    ],
)
def test_a_commented_block_without_a_verdict_on_it_is_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "ood/ood_portal.yml", text.format(s=SECRET)) == [SECRET]


@pytest.mark.parametrize(
    "remark",
    [
        'The first bot ("hpc-alerts") was deleted in Webex on 12 Sept, so its token is dead:',
        "The first bot was deleted in Webex on 12 Sept, so its token is dead:",
    ],
)
def test_a_token_a_note_calls_dead_is_not_reported(rules: RuleSet, remark: str) -> None:
    text = f"- Webex bot for alerts.\n  {remark}\n  `{TOKEN}`\n"
    assert values(rules, "monitoring/notes.md", text) == []


@pytest.mark.parametrize(
    "remark",
    [
        'The first bot ("hpc-alerts") was renamed in Webex on 12 Sept, so its token is:',
        'The first bot ("hpc-alerts") was deleted in Webex, so the new bot\'s token is live:',
    ],
)
def test_a_token_a_note_does_not_call_dead_is_reported(rules: RuleSet, remark: str) -> None:
    text = f"- Webex bot for alerts.\n  {remark}\n  `{TOKEN}`\n"
    assert values(rules, "monitoring/notes.md", text) == [TOKEN]


@pytest.mark.parametrize(
    "text",
    [
        # A TOML table kept commented out under the remark, the value two lines into it.
        'password = "{live}"\n\n# old credential — deleted on the portal when I left\n'
        '# [[auth]]\n# username = "me-a27e0b"\n# password = "{s}"\n',
        # A YAML key's block, the value in a list nested under it.
        'secret: "{live}"\n\n'
        "# the Dex setup (Dex removed, its static client secret went with it):\n"
        "# dex:\n#   client_secret: 9f1e3d5b\n#   connectors:\n#     - type: ldap\n"
        '#       config:\n#         bindPW: "{s}"\n',
    ],
)
def test_a_dead_remark_over_a_commented_tables_head_is_said_of_the_table(
    rules: RuleSet, text: str
) -> None:
    live = "".join(_RNG.choices(string.ascii_letters + string.digits, k=28)) + "4"
    assert values(rules, "conf/auth.yaml", text.format(s=SECRET, live=live)) == [live]


@pytest.mark.parametrize(
    "text",
    [
        # The remark heads the table before the value's own.
        '# old credential — deleted on the portal when I left\n# [[auth]]\n# user = "a"\n'
        '# [[auth]]\n# password = "{s}"\n',
        # The remark heads the key before the value's own, a sibling of it.
        "# the Dex setup (Dex removed, its static client secret went with it):\n"
        '# dex:\n#   issuer: x\n# ldap:\n#   bindPW: "{s}"\n',
        # The value's line is live under the commented table.
        '# old credential — deleted on the portal when I left\n# [[auth]]\n# user = "a"\n'
        'password = "{s}"\n',
        # "Went with it" is read above a line kept commented out only.
        '# Dex removed, its static client secret went with it:\nclient_secret: "{s}"\n',
        # An older key's verdict, above the key that may have replaced it.
        '# the old DataViz key was retired with the portal\ndataviz_key: "{s}"\n',
        # Another value's verdict, named by what tells it from this one.
        '# the staging token was revoked; this one is prod\n# api_token: "{s}"\n',
        '# the other token expired\n# api_token: "{s}"\n',
    ],
)
def test_a_dead_remark_over_another_block_is_not_said_of_the_value(
    rules: RuleSet, text: str
) -> None:
    assert values(rules, "conf/auth.yaml", text.format(s=SECRET)) == [SECRET]


@pytest.mark.parametrize(
    "remark",
    [
        # Out of use, above a line kept commented out.
        "# key of the workshop VM; replaced when the site went up, used nowhere now:",
        # A French documentation's example.
        "# ancien exemple de la doc, ne pas utiliser:",
        # A verdict reported, its sayer first.
        "# old one, from before the key was regenerated in May; NVE said it no longer works",
    ],
)
def test_a_remark_says_the_commented_value_below_is_out_of_use(rules: RuleSet, remark: str) -> None:
    live = "".join(_RNG.choices(string.ascii_letters + string.digits, k=28)) + "4"
    text = f'SECRET_KEY = "{live}"\n{remark}\n# SECRET_KEY = "{SECRET}"\n'
    assert values(rules, "site/settings.py", text) == [live]


@pytest.mark.parametrize(
    "remark",
    [
        # "Used nowhere" is read above a line kept commented out only.
        "# replaced when the site went up, used nowhere now:",
        # Not the example: ours.
        "# pas l'exemple de la doc, le n\u00f4tre:",
        # Reported of another value.
        "# NVE said the old one no longer works",
    ],
)
def test_a_remark_above_a_live_value_leaves_it_reported(rules: RuleSet, remark: str) -> None:
    text = f'{remark}\nSECRET_KEY = "{SECRET}"\n'
    assert values(rules, "site/settings.py", text) == [SECRET]
