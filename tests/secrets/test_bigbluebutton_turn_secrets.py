"""BigBlueButton's turn-stun-servers.xml: a TurnServer bean's first constructor argument is the
secret it shares with coturn. A StunServer's argument (a URL) and a TurnServer's other
arguments are not. Values are made here."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

SECRET = "4be1f07c9d2a83e6b15c0f94a7d3e28c61b09f5a3d7e24c8b06f1a95e3c7d20b4"


def _beans(turn_class: str) -> str:
    return (
        '<beans xmlns="http://www.springframework.org/schema/beans">\n'
        '  <bean id="stun0" class="org.bigbluebutton.web.services.turn.StunServer">\n'
        '    <constructor-arg index="0" value="stun:turn.lab.internal"/>\n'
        "  </bean>\n"
        f'  <bean id="turn0" class="org.bigbluebutton.web.services.turn.{turn_class}">\n'
        f'    <constructor-arg index="0" value="{SECRET}"/>\n'
        '    <constructor-arg index="1" value="turns:turn.lab.internal:443?transport=tcp"/>\n'
        '    <constructor-arg index="2" value="86400"/>\n'
        "  </bean>\n"
        "</beans>\n"
    )


def test_a_turn_servers_shared_secret_is_found(rules: RuleSet) -> None:
    assert found(rules, "bbb/turn-stun-servers.xml", _beans("TurnServer")) == [(6, SECRET)]


def test_another_beans_first_argument_is_passed_over(rules: RuleSet) -> None:
    # The same argument of a bean of another class: what it is, its class says.
    assert found(rules, "bbb/turn-stun-servers.xml", _beans("RemoteIceCandidate")) == []
