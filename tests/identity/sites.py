"""The small site the LDAP tests decide on."""

RADAR_CATALOG = """
[[project]]
id = "radar"
groups = ["radar", "radar-guests"]

[[dataset]]
id = "returns"
project = "radar"
classification = "itar"
protection = "authoritative"

[[destination]]
kind = "partition"
name = "itar"
country = "US"
itar_enclave = true
"""
