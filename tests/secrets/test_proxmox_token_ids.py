"""A Proxmox API token's id, USER@REALM!TOKENID, names the token wherever it stands (a table's
`token` column, a `token:` setting): its secret is the UUID issued beside it, which stays a
secret, as does a password that happens to hold an `@` and a `!`. Values are generated here."""

from __future__ import annotations

import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def test_token_ids_in_an_org_table_column_are_no_secrets(rules: RuleSet) -> None:
    text = (
        "* API tokens\n"
        "| token | expires | comment |\n"
        "|-------+---------+---------|\n"
        "| ansible-runner@pve!deploy | never | playbooks |\n"
        "| grafana@pam!dash_ro | 2026-01-01 | dashboards |\n"
    )
    assert values(rules, "infra/notes/hypervisors.org", text) == []


def test_a_token_id_under_a_token_setting_is_no_secret(rules: RuleSet) -> None:
    text = "proxmox:\n  api_host: hv3.lab.internal\n  token: backup-agent@pbs!nightly2\n"
    assert values(rules, "infra/backup/agent.yaml", text) == []


def test_the_token_secret_beside_its_id_is_found(rules: RuleSet) -> None:
    secret = str(uuid.UUID(int=0x5A1C_77E0_4B2D_4F19_A8C3_0E6D_91B2_F4A7))
    text = f"PROXMOX_TOKEN=ci-bot@pve!pipeline\nPROXMOX_TOKEN_SECRET={secret}\n"
    assert values(rules, "infra/ci/proxmox.env", text) == [secret]


def test_a_password_with_an_at_and_a_bang_stays_a_secret(rules: RuleSet) -> None:
    for password in ("Gv7#tQ@Lm2!xR9", "k3@Wq!9Tz"):
        text = f"db_password: '{password}'\n"
        assert values(rules, "infra/app/settings.yaml", text) == [password], password


def test_user_cfg_token_lines_are_ids_with_their_options(rules: RuleSet) -> None:
    # Proxmox VE's user.cfg: `token:ID:EXPIRE:PRIVSEP:COMMENT:`, its secret in priv/token.cfg.
    secret = str(uuid.uuid4())
    password = "Tq8" + uuid.uuid4().hex[:13]
    text = (
        "user:ops@pve:1:0:::ops@lab.internal:::\n"
        "token:ops@pve!deploy:0:0:ansible runs:\n"
        "token:backup-agent@pve!nightly2:1767225600:1::\n"
        "acl:1:/vms:backup-agent@pve!nightly2:PVEAuditor:\n"
    )
    assert values(rules, "etc/pve/user.cfg", text) == []
    # The token's secret written beside its id, and a password under a `token` option, are found.
    text = f"token = ops@pve!deploy={secret}\ntoken = {password}\n"
    assert values(rules, "infra/pve/client.cfg", text) == [f"ops@pve!deploy={secret}", password]
