"""Oracle's utilities log on with their first argument, `username/password@connect_identifier`
(expdp, impdp, sqlldr, exp, imp, dgmgrl; rman after `target`, `catalog` or `auxiliary`): the
password is the part between the slash and the `@`, or to the word's end where the local
database is meant. An operating system logon (`/ as sysdba`) or a wallet's (`/@ALIAS`) holds
none. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(1608)
PASSWORD = "".join(_RNG.choices(string.ascii_letters + string.digits, k=13)) + "*.2"
OTHER = "".join(_RNG.choices(string.ascii_letters + string.digits, k=15)) + "-x"


@pytest.mark.parametrize(
    "command",
    [
        "$ORACLE_HOME/bin/expdp system/{p}@LIMSPDB schemas=LIMS directory=DP_DIR parallel=4",
        "impdp scott/{p} directory=DP_DIR dumpfile=scott.dmp",
        'expdp "sys/{p}@CDB1 as sysdba" full=y',
        "sqlldr scott/{p}@orcl control=load.ctl",
        "exp scott/{p}@orcl file=scott.dmp",
        "dgmgrl sys/{p}@prim 'show configuration'",
    ],
)
def test_an_oracle_utilitys_logon_password_is_found(rules: RuleSet, command: str) -> None:
    text = "#!/bin/bash\n" + command.format(p=PASSWORD) + "\n"
    assert found(rules, "backup/nightly.sh", text, home="projects/ops") == [(2, PASSWORD)]


def test_rmans_target_and_catalog_passwords_are_both_found(rules: RuleSet) -> None:
    text = f"rman target sys/{PASSWORD}@prod catalog rco/{OTHER}@rcat\n"
    assert found(rules, ".bash_history", text) == [(1, PASSWORD), (1, OTHER)]


@pytest.mark.parametrize(
    "command",
    [
        "expdp /@LIMSPDB_WALLET schemas=LIMS",
        'expdp "/ as sysdba" full=y',
        'expdp \\"/ as sysdba\\" full=y',
        "impdp scott@orcl directory=DP_DIR",
        "expdp ${DB_USER}/${DB_PASS}@${TNS} schemas=LIMS",
        "expdp parfile=/u01/exp/lims.par",
        "rman target / nocatalog",
        "imp /u01/exp/scott.dmp",
    ],
)
def test_os_and_wallet_logons_users_and_paths_are_not_reported(
    rules: RuleSet, command: str
) -> None:
    assert found(rules, ".bash_history", command + "\n") == []


def test_a_relative_path_to_a_run_is_no_logon(rules: RuleSet) -> None:
    # A script named like Export or Import, given a run's or a commit's folder: its last part
    # is an id in hex, where the @DB a logon may leave out is not written.
    run = _RNG.randbytes(6).hex()
    commit = _RNG.randbytes(20).hex()
    text = f"exp runs/{run}\n./imp logs/{commit}\n"
    assert found(rules, ".bash_history", text) == []
    # A hex password with its database written, or with the utility's parameters after it, is
    # still a logon's.
    assert found(rules, ".bash_history", f"imp scott/{run}@orcl\n") == [(1, run)]
    logon = f"expdp system/{run} directory=DP_DIR schemas=HR\n"
    assert found(rules, ".bash_history", logon) == [(1, run)]


@pytest.mark.parametrize(
    "statement",
    [
        "CONNECT TARGET sys/{p}@PRODDB",
        "connect catalog rco/{p}@rcat;",
        'CONNECT AUXILIARY "sys/{p}@dupdb AS SYSBACKUP"',
    ],
)
def test_rmans_connect_commands_password_is_found(rules: RuleSet, statement: str) -> None:
    text = "# weekly level 0\n" + statement.format(p=PASSWORD) + "\nRUN { BACKUP DATABASE; }\n"
    assert found(rules, "rman/level0.rcv", text, home="projects/ops") == [(2, PASSWORD)]


@pytest.mark.parametrize(
    "statement",
    [
        "CONNECT TARGET /",
        "CONNECT CATALOG rcat@RCATDB",
        "CONNECT TARGET /@PRODDB_WALLET",
        "connect target sys/${SYS_PW}@PRODDB",
        # A word that is not one of RMAN's connections.
        "connect to the target via a/b@c",
    ],
)
def test_rmans_connect_without_a_password_is_not_reported(rules: RuleSet, statement: str) -> None:
    assert found(rules, "rman/level0.rcv", statement + "\n", home="projects/ops") == []
