"""Factory default passwords that their vendors publish (in every manual, on the hardware):
written under a password's name they are look-alikes, since anyone can read them; a changed
password under the same name is a secret. Values are made here."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet

CHANGED = "Tq4w-Zr8m!Lx2vNe"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "racks", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Lenovo's BMC factory login USERID / PASSW0RD (IMM2, XCC), in inventories and scripts.
        ("inventory/host_vars/sr650-07.yml", "bmc_user: USERID\nbmc_password: PASSW0RD\n"),
        ("bin/reset-bmc.sh", "ipmitool -I lanplus -H 10.8.0.17 -U USERID -P PASSW0RD mc info\n"),
        (".env", "XCC_DEFAULT_PASSWORD=PASSW0RD\n"),
        # Dell's iDRAC root / calvin, already known.
        ("idrac.ini", "[idrac]\npassword = calvin\n"),
        # The Docker Official Images' and SQL Server's container quick starts, as copied.
        ("compose.yaml", "environment:\n  POSTGRES_PASSWORD: mysecretpassword\n"),
        ("run-db.sh", "docker run -e MYSQL_ROOT_PASSWORD=my-secret-pw -d mysql:8\n"),
        (
            "mssql.sh",
            "docker run -e 'MSSQL_SA_PASSWORD=YourStrong@Passw0rd' mcr.microsoft.com/mssql\n",
        ),
        # Airflow's Compose quick start, a Vagrant box's user, a Pi's and Infoblox's defaults.
        (".env", "_AIRFLOW_WWW_USER_PASSWORD=airflow\nVAGRANT_PASSWORD=vagrant\n"),
        ("inventory.ini", "[pis]\npi01 ansible_password=raspberry\n"),
        ("nios.ini", "[grid]\nadmin_password = infoblox\n"),
        # A Raspberry Shake's `myshake` account, its manual's password, given to sshpass.
        (".bash_history", "sshpass -p shakeme ssh myshake@10.42.7.15 uptime\n"),
        # RadSec's shared secret, fixed by RFC 6614.
        ("group_vars/all/radius.yml", "radius_flr_secret: radsec\n"),
    ],
)
def test_a_published_factory_default_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("inventory/host_vars/sr650-07.yml", "bmc_user: USERID\nbmc_password: {v}\n"),
        ("bin/reset-bmc.sh", "ipmitool -I lanplus -H 10.8.0.17 -U USERID -P {v} mc info\n"),
        # Only the default itself: a password that merely starts like it was changed.
        (".env", "XCC_PASSWORD=PASSW0RD{v}\n"),
        # A RadSec secret or a ZITADEL admin password changed from the default.
        ("group_vars/all/radius.yml", "radius_flr_secret: radsec{v}\n"),
        ("zitadel.env", "ZITADEL_FIRSTINSTANCE_ORG_HUMAN_PASSWORD={v}\n"),
    ],
)
def test_a_changed_password_in_the_same_place_is_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    found = _values(rules, file_name, text.format(v=CHANGED))
    assert len(found) == 1 and CHANGED in found[0], found


def test_a_password_people_choose_is_reported_though_a_vendor_documents_it(rules: RuleSet) -> None:
    # ZITADEL's guides give Password1! as the first admin's; people choose it for their own
    # accounts too, and the defaults list passes a value over in every file.
    assert _values(rules, ".env", "DB_PASSWORD=Password1!\n") == ["Password1!"]


def test_a_raspberry_shake_password_changed_from_its_default_is_reported(rules: RuleSet) -> None:
    # The default passes over whole, as written: one that only holds it is a password.
    drawn = "".join(secrets.choice(string.ascii_letters + string.digits) for _ in range(10))
    for password in ("Zq" + drawn, "shakeme" + drawn):
        line = f"sshpass -p {password} ssh myshake@10.42.7.15 uptime\n"
        assert _values(rules, ".bash_history", line) == [password]
