"""Refresh the archive robot's Kerberos ticket before the nightly tape sync."""

import subprocess

ROBOT = "tapesync@OPS.EXAMPLE.ORG"

# the robot has no keytab yet: kinit reads the password from standard input
subprocess.run(
    ["kinit", "-l", "10h", ROBOT], input=b"{{password:stdin-input-password}}\n", check=True
)
subprocess.run(["klist", "-s"], check=True)
