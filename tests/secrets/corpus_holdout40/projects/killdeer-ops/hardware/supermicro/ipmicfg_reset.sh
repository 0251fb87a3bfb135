#!/bin/bash
# re-create the ops user after a BMC factory reset (in-band, from the node)
ipmicfg -user add 3 opsadmin '{{password:supermicro-bmc-password}}' 4
ipmicfg -user list
# BMC MAC 3c:ec:ef:6a:11:20, firmware 01.04.08, build 649674b08b5a
