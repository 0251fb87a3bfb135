"""Maven's encrypted passwords: a server's password as `mvn --encrypt-password` prints it (base64
between braces) in settings.xml, and the master password in settings-security.xml, encrypted
with Maven's published key, so that the two files decrypt every server password. Look-alikes:
references, placeholders, empty braces, the guide's own examples, and Jenkins' `{AQAAAB…}`
values (encrypted with the Jenkins server's own key). Values are made here."""

from __future__ import annotations

import base64
import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(4417)
SERVER = "{" + base64.b64encode(_RNG.randbytes(48)).decode() + "}"
MASTER = "{" + base64.b64encode(_RNG.randbytes(32)).decode() + "}"
MAVEN4 = (
    "{[name=master,cipher=AES/GCM/NoPadding,version=4.0]"
    + base64.b64encode(_RNG.randbytes(57)).decode()
    + "}"
)
# Jenkins' secret format: version 1, then the lengths of the IV and of the ciphertext.
JENKINS = "{AQAAABAAAAAw" + base64.b64encode(_RNG.randbytes(63)).decode() + "}"


def _settings(password: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        "<settings>\n"
        "  <servers>\n"
        "    <server>\n"
        "      <id>lab-releases</id>\n"
        "      <username>deploy</username>\n"
        f"      <password>{password}</password>\n"
        "    </server>\n"
        "  </servers>\n"
        "</settings>\n"
    )


def _security(master: str) -> str:
    return f"<settingsSecurity>\n  <master>{master}</master>\n</settingsSecurity>\n"


@pytest.mark.parametrize(
    ("password", "value"),
    [
        (SERVER, SERVER),
        # Text before the braces is a comment Maven ignores; Maven 4 puts its cipher first.
        (f"reset 2025-03-02, ask ops {SERVER}", SERVER),
        (MAVEN4, MAVEN4),
    ],
)
def test_an_encrypted_server_password_is_found(rules: RuleSet, password: str, value: str) -> None:
    assert found(rules, ".m2/settings.xml", _settings(password)) == [(7, value)]


@pytest.mark.parametrize("file_name", [".m2/settings.xml", "ci/.mvn/ci-settings.xml"])
def test_an_encrypted_server_password_is_found_in_a_project_settings_file(
    rules: RuleSet, file_name: str
) -> None:
    assert found(rules, file_name, _settings(SERVER)) == [(7, SERVER)]


def test_an_encrypted_master_password_is_found(rules: RuleSet) -> None:
    assert found(rules, ".m2/settings-security.xml", _security(MASTER)) == [(2, MASTER)]


@pytest.mark.parametrize(
    "password",
    [
        "${env.NEXUS_PASSWORD}",
        "${settings.servers.nexus.password}",
        "{}",
        "{YOUR_ENCRYPTED_PASSWORD}",
        "{ENCRYPTEDPASSWORDHERE}",
        # An escaped brace: a password that holds braces, in clear.
        "\\{" + SERVER[1:-1] + "\\}",
        # The guide's example.
        "{COQLCE6DU6GtcS5P=}",
        # Jenkins' format, in a settings file too.
        JENKINS,
    ],
)
def test_what_is_no_maven_encrypted_password(rules: RuleSet, password: str) -> None:
    assert found(rules, ".m2/settings.xml", _settings(password)) == []


def test_the_guides_example_master_password_is_not_reported(rules: RuleSet) -> None:
    example = "{jSMOWnoPFgsHVpMvz5VrIt5kRbzGpI8u+9EF1iFQyJQ=}"
    assert found(rules, ".m2/settings-security.xml", _security(example)) == []


def test_jenkins_encrypted_credentials_are_not_reported(rules: RuleSet) -> None:
    credentials = (
        "<com.cloudbees.plugins.credentials.SystemCredentialsProvider>\n"
        "  <domainCredentialsMap>\n"
        "    <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n"
        "      <id>nexus-deploy</id>\n"
        "      <username>deploy</username>\n"
        f"      <password>{JENKINS}</password>\n"
        "    </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n"
        "  </domainCredentialsMap>\n"
        "</com.cloudbees.plugins.credentials.SystemCredentialsProvider>\n"
    )
    assert found(rules, "jenkins/credentials.xml", credentials) == []
    assert found(rules, "jenkins/jobs/deploy/config.xml", credentials) == []
