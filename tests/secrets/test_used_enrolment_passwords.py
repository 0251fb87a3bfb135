"""A host's one-time "Random password" (`ipa host-add --random`) that the same log shows
ipa-client-install enrolled with is used up (LABELS.md): not reported. The same password where
that enrolment failed, shows no outcome, or only the next host's succeeded, and any other
password in a successful block, are still reported. Values are made here."""

from __future__ import annotations

import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_ALPHABET = string.ascii_letters + string.digits


def _password() -> str:
    # Letters and digits, with a small letter, a capital and a digit in it as ipa's are.
    body = "".join(secrets.choice(_ALPHABET) for _ in range(15))
    return "k" + body + "Q7"


def _added(host: str, password: str) -> str:
    return (
        "----------------------------------\n"
        f'Added host "{host}"\n'
        "----------------------------------\n"
        f"  Host name: {host}\n"
        f"  Random password: {password}\n"
        "  Password: True\n  Keytab: False\n"
    )


_JOINED = (
    "Enrolled in IPA realm LAB.EXAMPLE.ORG\nClient configuration complete.\n"
    "The ipa-client-install command was successful\n"
)
_FAILED = (
    "Joining realm failed: cannot connect to 'https://ipa01.lab.example.org/ipa/json'\n"
    "Installation failed. Rolling back changes.\n"
    "The ipa-client-install command failed. See /var/log/ipaclient-install.log\n"
)


def test_only_a_random_password_the_same_enrolment_used_is_passed_over(rules: RuleSet) -> None:
    used, failed, alone, before = (_password() for _ in range(4))
    text = _added("n1.lab.example.org", used) + _JOINED
    text += _added("n2.lab.example.org", failed) + _FAILED
    # No outcome; then a host whose next neighbour's success says nothing of its password.
    text += _added("n3.lab.example.org", alone)
    text += _added("n4.lab.example.org", before) + _added("n5.lab.example.org", _password())
    text += _JOINED
    assert values(rules, "freeipa/logs/enroll.log", text) == [failed, alone, before]


def test_another_password_in_a_successful_enrolment_is_still_reported(rules: RuleSet) -> None:
    admin = _password()
    text = _added("n1.lab.example.org", _password()) + f"  admin password: {admin}\n" + _JOINED
    assert values(rules, "freeipa/logs/enroll.log", text) == [admin]


def _install(host: str, option: str) -> str:
    return f"[root@{host} ~]# ipa-client-install {option} --unattended\n"


def test_a_success_proves_used_only_the_password_or_host_it_installed(rules: RuleSet) -> None:
    # Another host's install with an admin password, another one-time password's install: the
    # block's own password is still live. Its own password, or its own host's prompt: used.
    mine, admin, other, used, own = (_password() for _ in range(5))
    text = _added("gpu01.lab.example.org", mine)
    text += _install("gpu02", f"--principal admin --password '{admin}'") + _JOINED
    text += _added("gpu03.lab.example.org", other)
    text += _install("gpu03", f"--password '{_password()}'") + _JOINED
    text += _added("gpu04.lab.example.org", used) + _install("gpu04", f"-w {used}") + _JOINED
    text += _added("gpu05.lab.example.org", own) + _install("gpu05", "--keytab k") + _JOINED
    lines = text.splitlines()
    # The install lines' passwords are the commands' to judge; here, host-add's lines.
    randoms = [
        value
        for line, value in found(rules, "freeipa/logs/enroll.log", text)
        if "Random password" in lines[line - 1]
    ]
    assert randoms == [mine, other]


def _logged(message: str, level: str = "INFO") -> str:
    # ipaclient-install.log's line: ISO 8601 time, level, message.
    return f"2025-02-11T10:21:{secrets.randbelow(60):02d}Z {level}  {message}\n"


def test_the_install_log_s_lines_are_read_past_their_time_and_level(rules: RuleSet) -> None:
    # The install's own log writes each line after its time and level, and its last message on
    # success is "Client configuration complete.": the password above it is used. One whose
    # install rolled back, or shows no outcome, is still reported.
    used, failed, alone = (_password() for _ in range(3))
    joined = _logged(f"Random password: {used}") + _logged("Enrolled in IPA realm LAB.EXAMPLE.ORG")
    joined += _logged("Client configuration complete.")
    rolled = _logged(f"Random password: {failed}")
    rolled += _logged("Installation failed. Rolling back changes.", "ERROR")
    pending = _logged(f"Random password: {alone}") + _logged("Configured /etc/sssd/sssd.conf")
    assert values(rules, "freeipa/ipa-client-install.log", joined) == []
    assert values(rules, "freeipa/ipa-client-install.log", rolled) == [failed]
    assert values(rules, "freeipa/ipa-client-install.log", pending) == [alone]
