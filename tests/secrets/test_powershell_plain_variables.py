"""A PowerShell variable assigned a literal and given later to `ConvertTo-SecureString $name
-AsPlainText`: -AsPlainText says the literal is a password, found where it is assigned.
Look-alikes: a variable read from a prompt, the environment or a vault, assigned an expression,
or never assigned in the file. Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_DRAW = random.Random(5518)
PASSWORD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=12)) + "#3x"


def test_a_variables_literal_given_as_plain_text_is_found(rules: RuleSet) -> None:
    script = (
        "Import-Module SqlServer\n"
        f'$svcPass = "{PASSWORD}"\n'
        "$user = 'LAB\\svc_sql'\n"
        "$sec = ConvertTo-SecureString $svcPass -AsPlainText -Force\n"
        "$cred = New-Object PSCredential($user, $sec)\n"
    )
    assert found(rules, "deploy/Install-Sql.ps1", script) == [(2, PASSWORD)]
    by_name = f"$k = '{PASSWORD}'\n$s = ConvertTo-SecureString -String $k -AsPlainText -Force\n"
    assert values(rules, "deploy/Set-Key.ps1", by_name) == [PASSWORD]


def test_variables_not_assigned_a_literal_are_not_read(rules: RuleSet) -> None:
    script = (
        "$a = Read-Host 'Password'\n"
        "$b = $env:SVC_PASSWORD\n"
        f"$c = '{PASSWORD}' + $suffix\n"
        "$d = Get-Secret -Name svc -AsPlainText\n"
        "foreach ($v in @($a, $b, $c, $d, $e)) {\n"
        "    $s = ConvertTo-SecureString $v -AsPlainText -Force\n"
        "}\n"
        "$x = ConvertTo-SecureString $a -AsPlainText -Force\n"
        "$y = ConvertTo-SecureString $b -AsPlainText -Force\n"
        "$z = ConvertTo-SecureString $c -AsPlainText -Force\n"
        "$w = ConvertTo-SecureString $e -AsPlainText -Force\n"
    )
    assert values(rules, "deploy/Rotate.ps1", script) == []
    # Without -AsPlainText the variable holds an encrypted standard string, no password.
    encrypted = f"$enc = '{PASSWORD}'\n$s = ConvertTo-SecureString $enc -Key $aesKey\n"
    assert values(rules, "deploy/Load.ps1", encrypted) == []


def test_hostile_variable_lines_take_linear_time(rules: RuleSet) -> None:
    line = "$s = ConvertTo-SecureString $plainValue -AsPlainText -Force\n"
    text = f"$plainValue = '{PASSWORD}' + $x\n" + line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        assert values(rules, "deploy/Many.ps1", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
